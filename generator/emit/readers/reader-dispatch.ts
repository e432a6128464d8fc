import type { JsonSchema } from '../../load/spec-document.ts';
import { arrayBody } from './array-reader.ts';
import { objectBody } from './object-reader.ts';
import { checkedBody } from './part-check-reader.ts';
import type { ReaderContext } from './reader-context.ts';
import { referenceBody, referencedReader } from './reference-reader.ts';
import { scalarBody } from './scalar-reader.ts';
import { admitsOnlyScalars, constraints } from './scalar-test.ts';
import { mergedBranchesBody } from './tag-switch.ts';
import { taggedBranchObjects } from './tagged-branch-objects.ts';
import { unionBody } from './union-reader.ts';
import { Unsupported } from './unsupported.ts';
import { WHOLE_VALUE_BOUNDS, wholeValueBody } from './whole-value-bounds.ts';
import { checkedWholeBody } from './whole-of-parts-reader.ts';

export function reader(cx: ReaderContext, schema: JsonSchema): string {
  const named = referencedReader(cx, schema);
  if (named !== undefined) return named;
  const fn = cx.fresh();
  compileInto(cx, fn, schema);
  return cx.written(fn);
}

export function compileInto(cx: ReaderContext, fn: string, schema: JsonSchema): void {
  if (cx.slots.has(schema)) {
    // Read by the caller's function; without one (parseSchema of a request or response type), as the schema says.
    // A slot inside it is then read as its schema says too: `s` (undefined) is passed on to it.
    const own = cx.fresh();
    const inner = cx.childrenReach(schema);
    compileBody(cx, own, schema, inner);
    return cx.add(fn, true, `  return s === undefined ? ${cx.written(own)}(v, d${inner ? ', s' : ''}) : s(v, d);`);
  }
  compileBody(cx, fn, schema, cx.hasSlot(schema));
}

/** Picks the builder of a schema's kind, in this order: the first that applies reads it. */
export function compileBody(cx: ReaderContext, fn: string, schema: JsonSchema, slot: boolean): void {
  if (schema.check !== undefined) return cx.add(fn, false, checkedBody(cx, schema, slot));
  if (schema.$ref !== undefined) return cx.add(fn, slot, referenceBody(cx, schema));
  const keywords = constraints(schema);
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  const allOf = schema.allOf as JsonSchema[] | undefined;
  if (
    keywords.length === 0 ||
    cx.isAnyJson(schema) ||
    (keywords.length === 1 && allOf !== undefined && allOf.every(cx.isAnyJson))
  ) {
    return cx.add(fn, false, `  return readJson(v, d, ${cx.maxDepth});`);
  }
  if (admitsOnlyScalars(schema, cx.types)) return cx.add(fn, false, scalarBody(cx, schema));
  // Only objects and unions pass the caller's function on: a slot reached any other way is not read here.
  const passesSlot = (body: string) => {
    if (slot) throw new Unsupported(`${body} reaching an operation slot`);
  };
  if (keywords.some((keyword) => WHOLE_VALUE_BOUNDS.has(keyword))) {
    passesSlot('a whole-value bound');
    return cx.add(fn, false, wholeValueBody(cx, schema, keywords));
  }
  const merged = union !== undefined && !slot ? taggedBranchObjects(schema, cx.types) : undefined;
  if (merged !== undefined) return cx.add(fn, false, mergedBranchesBody(cx, schema, merged));
  if ((union !== undefined && keywords.length > 1) || allOf !== undefined) {
    passesSlot('a whole of parts');
    return cx.add(fn, false, checkedWholeBody(cx, schema));
  }
  if (union !== undefined) return cx.add(fn, slot, unionBody(cx, schema, union, keywords));
  if (schema.type === 'object') return cx.add(fn, slot, objectBody(cx, schema, keywords));
  if (schema.type === 'array') {
    passesSlot('an array');
    return cx.add(fn, false, arrayBody(cx, schema, keywords));
  }
  throw new Unsupported(`a schema of keywords ${keywords.join(', ')}`);
}
