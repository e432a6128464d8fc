import fc from 'fast-check';
import { resolveRef, type Schema } from './keywords.ts';

/**
 * Instances drawn from a schema, for the keyword subset the spec uses: `type` (one or several),
 * `const`, `enum`, `properties`/`required`/`additionalProperties`/`propertyNames`, `items`,
 * `minItems`/`maxItems`/`uniqueItems`, `minLength`/`maxLength`/`maxBytes` (strings of ASCII, 2-, 3-
 * and 4-byte characters and lone surrogates), `pattern` (fast-check's `stringMatching`), `minimum`/
 * `maximum`/`exclusiveMinimum`, `oneOf`/`anyOf` (one branch, merged with its parent, which may carry
 * the type and shared properties), `allOf` and `$ref` (merged), recursion cut at a depth budget.
 * `not`, `minProperties`/`maxProperties`, `maxEntries`/`maxJsonBytes` are not aimed at: the
 * instances are mostly valid, not always; the verdict is the validators' business, not this file's.
 */
export function schemaArbitrary(root: Schema, depth = 4): fc.Arbitrary<unknown> {
  const memo = new Map<Schema, Map<number, fc.Arbitrary<unknown>>>();
  return build({ root, memo }, root, depth);
}

/** Arbitraries built once per schema node and depth: the event unions share most of their types. */
interface Context {
  readonly root: Schema;
  readonly memo: Map<Schema, Map<number, fc.Arbitrary<unknown>>>;
}

/** One code point: ASCII mostly, then 2-, 3- and 4-byte UTF-8, and lone surrogates. */
const codePoint = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', 'Ω') },
  { weight: 1, arbitrary: fc.constantFrom('€', '中', '\u2028', '\uFFFD') },
  { weight: 1, arbitrary: fc.constantFrom('😀', '𝄞', '\u{10FFFF}') },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF') },
);

/** `$ref` and `allOf` folded into one node; properties present in both are combined with allOf. */
export function flatten(root: Schema, node: Schema): Schema {
  let out: Schema = node;
  if (typeof node.$ref === 'string') {
    const { $ref: _ref, ...rest } = node;
    out = merge(flatten(root, resolveRef(root, node.$ref)), rest);
  }
  if (Array.isArray(out.allOf)) {
    const { allOf, ...rest } = out;
    out = (allOf as Schema[]).reduce<Schema>((acc, part) => merge(acc, flatten(root, part)), rest);
  }
  return out;
}

export function merge(a: Schema, b: Schema): Schema {
  const properties: Record<string, Schema> = { ...(a.properties as Record<string, Schema>) };
  for (const [key, value] of Object.entries((b.properties ?? {}) as Record<string, Schema>)) {
    properties[key] = properties[key] === undefined ? value : { allOf: [properties[key]!, value] };
  }
  const required = [...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])])];
  return { ...a, ...b, properties, required };
}

function build(cx: Context, raw: Schema, depth: number): fc.Arbitrary<unknown> {
  if (depth < -2) return fc.constant(null);
  let byDepth = cx.memo.get(raw);
  if (byDepth === undefined) cx.memo.set(raw, (byDepth = new Map()));
  let arbitrary = byDepth.get(depth);
  if (arbitrary === undefined) byDepth.set(depth, (arbitrary = buildNode(cx, raw, depth)));
  return arbitrary;
}

function buildNode(cx: Context, raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const { root } = cx;
  const node = flatten(root, raw);
  if (node.const !== undefined) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const union = (node.oneOf ?? node.anyOf) as Schema[] | undefined;
  if (union !== undefined) {
    const { oneOf: _o, anyOf: _a, ...parent } = node;
    const branches = union.map((branch) => merge(parent, flatten(root, branch)));
    const shallow = branches.filter((b) => !['object', 'array'].includes(b.type as string));
    const pick = depth <= 0 && shallow.length > 0 ? shallow : branches;
    return fc.oneof(...pick.map((branch) => build(cx, branch, depth)));
  }
  const types = Array.isArray(node.type) ? (node.type as string[]) : node.type === undefined ? inferType(node) : [node.type as string];
  if (types.length === 0) return fc.jsonValue({ maxDepth: Math.max(0, depth) });
  return fc.oneof(...types.map((type) => ofType(cx, node, type, depth)));
}

