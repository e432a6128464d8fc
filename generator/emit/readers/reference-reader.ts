import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import type { ReaderContext } from './reader-context.ts';
import { constraints } from './scalar-test.ts';
import { Unsupported } from './unsupported.ts';

/** The reader of a named type: compiled once, shared; recursion works as the name is bound first. */
export function namedReader(cx: ReaderContext, name: string): string {
  if (cx.failed.has(name) || cx.newlyFailed.has(name)) throw new Unsupported(`type ${name}`);
  const existing = cx.named.get(name);
  if (existing !== undefined) return existing;
  const schema = cx.types.get(name);
  if (schema === undefined) throw new Unsupported(`unknown type ${name}`);
  const fn = cx.fresh();
  cx.named.set(name, fn);
  try {
    cx.compileInto(fn, schema);
    return fn;
  } catch (error) {
    cx.newlyFailed.add(name);
    throw error;
  }
}

/** A `$ref` with no `check` beside it is read by its named type's reader; undefined for any other schema. */
export function referencedReader(cx: ReaderContext, schema: JsonSchema): string | undefined {
  const keywords = constraints(schema);
  const target = refTarget(schema.$ref);
  if (target === undefined || schema.check !== undefined) return undefined;
  if (keywords.length > 1) throw new Unsupported('$ref beside constraints');
  return cx.namedReader(target);
}

/** The body of a function reading a `$ref`: it calls the reader of the reference. */
export function referenceBody(cx: ReaderContext, schema: JsonSchema): string {
  return `  return ${cx.call(cx.reader(schema), schema, 'v', 'd')};`;
}
