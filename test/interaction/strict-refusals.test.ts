/**
 * Shapes the strict dialect cannot express: each is refused with InteractionDefinitionError
 * (`strict-schema`), its message naming the place in the schema as a JSON Pointer (or "the root")
 * and the reason.
 */
import { describe, expect, it } from 'vitest';
import { InteractionDefinitionError } from '../../runtime/interaction/definition-error.ts';
import { toStrictModelSchema } from '../../runtime/interaction/strict-model-schema.ts';

/** The message toStrictModelSchema refuses `schema` with, after checking the error's code and command. */
function refused(schema: Record<string, unknown>, commandId?: string): string {
  try {
    toStrictModelSchema(schema, commandId);
  } catch (error) {
    expect(error).toBeInstanceOf(InteractionDefinitionError);
    expect((error as InteractionDefinitionError).code).toBe('strict-schema');
    expect((error as InteractionDefinitionError).commandId).toBe(commandId);
    return (error as InteractionDefinitionError).message;
  }
  throw new Error(`expected ${JSON.stringify(schema)} to be refused`);
}

/** The message a root object holding `field` as property `f` is refused with. */
const fieldRefused = (field: unknown): string => refused({ type: 'object', properties: { f: field }, required: ['f'] });

describe('the root', () => {
  it('rule: a root that is not an object schema is refused as "the root"', () => {
    expect(refused({ type: 'string' }, 'cmd')).toBe(
      'command "cmd": the strict model schema cannot express the root: a strict root must be an object schema',
    );
    expect(refused({ anyOf: [{ type: 'object', properties: {}, additionalProperties: false }] })).toBe(
      'the strict model schema cannot express the root: a strict root must be an object schema',
    );
    expect(refused({ type: 'array', items: { type: 'string' } })).toBe(
      'the strict model schema cannot express the root: a strict root must be an object schema',
    );
  });

  it('rule: a fault of the root object itself is placed at "the root"', () => {
    expect(refused({ type: 'object' }, 'cmd')).toBe(
      'command "cmd": the strict model schema cannot express the root: an object without properties that is not closed is an open map',
    );
    expect(refused({ type: 'object', properties: {}, required: [], 'x-extra': true })).toBe(
      'the strict model schema cannot express /x-extra: keyword "x-extra" is not supported',
    );
  });
});

describe('what a schema must be', () => {
  it('rule: a boolean or non-object schema is refused where it stands', () => {
    expect(fieldRefused(true)).toBe(
      'the strict model schema cannot express /properties/f: boolean and non-object schemas are not accepted',
    );
    expect(fieldRefused(false)).toBe(
      'the strict model schema cannot express /properties/f: boolean and non-object schemas are not accepted',
    );
    expect(fieldRefused(null)).toBe(
      'the strict model schema cannot express /properties/f: boolean and non-object schemas are not accepted',
    );
    expect(fieldRefused([{ type: 'string' }])).toBe(
      'the strict model schema cannot express /properties/f: boolean and non-object schemas are not accepted',
    );
  });

  it('rule: a schema with no type, enum, const or union accepts any value and is refused', () => {
    expect(fieldRefused({})).toBe(
      'the strict model schema cannot express /properties/f: a schema without a type accepts any value',
    );
    expect(fieldRefused({ description: 'anything' })).toBe(
      'the strict model schema cannot express /properties/f: a schema without a type accepts any value',
    );
  });

  it('rule: an unknown type is refused at its type keyword, listed or not', () => {
    expect(fieldRefused({ type: 'text' })).toBe(
      'the strict model schema cannot express /properties/f/type: unknown type "text"',
    );
    expect(fieldRefused({ type: ['string', 'text'] })).toBe(
      'the strict model schema cannot express /properties/f/type: unknown type "text"',
    );
    expect(fieldRefused({ type: ['string', 5] })).toBe(
      'the strict model schema cannot express /properties/f/type: unknown type 5',
    );
    expect(fieldRefused({ type: 5 })).toBe('the strict model schema cannot express /properties/f/type: unknown type 5');
  });

  it('rule: an enum must be a list, and const and enum may not stand together', () => {
    expect(fieldRefused({ enum: 'ab' })).toBe(
      'the strict model schema cannot express /properties/f/enum: enum must be a list',
    );
    expect(fieldRefused({ const: 'a', enum: ['a'] })).toBe(
      'the strict model schema cannot express /properties/f: const and enum together',
    );
  });
});

