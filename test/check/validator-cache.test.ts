/**
 * The ValidatorCache the examples rule validates with (and `diff` shares between its two sides):
 * its validators report every error of a value; a schema is compiled once, and its validator reused,
 * only while its compiled form and every named type it reaches are the same; a reference it cannot
 * follow makes a schema depend on every named type; an Ajv is made only for a schema not yet
 * compiled; a schema Ajv refuses throws its error each time it is asked for.
 */
import { describe, expect, it, vi } from 'vitest';
import { ValidatorCache } from '../../generator/check/validator-cache.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { createAjv } from '../../generator/schema/ajv-compiler.ts';

// createAjv counted: an Ajv is made once per spec, on the first schema the cache does not hold.
vi.mock('../../generator/schema/ajv-compiler.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../generator/schema/ajv-compiler.ts')>();
  return { ...original, createAjv: vi.fn(original.createAjv) };
});

type Types = Record<string, JsonSchema>;
const spec = (types: Types) => ({ types }) as never;

const STRING: JsonSchema = { type: 'string' };
const NUMBER: JsonSchema = { type: 'number' };
/** A list of Names, by the spec's own reference form. */
const LABEL: JsonSchema = { type: 'array', items: { $ref: '#/types/Name' } };
/** A list of Names by a relative reference (resolved against Label's id): a form the cache does not follow. */
const LABEL_RELATIVE: JsonSchema = { type: 'array', items: { $ref: 'Name' } };
/** An object whose `label` is a Label. */
const HOLDER: JsonSchema = { type: 'object', properties: { label: { $ref: '#/types/Label' } } };

