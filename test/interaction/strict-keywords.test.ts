/**
 * The strict dialect keyword by keyword: which it keeps, which it drops (restating a scalar
 * constraint in the description), which it rejects. The model-facing schema is the contract here,
 * so each test asserts the exact schema or the exact refusal.
 */
import { describe, expect, it } from 'vitest';
import {
  STRICT_DROPPED_ANNOTATIONS,
  STRICT_DROPPED_CONSTRAINTS,
  STRICT_REJECTED_KEYWORDS,
  toStrictModelSchema,
} from '../../runtime/interaction/strict-model-schema.ts';
import { definitionError } from './fixtures.ts';

type Schema = Record<string, unknown>;

/** The strict form of `field`, as the one required property of a root object. */
function strictField(field: unknown): unknown {
  const strict = toStrictModelSchema({ type: 'object', properties: { f: field }, required: ['f'] }, 'cmd');
  return (strict.properties as Schema).f;
}

const CONSTRAINTS: [keyword: string, schema: Schema, restated: boolean][] = [
  ['minLength', { type: 'string', minLength: 1 }, true],
  ['maxLength', { type: 'string', maxLength: 5 }, true],
  ['pattern', { type: 'string', pattern: '^a' }, true],
  ['format', { type: 'string', format: 'email' }, true],
  ['minimum', { type: 'number', minimum: 0 }, true],
  ['maximum', { type: 'number', maximum: 9 }, true],
  ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, true],
  ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 10 }, true],
  ['multipleOf', { type: 'integer', multipleOf: 2 }, true],
  ['minItems', { type: 'array', items: { type: 'string' }, minItems: 1 }, true],
  ['maxItems', { type: 'array', items: { type: 'string' }, maxItems: 3 }, true],
  ['uniqueItems', { type: 'array', items: { type: 'string' }, uniqueItems: true }, true],
  ['minProperties', { type: 'object', properties: {}, additionalProperties: false, minProperties: 0 }, true],
  ['maxProperties', { type: 'object', properties: {}, additionalProperties: false, maxProperties: 4 }, true],
  ['maxBytes', { type: 'string', maxBytes: 100 }, true],
  ['maxEntries', { type: 'array', items: { type: 'string' }, maxEntries: 10 }, true],
  ['maxJsonBytes', { type: 'string', maxJsonBytes: 1000 }, true],
  ['not', { type: 'string', not: { const: 'x' } }, false],
  [
    'propertyNames',
    { type: 'object', properties: {}, additionalProperties: false, propertyNames: { pattern: '^a' } },
    false,
  ],
  ['contains', { type: 'array', items: { type: 'string' }, contains: { const: 'x' } }, false],
  ['minContains', { type: 'array', items: { type: 'string' }, minContains: 1 }, true],
  ['maxContains', { type: 'array', items: { type: 'string' }, maxContains: 2 }, true],
  [
    'dependentRequired',
    { type: 'object', properties: { a: { type: 'string' } }, dependentRequired: { a: ['a'] } },
    false,
  ],
];

const ANNOTATIONS: [keyword: string, value: unknown][] = [
  ['title', 'Title'],
  ['default', 'x'],
  ['examples', ['x']],
  ['$comment', 'note'],
  ['deprecated', true],
  ['sunset', '2030-01-01'],
  ['readOnly', true],
  ['writeOnly', false],
  ['$schema', 'https://json-schema.org/draft/2020-12/schema'],
  ['$id', 'https://example.com/field'],
  ['contentEncoding', 'base64'],
  ['contentMediaType', 'text/plain'],
];

const REJECTED = [
  'allOf',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependencies',
  'patternProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'prefixItems',
  'additionalItems',
  '$ref',
  '$defs',
  'definitions',
];

/** The strict form of each constraint's schema without it: what dropping it must leave. */
function withoutKeyword(schema: Schema, keyword: string): unknown {
  const rest = { ...schema };
  delete rest[keyword];
  return strictField(rest);
}