function inferType(node: Schema): string[] {
  if (node.properties !== undefined || node.required !== undefined || node.additionalProperties !== undefined) return ['object'];
  if (node.items !== undefined) return ['array'];
  return [];
}

function ofType(cx: Context, node: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: bound(node.minimum, node.exclusiveMinimum, 1, -1e6), max: bound(node.maximum, node.exclusiveMaximum, -1, 1e6) });
    case 'number':
      return fc.double({ min: bound(node.minimum, node.exclusiveMinimum, 1e-9, -1e6), max: bound(node.maximum, node.exclusiveMaximum, -1e-9, 1e6), noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringArbitrary(node);
    case 'array':
      return arrayArbitrary(cx, node, depth);
    case 'object':
      return objectArbitrary(cx, node, depth);
    default:
      throw new Error(`type ${type} is outside the generator's subset`);
  }
}

function bound(inclusive: unknown, exclusive: unknown, step: number, fallback: number): number {
  if (typeof inclusive === 'number') return inclusive;
  if (typeof exclusive === 'number') return exclusive + step;
  return fallback;
}

/** fast-check compiles a regular expression into an arbitrary at some cost: once per pattern. */
const patternArbitraries = new Map<string, fc.Arbitrary<string>>();

function stringArbitrary(node: Schema): fc.Arbitrary<string> {
  if (typeof node.pattern === 'string') {
    let arbitrary = patternArbitraries.get(node.pattern);
    if (arbitrary === undefined) patternArbitraries.set(node.pattern, (arbitrary = fc.stringMatching(new RegExp(node.pattern, 'u'), { size: 'small' })));
    return arbitrary;
  }
  const minLength = (node.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((node.maxLength as number | undefined) ?? 24, Math.max(minLength, 24), ((node.maxBytes as number | undefined) ?? 96) + 2);
  return fc.array(codePoint, { minLength, maxLength: Math.max(minLength, maxLength) }).map((units) => units.join(''));
}

function arrayArbitrary(cx: Context, node: Schema, depth: number): fc.Arbitrary<unknown[]> {
  const item = node.items === undefined ? fc.jsonValue({ maxDepth: 1 }) : build(cx, node.items as Schema, depth - 1);
  const minLength = (node.minItems as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((node.maxItems as number | undefined) ?? 3, depth > 0 ? 3 : 1));
  return node.uniqueItems === true ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength, maxLength });
}

function objectArbitrary(cx: Context, node: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (node.properties ?? {}) as Record<string, Schema>;
  const required = ((node.required as string[]) ?? []).filter((key) => key in properties || node.additionalProperties !== false);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of new Set([...Object.keys(properties), ...required])) {
    model[key] = properties[key] === undefined ? fc.jsonValue({ maxDepth: 1 }) : build(cx, properties[key], depth - 1);
  }
  const declared = fc.record(model, { requiredKeys: required, noNullPrototype: true });
  const extra = node.additionalProperties;
  if (extra === false || (extra === undefined && depth <= 0)) return declared;
  const key = node.propertyNames === undefined ? fc.string({ maxLength: 8 }) : (build(cx, node.propertyNames as Schema, 0) as fc.Arbitrary<string>);
  const value = typeof extra === 'object' ? build(cx, extra as Schema, depth - 1) : fc.jsonValue({ maxDepth: 1 });
  const extras = fc.dictionary(key, value, { maxKeys: typeof extra === 'object' ? 3 : 1, noNullPrototype: true });
  return fc.tuple(declared, extras).map(([d, e]) => ({ ...e, ...d }));
}
