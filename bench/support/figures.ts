/**
 * The figures a bench module reports, judged against their targets (issue 19's table:
 * bench/support/issue-19.ts), and the one table `npm run bench` prints at the end. Pure: no timing
 * here, so it can be tested.
 */
export interface Target {
  /**
   * `at-most`: the value must not exceed `value` (a cost); `at-least`: must reach it (a throughput, a
   * speed-up); `less-than`: must stay strictly under it ("faster than a baseline": a ratio < 1).
   */
  readonly direction: 'at-most' | 'at-least' | 'less-than';
  readonly value: number;
}

export interface Figure {
  /**
   * Stable across runs, so results can be compared: `I19.client-envelope`, `I19.gen`. A `/` marks a
   * figure shown for context under the one before it (`I19.client-envelope/zod`); the table indents it.
   */
  readonly id: string;
  readonly label: string;
  /** The judged quantity, in `unit`. NaN when the measurement itself failed (see `error`). */
  readonly value: number;
  readonly unit: string;
  /** Absent for a figure printed for context (a baseline, a part of a total). */
  readonly target?: Target;
  /** Median CPU nanoseconds per operation (per frame, per check). */
  readonly ns?: number;
  readonly mbPerSecond?: number;
  /** `ns` ÷ the ns of JSON.parse on the same frames. */
  readonly floorRatio?: number;
  /** Our ns ÷ each baseline's ns on the same frames (below 1: faster than the baseline), by baseline short name. */
  readonly baselineRatios?: Readonly<Record<string, number>>;
  /** CPU seconds a whole-process figure used (user + system of the process and its children), beside its wall time. */
  readonly cpuSeconds?: number;
  /** Why the measurement could not be taken. */
  readonly error?: string;
}

export type Mark = 'pass' | 'MISS' | 'ERROR' | '';

/**
 * The figures in the issue's order, whatever order the modules ran in: with `order` (the ids of the
 * issue's table), each figure goes where the id it sits under (the part before any `/`) stands in it;
 * then figures with a T-number (issue 7's `T1.` … `T6.`) by that number; then the rest. Figures of
 * the same rank keep the order their modules reported them in, so context rows stay under theirs.
 */
export function inIssueOrder(figures: readonly Figure[], order: readonly string[] = []): Figure[] {
  const rank = (figure: Figure) => {
    const position = order.indexOf(figure.id.split('/')[0]!);
    if (position >= 0) return position;
    return order.length + Number(/^T(\d+)\./.exec(figure.id)?.[1] ?? Infinity);
  };
  return [...figures].sort((a, b) => rank(a) - rank(b));
}

export function judge(figure: Pick<Figure, 'value' | 'target' | 'error'>): Mark {
  if (figure.error !== undefined || Number.isNaN(figure.value))
    return figure.target === undefined && figure.error === undefined ? '' : 'ERROR';
  if (figure.target === undefined) return '';
  const { direction, value } = figure.target;
  const met =
    direction === 'at-most'
      ? figure.value <= value
      : direction === 'at-least'
        ? figure.value >= value
        : figure.value < value;
  return met ? 'pass' : 'MISS';
}

const RELATION: Readonly<Record<Target['direction'], string>> = { 'at-most': '≤', 'at-least': '≥', 'less-than': '<' };

export function formatTarget(target: Target | undefined): string {
  if (target === undefined) return '';
  return `${RELATION[target.direction]} ${formatNumber(target.value)}`;
}

/** Three significant digits at most, no exponent, thousands grouped: 0.312, 12.4, 1,234. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined) return '';
  if (Number.isNaN(value)) return 'n/a';
  const magnitude = Math.abs(value);
  const digits =
    magnitude >= 100 || magnitude === 0 || Number.isInteger(value) ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

interface Column {
  readonly header: string;
  readonly cell: (figure: Figure) => string;
  readonly align: 'left' | 'right';
}

/** The CPU column shows only when some figure has CPU seconds (the whole-process ones). */
function columns(baselines: readonly string[], cpu: boolean): Column[] {
  return [
    { header: 'id', align: 'left', cell: (f) => f.id },
    { header: 'figure', align: 'left', cell: (f) => (f.id.includes('/') ? `  ${f.label}` : f.label) },
    { header: 'ns/op', align: 'right', cell: (f) => formatNumber(f.ns) },
    { header: 'MB/s', align: 'right', cell: (f) => formatNumber(f.mbPerSecond) },
    { header: '× JSON.parse', align: 'right', cell: (f) => formatNumber(f.floorRatio) },
    ...baselines.map((name): Column => ({
      header: `÷ ${name}`,
      align: 'right',
      cell: (f) => formatNumber(f.baselineRatios?.[name]),
    })),
    ...(cpu ? [{ header: 'CPU s', align: 'right', cell: (f) => formatNumber(f.cpuSeconds) } satisfies Column] : []),
    { header: 'value', align: 'right', cell: (f) => `${formatNumber(f.value)} ${f.unit}`.trim() },
    { header: 'target', align: 'left', cell: (f) => formatTarget(f.target) },
    { header: 'mark', align: 'left', cell: (f) => judge(f) },
  ];
}

/** The combined table as lines: a header, a rule, one row per figure, then the notes. */
export function formatTable(figures: readonly Figure[], notes: readonly string[] = []): string[] {
  const baselines = [...new Set(figures.flatMap((f) => Object.keys(f.baselineRatios ?? {})))];
  const cols = columns(
    baselines,
    figures.some((f) => f.cpuSeconds !== undefined),
  );
  const rows = figures.map((figure) => cols.map((col) => col.cell(figure)));
  const widths = cols.map((col, i) => Math.max(col.header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (cols[i]!.align === 'left' ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const marks = figures.map(judge);
  const count = (mark: Mark) => marks.filter((m) => m === mark).length;
  const errors = figures.filter((f) => f.error !== undefined).map((f) => `${f.id}: ${f.error}`);
  return [
    line(cols.map((col) => col.header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `${count('pass')} pass, ${count('MISS')} MISS${count('ERROR') > 0 ? `, ${count('ERROR')} ERROR` : ''} of ${marks.filter((m) => m !== '').length} targets`,
    ...errors.map((error) => `error  ${error}`),
    ...notes.map((note) => `note   ${note}`),
  ];
}

export interface RunEnvironment {
  readonly date: string;
  readonly node: string;
  readonly cpu: string;
  readonly cpus: number;
  readonly platform: string;
}

/** What bench/results/latest.json holds: every figure with its target and verdict, and where it was measured. */
export function resultsDocument(
  environment: RunEnvironment,
  figures: readonly Figure[],
  notes: readonly string[],
  failedModules: readonly string[],
) {
  return {
    ...environment,
    figures: figures.map((figure) => {
      const mark = judge(figure);
      return {
        id: figure.id,
        label: figure.label,
        value: Number.isNaN(figure.value) ? null : figure.value,
        unit: figure.unit,
        target: figure.target ?? null,
        pass: mark === '' ? null : mark === 'pass',
        ...(figure.ns === undefined ? {} : { nsPerOp: figure.ns }),
        ...(figure.mbPerSecond === undefined ? {} : { mbPerSecond: figure.mbPerSecond }),
        ...(figure.floorRatio === undefined ? {} : { jsonParseRatio: figure.floorRatio }),
        ...(figure.baselineRatios === undefined ? {} : { baselineRatios: figure.baselineRatios }),
        ...(figure.cpuSeconds === undefined ? {} : { cpuSeconds: figure.cpuSeconds }),
        ...(figure.error === undefined ? {} : { error: figure.error }),
      };
    }),
    notes,
    failedModules,
  };
}
