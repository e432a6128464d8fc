/**
 * The linter and the formatter that `npm run lint` runs over the toolchain's own code (issue 40):
 * ESLint with typescript-eslint (eslint.config.js) and prettier (.prettierrc.json). These tests hold
 * the configuration to the faults it is there to catch, on text planted into a real source file, so
 * a rule switched off or a file left out of the type-aware project fails here.
 */
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { PRETTIER_OPTIONS } from '../../generator/emit/formatted-module.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** A real source file: the planted text is linted as if it were this file, in the toolchain's own project. */
const HOST_FILE = `${ROOT}generator/host/toolchain-root.ts`;
const hostText = readFileSync(HOST_FILE, 'utf8');

/** The rule ids ESLint reports on `text` linted as `file`, with the project's configuration. */
async function ruleIds(text: string, file = HOST_FILE): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(text, { filePath: file });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the linter holds the faults it is configured for', () => {
  it('rule: the source file as committed passes', async () => {
    expect(await ruleIds(hostText)).toEqual([]);
  });

  it('rule: a planted unused import fails the lint', async () => {
    expect(await ruleIds(`import { sep } from 'node:path';\n${hostText}`)).toEqual([
      '@typescript-eslint/no-unused-vars',
    ]);
  });

  it('rule: a promise nobody awaits fails the lint (a rule that needs the type checker)', async () => {
    const floating = `${hostText}\nexport async function later(): Promise<number> {\n  return 1;\n}\nexport function caller(): void {\n  later();\n}\n`;
    expect(await ruleIds(floating)).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('rule: an explicit any fails the lint', async () => {
    expect(await ruleIds(`${hostText}\nexport const loose = JSON.parse('1') as any;\n`)).toEqual([
      '@typescript-eslint/no-explicit-any',
    ]);
  });
});

describe('the formatter', () => {
  it('rule: a file prettier would lay out otherwise fails the check', async () => {
    const options = { ...(await prettier.resolveConfig(HOST_FILE)), filepath: HOST_FILE };
    expect(await prettier.check(hostText, options)).toBe(true);
    expect(await prettier.check(hostText.replace(/;\n/, ';;\n'), options)).toBe(false);
  });

  it('rule: the runtime modules a package carries are laid out as the modules gen formats', async () => {
    const config = await prettier.resolveConfig(`${ROOT}runtime/boundary/boundary.ts`);
    const { parser: _parser, ...layout } = PRETTIER_OPTIONS;
    expect(config).toEqual(layout);
  });
});
