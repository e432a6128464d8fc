/**
 * Editor hovers: yaml-language-server explains a key with the `description` of the schema that
 * stands for it, so every such schema of the meta-schema must have one.
 *
 * The rule. These schemas need a description of their own:
 * - the root, and every entry under `definitions`;
 * - every entry under a `properties` map (a key an author writes);
 * - every `additionalProperties` and `propertyNames` that is a schema, not `true`/`false` (the
 *   value and the name of a map entry an author names: an operation, its name, a limit...).
 * A `$ref` target's description does NOT count for the schema that refers to it: the language server
 * lays the referring schema's own keys over the target's, so `params` and `result` (both
 * `#/definitions/schema`) would otherwise show the same text, which says what a schema is but not
 * what the key is for. A description must also say something: at least three words, and not just
 * the key's own name.
 */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };

type Schema = { readonly [keyword: string]: unknown };

/** Keywords whose value is one subschema. */
const ONE_SCHEMA = [
  'additionalProperties',
  'propertyNames',
  'items',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
];
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions'];

interface Place {
  /** JSON Pointer into the meta-schema. */
  readonly pointer: string;
  readonly schema: Schema;
  /** The name the description must not merely repeat (a property or definition name), if any. */
  readonly name?: string;
  /** Whether the rule asks this schema for a description. */
  readonly needsDescription: boolean;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every subschema of the meta-schema, found by keyword position (never inside `examples`, `enum`, `const` or `default`). */
function walk(schema: Schema, pointer = '', needsDescription = true, name?: string): Place[] {
  const places: Place[] = [{ pointer, schema, needsDescription, ...(name === undefined ? {} : { name }) }];
  for (const keyword of ONE_SCHEMA) {
    const sub = schema[keyword];
    if (isSchema(sub))
      places.push(
        ...walk(sub, `${pointer}/${keyword}`, keyword === 'additionalProperties' || keyword === 'propertyNames'),
      );
    else if (Array.isArray(sub))
      sub.forEach((item, i) => isSchema(item) && places.push(...walk(item, `${pointer}/${keyword}/${i}`, false)));
  }
  for (const keyword of SCHEMA_LISTS) {
    const list = schema[keyword];
    if (Array.isArray(list))
      list.forEach((item, i) => isSchema(item) && places.push(...walk(item, `${pointer}/${keyword}/${i}`, false)));
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = schema[keyword];
    if (!isSchema(map)) continue;
    for (const [key, sub] of Object.entries(map)) {
      if (isSchema(sub))
        places.push(...walk(sub, `${pointer}/${keyword}/${escape(key)}`, keyword !== 'patternProperties', key));
    }
  }
  return places;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Why a place's description falls short of the rule, or undefined when it does not. */
function problem(place: Place): string | undefined {
  const description = place.schema.description;
  if (typeof description !== 'string' || description.trim() === '') return 'no description';
  if (description.trim().split(/\s+/).length < 3)
    return `description too short to explain anything: ${JSON.stringify(description)}`;
  if (place.name !== undefined && words(description) === words(place.name.replace(/([a-z])([A-Z])/g, '$1 $2'))) {
    return `description only restates the name: ${JSON.stringify(description)}`;
  }
  return undefined;
}

const places = walk(metaSchema as Schema);

describe('the meta-schema explains every key to editors', () => {
  it('walks the whole meta-schema (a broken walker would pass vacuously)', () => {
    const required = places.filter((place) => place.needsDescription);
    expect(required.length).toBeGreaterThan(150);
    for (const pointer of [
      '/properties/operations',
      '/definitions/operation/properties/params',
      '/definitions/schema/properties/maxBytes',
      '/properties/limits/propertyNames',
    ]) {
      expect(required.map((place) => place.pointer)).toContain(pointer);
    }
  });

  it('every property, definition and named map entry has a description of its own', () => {
    const failures = places
      .filter((place) => place.needsDescription)
      .flatMap((place) => {
        const why = problem(place);
        return why === undefined ? [] : [`#${place.pointer}: ${why}`];
      });
    expect(
      failures,
      `schema/felan-spec.schema.json: ${failures.length} place(s) lack a proper description:\n${failures.join('\n')}`,
    ).toEqual([]);
  });

  it('every $ref resolves inside the meta-schema (a hover on a dangling one would show nothing)', () => {
    const dangling = places.flatMap(({ pointer, schema }) => {
      const ref = schema.$ref;
      if (typeof ref !== 'string') return [];
      if (ref === '#') return [];
      const target = /^#\/definitions\/([^/]+)$/.exec(ref);
      return target !== null && Object.hasOwn(metaSchema.definitions, target[1]!) ? [] : [`#${pointer}: ${ref}`];
    });
    expect(dangling).toEqual([]);
  });

  it("the rule catches a missing description, one that restates the name, and ignores a $ref target's", () => {
    const sample: Schema = {
      description: 'A sample schema for this test.',
      properties: {
        bare: { type: 'string' },
        maxBytes: { description: 'Max bytes' },
        referred: { $ref: '#/definitions/described' },
        good: { description: 'The most UTF-8 bytes a string may take.' },
      },
      additionalProperties: false,
      definitions: { described: { description: 'This one explains itself well.' } },
    };
    const failing = walk(sample)
      .filter((place) => place.needsDescription && problem(place) !== undefined)
      .map((place) => place.pointer);
    expect(failing).toEqual(['/properties/bare', '/properties/maxBytes', '/properties/referred']);
  });

  it('the examples editors show for the sections and definitions are themselves valid', () => {
    const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false }).addSchema(metaSchema);
    const invalid: string[] = [];
    let checked = 0;
    for (const [section, schema] of Object.entries(metaSchema.properties)) {
      for (const example of ((schema as Schema).examples as unknown[] | undefined) ?? []) {
        checked++;
        const validate = ajv.getSchema(`${metaSchema.$id}#`)!;
        if (!validate({ [section]: example })) invalid.push(`${section}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    for (const [name, schema] of Object.entries(metaSchema.definitions)) {
      for (const example of ((schema as Schema).examples as unknown[] | undefined) ?? []) {
        checked++;
        const validate = ajv.getSchema(`${metaSchema.$id}#/definitions/${name}`)!;
        if (!validate(example)) invalid.push(`definitions/${name}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(invalid).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(7);
  });
});
