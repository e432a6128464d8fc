import fc from 'fast-check';
import type { Schema } from './keywords.ts';
import { SPEC_FORMATS } from './reference-formats.ts';

/**
 * Random named types in the spec's dialect, aimed at the JSON Schema 2020-12 keywords the bundled
 * spec does not use: `format`, `patternProperties`, `prefixItems` (and `items: false`), `contains`
 * with `minContains`/`maxContains`, `dependentRequired`, `dependentSchemas`, `if`/`then`/`else` and
 * the `title` annotation, among the older keywords. Every type passes `check`, as a spec author's
 * would: a type-specific keyword stands where its type is known (its own `type`, or a parent's for
 * in-place sub-schemas), `required` names declared properties, bounds are ordered, `minContains` and
 * `maxContains` stand beside `contains`, `then`/`else` beside `if`, patterns come from a small set the
 * ReDoS rule passes, and a type refers only to types before it.
 */
export function dialectTypes(count: number, depth = 3): fc.Arbitrary<Record<string, Schema>> {
  const names = Array.from({ length: count }, (_, index) => `Fuzz${index}`);
  return fc.tuple(...names.map((_, index) => anySchema(names.slice(0, index), depth))).map((schemas) => ({
    ...Object.fromEntries(schemas.map((schema, index) => [names[index]!, schema])),
    ...EVERY_FORMAT,
  }));
}

/** One type per format (`FuzzFormatDateTime`), so every format is drawn whatever the random types hold. */
const EVERY_FORMAT: Record<string, Schema> = Object.fromEntries(
  SPEC_FORMATS.map((format) => [
    `FuzzFormat${format.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}`,
    { type: 'string', format },
  ]),
);

/** Unanchored and anchored, ASCII and not; each also names some of the property names below. */
const PATTERNS = ['^x-', '^[a-z]+$', '^n[0-9]$', 'é', '^[A-Z][a-z]*$', '^.{0,3}$'];
/** Property names: some match patterns above, so properties and patternProperties both apply to them. */
const NAMES = ['a', 'b', 'x-id', 'n1', 'Name'];

type Kind = 'string' | 'integer' | 'number' | 'array' | 'object';

/** `record` with every key optional, as fast-check draws it: a key left out is absent, not undefined. */
const optional = <T extends Record<string, unknown>>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
  fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Partial<T>>;

/** Lower and upper bounds in order: a pair drawn the wrong way round is swapped. */
function ordered(schema: Record<string, unknown>, lower: string, upper: string): void {
  const min = schema[lower];
  const max = schema[upper];
  if (typeof min === 'number' && typeof max === 'number' && min > max) [schema[lower], schema[upper]] = [max, min];
}

const withTitle = (schema: fc.Arbitrary<Schema>): fc.Arbitrary<Schema> =>
  fc
    .tuple(schema, fc.option(fc.constantFrom('A short name', 'Name: with punctuation?'), { freq: 5 }))
    .map(([s, title]) => (title === null || s.$ref !== undefined ? s : { title, ...s }));

function anySchema(refs: readonly string[], depth: number): fc.Arbitrary<Schema> {
  const leaves: fc.Arbitrary<Schema>[] = [
    stringSchema(),
    numberSchema(),
    valueSchema(),
    ...(refs.length > 0 ? [fc.constantFrom(...refs).map((name) => ({ $ref: `#/types/${name}` }))] : []),
  ];
  if (depth <= 0) return withTitle(fc.oneof(...leaves));
  return withTitle(
    fc.oneof(
      { weight: 3, arbitrary: fc.oneof(...leaves) },
      { weight: 3, arbitrary: arraySchema(refs, depth) },
      { weight: 3, arbitrary: objectSchema(refs, depth) },
      { weight: 2, arbitrary: conditional(refs, depth) },
      { weight: 1, arbitrary: union(refs, depth) },
    ),
  );
}

