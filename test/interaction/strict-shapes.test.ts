/**
 * The shapes the strict dialect writes: closed objects with every property required, optional ones
 * made nullable through whatever the schema uses (type, enum or anyOf), and arrays and objects
 * recognised by type lists or by their properties alone.
 */
import { describe, expect, it } from 'vitest';
import { nullable, toStrictModelSchema } from '../../runtime/interaction/strict-model-schema.ts';

type Schema = Record<string, unknown>;

/** The strict forms of `fields` as optional properties of a root object. */
function strictOptional(fields: Schema): Schema {
  const strict = toStrictModelSchema({ type: 'object', properties: fields, required: [] }, 'cmd');
  expect(strict.required).toEqual(Object.keys(fields));
  return strict.properties as Schema;
}

describe('objects', () => {
  it('rule: an object schema without a type but with properties is an object, and closed', () => {
    expect(toStrictModelSchema({ properties: { a: { type: 'string' } }, required: ['a'] })).toStrictEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(strictOptional({ inner: { properties: { b: { type: 'integer' } }, required: ['b'] } }).inner).toStrictEqual({
      type: ['object', 'null'],
      properties: { b: { type: 'integer' } },
      required: ['b'],
      additionalProperties: false,
    });
  });

  it('rule: a closed object with no properties is an empty object', () => {
    expect(strictOptional({ empty: { type: 'object', additionalProperties: false } }).empty).toStrictEqual({
      type: ['object', 'null'],
      properties: {},
      required: [],
      additionalProperties: false,
    });
  });

  it('rule: properties beside a type that is not object describe nothing and are not written', () => {
    expect(strictOptional({ s: { type: 'string', properties: { a: { type: 'string' } } } }).s).toStrictEqual({
      type: ['string', 'null'],
    });
  });

  it('rule: a nullable object or array, typed by a list, keeps its properties or items', () => {
    const fields = strictOptional({
      box: { type: ['object', 'null'], properties: { a: { type: 'integer' } }, required: ['a'] },
      list: { type: ['array', 'null'], items: { type: 'string', maxLength: 3 } },
    });
    expect(fields).toStrictEqual({
      box: {
        type: ['object', 'null'],
        properties: { a: { type: 'integer' } },
        required: ['a'],
        additionalProperties: false,
      },
      list: { type: ['array', 'null'], items: { type: 'string', description: 'Constraints: maxLength 3.' } },
    });
  });

  it('rule: without a required list every property is optional and nullable, whatever its name', () => {
    const strict = toStrictModelSchema({
      type: 'object',
      properties: { a: { type: 'string' }, 'with space': { type: 'integer' } },
    });
    expect(strict).toStrictEqual({
      type: 'object',
      properties: { a: { type: ['string', 'null'] }, 'with space': { type: ['integer', 'null'] } },
      required: ['a', 'with space'],
      additionalProperties: false,
    });
  });
});

describe('optional made nullable', () => {
  it('rule: null is added once, through type, enum or anyOf, whichever the schema uses', () => {
    expect(
      strictOptional({
        s: { type: 'string' },
        sn: { type: ['string', 'null'] },
        e: { enum: ['a'] },
        en: { enum: ['a', null] },
        c: { const: 'x' },
        te: { type: 'string', enum: ['a', 'b'] },
        u: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        un: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        ul: { anyOf: [{ type: 'integer' }, { type: ['string', 'null'] }] },
        ue: { anyOf: [{ type: 'integer' }, { enum: ['a', null] }] },
      }),
    ).toStrictEqual({
      s: { type: ['string', 'null'] },
      sn: { type: ['string', 'null'] },
      e: { enum: ['a', null] },
      en: { enum: ['a', null] },
      c: { enum: ['x', null] },
      te: { type: ['string', 'null'], enum: ['a', 'b', null] },
      u: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
      un: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      ul: { anyOf: [{ type: 'integer' }, { type: ['string', 'null'] }] },
      ue: { anyOf: [{ type: 'integer' }, { enum: ['a', null] }] },
    });
  });

  it('rule: nullable leaves its input as it was', () => {
    const schema = { type: ['string'], enum: ['a'], anyOf: [{ type: 'string' }] };
    expect(nullable(schema)).toStrictEqual({
      type: ['string', 'null'],
      enum: ['a', null],
      anyOf: [{ type: 'string' }, { type: 'null' }],
    });
    expect(schema).toStrictEqual({ type: ['string'], enum: ['a'], anyOf: [{ type: 'string' }] });
  });
});
