/**
 * A valid instance of a synthetic schema, drawn from a seeded stream: the examples every synthetic
 * operation carries (gen rejects a spec whose examples fail their schema). It understands the
 * subset of JSON Schema the synthetic specs use, and the patterns they reuse by name.
 *
 * Every keyword consumes the same number of draws whatever its bounds or enum size, so a schema
 * edit in the next version (a value removed, a field made required) changes that example only.
 */
import type { SeededRandom } from './seeded-random.ts';
import { NOUNS, TEXT_WORDS } from './vocabulary.ts';

export type Schema = { readonly [keyword: string]: unknown };

/** The patterns synthetic specs reuse, each with how to write a matching string. All are linear-time (no nested or overlapping quantifiers). */
export const PATTERNS = {
  slug: '^[a-z][a-z0-9-]{0,62}$',
  uuid: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  code: '^[a-z]{1,32}(_[a-z]{1,32}){0,4}$',
  semver: '^[0-9]{1,4}\\.[0-9]{1,4}\\.[0-9]{1,4}$',
  color: '^#[0-9a-f]{6}$',
} as const;

const hex = (random: SeededRandom, length: number) =>
  Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

const PATTERN_SAMPLES: Readonly<Record<string, (random: SeededRandom) => string>> = {
  [PATTERNS.slug]: (random) => `${random.pick(NOUNS)}-${random.int(1, 999)}`,
  [PATTERNS.uuid]: (random) =>
    `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
  [PATTERNS.code]: (random) => `${random.pick(NOUNS)}_${random.pick(NOUNS)}`,
  [PATTERNS.semver]: (random) => `${random.int(0, 9)}.${random.int(0, 30)}.${random.int(0, 99)}`,
  [PATTERNS.color]: (random) => `#${hex(random, 6)}`,
};

const TYPE_PREFIX = '#/types/';

export function sampleInstance(schema: Schema, types: Readonly<Record<string, Schema>>, random: SeededRandom): unknown {
  if (typeof schema.$ref === 'string') {
    const target = types[schema.$ref.slice(TYPE_PREFIX.length)];
    if (target === undefined) throw new Error(`synthetic spec: unresolved ${schema.$ref}`);
    return sampleInstance(target, types, random);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.oneOf)) {
    const draw = random.next();
    return sampleInstance(schema.oneOf[Math.floor(draw * schema.oneOf.length)] as Schema, types, random);
  }
  if (Array.isArray(schema.enum)) {
    const draw = random.next();
    return schema.enum[Math.floor(draw * schema.enum.length)];
  }
  switch (schema.type) {
    case 'string':
      return sampleString(schema, random);
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 10_000) : min + 10_000;
      return random.int(min, max);
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return sampleArray(schema, types, random);
    case 'object':
      return sampleObject(schema, types, random);
    default:
      throw new Error(`synthetic spec: the sampler has no rule for ${JSON.stringify(schema)}`);
  }
}

function sampleString(schema: Schema, random: SeededRandom): string {
  if (typeof schema.pattern === 'string') {
    const sample = PATTERN_SAMPLES[schema.pattern];
    if (sample === undefined) throw new Error(`synthetic spec: no sample for pattern ${schema.pattern}`);
    return sample(random);
  }
  const maxBytes = typeof schema.maxBytes === 'number' ? schema.maxBytes : Infinity;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const words = Array.from({ length: 4 }, () => random.pick(TEXT_WORDS));
  let text = words.slice(0, random.int(1, 4)).join(' ');
  while (text.length > 1 && (Buffer.byteLength(text) > maxBytes || [...text].length > maxLength))
    text = [...text].slice(0, -1).join('');
  return text;
}

function sampleArray(schema: Schema, types: Readonly<Record<string, Schema>>, random: SeededRandom): unknown[] {
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 3;
  const count = Math.min(maxItems, minItems + random.int(0, 2));
  const items: unknown[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const item = sampleInstance(schema.items as Schema, types, random);
    const key = JSON.stringify(item);
    if (schema.uniqueItems === true && seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  if (items.length < minItems) throw new Error(`synthetic spec: could not draw ${minItems} unique items`);
  return items;
}

function sampleObject(
  schema: Schema,
  types: Readonly<Record<string, Schema>>,
  random: SeededRandom,
): Record<string, unknown> {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    const present = random.chance(0.6); // drawn for required members too, so making one required shifts nothing else
    const value = sampleInstance(property, types, random);
    if (present || required.has(name)) out[name] = value;
  }
  return out;
}
