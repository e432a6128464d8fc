/**
 * Survivors matched against equivalent.yaml (mutation/summary.mjs): an entry names its area, file,
 * mutator, code and replacement, and a line only where it needs one. An entry of the area that names
 * no survivor is stale (its mutant killed since, or moved off the entry's line) and is listed as such,
 * so a line that moved is seen rather than read as a survivor nobody explained.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES modules of the mutation tooling
import { summarize } from '../../mutation/summary.mjs';

const at = (line: number) => ({ start: { line, column: 11 }, end: { line, column: 16 } });
/** a.ts: `const x = a < b;` on lines 1 and 2, each with a surviving `<` → `<=` mutant. */
const REPORT = {
  files: {
    'a.ts': {
      source: 'const x = a < b;\nconst y = a < b;\n',
      mutants: [1, 2].map((line) => ({
        id: `${line}`,
        mutatorName: 'EqualityOperator',
        replacement: 'a <= b',
        status: 'Survived',
        location: at(line),
      })),
    },
  },
};
const RUN = { date: '2026-12-06T00:00:00.000Z', minutes: 1, commit: 'abc', dirty: false, incremental: true };
/** A YAML list item of equivalent.yaml: the survivors' mutant, with the fields given over it. */
const entry = (fields: Record<string, unknown>) =>
  `- ${JSON.stringify({ area: 'area', file: 'a.ts', mutator: 'EqualityOperator', code: 'a < b', replacement: 'a <= b', ...fields })}`;

describe('equivalent.yaml entries', () => {
  it('rule: an entry with a line explains the survivor on that line only; one without explains every such survivor', () => {
    const onLine2 = summarize('area', REPORT, { ...RUN, equivalents: entry({ line: 2, reason: 'two' }) });
    expect(onLine2.survivors.map((survivor: { equivalent?: string }) => survivor.equivalent)).toEqual([
      undefined,
      'two',
    ]);
    expect(onLine2.staleEquivalents).toEqual([]);
    const anywhere = summarize('area', REPORT, { ...RUN, equivalents: entry({ reason: 'any' }) });
    expect(anywhere.survivors.map((survivor: { equivalent?: string }) => survivor.equivalent)).toEqual(['any', 'any']);
  });

  it("rule: an entry of the area that names no survivor (its line moved, or its mutant killed) is stale; another area's entry is not this area's", () => {
    const equivalents = [
      entry({ line: 1, reason: 'one' }),
      entry({ line: 7, reason: 'moved' }),
      entry({ code: 'a > b', reason: 'killed' }),
      entry({ area: 'other', line: 9, reason: 'elsewhere' }),
    ].join('\n');
    const summary = summarize('area', REPORT, { ...RUN, equivalents });
    expect(summary.staleEquivalents).toEqual([
      { file: 'a.ts', line: 7, mutator: 'EqualityOperator', code: 'a < b', replacement: 'a <= b' },
      { file: 'a.ts', mutator: 'EqualityOperator', code: 'a > b', replacement: 'a <= b' },
    ]);
  });
});
