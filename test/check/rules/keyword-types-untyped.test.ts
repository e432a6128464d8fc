/**
 * keyword-types (generator/check/rules/keyword-types.ts), from the side of a schema that declares no
 * type at all: every keyword of the rule's table is then reported with the instance types it
 * constrains, in the message's two places (what it constrains, what to declare). The types each
 * keyword constrains are written out here, not read from the rule's table, so a wrong entry shows.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, yaml } from './support.ts';

/** Each type-specific keyword, written with a value the meta-schema accepts, and the types it constrains. */
const UNTYPED: readonly (readonly [written: string, applies: string])[] = [
  ['minLength: 1', 'string'],
  ['maxLength: 2', 'string'],
  ['maxBytes: 8', 'string'],
  ["pattern: '^a'", 'string'],
  ['format: date-time', 'string'],
  ['minimum: 0', 'number/integer'],
  ['maximum: 9', 'number/integer'],
  ['exclusiveMinimum: -1', 'number/integer'],
  ['exclusiveMaximum: 10', 'number/integer'],
  ['multipleOf: 1', 'number/integer'],
  ['items: { type: string }', 'array'],
  ['minItems: 0', 'array'],
  ['maxItems: 5', 'array'],
  ['uniqueItems: true', 'array'],
  ['prefixItems: [{ type: string }]', 'array'],
  ['contains: { const: a }', 'array'],
  ['minContains: 1', 'array'],
  ['maxContains: 3', 'array'],
  ['properties: { a: { type: string } }', 'object'],
  ['required: [a]', 'object'],
  ['additionalProperties: false', 'object'],
  ["propertyNames: { pattern: '^[a-z]+$' }", 'object'],
  ["patternProperties: { '^x-': { type: string } }", 'object'],
  ['dependentRequired: { a: [a] }', 'object'],
  ['dependentSchemas: { a: { description: When a is present. } }', 'object'],
  ['minProperties: 0', 'object'],
  ['maxProperties: 4', 'object'],
];

describe('keyword-types, on a schema without a type', () => {
  it('rule: every type-specific keyword with no type declared is reported at its key, naming the types it constrains and the type to declare', async () => {
    // All on one type, one a line after the header, `types:` and the type's key: keyword i (from 0) is on line i + 4.
    const files = { 'extra.yaml': yaml('types:', '  Loose:', ...UNTYPED.map(([written]) => `    ${written}`)) };
    expect(await diagnose(files)).toEqual(
      UNTYPED.map(([written, applies], index) => {
        const keyword = written.split(':')[0];
        return `extra.yaml:${index + 4}:5  keyword-without-type  ${keyword} constrains ${applies} values only and lets any other value through: declare type: ${applies}`;
      }),
    );
  });

  it('rule: a number keyword is satisfied by integer alone and by number alone', async () => {
    const numeric = UNTYPED.filter(([, applies]) => applies === 'number/integer').map(([written]) => `    ${written}`);
    const files = {
      'extra.yaml': yaml(
        'types:',
        '  Count:',
        '    type: integer',
        ...numeric,
        '  Amount:',
        '    type: number',
        ...numeric,
      ),
    };
    expect(await diagnose(files)).toEqual([]);
  });
});
