import type { JsonSchema } from '../../load/spec-document.ts';
import type { Types } from '../boundary/strip-plan.ts';
import { readerState, type ReaderContext } from './reader-context.ts';
import { compileBody, compileInto, reader } from './reader-dispatch.ts';
import { namedReader } from './reference-reader.ts';

export { checkLocal } from './part-check-reader.ts';

export interface ReaderCompiler {
  /** The function name reading a value of the named type; throws Unsupported when it cannot be read fast. */
  named(name: string): string;
  /** The function name reading values of an inline schema (operation params and results). */
  inline(schema: JsonSchema): string;
  /** Every function compiled so far, in order, plus the constants they use. */
  source(): string;
  /** Named types that failed in this compiler (and were not known to fail before it). */
  readonly newlyFailed: ReadonlySet<string>;
  /** The part checks (`check`) the compiled readers call, each as `checkLocal(name)`. */
  readonly checks: ReadonlySet<string>;
}

/**
 * Compiles schemas into readers (runtime/boundary/fast-read.ts): one JavaScript function per schema
 * node that validates and strips in one pass, returning the input's own objects and arrays where it
 * strips nothing under them and copying only the ones that lose a member (or hold a copied one). A reader must agree exactly with the slow path
 * (copy → Ajv → strip plan), so the compiler handles only constructs whose meaning it can mirror
 * without doubt and gives up on a schema (Unsupported) for anything else; the boundary then keeps the
 * slow path for the operations and types that need it.
 *
 * Every reader spends the boundary call's byte budget (runtime/boundary/plain-json.ts, bytesLeft) as the
 * copy does — 2 bytes an item, 5 a member plus its key, a string its length, before any test reads it —
 * or more (a union tries branches), so it gives up on any value the copy refuses as larger than a frame,
 * and no input, however much it shares, makes it read more than that.
 *
 * `slots` are schema nodes (by identity) read by a function the caller passes in as `s`: a request's
 * open `params` and a response's open `result`, which the boundary reads with the operation's own reader. `failed` are
 * named types an earlier round found unreadable.
 */
export function createReaderCompiler(
  types: Types,
  maxDepth: number,
  slots: ReadonlySet<JsonSchema>,
  failed: ReadonlySet<string>,
): ReaderCompiler {
  // One builder a schema kind (object-reader.ts, array-reader.ts, union-reader.ts, scalar-reader.ts,
  // reference-reader.ts…), each a function of this context; reader-dispatch.ts picks the builder.
  const cx: ReaderContext = {
    ...readerState(types, maxDepth, slots, failed),
    reader: (schema) => reader(cx, schema),
    namedReader: (name) => namedReader(cx, name),
    compileInto: (fn, schema) => compileInto(cx, fn, schema),
    compileBody: (fn, schema, slot) => compileBody(cx, fn, schema, slot),
  };
  return {
    named: cx.namedReader,
    inline: cx.reader,
    source: cx.source,
    newlyFailed: cx.newlyFailed,
    checks: cx.checks,
  };
}
