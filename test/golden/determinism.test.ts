import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { emitAll } from '../../generator/emit/emitters.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel, readRuntimeSources } from '../../generator/pipeline.ts';
import { asRecord, generateOrFail } from '../support/generate.ts';

const SPEC = 'spec/session-protocol';

/** Maps whose written order is part of the meaning (kept in the output), so the shuffle leaves them alone. */
const ORDERED = new Set(['properties', 'commands', 'fields', 'clientKinds', 'scopes', 'persistence', 'examples', 'enum']);
/** Of those, the ones whose entries are definitions whose own keys the shuffle still reverses. */
const ORDERED_DEFINITIONS = new Set(['properties', 'commands', 'fields']);

/** Reverses the key order of every map whose order carries no meaning. */
function reverseKeys(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return ORDERED.has(key) ? value : value.map((item) => reverseKeys(item));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, ORDERED.has(key) && !ORDERED_DEFINITIONS.has(key) ? v : reverseKeys(v, k)] as const);
  return Object.fromEntries(ORDERED.has(key) ? entries : entries.reverse());
}

/**
 * The same spec laid out differently: every definition in a file of its own, under names and folders
 * that sort in another order than the originals, with sections, entries and keywords reversed.
 */
async function reshuffledSpec(): Promise<MemoryFileSystem> {
  const fs = new MemoryFileSystem();
  const names = (await nodeFileSystem.listFiles(SPEC))!;
  let counter = 0;
  for (const name of [...names].reverse()) {
    const data = parse(readFileSync(`${SPEC}/${name}`, 'utf8')) as Record<string, Record<string, unknown>>;
    for (const [section, entries] of Object.entries(data).reverse()) {
      for (const [entry, definition] of Object.entries(entries).reverse()) {
        const file = `/shuffled/${String(999 - counter++).padStart(3, '0')}-${section}/${entry.split('').reverse().join('')}.yml`;
        const text = `# yaml-language-server: $schema=felan-spec.schema.json\n${stringify({ [section]: { [entry]: reverseKeys(definition, entry) } })}`;
        await fs.writeText(file, text);
      }
    }
  }
  return fs;
}

describe('deterministic output', () => {
  it('is byte-identical when generated twice', async () => {
    const first = await generateOrFail(nodeFileSystem, SPEC);
    const second = await generateOrFail(nodeFileSystem, SPEC);
    expect(asRecord(second.files)).toEqual(asRecord(first.files));
  });

  it('does not depend on file names, file order, or the order of entries and keywords', async () => {
    const original = await generateOrFail(nodeFileSystem, SPEC);
    const shuffledFs = await reshuffledSpec();
    expect((await shuffledFs.listFiles('/shuffled'))!.length).toBeGreaterThan(20);
    const shuffled = await generateOrFail(shuffledFs, '/shuffled');
    expect(asRecord(shuffled.files)).toEqual(asRecord(original.files));
  });

  it('never lets an emitter change the model: it is deeply frozen, and emitting twice from it gives the same bytes', async () => {
    const { value: model } = await loadModel(nodeFileSystem, SPEC);
    const frozen = (value: unknown): boolean =>
      typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(frozen));
    expect(frozen(model)).toBe(true);
    const runtimeSources = readRuntimeSources();
    const [once] = await emitAll({ model: model!, runtimeSources });
    const [twice] = await emitAll({ model: model!, runtimeSources });
    expect(asRecord(twice)).toEqual(asRecord(once));
  });

  it("holds no absolute path of this machine and no date of this run (today's, in UTC or local time)", async () => {
    const generated = await generateOrFail(nodeFileSystem, SPEC);
    const text = generated.files.map((file) => file.content).join('\n');
    expect(text).not.toContain(process.cwd());
    const now = new Date();
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    for (const today of [now.toISOString().slice(0, 10), local, now.toDateString()]) expect(text).not.toContain(today);
  });
});
