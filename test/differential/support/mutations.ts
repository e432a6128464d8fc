import { boundStrings } from './bound-strings.ts';
import type { Schema } from './keywords.ts';
import { flatten, merge } from './schema-arbitrary.ts';

type Path = readonly (string | number)[];
interface Site {
  readonly path: Path;
  /**
   * The schema node as the package's schema holds it (shared across exported schemas; a oneOf branch
   * keeps its parent's): the key for probing costly bounds once per spec location.
   */
  readonly location: Schema;
  readonly node: Schema;
  readonly value: unknown;
}

/** A replacement for the value at `path`; `setAt` makes the mutated instance. */
export interface Mutation {
  readonly path: Path;
  readonly value: unknown;
}

/** Bounds above this many bytes or code points are probed once per spec location and in two character classes. */
const HUGE_BOUND = 70_000;
const MAX_SITE_DEPTH = 10;

/**
 * Mutations of an instance, each a new instance: a required property dropped, an unknown key added
 * (`__proto__` and `constructor` as own keys too), the value retyped, strings at every bound ± 1 in
 * code points and UTF-8 bytes, numbers at bounds ± 1 and off-integer and beyond 2^53, -0, arrays
 * emptied, shrunk under minItems, grown over maxItems, given a duplicate (an object duplicate with its
 * keys reordered; `__proto__` twice), a wrong const or enum value. Mutation sites are found by walking
 * the schema beside the instance, every oneOf/anyOf branch included.
 * Megabyte-sized bounds are probed once per spec location (`hugeProbed`, shared by every schema),
 * and those probes come back in `always`; the rest is for the caller to sample.
 */
export function mutations(
  root: Schema,
  instance: unknown,
  hugeProbed: WeakSet<Schema>,
): { always: Mutation[]; sampled: Mutation[] } {
  const sites: Site[] = [];
  collectSites(root, root, instance, [], sites, 0);
  const always: Mutation[] = [];
  const sampled: Mutation[] = [];
  for (const site of sites) {
    for (const value of mutateSite(site)) sampled.push({ path: site.path, value });
    if ((isHuge(site.node) || hasWholeValueBound(site.node)) && !hugeProbed.has(site.location)) {
      hugeProbed.add(site.location);
      const values = [...(isHuge(site.node) ? boundStrings(site.node, true) : []), ...wholeValueProbes(site.node)];
      for (const value of values) always.push({ path: site.path, value });
    }
  }
  return { always, sampled };
}

const hasWholeValueBound = (node: Schema) =>
  typeof node.maxEntries === 'number' || typeof node.maxJsonBytes === 'number';

/**
 * Values at and one past `maxEntries` (flat, and nested one level) and `maxJsonBytes` (a string and
 * an object whose JSON text takes exactly the bound or one byte more; escapes and lone surrogates,
 * which JSON writes as 6 bytes where UTF-8 takes 3, included).
 */
function wholeValueProbes(node: Schema): unknown[] {
  const out: unknown[] = [];
  if (typeof node.maxEntries === 'number') {
    for (const n of [node.maxEntries, node.maxEntries + 1])
      out.push(new Array(n).fill(0), { nested: new Array(n - 1).fill(null) });
  }
  if (typeof node.maxJsonBytes === 'number') {
    for (const n of [node.maxJsonBytes, node.maxJsonBytes + 1]) {
      out.push(
        'a'.repeat(n - 2),
        { k: 'a'.repeat(n - 8) },
        '\n'.repeat(Math.floor((n - 2) / 2)) + 'a'.repeat((n - 2) % 2),
      );
      out.push('\uDC00'.repeat(Math.floor((n - 2) / 6)) + 'a'.repeat((n - 2) % 6));
    }
  }
  return out;
}

const isHuge = (node: Schema) =>
  [node.minLength, node.maxLength, node.maxBytes].some((b) => typeof b === 'number' && b > HUGE_BOUND);

function collectSites(
  root: Schema,
  raw: Schema,
  value: unknown,
  path: Path,
  out: Site[],
  depth: number,
  location = raw,
): void {
  if (depth > MAX_SITE_DEPTH) return;
  const node = flatten(root, raw);
  out.push({ path, location, node, value });
  const union = (node.oneOf ?? node.anyOf) as Schema[] | undefined;
  if (union !== undefined) {
    const { oneOf: _o, anyOf: _a, ...parent } = node;
    for (const branch of union)
      collectSites(root, merge(parent, flatten(root, branch)), value, path, out, depth + 1, location);
    return;
  }
  if (Array.isArray(value) && typeof node.items === 'object') {
    value
      .slice(0, 2)
      .forEach((item, i) => collectSites(root, node.items as Schema, item, [...path, i], out, depth + 1));
  } else if (typeof value === 'object' && value !== null) {
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    for (const [key, child] of Object.entries(value)) {
      const schema = Object.prototype.hasOwnProperty.call(properties, key)
        ? properties[key]
        : typeof node.additionalProperties === 'object'
          ? (node.additionalProperties as Schema)
          : undefined;
      if (schema !== undefined) collectSites(root, schema, child, [...path, key], out, depth + 1);
    }
  }
}

