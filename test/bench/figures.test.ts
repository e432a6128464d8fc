import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatTable,
  formatTarget,
  inIssueOrder,
  judge,
  resultsDocument,
  type Figure,
} from '../../bench/support/figures.ts';

const atMost = { direction: 'at-most', value: 0.35 } as const;
const atLeast = { direction: 'at-least', value: 0.8 } as const;

describe('judge', () => {
  it('passes a cost at or under its bound and misses one over it', () => {
    expect(judge({ value: 0.35, target: atMost })).toBe('pass');
    expect(judge({ value: 0.3501, target: atMost })).toBe('MISS');
  });

  it('passes a throughput at or over its bound and misses one under it', () => {
    expect(judge({ value: 0.8, target: atLeast })).toBe('pass');
    expect(judge({ value: 0.79, target: atLeast })).toBe('MISS');
  });

  it('passes a value strictly under a less-than bound and misses one at it', () => {
    const faster = { direction: 'less-than', value: 1 } as const;
    expect(judge({ value: 0.999, target: faster })).toBe('pass');
    expect(judge({ value: 1, target: faster })).toBe('MISS');
    expect(judge({ value: 1.2, target: faster })).toBe('MISS');
  });

  it('leaves a figure without a target unmarked', () => {
    expect(judge({ value: 12 })).toBe('');
  });

  it('marks a measurement that failed as ERROR, never as pass', () => {
    expect(judge({ value: NaN, target: atMost })).toBe('ERROR');
    expect(judge({ value: 0.1, target: atMost, error: 'exit 70' })).toBe('ERROR');
    expect(judge({ value: NaN, error: 'refuses a valid frame' })).toBe('ERROR');
  });
});

describe('formatTarget', () => {
  it('writes each direction as its relation', () => {
    expect(formatTarget(atMost)).toBe('≤ 0.350');
    expect(formatTarget(atLeast)).toBe('≥ 0.800');
    expect(formatTarget({ direction: 'less-than', value: 1 })).toBe('< 1');
    expect(formatTarget(undefined)).toBe('');
  });
});

describe('formatNumber', () => {
  it('keeps three significant digits and groups thousands', () => {
    expect(formatNumber(0.31234)).toBe('0.312');
    expect(formatNumber(1.456)).toBe('1.46');
    expect(formatNumber(12.34)).toBe('12.3');
    expect(formatNumber(1234.5)).toBe('1,235');
    expect(formatNumber(3)).toBe('3');
  });

  it('prints nothing for a missing value and n/a for a failed one', () => {
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(NaN)).toBe('n/a');
  });
});

const figures: Figure[] = [
  {
    id: 'T1.mixed',
    label: 'parseClientEnvelope',
    value: 0.3,
    unit: '× JSON.parse',
    target: atMost,
    ns: 300,
    mbPerSecond: 450,
    floorRatio: 0.3,
    baselineRatios: { zod: 0.2, Ajv: 1.1 },
  },
  { id: 'T1.mixed/zod', label: 'zod', value: 1.5, unit: '× JSON.parse', ns: 1500, floorRatio: 1.5 },
  { id: 'T3.ascii/decoder', label: 'JsonLineDecoder', value: 0.5, unit: '× floor MB/s', target: atLeast },
  {
    id: 'T6.gen',
    label: 'gen',
    value: NaN,
    unit: 's',
    target: { direction: 'at-most', value: 3 },
    error: 'exit 70: does not compile',
  },
];

describe('formatTable', () => {
  const lines = formatTable(figures, ['baselines ignore maxBytes']);

  it('has one column per baseline any figure compares with, in first-seen order', () => {
    expect(lines[0]).toMatch(/÷ zod\s+÷ Ajv/);
  });

  it('prints one aligned row per figure with its value, target and mark', () => {
    const rows = lines.slice(2, 2 + figures.length);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.indexOf('T')))).toEqual(new Set([0]));
    expect(rows[0]).toMatch(/0\.300 × JSON\.parse\s+≤ 0\.350\s+pass$/);
    expect(rows[1]).not.toMatch(/pass|MISS/);
    expect(rows[2]).toMatch(/≥ 0\.800\s+MISS$/);
    expect(rows[3]).toMatch(/n\/a s\s+≤ 3\s+ERROR$/);
  });

  it('sums up the verdicts, then lists the errors and the notes', () => {
    expect(lines).toContain('1 pass, 1 MISS, 1 ERROR of 3 targets');
    expect(lines).toContain('error  T6.gen: exit 70: does not compile');
    expect(lines.at(-1)).toBe('note   baselines ignore maxBytes');
  });
});

