/**
 * The two sides of a diff share one ValidatorCache, so a schema they have in common is compiled once.
 * Sharing must never change a verdict: a side whose schema, or a named type it reaches, differs from
 * the other side's gets its own validator, and reports exactly what it reports when loaded alone.
 */
import { describe, expect, it } from 'vitest';
import { ValidatorCache } from '../../generator/check/validator-cache.ts';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { loadCheckedSpec } from '../../generator/pipeline.ts';
import { operation, SPEC_ROOT, specFiles, specWith, type JsonObject, type Patch } from './support/contracts.ts';

/** The diagnostics of a spec, checked with `validators` (a fresh cache when omitted). */
async function check(edit: Patch, validators?: ValidatorCache): Promise<string[]> {
  const loaded = await loadCheckedSpec(new MemoryFileSystem(specFiles(specWith(edit))), SPEC_ROOT, validators);
  return loaded.diagnostics.map(formatDiagnostic);
}

/** `probe` takes a `Label`, a list of `Name`s; its example, and Label's, send ["x"]. */
const spec = (name: JsonObject): Patch => ({
  types: { Name: name, Label: { type: 'array', items: { $ref: '#/types/Name' }, examples: [['x']] } },
  operations: {
    probe: operation({
      params: { type: 'object', properties: { label: { $ref: '#/types/Label' } } },
      examples: [{ params: { label: ['x'] }, result: {} }],
    }),
  },
});

const STRING = spec({ type: 'string' });
const NUMBER = spec({ type: 'number' });
const STRING_DOCUMENTED = spec({ type: 'string', description: 'Only the documentation differs.' });

describe('a ValidatorCache shared by the checks of one run', () => {
  it('lets each spec report what it reports alone, whichever is checked first', async () => {
    const alone = { string: await check(STRING), number: await check(NUMBER) };
    expect(alone.string).toEqual([]);
    expect(alone.number.some((line) => line.includes('invalid-example'))).toBe(true);
    expect(alone.number.some((line) => line.includes('invalid-type-example'))).toBe(true);
    for (const order of [
      [STRING, NUMBER],
      [NUMBER, STRING],
    ]) {
      const shared = new ValidatorCache();
      const seen = [await check(order[0]!, shared), await check(order[1]!, shared)];
      expect(seen).toEqual(order.map((edit) => (edit === STRING ? alone.string : alone.number)));
    }
  });

  it('follows a change to a type reached only through another type', async () => {
    const shared = new ValidatorCache();
    expect(await check(spec({ type: 'string' }), shared)).toEqual([]);
    const changed = await check(spec({ type: 'string', maxLength: 0 }), shared);
    expect(changed.filter((line) => line.includes('invalid-example'))).toHaveLength(1);
    expect(changed.filter((line) => line.includes('invalid-type-example'))).toHaveLength(1);
  });

  it('reuses the validators of schemas that differ only in documentation', async () => {
    const shared = new ValidatorCache();
    const first = shared.forSpec(specWith(STRING) as never);
    const second = shared.forSpec(specWith(STRING_DOCUMENTED) as never);
    expect(second.named('Label')).toBe(first.named('Label'));
    const third = shared.forSpec(specWith(NUMBER) as never);
    expect(third.named('Label')).not.toBe(first.named('Label'));
  });
});
