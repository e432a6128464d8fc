import type { JsonSchema } from '../../load/spec-document.ts';
import type { Types } from '../boundary/strip-plan.ts';
import { anyJsonTest } from './any-json-shape.ts';
import { readerFunctions, type ReaderFunctions } from './reader-functions.ts';
import { slotReach, type SlotReach } from './slot-reach.ts';

/**
 * What the builders of one compiler share, as Ajv's keywords share a SchemaCxt: the schemas, the
 * code written so far, where the slots are reached from, and the dispatch (reader-dispatch.ts) a
 * builder hands a subschema to. Each builder is a function of the context and its schema.
 */
export interface ReaderContext extends ReaderFunctions, SlotReach {
  readonly types: Types;
  readonly maxDepth: number;
  readonly slots: ReadonlySet<JsonSchema>;
  /** Named types an earlier round found unreadable. */
  readonly failed: ReadonlySet<string>;
  /** Named types that failed in this compiler (and were not known to fail before it). */
  readonly newlyFailed: Set<string>;
  /** The part checks (`check`) the compiled readers call. */
  readonly checks: Set<string>;
  /** Object schemas made here as parts of a whole (checkedWholeBody): read to check, their output dropped. */
  readonly checkOnly: WeakSet<JsonSchema>;
  /** Of those, the ones whose undeclared members another part reads (checkedWholeBody): they skip them. */
  readonly othersRead: WeakSet<JsonSchema>;
  /** Whether a schema admits any JSON value and nothing else (any-json-shape.ts): read as the plain-JSON copy. */
  readonly isAnyJson: (schema: JsonSchema) => boolean;
  /** A call of the reader `fn` of `schema`, passing the caller's function `s` on where a slot is reached. */
  readonly call: (fn: string, schema: JsonSchema, value: string, depth: string) => string;
  /** The function name reading values of a schema, compiled now (a bare `$ref`: its named type's). */
  readonly reader: (schema: JsonSchema) => string;
  /** The function name reading a value of the named type; throws Unsupported when it cannot be read fast. */
  readonly namedReader: (name: string) => string;
  /** Writes the function `fn` reading a schema, a slot's read by the caller's function when it passes one. */
  readonly compileInto: (fn: string, schema: JsonSchema) => void;
  /** Writes the function `fn` reading a schema by the builder of its kind; `slot`: it takes and passes on `s`. */
  readonly compileBody: (fn: string, schema: JsonSchema, slot: boolean) => void;
}

/**
 * The dispatch (reader-dispatch.ts), which createReaderCompiler adds to the state: made here, it would
 * import every builder, and every builder imports this file.
 */
export type ReaderDispatch = Pick<ReaderContext, 'reader' | 'namedReader' | 'compileInto' | 'compileBody'>;

/** A new compiler's context but its dispatch: nothing written yet, slot reach and any-JSON types settled. */
export function readerState(
  types: Types,
  maxDepth: number,
  slots: ReadonlySet<JsonSchema>,
  failed: ReadonlySet<string>,
): Omit<ReaderContext, keyof ReaderDispatch> {
  const reach = slotReach(types, slots);
  return {
    types,
    maxDepth,
    slots,
    failed,
    newlyFailed: new Set(),
    checks: new Set(),
    checkOnly: new WeakSet(),
    othersRead: new WeakSet(),
    ...readerFunctions(),
    ...reach,
    isAnyJson: anyJsonTest(types),
    call: (fn, schema, value, depth) => `${fn}(${value}, ${depth}${reach.hasSlot(schema) ? ', s' : ''})`,
  };
}
