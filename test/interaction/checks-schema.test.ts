/**
 * DECLARATIVE_CHECK_SCHEMA, exactly: the JSON Schema a YAML spec's `checks` are validated against
 * (and that editors show), so its titles, descriptions and branches are the contract.
 *
 * The module is imported inside the test, not at the top of the file: the schema is built while the
 * module loads, and a schema that cannot be built must fail this test rather than the file's collection.
 */
import { describe, expect, it } from 'vitest';

const FIELD_NAME = { type: 'string', minLength: 1, not: { const: '__proto__' } };
const FIELD_LIST = { type: 'array', minItems: 1, uniqueItems: true, items: FIELD_NAME };
const WORDING = { type: 'string', description: 'Fixed rejection wording' };

function branch(rule: string, description: string, properties: Record<string, unknown>, required: string[]) {
  return {
    description,
    type: 'object',
    properties: { rule: { const: rule }, ...properties, error: WORDING },
    required: ['rule', ...required],
    additionalProperties: false,
  };
}

const EXPECTED = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'DeclarativeCheck',
  description:
    'A declarative rejection rule of an interaction command, evaluated in order after the structural checks.',
  oneOf: [
    branch(
      'requires',
      'When `field` is present, every one of `fields` must be present.',
      { field: FIELD_NAME, fields: FIELD_LIST },
      ['field', 'fields'],
    ),
    branch(
      'forbids',
      'When `field` is present, none of `fields` may be present.',
      { field: FIELD_NAME, fields: FIELD_LIST },
      ['field', 'fields'],
    ),
    branch('oneOfPresent', 'Exactly one of `fields` must be present.', { fields: FIELD_LIST }, ['fields']),
    branch('anyOfPresent', 'At least one of `fields` must be present.', { fields: FIELD_LIST }, ['fields']),
    branch(
      'maxBytes',
      'A present `field` must be a string of at most `max` UTF-8 bytes.',
      { field: FIELD_NAME, max: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
      ['field', 'max'],
    ),
    branch(
      'pattern',
      'A present `field` must be a string matching `pattern` (ECMAScript, `u` flag, unanchored).',
      { field: FIELD_NAME, pattern: { type: 'string' } },
      ['field', 'pattern'],
    ),
    branch(
      'equals',
      'When `field` is present, `other` must be present with an equal JSON value.',
      { field: FIELD_NAME, other: FIELD_NAME },
      ['field', 'other'],
    ),
    branch(
      'differs',
      'When `field` and `other` are both present, their JSON values must differ.',
      { field: FIELD_NAME, other: FIELD_NAME },
      ['field', 'other'],
    ),
  ],
};

describe('DECLARATIVE_CHECK_SCHEMA, exactly', () => {
  it('rule: the schema is one closed branch per rule, in documentation order, each with its title, description and required keys', async () => {
    const { DECLARATIVE_CHECK_SCHEMA, DECLARATIVE_CHECK_RULES } =
      await import('../../runtime/interaction/declarative-checks.ts');
    expect(DECLARATIVE_CHECK_SCHEMA).toStrictEqual(EXPECTED);
    // Key order too: the schema is shown to people as written.
    expect(JSON.stringify(DECLARATIVE_CHECK_SCHEMA)).toBe(JSON.stringify(EXPECTED));
    const branches = DECLARATIVE_CHECK_SCHEMA['oneOf'] as { properties: { rule: { const: string } } }[];
    expect(branches.map((each) => each.properties.rule.const)).toEqual([...DECLARATIVE_CHECK_RULES]);
  });

  it('rule: the schema is frozen all the way down', async () => {
    const { DECLARATIVE_CHECK_SCHEMA } = await import('../../runtime/interaction/declarative-checks.ts');
    const unfrozen: string[] = [];
    const walk = (value: unknown, at: string): void => {
      if (typeof value !== 'object' || value === null) return;
      if (!Object.isFrozen(value)) unfrozen.push(at);
      for (const [key, child] of Object.entries(value)) walk(child, `${at}/${key}`);
    };
    walk(DECLARATIVE_CHECK_SCHEMA, '');
    expect(unfrozen).toEqual([]);
  });
});
