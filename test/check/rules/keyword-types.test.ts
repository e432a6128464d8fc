/**
 * keyword-types (generator/check/rules/keyword-types.ts): a type-specific keyword needs a `type` it
 * applies to, declared by its schema or one applying to the same value. Every keyword of the table is
 * held to its instance types both ways: accepted beside each type it applies to, refused beside
 * another; the diagnostics to their place (the keyword's key) and wording.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, yaml } from './support.ts';

/** Each keyword, written with a value the meta-schema accepts, by the types it constrains. */
const STRING_KEYWORDS = ['minLength: 1', 'maxLength: 2', 'maxBytes: 8', "pattern: '^a'", 'format: date-time'];
const NUMBER_KEYWORDS = ['minimum: 0', 'maximum: 9', 'exclusiveMinimum: -1', 'exclusiveMaximum: 10', 'multipleOf: 1'];
const ARRAY_KEYWORDS = [
  'items: { type: string }',
  'minItems: 0',
  'maxItems: 5',
  'uniqueItems: true',
  'prefixItems: [{ type: string }]',
  'contains: { const: a }',
  'minContains: 1',
  'maxContains: 3',
];
const OBJECT_KEYWORDS = [
  'properties: { a: { type: string } }',
  'required: [a]',
  'additionalProperties: false',
  "propertyNames: { pattern: '^[a-z]+$' }",
  "patternProperties: { '^x-': { type: string } }",
  'dependentRequired: { a: [a] }',
  'dependentSchemas: { a: { description: When a is present. } }',
  'minProperties: 0',
  'maxProperties: 4',
];

/** A type named `name` of `type` carrying `keywords`, one per line. */
const typeWith = (name: string, type: string, keywords: readonly string[]) => [
  `  ${name}:`,
  `    type: ${type}`,
  ...keywords.map((keyword) => `    ${keyword}`),
];

describe('keyword-types', () => {
  it('rule: each type-specific keyword is accepted beside every type it constrains', async () => {
    const files = {
      'extra.yaml': yaml(
        'types:',
        ...typeWith('Text', 'string', STRING_KEYWORDS),
        ...typeWith('Real', 'number', NUMBER_KEYWORDS),
        ...typeWith('Whole', 'integer', NUMBER_KEYWORDS),
        ...typeWith('List', 'array', ARRAY_KEYWORDS),
        ...typeWith('Record', 'object', OBJECT_KEYWORDS),
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });

  it('rule: each string keyword beside another type is a mismatch, reported at the keyword', async () => {
    const files = { 'extra.yaml': yaml('types:', ...typeWith('Flag', 'boolean', STRING_KEYWORDS)) };
    expect(await diagnose(files)).toEqual(
      STRING_KEYWORDS.map(
        (written, index) =>
          `extra.yaml:${index + 5}:5  keyword-type-mismatch  ${written.split(':')[0]} applies to string values, but this schema has type boolean`,
      ),
    );
  });

  it('rule: each number keyword beside another type is a mismatch, naming both numeric types', async () => {
    const files = { 'extra.yaml': yaml('types:', ...typeWith('Word', 'string', NUMBER_KEYWORDS)) };
    expect(await diagnose(files)).toEqual(
      NUMBER_KEYWORDS.map(
        (written, index) =>
          `extra.yaml:${index + 5}:5  keyword-type-mismatch  ${written.split(':')[0]} applies to number/integer values, but this schema has type string`,
      ),
    );
  });

  it('rule: each array keyword beside another type is a mismatch', async () => {
    const files = { 'extra.yaml': yaml('types:', ...typeWith('Record', 'object', ARRAY_KEYWORDS)) };
    expect(await diagnose(files)).toEqual(
      ARRAY_KEYWORDS.map(
        (written, index) =>
          `extra.yaml:${index + 5}:5  keyword-type-mismatch  ${written.split(':')[0]} applies to array values, but this schema has type object`,
      ),
    );
  });

  it('rule: each object keyword beside another type is a mismatch', async () => {
    const files = { 'extra.yaml': yaml('types:', ...typeWith('List', 'array', OBJECT_KEYWORDS)) };
    expect(await diagnose(files)).toEqual(
      OBJECT_KEYWORDS.map(
        (written, index) =>
          `extra.yaml:${index + 5}:5  keyword-type-mismatch  ${written.split(':')[0]} applies to object values, but this schema has type array`,
      ),
    );
  });

  it('rule: a schema of several types is told all of them', async () => {
    const files = { 'extra.yaml': yaml('types:', '  Maybe:', "    type: [string, 'null']", '    minimum: 0') };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:5:5  keyword-type-mismatch  minimum applies to number/integer values, but this schema has type string/null',
    ]);
  });

  it('rule: a keyword with no type declared anywhere for its value is told the types it constrains', async () => {
    const files = { 'extra.yaml': yaml('types:', '  Loose:', '    exclusiveMaximum: 3', '    maxItems: 2') };
    expect(await diagnose(files)).toEqual([
      'extra.yaml:4:5  keyword-without-type  exclusiveMaximum constrains number/integer values only and lets any other value through: declare type: number/integer',
      'extra.yaml:5:5  keyword-without-type  maxItems constrains array values only and lets any other value through: declare type: array',
    ]);
  });
});