describe('unions', () => {
  it('rule: anyOf and oneOf together are refused', () => {
    expect(fieldRefused({ anyOf: [{ type: 'string' }], oneOf: [{ type: 'string' }] })).toBe(
      'the strict model schema cannot express /properties/f: anyOf and oneOf together',
    );
  });

  it('rule: a union needs a non-empty list of branches', () => {
    const message = 'the strict model schema cannot express /properties/f: a union needs a non-empty list of branches';
    expect(fieldRefused({ anyOf: [] })).toBe(message);
    expect(fieldRefused({ oneOf: [] })).toBe(message);
    expect(fieldRefused({ anyOf: { type: 'string' } })).toBe(message);
    expect(fieldRefused({ anyOf: 'string' })).toBe(message);
  });

  it('rule: a refused branch is named by its index under the keyword the schema wrote (anyOf, or oneOf though it is rewritten to anyOf)', () => {
    expect(fieldRefused({ anyOf: [{ type: 'string' }, { type: 'object' }] })).toBe(
      'the strict model schema cannot express /properties/f/anyOf/1: an object without properties that is not closed is an open map',
    );
    expect(fieldRefused({ oneOf: [{ type: 'object' }, { type: 'string' }] })).toBe(
      'the strict model schema cannot express /properties/f/oneOf/0: an object without properties that is not closed is an open map',
    );
  });
});

describe('arrays', () => {
  it('rule: an array needs one items schema — no open arrays, no tuples', () => {
    const message =
      'the strict model schema cannot express /properties/f/items: an array needs one items schema (no tuples, no open arrays)';
    expect(fieldRefused({ type: 'array' })).toBe(message);
    expect(fieldRefused({ type: 'array', items: [{ type: 'string' }] })).toBe(message);
    expect(fieldRefused({ type: ['array', 'null'], items: true })).toBe(message);
  });

  it('rule: a fault inside items is placed under /items', () => {
    expect(fieldRefused({ type: 'array', items: { type: 'string', 'x-a': 1 } })).toBe(
      'the strict model schema cannot express /properties/f/items/x-a: keyword "x-a" is not supported',
    );
  });
});

describe('objects', () => {
  it('rule: properties must be an object and required a list', () => {
    expect(fieldRefused({ type: 'object', properties: ['a'] })).toBe(
      'the strict model schema cannot express /properties/f/properties: properties must be an object',
    );
    expect(fieldRefused({ properties: 'a' })).toBe(
      'the strict model schema cannot express /properties/f/properties: properties must be an object',
    );
    expect(fieldRefused({ type: 'object', properties: { a: { type: 'string' } }, required: 'a' })).toBe(
      'the strict model schema cannot express /properties/f/required: required must be a list',
    );
  });

  it('rule: a schema for additional properties describes a map and is refused, even beside properties', () => {
    expect(
      fieldRefused({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: { type: 'string' } }),
    ).toBe(
      'the strict model schema cannot express /properties/f/additionalProperties: a schema for additional properties describes a map',
    );
  });

  it('rule: an object without properties that is not closed is an open map', () => {
    const message =
      'the strict model schema cannot express /properties/f: an object without properties that is not closed is an open map';
    expect(fieldRefused({ type: 'object' })).toBe(message);
    expect(fieldRefused({ type: 'object', properties: {} })).toBe(message);
    expect(fieldRefused({ type: 'object', properties: {}, additionalProperties: true })).toBe(message);
  });

  it('rule: a fault in a property is placed under its escaped name', () => {
    expect(
      refused({ type: 'object', properties: { 'a/b~c': { type: 'object', properties: { d: { type: 'nothing' } } } } }),
    ).toBe('the strict model schema cannot express /properties/a~1b~0c/properties/d/type: unknown type "nothing"');
  });
});