describe('ValidatorCache: what its validators report', () => {
  it('rule: a validator reports every error of a value, not only the first', () => {
    const validate = new ValidatorCache()
      .forSpec(spec({}))
      .operation('probe', 'params', { type: 'object', required: ['a', 'b'] });
    expect(validate({})).toBe(false);
    expect(validate.errors?.map((error) => error.params)).toEqual([{ missingProperty: 'a' }, { missingProperty: 'b' }]);
  });

  it('rule: one Ajv per spec, made for reports (every error, no standalone code, no optimizer), and only on the first schema not in the cache', () => {
    const made = vi.mocked(createAjv);
    made.mockClear();
    const cache = new ValidatorCache();
    const first = cache.forSpec(spec({ Name: STRING, Label: LABEL }));
    expect(made).toHaveBeenCalledTimes(0);
    first.named('Name');
    first.named('Label');
    first.operation('probe', 'params', HOLDER);
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith({ standalone: false, allErrors: true, optimize: false });
    const second = cache.forSpec(spec({ Name: STRING, Label: LABEL }));
    second.named('Name');
    second.named('Label');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('ValidatorCache: reuse', () => {
  it('rule: the same schema over the same named types is compiled once: a later spec gets the very same validator', () => {
    const cache = new ValidatorCache();
    const first = cache.forSpec(spec({ Name: STRING, Label: LABEL }));
    const second = cache.forSpec(spec({ Name: STRING, Label: LABEL }));
    expect(second.named('Label')).toBe(first.named('Label'));
    expect(second.operation('probe', 'params', HOLDER)).toBe(first.operation('probe', 'params', HOLDER));
    expect(first.named('Name')).toBe(first.named('Name'));
  });

  it('rule: each named type has its own validator', () => {
    const validators = new ValidatorCache().forSpec(spec({ Name: STRING, Count: NUMBER }));
    expect(validators.named('Name')('x')).toBe(true);
    expect(validators.named('Count')('x')).toBe(false);
    expect(validators.named('Count')(1)).toBe(true);
    expect(validators.named('Name')(1)).toBe(false);
  });

  it('rule: a named type that changed gets a new validator, with the new verdict', () => {
    const cache = new ValidatorCache();
    expect(cache.forSpec(spec({ Name: STRING })).named('Name')('x')).toBe(true);
    const changed = cache.forSpec(spec({ Name: NUMBER })).named('Name');
    expect([changed('x'), changed(1)]).toEqual([false, true]);
  });

  it('rule: a change to a type reached only through another type is followed, by named types and operations alike', () => {
    const cache = new ValidatorCache();
    const before = cache.forSpec(spec({ Name: STRING, Label: LABEL, Holder: HOLDER }));
    expect(before.named('Label')(['x'])).toBe(true);
    expect(before.named('Holder')({ label: ['x'] })).toBe(true);
    expect(before.operation('probe', 'params', HOLDER)({ label: ['x'] })).toBe(true);
    expect(before.operation('probe', 'result', { $ref: '#/types/Name' })('x')).toBe(true);
    const after = cache.forSpec(spec({ Name: NUMBER, Label: LABEL, Holder: HOLDER }));
    expect(after.named('Label')(['x'])).toBe(false);
    expect(after.named('Holder')({ label: ['x'] })).toBe(false);
    expect(after.operation('probe', 'params', HOLDER)({ label: ['x'] })).toBe(false);
    expect(after.operation('probe', 'result', { $ref: '#/types/Name' })('x')).toBe(false);
    expect(after.named('Holder')({ label: [1] })).toBe(true);
  });

  it('rule: a validator is still reused when only a type its schema does not reach changed', () => {
    const cache = new ValidatorCache();
    const first = cache.forSpec(spec({ Name: STRING, Label: LABEL, Other: STRING }));
    const second = cache.forSpec(spec({ Name: STRING, Label: LABEL, Other: NUMBER, Added: STRING }));
    expect(second.named('Label')).toBe(first.named('Label'));
    expect(second.operation('probe', 'params', HOLDER)).toBe(first.operation('probe', 'params', HOLDER));
    expect(second.operation('probe', 'result', STRING)).toBe(first.operation('probe', 'result', STRING));
  });

  it('rule: a reference the cache cannot follow makes a named type depend on every named type', () => {
    const cache = new ValidatorCache();
    const before = cache.forSpec(spec({ Name: STRING, Label: LABEL_RELATIVE }));
    expect(before.named('Label')(['x'])).toBe(true);
    const after = cache.forSpec(spec({ Name: NUMBER, Label: LABEL_RELATIVE }));
    expect(after.named('Label')(['x'])).toBe(false);
    expect(after.named('Label')([1])).toBe(true);
  });

  it('rule: ... and so does every schema that reaches such a type through the references it follows', () => {
    const cache = new ValidatorCache();
    const before = cache.forSpec(spec({ Name: STRING, Label: LABEL_RELATIVE }));
    expect(before.operation('probe', 'params', HOLDER)({ label: ['x'] })).toBe(true);
    const after = cache.forSpec(spec({ Name: NUMBER, Label: LABEL_RELATIVE }));
    expect(after.operation('probe', 'params', HOLDER)({ label: ['x'] })).toBe(false);
  });

  it('rule: an operation schema with a reference the cache cannot follow depends on every named type', () => {
    const cache = new ValidatorCache();
    const other = { $ref: 'FELAN:types/Name' }; // the same type's id, in another spelling
    expect(cache.forSpec(spec({ Name: STRING })).operation('probe', 'params', other)('x')).toBe(true);
    const after = cache.forSpec(spec({ Name: NUMBER })).operation('probe', 'params', other);
    expect([after('x'), after(1)]).toEqual([false, true]);
  });

  it('rule: a reference into a named type (`…#/pointer`) depends on that type', () => {
    const cache = new ValidatorCache();
    const into = { $ref: 'felan:types/Holder#/properties/label' };
    const before = cache.forSpec(spec({ Holder: { type: 'object', properties: { label: STRING } } }));
    expect(before.operation('probe', 'params', into)('x')).toBe(true);
    const after = cache.forSpec(spec({ Holder: { type: 'object', properties: { label: NUMBER } } }));
    expect(after.operation('probe', 'params', into)('x')).toBe(false);
  });

  it('rule: a local reference (`#…`) is followed inside the schema and makes it depend on no other type', () => {
    const local: JsonSchema = { type: 'array', items: { $ref: '#/$defs/item' }, $defs: { item: STRING } };
    const cache = new ValidatorCache();
    const first = cache.forSpec(spec({ Local: local, Other: STRING }));
    expect(first.named('Local')(['x'])).toBe(true);
    expect(first.named('Local')([1])).toBe(false);
    const second = cache.forSpec(spec({ Local: local, Other: NUMBER }));
    expect(second.named('Local')).toBe(first.named('Local'));
  });

  it('rule: reuse does not depend on the order the named types are listed in', () => {
    const cache = new ValidatorCache();
    const first = cache.forSpec(spec({ Alpha: STRING, Beta: NUMBER, Name: STRING, Label: LABEL_RELATIVE }));
    const second = cache.forSpec(spec({ Label: LABEL_RELATIVE, Name: STRING, Beta: NUMBER, Alpha: STRING }));
    expect(second.named('Label')).toBe(first.named('Label'));
  });

  it('rule: a recursive type is compiled, and reused, like any other', () => {
    const node: JsonSchema = {
      type: 'object',
      properties: { next: { $ref: '#/types/Node' }, value: { $ref: '#/types/Value' } },
    };
    const cache = new ValidatorCache();
    const first = cache.forSpec(spec({ Node: node, Value: STRING }));
    expect(first.named('Node')({ value: 'x', next: { value: 'y' } })).toBe(true);
    expect(first.named('Node')({ value: 'x', next: { value: 1 } })).toBe(false);
    expect(cache.forSpec(spec({ Value: STRING, Node: node })).named('Node')).toBe(first.named('Node'));
    expect(cache.forSpec(spec({ Node: node, Value: NUMBER })).named('Node')({ value: 1, next: { value: 2 } })).toBe(
      true,
    );
  });
});

describe('ValidatorCache: schemas of any content', () => {
  it('rule: a schema holding null values, or a property named $ref, is compiled and judged like any other', () => {
    const validators = new ValidatorCache().forSpec(spec({ Name: STRING }));
    const nullable = validators.operation('probe', 'params', { enum: ['x', null], const: null });
    expect([nullable(null), nullable('x')]).toEqual([true, false]);
    const named = validators.operation('probe', 'result', {
      type: 'object',
      properties: { $ref: { $ref: '#/types/Name' } },
      required: ['$ref'],
    });
    expect([named({ $ref: 'x' }), named({ $ref: 1 }), named({})]).toEqual([true, false, false]);
  });
});

describe('ValidatorCache: schemas Ajv refuses', () => {
  it('rule: a schema Ajv refuses throws what Ajv throws, the same error each time it is asked for', () => {
    const cache = new ValidatorCache();
    const refused = { type: 'object', unknownKeyword: 1 };
    const thrown = (ask: () => unknown): unknown => {
      try {
        ask();
      } catch (error) {
        return error;
      }
      return 'nothing thrown';
    };
    const first = thrown(() => cache.forSpec(spec({})).operation('probe', 'params', refused));
    expect(first).toBeInstanceOf(Error);
    expect((first as Error).message).toMatch(/unknown keyword/);
    expect(thrown(() => cache.forSpec(spec({})).operation('probe', 'params', refused))).toBe(first);
  });

  it("rule: a reference to a type the spec does not have is Ajv's unresolved reference, named types or not", () => {
    const cache = new ValidatorCache();
    for (const missing of ['Ghost', 'constructor']) {
      expect(() =>
        cache.forSpec(spec({ Name: STRING })).operation('probe', 'params', { $ref: `#/types/${missing}` }),
      ).toThrow(/can't resolve reference/);
      expect(() => cache.forSpec(spec({ Holder: { $ref: `#/types/${missing}` } })).named('Holder')).toThrow(
        /can't resolve reference/,
      );
    }
  });
});
