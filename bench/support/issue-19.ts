/**
 * Issue 19's table: every figure `npm run bench` judges, in the issue's order, with its target and
 * the module that measures it. The modules take their ids and targets from here, so the table and the
 * targets live in one place. Figures not in this table (issue 7's that issue 19 dropped, the parts of
 * a total, the baselines) are printed for context, without a target. Pure: no timing here.
 *
 * Sizes are 1024-based: KB = 1,024 bytes, MB = 1,024 KB, GB = 1,024 MB.
 */
import type { Figure, Target } from './figures.ts';

export interface TableFigure {
  readonly id: string;
  /** The issue's wording, short enough for the table; a module's own label may say more. */
  readonly label: string;
  readonly unit: string;
  readonly target: Target;
  /** The bench/<module>.bench.ts file that reports it. */
  readonly module: string;
}

const atMost = (value: number): Target => ({ direction: 'at-most', value });
const atLeast = (value: number): Target => ({ direction: 'at-least', value });
const lessThan = (value: number): Target => ({ direction: 'less-than', value });

export const ISSUE_19 = {
  gen: { id: 'I19.gen', label: 'gen into an empty folder, wall', unit: 's', target: atMost(3), module: 'cli' },
  check: { id: 'I19.check', label: 'check (whole project), wall', unit: 's', target: atMost(2), module: 'cli' },
  validate: {
    id: 'I19.validate',
    label: 'validate (whole project), wall',
    unit: 's',
    target: atMost(1),
    module: 'cli',
  },
  diff: { id: 'I19.diff', label: 'diff <latest release> spec, wall', unit: 's', target: atMost(1), module: 'cli' },
  help: { id: 'I19.help', label: '--help, wall', unit: 's', target: atMost(0.2), module: 'cli' },
  scaleWall: {
    id: 'I19.scale-gen-wall',
    label: 'gen at 2,000 operations, wall',
    unit: 's',
    target: atMost(60),
    module: 'scale',
  },
  scaleMemory: {
    id: 'I19.scale-gen-memory',
    label: 'gen at 2,000 operations, peak memory',
    unit: 'GB',
    target: atMost(1.5),
    module: 'scale',
  },
  distBytes: {
    id: 'I19.dist-bytes',
    label: 'generated dist/ total bytes',
    unit: 'MB',
    target: atMost(1.2),
    module: 'package',
  },
  bundle: {
    id: 'I19.bundle',
    label: 'browser bundle of a 4-import app, gzipped',
    unit: 'KB',
    target: atMost(64),
    module: 'package',
  },
  import: {
    id: 'I19.import',
    label: 'import, fresh process ÷ bare node -e 0',
    unit: '×',
    target: atMost(1.4),
    module: 'package',
  },
  clientEnvelope: {
    id: 'I19.client-envelope',
    label: 'parseClientEnvelope, every op example',
    unit: '× JSON.parse',
    target: atMost(0.5),
    module: 'boundary',
  },
  clientVsAjv: {
    id: 'I19.client-envelope-vs-ajv',
    label: 'parseClientEnvelope ÷ Ajv',
    unit: '× Ajv',
    target: lessThan(1),
    module: 'boundary',
  },
  clientVsTypebox: {
    id: 'I19.client-envelope-vs-typebox',
    label: 'parseClientEnvelope ÷ TypeBox compiled',
    unit: '× TypeBox compiled',
    target: lessThan(1),
    module: 'boundary',
  },
  serverResults: {
    id: 'I19.server-results',
    label: 'parseServerEnvelope, every op example result',
    unit: '× JSON.parse',
    target: atMost(0.5),
    module: 'responses',
  },
  serverSnapshot: {
    id: 'I19.server-snapshot',
    label: 'parseServerEnvelope, 10 KB snapshot',
    unit: '× JSON.parse',
    target: atMost(0.5),
    module: 'responses',
  },
  serverHistoryPage: {
    id: 'I19.server-history-page',
    label: 'parseServerEnvelope, 256-entry history page',
    unit: '× JSON.parse',
    target: atMost(0.5),
    module: 'responses',
  },
  decoderAscii: {
    id: 'I19.decoder-ascii',
    label: 'JsonLineDecoder, 1 KiB frames, ASCII',
    unit: '× floor MB/s',
    target: atLeast(0.8),
    module: 'decoder',
  },
  decoderNonAscii: {
    id: 'I19.decoder-non-ascii',
    label: 'JsonLineDecoder, 1 KiB frames, 2.5 % non-ASCII',
    unit: '× floor MB/s',
    target: atLeast(0.5),
    module: 'decoder',
  },
} as const satisfies Record<string, TableFigure>;

/** The ids of the table in the issue's order: what bench/run.ts sorts the figures by. */
export const ISSUE_19_ORDER: readonly string[] = Object.values(ISSUE_19).map((figure) => figure.id);

/**
 * A row for every figure of the table no module reported, so a full run always prints the whole
 * table: ERROR, saying which module should have reported it and whether that module failed.
 */
export function unreported(figures: readonly Figure[], failedModules: readonly string[]): Figure[] {
  const reported = new Set(figures.map((figure) => figure.id));
  return Object.values(ISSUE_19)
    .filter((figure: TableFigure) => !reported.has(figure.id))
    .map((figure: TableFigure): Figure => {
      const file = `${figure.module}.bench.ts`;
      return {
        id: figure.id,
        label: figure.label,
        value: NaN,
        unit: figure.unit,
        target: figure.target,
        error: failedModules.includes(file) ? `not measured: ${file} failed` : `not reported by ${file}`,
      };
    });
}