describe('resultsDocument', () => {
  const document = resultsDocument(
    { date: '2026-01-01T00:00:00.000Z', node: 'v20.20.2', cpu: 'AMD EPYC', cpus: 2, platform: 'linux-x64' },
    figures,
    [],
    [],
  );

  it('records each figure with its target and whether it passed (null when it has no target)', () => {
    expect(document.figures.map((f) => [f.id, f.pass])).toEqual([
      ['T1.mixed', true],
      ['T1.mixed/zod', null],
      ['T3.ascii/decoder', false],
      ['T6.gen', false],
    ]);
    expect(document.figures[0]).toMatchObject({
      value: 0.3,
      unit: '× JSON.parse',
      target: atMost,
      nsPerOp: 300,
      baselineRatios: { zod: 0.2 },
    });
  });

  it('stays valid JSON when a measurement failed', () => {
    const parsed = JSON.parse(JSON.stringify(document)) as typeof document;
    expect(parsed.figures[3]).toMatchObject({ value: null, error: 'exit 70: does not compile' });
    expect(parsed).toMatchObject({ node: 'v20.20.2', cpu: 'AMD EPYC' });
  });
});

describe('inIssueOrder', () => {
  const row = (id: string): Figure => ({ id, label: id, value: 1, unit: '' });

  it("orders by target number, keeping each target's figures in their reported order", () => {
    const ordered = inIssueOrder([
      row('T6.gen'),
      row('T10.x'),
      row('other'),
      row('T1.mixed'),
      row('T1.mixed/zod'),
      row('T1.first-op'),
      row('T2.snapshot'),
    ]);
    expect(ordered.map((f) => f.id)).toEqual([
      'T1.mixed',
      'T1.mixed/zod',
      'T1.first-op',
      'T2.snapshot',
      'T6.gen',
      'T10.x',
      'other',
    ]);
  });

  it('orders by a given table first, each context row kept under the figure its id names, the rest after', () => {
    const order = ['I19.gen', 'I19.check', 'I19.client-envelope', 'I19.client-envelope-vs-ajv'];
    const ordered = inIssueOrder(
      [
        row('I19.client-envelope'),
        row('I19.client-envelope/zod'),
        row('I19.client-envelope-vs-ajv'),
        row('I19.client-envelope/slow'),
        row('I7.first-vs-last'),
        row('T4.max-bytes'),
        row('I19.check'),
        row('I19.gen'),
      ],
      order,
    );
    expect(ordered.map((f) => f.id)).toEqual([
      'I19.gen',
      'I19.check',
      'I19.client-envelope',
      'I19.client-envelope/zod',
      'I19.client-envelope/slow',
      'I19.client-envelope-vs-ajv',
      'T4.max-bytes',
      'I7.first-vs-last',
    ]);
  });
});

describe('the CPU column', () => {
  it('shows only when a figure has CPU seconds, beside the value', () => {
    expect(formatTable(figures)[0]).not.toMatch(/CPU s/);
    const lines = formatTable([
      {
        id: 'I19.gen',
        label: 'gen',
        value: 2.5,
        unit: 's',
        target: { direction: 'at-most', value: 3 },
        cpuSeconds: 4.25,
      },
      ...figures,
    ]);
    expect(lines[0]).toMatch(/CPU s\s+value\s+target\s+mark$/);
    expect(lines[2]).toMatch(/4\.25\s+2\.50 s\s+≤ 3\s+pass$/);
  });

  it('is recorded in the results document', () => {
    const document = resultsDocument(
      { date: '', node: '', cpu: '', cpus: 1, platform: '' },
      [{ id: 'I19.gen', label: 'gen', value: 2.5, unit: 's', cpuSeconds: 4.25 }],
      [],
      [],
    );
    expect(document.figures[0]).toMatchObject({ value: 2.5, cpuSeconds: 4.25 });
  });
});

describe('context rows', () => {
  it('are indented under the figure before them', () => {
    const lines = formatTable(figures);
    expect(lines[3]).toMatch(/^T1\.mixed\/zod\s+ {2}zod /);
    expect(lines[2]).toMatch(/^T1\.mixed\s+parseClientEnvelope /);
  });
});
