/**
 * Rule: the reference is a pure function of the spec's meaning. Rendering twice gives the same
 * bytes; so does the same spec laid out in other files, in another order; no file holds a date, a
 * time or a path of this machine; and every file opens with the one fixed generated-by line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { DOCS_HEADER } from '../../generator/docs/docs-header.ts';
import { renderReference } from '../../generator/docs/render-reference.ts';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { ROOT } from '../support/cli-process.ts';
import { modelOf, SPECS } from './reference-support.ts';

const asRecord = (files: readonly EmittedFile[]) => Object.fromEntries(files.map((file) => [file.path, file.content]));

/**
 * The same spec, one definition per file, under names that sort in the reverse of the original
 * order, written in reverse: whatever depends on file names or order shows up as a difference.
 */
async function oneFilePerDefinition(specDir: string): Promise<MemoryFileSystem> {
  const fs = new MemoryFileSystem();
  const names = (await nodeFileSystem.listFiles(join(ROOT, specDir)))!.filter((name) => /\.ya?ml$/.test(name));
  let counter = 0;
  for (const name of [...names].reverse()) {
    const data = parse(readFileSync(join(ROOT, specDir, name), 'utf8')) as Record<string, Record<string, unknown>>;
    for (const [section, entries] of Object.entries(data).reverse()) {
      // protocol and list sections (parts) are one definition each; a map section's entries merge from any files.
      const whole = section === 'protocol' || Array.isArray(entries);
      const definitions = whole ? [[section, entries] as const] : Object.entries(entries).reverse();
      for (const [entry, definition] of definitions) {
        const file = `/shuffled/${String(999 - counter++).padStart(3, '0')}-${section}/${entry}.yml`;
        const body = whole ? { [section]: definition } : { [section]: { [entry]: definition } };
        await fs.writeText(
          file,
          `# yaml-language-server: $schema=felan-spec.schema.json\n${stringify(body, { lineWidth: 0 })}`,
        );
      }
    }
  }
  return fs;
}

describe.each(Object.entries(SPECS))('the reference of the %s spec', (_label, spec) => {
  it('rule: rendering the same model twice gives the same bytes, and leaves the model as it was', async () => {
    const model = await modelOf(spec);
    const before = JSON.stringify(model);
    const first = renderReference(model);
    const second = renderReference(model);
    expect(asRecord(second)).toEqual(asRecord(first));
    expect(JSON.stringify(model)).toBe(before);
  });

  it('rule: the same spec split into other files, in another order, gives the same bytes', async () => {
    const original = renderReference(await modelOf(spec));
    const fs = await oneFilePerDefinition(spec);
    expect((await fs.listFiles('/shuffled'))!.length).toBeGreaterThan(5);
    const shuffled = renderReference(await modelOf('/shuffled', fs));
    expect(asRecord(shuffled)).toEqual(asRecord(original));
  });

  it('rule: every file opens with the fixed generated-by comment, and holds no date, time or local path', async () => {
    const files = renderReference(await modelOf(spec));
    const now = new Date();
    const dates = [
      now.toISOString().slice(0, 10),
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
    ];
    for (const file of files) {
      expect(file.content.split('\n')[0], file.path).toBe(DOCS_HEADER);
      expect(file.content.endsWith('\n') && !file.content.endsWith('\n\n'), `${file.path} ends with one newline`).toBe(
        true,
      );
      for (const date of dates) expect(file.content, file.path).not.toContain(date);
      expect(file.content, file.path).not.toMatch(/\b\d{2}:\d{2}:\d{2}\b/);
      expect(file.content, file.path).not.toContain(ROOT);
      expect(file.content, file.path).not.toContain(process.cwd());
    }
  });
});

it('rule: the header is one HTML comment line that names the command and says not to edit', () => {
  expect(DOCS_HEADER).toMatch(/^<!-- [^\n]*felan-protocol docs[^\n]*[Dd]o not edit[^\n]* -->$/);
  // `--` inside an HTML comment is not allowed.
  expect(DOCS_HEADER.slice(4, -3)).not.toContain('--');
});