function stringSchema(): fc.Arbitrary<Schema> {
  return fc
    .tuple(
      fc.constantFrom<unknown>('string', ['string', 'null']),
      fc.option(fc.constantFrom(...SPEC_FORMATS), { freq: 3, nil: undefined }),
      optional({
        minLength: fc.nat(4),
        maxLength: fc.integer({ min: 2, max: 40 }),
        maxBytes: fc.integer({ min: 4, max: 60 }),
        pattern: fc.constantFrom(...PATTERNS),
      }),
      fc.nat(3),
    )
    .map(([type, format, bounds, alone]) => {
      // A format mostly alone (bounds beside it one time in four, a pattern never): most drawn strings would fail the rest.
      const { pattern: _pattern, ...rest } = bounds;
      const schema: Record<string, unknown> = {
        type,
        ...(format === undefined ? bounds : { format, ...(alone === 0 ? rest : {}) }),
      };
      ordered(schema, 'minLength', 'maxLength');
      return schema;
    });
}

function numberSchema(): fc.Arbitrary<Schema> {
  return fc
    .tuple(
      fc.constantFrom('integer', 'number'),
      optional({
        minimum: fc.integer({ min: -5, max: 5 }),
        maximum: fc.integer({ min: -5, max: 20 }),
        multipleOf: fc.constantFrom(2, 3, 0.5),
      }),
    )
    .map(([type, bounds]) => {
      const schema: Record<string, unknown> = { type, ...bounds };
      ordered(schema, 'minimum', 'maximum');
      return schema;
    });
}

function valueSchema(): fc.Arbitrary<Schema> {
  return fc.oneof(
    fc.constantFrom<Schema>({ type: 'boolean' }, { type: 'null' }, { const: 'on' }, { const: 3 }),
    fc.constant({ enum: ['a', 1, null, 'x-1'] }),
  );
}

function arraySchema(refs: readonly string[], depth: number): fc.Arbitrary<Schema> {
  const sub = anySchema(refs, depth - 1);
  return fc
    .tuple(
      optional({
        prefixItems: fc.array(sub, { minLength: 1, maxLength: 3 }),
        items: fc.oneof(fc.constant(false), sub),
        minItems: fc.nat(3),
        maxItems: fc.integer({ min: 1, max: 5 }),
        uniqueItems: fc.constant(true),
      }),
      fc.option(fc.tuple(sub, optional({ minContains: fc.nat(3), maxContains: fc.nat(3) })), { freq: 2 }),
    )
    .map(([own, contains]) => {
      const schema: Record<string, unknown> = { type: 'array', ...own };
      if (contains !== null) Object.assign(schema, { contains: contains[0], ...contains[1] });
      ordered(schema, 'minItems', 'maxItems');
      ordered(schema, 'minContains', 'maxContains');
      // minContains: 0 alone constrains nothing, and the spec format refuses it.
      if (schema.minContains === 0 && schema.maxContains === undefined) schema.maxContains = 1;
      // maxContains: 0 under the default minContains (1) admits no array: the bounds rule refuses it.
      if (schema.maxContains === 0 && schema.minContains === undefined) schema.maxContains = 1;
      return schema;
    });
}

function objectSchema(refs: readonly string[], depth: number): fc.Arbitrary<Schema> {
  const sub = anySchema(refs, depth - 1);
  return fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }),
      fc.array(sub, { minLength: 3, maxLength: 3 }),
      fc.uniqueArray(fc.constantFrom(...PATTERNS), { maxLength: 2 }),
      fc.array(sub, { minLength: 2, maxLength: 2 }),
      fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
      optional({
        additionalProperties: fc.oneof(fc.constant(false), sub),
        minProperties: fc.nat(2),
        maxProperties: fc.integer({ min: 1, max: 6 }),
        propertyNames: fc.constantFrom<Schema>({ maxLength: 5 }, { pattern: '^[A-Za-z0-9-]+$' }),
      }),
    )
    .map(([names, schemas, patterns, patternSchemas, picks, rest]) => {
      const pick = (index: number, list: readonly string[]) => list[picks[index]! % list.length]!;
      const schema: Record<string, unknown> = {
        type: 'object',
        properties: Object.fromEntries(names.map((name, index) => [name, schemas[index]!])),
      };
      if (picks[0]! % 2 === 0) schema.required = names.filter((_, index) => (picks[1]! >> index) % 2 === 0);
      if (patterns.length > 0)
        schema.patternProperties = Object.fromEntries(
          patterns.map((pattern, index) => [pattern, patternSchemas[index]!]),
        );
      if (names.length > 1 && picks[2]! % 3 === 0)
        schema.dependentRequired = { [pick(3, names)]: names.filter((name) => name !== pick(3, names)).slice(0, 1) };
      if (picks[4]! % 3 === 0) {
        const when = pick(5, names);
        // In place: the refinement applies to the object itself, whose type and properties it inherits.
        schema.dependentSchemas = {
          [when]: picks[5]! % 2 === 0 ? { required: [pick(4, names)] } : { minProperties: 2 },
        };
      }
      Object.assign(schema, rest);
      ordered(schema, 'minProperties', 'maxProperties');
      return schema;
    });
}

