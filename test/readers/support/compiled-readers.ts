/**
 * Readers compiled in the test that calls this, from schemas it writes, and run in-process against
 * runtime/ itself: `compiler.source()` becomes a Function whose parameters are the helpers the
 * emitted module imports (readers-file.ts), under the names it imports them by. No file is written
 * and nothing is spawned, so a mutant of the compiler, or of the runtime it calls, is what runs.
 * Call it inside an `it` only: a compile outside one makes every mutant it reaches static.
 */
import type { JsonSchema } from '../../../generator/load/spec-document.ts';
import {
  checkLocal,
  createReaderCompiler,
  type ReaderCompiler,
} from '../../../generator/emit/readers/compile-readers.ts';
import { Unsupported } from '../../../generator/emit/readers/unsupported.ts';
import { PART_CHECKS, type CheckName } from '../../../generator/parts/part-checks.ts';
import * as fastRead from '../../../runtime/boundary/fast-read.ts';
import { restoreByteBudget, startByteBudget, UNBOUNDED_BUDGET } from '../../../runtime/boundary/plain-json.ts';
import { exceedsJsonBytes, exceedsJsonEntries } from '../../../runtime/validation/json-measure.ts';
import { ucs2length } from '../../../runtime/validation/ucs2length.ts';
import { exceedsUtf8Bytes } from '../../../runtime/validation/utf8-byte-length.ts';

export type Reader = (value: unknown, depth: number, slot?: Reader) => unknown;
export type Types = Readonly<Record<string, JsonSchema>>;

/** What the emitted module imports, by the local name it uses (readers-file.ts), the part checks aside. */
export const READER_HELPERS: Readonly<Record<string, unknown>> = {
  FAIL: fastRead.FAIL,
  allUnique: fastRead.allUnique,
  at: fastRead.at,
  duplicate: fastRead.duplicate,
  fail: fastRead.fail,
  failCheck: fastRead.failCheck,
  headOf: fastRead.headOf,
  isPlainArray: fastRead.isPlainArray,
  isPlainObject: fastRead.isPlainObject,
  itemsHeadOf: fastRead.itemsHeadOf,
  missing: fastRead.missing,
  notContainer: fastRead.notContainer,
  oneOfFailed: fastRead.oneOfFailed,
  ownObject: fastRead.ownObject,
  readJson: fastRead.readJson,
  spendBytes: fastRead.spendBytes,
  exceedsJsonBytes,
  exceedsJsonEntries,
  ucs2length,
  exceedsUtf8Bytes,
  gopd: Object.getOwnPropertyDescriptor,
};

export interface CompileOptions {
  /** The named types to compile readers of: every one when absent. */
  readonly named?: readonly string[];
  /** Inline schemas (as an operation's params or result), by a label. */
  readonly inline?: Readonly<Record<string, JsonSchema>>;
  readonly maxDepth?: number;
  /** Schema nodes (by identity) read by the function the caller passes as `s`. */
  readonly slots?: readonly JsonSchema[];
  /** Named types an earlier round found unreadable. */
  readonly failed?: readonly string[];
}

export interface ReadOptions {
  readonly depth?: number;
  /** The byte budget of the call (plain-json.ts); unbounded when absent. */
  readonly budget?: number;
  readonly slot?: Reader;
}

export interface CompiledReaders {
  readonly compiler: ReaderCompiler;
  readonly source: string;
  readonly maxDepth: number;
  /** The compiled function of a named type or an inline label. */
  readonly reader: (label: string) => Reader;
  /** The function's name in the source, as the compiler returned it. */
  readonly functionName: (label: string) => string;
  /** Reads `value` with the reader of `label`, within a byte budget of its own. */
  readonly read: (label: string, value: unknown, options?: ReadOptions) => unknown;
  /** Why the reader of `label` fails `value` (fast-read.ts readReason), or undefined when it holds. */
  readonly reason: (label: string, value: unknown, options?: ReadOptions) => ReturnType<typeof fastRead.readReason>;
}

export const DEFAULT_MAX_DEPTH = 8;

/** Compiles readers of `types` (and the inline schemas) and makes them callable. Throws Unsupported where the compiler refuses. */
export function compiledReaders(types: Types, options: CompileOptions = {}): CompiledReaders {
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const compiler = createReaderCompiler(
    new Map(Object.entries(types)),
    maxDepth,
    new Set(options.slots ?? []),
    new Set(options.failed ?? []),
  );
  const names = new Map<string, string>();
  for (const name of options.named ?? Object.keys(types)) names.set(name, compiler.named(name));
  for (const [label, schema] of Object.entries(options.inline ?? {})) names.set(label, compiler.inline(schema));
  const source = compiler.source();
  const table = instantiate(source, names, compiler.checks);
  const reader = (label: string): Reader => {
    const found = table[label];
    if (found === undefined) throw new Error(`no reader ${label}`);
    return found;
  };
  const read = (label: string, value: unknown, { depth = 0, budget = UNBOUNDED_BUDGET, slot }: ReadOptions = {}) => {
    const previous = startByteBudget(budget);
    try {
      return reader(label)(value, depth, slot);
    } finally {
      restoreByteBudget(previous);
    }
  };
  const reason = (label: string, value: unknown, { depth = 0, slot }: ReadOptions = {}) =>
    fastRead.readReason((v, d) => reader(label)(v, d, slot), value, depth);
  return { compiler, source, maxDepth, reader, functionName: (label) => names.get(label)!, read, reason };
}

/** The source as functions: the helpers and the part checks it calls passed in by the names it uses. */
function instantiate(
  source: string,
  names: ReadonlyMap<string, string>,
  checks: ReadonlySet<string>,
): Record<string, Reader> {
  const parts = Object.fromEntries([...checks].map((name) => [checkLocal(name), PART_CHECKS[name as CheckName].check]));
  const scope = { ...READER_HELPERS, ...parts };
  const exported = [...names].map(([label, fn]) => `${JSON.stringify(label)}: ${fn}`).join(', ');
  const make = new Function(...Object.keys(scope), `"use strict";\n${source}\nreturn { ${exported} };`) as (
    ...helpers: unknown[]
  ) => Record<string, Reader>;
  return make(...Object.values(scope));
}

/** The reason the compiler gives up on the named type (or an inline schema), or undefined when it compiles. */
export function refusal(
  types: Types,
  target: string | JsonSchema,
  options: Omit<CompileOptions, 'named' | 'inline'> = {},
): string | undefined {
  try {
    compiledReaders(types, {
      ...options,
      ...(typeof target === 'string' ? { named: [target] } : { named: [], inline: { it: target } }),
    });
    return undefined;
  } catch (error) {
    if (error instanceof Unsupported) return error.message;
    throw error;
  }
}