const RETYPES: readonly unknown[] = [null, true, 0, 1.5, 'x', [], {}];
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function mutateSite({ node, value }: Site): unknown[] {
  const out: unknown[] = RETYPES.filter((v) => typeOf(v) !== typeOf(value));
  if (node.const !== undefined) out.push(...wrongScalars(node.const));
  if (Array.isArray(node.enum))
    out.push(
      ...wrongScalars(node.enum[0]),
      ...(node.enum as unknown[]).filter((v) => typeof v === 'string').map((v) => (v as string).toUpperCase()),
    );
  const types = [node.type].flat();
  if (types.includes('string') || typeof value === 'string') out.push(...stringMutations(node, value));
  if (types.includes('integer') || types.includes('number') || typeof value === 'number')
    out.push(...numberMutations(node, value));
  if (Array.isArray(value)) out.push(...arrayMutations(node, value));
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    out.push(...objectMutations(node, value as Record<string, unknown>));
  return out;
}

function wrongScalars(valid: unknown): unknown[] {
  if (typeof valid === 'string') return [`${valid}x`, valid.slice(1), ` ${valid}`];
  if (typeof valid === 'number') return [valid + 1, -valid, String(valid)];
  return [!valid];
}

function stringMutations(node: Schema, value: unknown): string[] {
  const bounds = [node.minLength, node.maxLength, node.maxBytes].filter(
    (b): b is number => typeof b === 'number' && b <= HUGE_BOUND,
  );
  const out = isHuge(node) ? [] : boundStrings(node, false);
  if (typeof value === 'string' && value.length > 0) {
    // A valid value grown or cut to each bound keeps matching a pattern more often than bare repeats.
    const last = [...value].at(-1)!;
    for (const bound of bounds)
      for (const n of [bound - 1, bound, bound + 1]) {
        const points = [...value];
        if (n >= 0) out.push(points.length >= n ? points.slice(0, n).join('') : value + last.repeat(n - points.length));
      }
    out.push(`${value}\uD800`, `\uDFFF${value}`, value.toUpperCase(), `${value}\n`, `\u0000${value}`);
  }
  return out;
}

function numberMutations(node: Schema, value: unknown): number[] {
  const out = [
    -0,
    0.5,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e21,
    -1e21,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER,
  ];
  for (const bound of [node.minimum, node.maximum, node.exclusiveMinimum, node.exclusiveMaximum]) {
    if (typeof bound === 'number')
      out.push(bound - 1, bound, bound + 1, bound - 0.5, bound + 0.5, bound - Number.EPSILON * Math.abs(bound || 1));
  }
  if (typeof value === 'number') out.push(value + 0.5, value * 2 ** 53);
  return out;
}

function arrayMutations(node: Schema, value: unknown[]): unknown[][] {
  const out: unknown[][] = [[]];
  if (value.length > 0) {
    out.push([...value, reorderKeys(value[0])], [value[0], value[0]], value.slice(1));
  }
  out.push(['__proto__', '__proto__'], ['constructor', 'constructor'], ['toString', 'a', 'toString']);
  const { minItems, maxItems } = node;
  if (typeof minItems === 'number' && minItems > 0) out.push(value.slice(0, minItems - 1));
  if (typeof maxItems === 'number' && maxItems <= 2048 && value.length > 0) {
    out.push(
      Array.from({ length: maxItems + 1 }, (_, i) => value[i % value.length]),
      Array.from({ length: maxItems }, (_, i) => value[i % value.length]),
    );
  }
  return out;
}

/** The same JSON object with its keys in reverse order: uniqueItems and const must not see a difference. */
function reorderKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).reverse());
}

function objectMutations(node: Schema, value: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const key of (node.required as string[] | undefined) ?? []) {
    if (key in value) out.push(Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)));
  }
  out.push(
    { ...value, unknownKey: 1 },
    withOwnKey(value, '__proto__', {}),
    withOwnKey(value, 'constructor', 'x'),
    reorderKeys(value) as Record<string, unknown>,
  );
  return out;
}

/** A copy with `key` as an own, enumerable data property, as JSON.parse makes `__proto__`. */
function withOwnKey(value: Record<string, unknown>, key: string, child: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: child, enumerable: true, writable: true, configurable: true });
  return copy;
}

export function setAt(instance: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(instance) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  Object.defineProperty(parent, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}