describe('dropped constraints', () => {
  it('rule: each dropped constraint is left out, and a scalar one is restated in the description', () => {
    for (const [keyword, schema, restated] of CONSTRAINTS) {
      const expected = { ...(withoutKeyword(schema, keyword) as Schema) };
      if (restated) expected.description = `Constraints: ${keyword} ${JSON.stringify(schema[keyword])}.`;
      expect(strictField(schema), keyword).toStrictEqual(expected);
    }
  });

  it('rule: an object-valued constraint is dropped without a note', () => {
    expect(strictField({ type: 'string', not: { const: 'x' } })).toStrictEqual({ type: 'string' });
    expect(strictField({ type: 'array', items: { type: 'string' }, contains: { const: 'x' } })).toStrictEqual({
      type: 'array',
      items: { type: 'string' },
    });
  });

  it('rule: a scalar constraint is restated whatever its value, null included', () => {
    expect(strictField({ type: 'string', format: null })).toStrictEqual({
      type: 'string',
      description: 'Constraints: format null.',
    });
    expect(strictField({ type: 'string', pattern: '' })).toStrictEqual({
      type: 'string',
      description: 'Constraints: pattern "".',
    });
  });

  it("rule: notes follow the description, in the schema's keyword order, joined by commas", () => {
    expect(strictField({ maximum: 9, type: 'integer', description: 'Count', minimum: 0 })).toStrictEqual({
      type: 'integer',
      description: 'Count Constraints: maximum 9, minimum 0.',
    });
  });
});

describe('dropped annotations', () => {
  it('rule: each annotation is dropped without a word', () => {
    for (const [keyword, value] of ANNOTATIONS) {
      expect(strictField({ type: 'string', [keyword]: value }), keyword).toStrictEqual({ type: 'string' });
      expect(strictField({ type: 'string', description: 'Name', [keyword]: value }), keyword).toStrictEqual({
        type: 'string',
        description: 'Name',
      });
    }
  });
});

describe('rejected keywords', () => {
  it('rule: each rejected keyword is refused, naming its place', () => {
    for (const keyword of REJECTED) {
      const error = definitionError(() => strictField({ type: 'string', [keyword]: {} }));
      expect(error.code, keyword).toBe('strict-schema');
      expect(error.commandId, keyword).toBe('cmd');
      expect(error.message, keyword).toBe(
        `command "cmd": the strict model schema cannot express /properties/f/${keyword}: keyword ${JSON.stringify(keyword)} is not supported`,
      );
    }
  });

  it('rule: a keyword in no list is refused too, its name escaped in the pointer', () => {
    const error = definitionError(() =>
      toStrictModelSchema({ type: 'object', properties: { 'a/b': { type: 'string', 'x~ui': 1 } }, required: [] }),
    );
    expect(error.message).toBe(
      'the strict model schema cannot express /properties/a~1b/x~0ui: keyword "x~ui" is not supported',
    );
    expect(error.commandId).toBeUndefined();
  });

  it('rule: the exported lists name exactly the dropped and rejected keywords', () => {
    expect(STRICT_DROPPED_CONSTRAINTS).toEqual(CONSTRAINTS.map(([keyword]) => keyword));
    expect(STRICT_DROPPED_ANNOTATIONS).toEqual(ANNOTATIONS.map(([keyword]) => keyword));
    expect(STRICT_REJECTED_KEYWORDS).toEqual(REJECTED);
    expect(
      Object.isFrozen(STRICT_DROPPED_CONSTRAINTS) &&
        Object.isFrozen(STRICT_DROPPED_ANNOTATIONS) &&
        Object.isFrozen(STRICT_REJECTED_KEYWORDS),
    ).toBe(true);
  });
});

describe('kept and rewritten keywords', () => {
  it('rule: anyOf is kept with its branches rewritten', () => {
    expect(
      strictField({ anyOf: [{ type: 'string', minLength: 1 }, { const: 3 }], description: 'Either' }),
    ).toStrictEqual({
      anyOf: [{ type: 'string', description: 'Constraints: minLength 1.' }, { enum: [3] }],
      description: 'Either',
    });
  });

  it('rule: oneOf is spelled anyOf, const a one-value enum', () => {
    expect(strictField({ oneOf: [{ type: 'integer' }, { const: 'n/a' }] })).toStrictEqual({
      anyOf: [{ type: 'integer' }, { enum: ['n/a'] }],
    });
  });

  it('rule: an enum is copied as it is, and no enum is added where there was none', () => {
    expect(strictField({ type: 'string', enum: ['a', 'b'] })).toStrictEqual({ type: 'string', enum: ['a', 'b'] });
    expect(strictField({ type: 'boolean' })).toStrictEqual({ type: 'boolean' });
  });
});
