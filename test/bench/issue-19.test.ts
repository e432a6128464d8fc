import { describe, expect, it } from 'vitest';
import { formatTable, inIssueOrder, judge, type Figure } from '../../bench/support/figures.ts';
import { ISSUE_19, ISSUE_19_ORDER, unreported } from '../../bench/support/issue-19.ts';
import { scaleFigures, type ScaleDocument } from '../../bench/support/scale-figures.ts';

describe("issue 19's table", () => {
  it("lists every figure once, in the issue's order, each with a target", () => {
    expect(new Set(ISSUE_19_ORDER).size).toBe(ISSUE_19_ORDER.length);
    expect(ISSUE_19_ORDER.slice(0, 5)).toEqual(['I19.gen', 'I19.check', 'I19.validate', 'I19.diff', 'I19.help']);
    expect(ISSUE_19.clientVsAjv.target).toEqual({ direction: 'less-than', value: 1 });
    expect(ISSUE_19.import.target).toEqual({ direction: 'at-most', value: 1.4 });
  });

  it('gives every figure nobody reported an ERROR row naming its module', () => {
    const reported: Figure[] = Object.values(ISSUE_19)
      .filter((figure) => figure.module !== 'cli')
      .map((figure) => ({ id: figure.id, label: figure.label, value: 0.1, unit: figure.unit, target: figure.target }));
    const missing = unreported(reported, ['cli.bench.ts']);
    expect(missing.map((figure) => figure.id)).toEqual([
      'I19.gen',
      'I19.check',
      'I19.validate',
      'I19.diff',
      'I19.help',
    ]);
    expect(missing.map(judge)).toEqual(['ERROR', 'ERROR', 'ERROR', 'ERROR', 'ERROR']);
    expect(missing[0]!.error).toBe('not measured: cli.bench.ts failed');
    expect(unreported(reported, [])[0]!.error).toBe('not reported by cli.bench.ts');
    const table = formatTable(inIssueOrder([...reported, ...missing], ISSUE_19_ORDER));
    expect(table[2]).toMatch(/^I19\.gen\s/);
  });
});

describe('scaleFigures', () => {
  const command = { seconds: 40.17, peakMegabytes: 1252, status: 0, signal: null };
  const document = (
    operations: number,
    gen: object = { ...command, seconds: 416.82, peakMegabytes: 4572, stages: { emit: 178.1, build: 192 } },
  ): ScaleDocument => ({
    environment: { date: '2026-11-30T22:36:04.581Z' },
    nodeOptions: null,
    sizes: [{ operations, specBytes: 1, specFiles: 1, commands: { gen: gen as never, check: command, diff: command } }],
  });

  it('reads gen at 2,000 operations: wall seconds and peak memory in GB, dated, judged against 60 s and 1.5 GB', () => {
    const figures = scaleFigures(document(2000));
    expect(figures.map((figure) => figure.id)).toEqual([
      'I19.scale-gen-wall',
      'I19.scale-gen-wall/emit',
      'I19.scale-gen-wall/build',
      'I19.scale-gen-memory',
    ]);
    expect(figures[0]).toMatchObject({ value: 416.82, unit: 's', target: { direction: 'at-most', value: 60 } });
    expect(figures[0]!.label).toContain('last recorded bench:scale run, 2026-11-30');
    expect(figures[3]!.value).toBeCloseTo(4572 / 1024);
    expect(figures.map(judge)).toEqual(['MISS', '', '', 'MISS']);
  });

  it('reports an ERROR when the record has no 2,000-operation size or gen did not complete there', () => {
    expect(scaleFigures(document(500)).map(judge)).toEqual(['ERROR', 'ERROR']);
    const failed = scaleFigures(
      document(2000, { ...command, status: 134, failure: 'FATAL ERROR: heap out of memory' }),
    );
    expect(failed.map(judge)).toEqual(['ERROR', 'ERROR']);
    expect(failed[0]!.error).toContain('exit 134');
  });
});
