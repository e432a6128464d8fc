import fc from 'fast-check';
import { formatString } from './format-strings.ts';
import { resolveRef, type Schema } from './keywords.ts';

/**
 * Instances drawn from a schema, for the keyword subset the spec uses: `type` (one or several),
 * `const`, `enum`, `properties`/`required`/`additionalProperties`/`propertyNames`,
 * `patternProperties` (names drawn from the pattern), `dependentRequired` (the named members added),
 * `items`, `prefixItems` (a prefix of the tuple, then items unless `items: false`), `contains` (as
 * many matching items as `minContains` asks), `minItems`/`maxItems`/`uniqueItems`,
 * `minLength`/`maxLength`/`maxBytes` (strings of ASCII, 2-, 3- and 4-byte characters and lone
 * surrogates), `pattern` (fast-check's `stringMatching`), `format` (format-strings.ts), `minimum`/
 * `maximum`/`exclusiveMinimum`, `oneOf`/`anyOf` (one branch, merged with its parent, which may carry
 * the type and shared properties), `if` (its `then` or its `else`, merged), `allOf` and `$ref`
 * (merged), recursion cut at a depth budget. `not`, `dependentSchemas`,
 * `minProperties`/`maxProperties`, `maxContains`, `maxEntries`/`maxJsonBytes` are not aimed at: the
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
  if (node.if !== undefined) {
    const { if: _if, then, else: otherwise, ...rest } = node;
    const branches = [then, otherwise].map((branch) =>
      branch === undefined ? rest : merge(rest, flatten(root, branch as Schema)),
    );
    return fc.oneof(...branches.map((branch) => build(cx, branch, depth)));
  }
  const types = Array.isArray(node.type)
    ? (node.type as string[])
    : node.type === undefined
      ? inferType(node)
      : [node.type as string];
  if (types.length === 0) return fc.jsonValue({ maxDepth: Math.max(0, depth) });
  return fc.oneof(...types.map((type) => ofType(cx, node, type, depth)));
}

function inferType(node: Schema): string[] {
  const has = (...keywords: string[]) => keywords.some((keyword) => node[keyword] !== undefined);
  if (
    has('properties', 'required', 'additionalProperties', 'patternProperties', 'dependentRequired', 'dependentSchemas')
  )
    return ['object'];
  if (has('items', 'prefixItems', 'contains')) return ['array'];
  return [];
}

function ofType(cx: Context, node: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      // Bounds merged from a then or else may cross: any value is invalid then, so draw between them.
      const [min, max] = sorted(
        bound(node.minimum, node.exclusiveMinimum, 1, -1e6),
        bound(node.maximum, node.exclusiveMaximum, -1, 1e6),
      );
      return typeof node.multipleOf === 'number'
        ? multiples(node.multipleOf, min, max, true)
        : fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'number': {
      const [min, max] = sorted(
        bound(node.minimum, node.exclusiveMinimum, 1e-9, -1e6),
        bound(node.maximum, node.exclusiveMaximum, -1e-9, 1e6),
      );
      return typeof node.multipleOf === 'number'
        ? multiples(node.multipleOf, min, max, false)
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
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

const sorted = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

/** Multiples of `step` between the bounds (whole ones for an integer), or any number there when none is. */
function multiples(step: number, min: number, max: number, integer: boolean): fc.Arbitrary<number> {
  const first = Math.ceil(min / step);
  const last = Math.floor(max / step);
  const whole = integer
    ? fc
        .integer({ min: first, max: Math.max(first, last) })
        .map((k) => k * step)
        .filter(Number.isInteger)
    : fc.integer({ min: first, max: Math.max(first, last) }).map((k) => k * step);
  return first <= last ? whole : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function bound(inclusive: unknown, exclusive: unknown, step: number, fallback: number): number {
  if (typeof inclusive === 'number') return inclusive;
  if (typeof exclusive === 'number') return exclusive + step;
  return fallback;
}

/** fast-check compiles a regular expression into an arbitrary at some cost: once per pattern. */
const patternArbitraries = new Map<string, fc.Arbitrary<string>>();

function stringArbitrary(node: Schema): fc.Arbitrary<string> {
  if (typeof node.format === 'string') return formatString(node.format);
  if (typeof node.pattern === 'string') {
    let arbitrary = patternArbitraries.get(node.pattern);
    if (arbitrary === undefined) patternArbitraries.set(node.pattern, (arbitrary = matching(node.pattern)));
    return arbitrary;
  }
  const minLength = (node.minLength as number | undefined) ?? 0;
  const maxLength = Math.min(
    (node.maxLength as number | undefined) ?? 24,
    Math.max(minLength, 24),
    ((node.maxBytes as number | undefined) ?? 96) + 2,
  );
  return fc.array(codePoint, { minLength, maxLength: Math.max(minLength, maxLength) }).map((units) => units.join(''));
}

/** Strings a pattern matches (it is unanchored: fast-check's generator pads an unanchored one with any characters). */
const matching = (pattern: string) => fc.stringMatching(new RegExp(pattern, 'u'), { size: 'small' });

function arrayArbitrary(cx: Context, node: Schema, depth: number): fc.Arbitrary<unknown[]> {
  const item =
    node.items === undefined
      ? fc.jsonValue({ maxDepth: 1 })
      : node.items === false
        ? undefined
        : build(cx, node.items as Schema, depth - 1);
  const minLength = (node.minItems as number | undefined) ?? 0;
  const maxLength = Math.max(minLength, Math.min((node.maxItems as number | undefined) ?? 3, depth > 0 ? 3 : 1));
  const prefix = ((node.prefixItems ?? []) as Schema[]).map((schema) => build(cx, schema, depth - 1));
  const rest = (min: number, max: number): fc.Arbitrary<unknown[]> =>
    item === undefined
      ? fc.constant([])
      : node.uniqueItems === true
        ? fc.uniqueArray(item, { minLength: min, maxLength: max, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength: min, maxLength: max });
  let array: fc.Arbitrary<unknown[]> =
    prefix.length === 0
      ? rest(minLength, maxLength)
      : // A tuple mostly whole, sometimes cut short (a shorter array is valid unless minItems says otherwise).
        fc
          .tuple(fc.tuple(...prefix), fc.nat({ max: prefix.length }), fc.boolean(), rest(0, 2))
          .map(([items, cut, whole, more]) => (whole ? [...items, ...more] : items.slice(0, Math.max(cut, minLength))));
  // Beside items: false, a matching item appended would break the tuple: matches come from the tuple or not at all.
  if (node.contains !== undefined && node.items !== false) {
    // As many matching items as minContains asks (one by default), each one also an item of the array.
    const wanted = Math.min((node.minContains as number | undefined) ?? 1, 4);
    array = fc
      .tuple(array, fc.array(build(cx, node.contains as Schema, depth - 1), { minLength: wanted, maxLength: wanted }))
      .map(([items, matches]) => [...items, ...matches]);
  }
  return array;
}

function objectArbitrary(cx: Context, node: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (node.properties ?? {}) as Record<string, Schema>;
  const required = ((node.required as string[]) ?? []).filter(
    (key) => key in properties || node.additionalProperties !== false,
  );
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of new Set([...Object.keys(properties), ...required])) {
    model[key] = properties[key] === undefined ? fc.jsonValue({ maxDepth: 1 }) : build(cx, properties[key], depth - 1);
  }
  let declared: fc.Arbitrary<Record<string, unknown>> = fc.record(model, {
    requiredKeys: required,
    noNullPrototype: true,
  });
  const dependents = Object.entries((node.dependentRequired ?? {}) as Record<string, string[]>);
  if (dependents.length > 0) {
    // A member that others depend on comes with them: drawn from the same model, all present.
    declared = fc.tuple(declared, fc.record(model, { noNullPrototype: true })).map(([drawn, candidates]) => {
      const out = { ...drawn };
      for (const [key, names] of dependents)
        if (Object.hasOwn(out, key))
          for (const name of names) if (!Object.hasOwn(out, name)) out[name] = candidates[name] ?? null;
      return out;
    });
  }
  const patterned = Object.entries((node.patternProperties ?? {}) as Record<string, Schema>).map(([pattern, schema]) =>
    fc.dictionary(matching(pattern), build(cx, schema, depth - 1), { maxKeys: 2, noNullPrototype: true }),
  );
  if (patterned.length > 0)
    declared = fc
      .tuple(declared, ...patterned)
      .map(([d, ...p]) => Object.assign({}, ...p, d) as Record<string, unknown>);
  const extra = node.additionalProperties;
  if (extra === false || (extra === undefined && depth <= 0)) return declared;
  const key =
    node.propertyNames === undefined
      ? fc.string({ maxLength: 8 })
      : (build(cx, node.propertyNames as Schema, 0) as fc.Arbitrary<string>);
  const value = typeof extra === 'object' ? build(cx, extra as Schema, depth - 1) : fc.jsonValue({ maxDepth: 1 });
  const extras = fc.dictionary(key, value, { maxKeys: typeof extra === 'object' ? 3 : 1, noNullPrototype: true });
  return fc.tuple(declared, extras).map(([d, e]) => ({ ...e, ...d }));
}