/** A refinement of a value of a known kind, for in-place sub-schemas (if, then, else, anyOf branches). */
function refinement(kind: Kind, properties: readonly string[]): fc.Arbitrary<Schema> {
  switch (kind) {
    case 'string':
      return fc.oneof(
        fc.nat(6).map((n) => ({ maxLength: n })),
        fc.nat(6).map((n) => ({ minLength: n })),
        fc.constantFrom(...PATTERNS).map((pattern) => ({ pattern })),
        fc.constantFrom(...SPEC_FORMATS).map((format) => ({ format })),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: -3, max: 5 }).map((n) => ({ minimum: n })),
        fc.integer({ min: -3, max: 5 }).map((n) => ({ maximum: n })),
        fc.constantFrom(2, 3).map((n) => ({ multipleOf: n })),
      );
    case 'array':
      return fc.oneof(
        fc.nat(3).map((n) => ({ minItems: n })),
        fc.tuple(stringSchema(), fc.nat(2)).map(([contains, minContains]) => ({
          contains,
          minContains,
          ...(minContains === 0 ? { maxContains: 2 } : {}),
        })),
        fc.constant({ prefixItems: [{ type: 'string' }], items: false }),
      );
    case 'object':
      return fc.oneof(
        fc.constantFrom(...properties).map((name) => ({ required: [name] })),
        fc
          .tuple(fc.constantFrom(...properties), fc.constantFrom<unknown>('a', 1, null))
          .map(([name, value]) => ({ properties: { [name]: { const: value } }, required: [name] })),
        fc.nat(3).map((n) => ({ minProperties: n })),
        fc.constantFrom(...PATTERNS).map((pattern) => ({ patternProperties: { [pattern]: { type: 'string' } } })),
      );
  }
}

function typed(refs: readonly string[], depth: number): fc.Arbitrary<{ kind: Kind; schema: Schema }> {
  return fc.oneof(
    stringSchema().map((schema) => ({ kind: 'string' as const, schema })),
    numberSchema().map((schema) => ({ kind: schema.type as Kind, schema })),
    arraySchema(refs, depth - 1).map((schema) => ({ kind: 'array' as const, schema })),
    objectSchema(refs, depth - 1).map((schema) => ({ kind: 'object' as const, schema })),
  );
}

const declaredNames = (schema: Schema) => Object.keys((schema.properties ?? {}) as object);

/** A typed schema with if and then or else (or both), each a refinement of its kind. */
function conditional(refs: readonly string[], depth: number): fc.Arbitrary<Schema> {
  return typed(refs, depth).chain(({ kind, schema }) => {
    const refine = refinement(kind, declaredNames(schema));
    return fc
      .tuple(refine, fc.option(refine, { nil: undefined }), fc.option(refine, { nil: undefined }))
      .map(([condition, then, otherwise]) => ({
        ...schema,
        if: condition,
        ...(then === undefined && otherwise === undefined ? { then: condition } : {}),
        ...(then === undefined ? {} : { then }),
        ...(otherwise === undefined ? {} : { else: otherwise }),
      }));
  });
}

/** oneOf/anyOf of whole schemas, or a typed schema whose anyOf/oneOf/allOf branches refine it. */
function union(refs: readonly string[], depth: number): fc.Arbitrary<Schema> {
  const whole = fc
    .tuple(fc.constantFrom('oneOf', 'anyOf'), fc.array(anySchema(refs, depth - 1), { minLength: 2, maxLength: 3 }))
    .map(([keyword, branches]) => ({ [keyword]: branches }));
  const refined = typed(refs, depth).chain(({ kind, schema }) =>
    fc
      .tuple(
        fc.constantFrom('oneOf', 'anyOf', 'allOf'),
        fc.array(refinement(kind, declaredNames(schema)), { minLength: 2, maxLength: 3 }),
      )
      .map(([keyword, branches]) => ({ ...schema, [keyword]: branches })),
  );
  return fc.oneof(whole, refined);
}
