/**
 * What the interaction kit's core may depend on, read from its source text: only other runtime
 * files, with .js specifiers, and nothing beyond ES2022 — so it runs in Node and in browsers alone.
 * A test of source text, not of behaviour: the mutation areas leave `*-source.test.ts` files out
 * (a mutated, instrumented source is not the text these rules are about).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CORE_DIR = fileURLToPath(new URL('../../runtime/interaction/', import.meta.url));
/** The other runtime folder the core may use: the byte counting every generated package carries. */
const VALIDATION_DIR = fileURLToPath(new URL('../../runtime/validation/', import.meta.url));
const CORE_FILES = readdirSync(CORE_DIR).filter((name) => name.endsWith('.ts'));

describe('what the core may depend on', () => {
  it('rule: core files import only other runtime files, with .js specifiers', () => {
    for (const name of CORE_FILES) {
      const text = readFileSync(`${CORE_DIR}${name}`, 'utf8');
      for (const [, specifier] of text.matchAll(/\bfrom\s+'([^']+)'/g)) {
        expect(specifier, `${name} imports ${specifier}`).toMatch(/^\.\.?\/[\w/.-]+\.js$/);
      }
      expect(text, name).not.toMatch(/\bimport\(\s*['"]|\brequire\(\s*['"]|\bprocess\.|\bBuffer\b|\bstructuredClone\b/);
    }
  });

  it('rule: the core type-checks against ES2022 alone — no Node, no DOM types', () => {
    const program = ts.createProgram([`${CORE_DIR}index.ts`], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts'],
      types: [],
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
    const outside = program
      .getSourceFiles()
      .map((file) => file.fileName)
      .filter(
        (file) => !file.includes('/typescript/lib/') && !file.startsWith(CORE_DIR) && !file.startsWith(VALIDATION_DIR),
      );
    expect(outside).toEqual([]);
  });
});
