/**
 * The reader compiler's own bookkeeping (compile-readers.ts createReaderCompiler), compiled in each
 * test: named types read through $ref and recursion, types that fail and take their users down,
 * inline schemas written once, open JSON read as the plain copy reads it, and operation slots
 * read by the function the caller passes.
 */
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import { anyJsonShape } from '../../generator/emit/readers/any-json-shape.ts';
import { createReaderCompiler } from '../../generator/emit/readers/compile-readers.ts';
import { Unsupported } from '../../generator/emit/readers/unsupported.ts';
import { FAIL } from '../../runtime/boundary/fast-read.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';
import { compiledReaders, refusal } from './support/compiled-readers.ts';
import { jsonCost } from './support/json-cost.ts';
import { jsonData } from './support/json-data.ts';

describe('named types', () => {
  it('rule: a $ref reads the named type, annotations beside it ignored; a reason inside it has the path from the referring value', () => {
    const types = {
      Name: { type: 'string', maxLength: 2 },
      T: { type: 'object', properties: { n: { $ref: '#/types/Name', description: 'a name' } } },
    };
    const { readers, checkAll } = agreement(types);
    expect(checkAll('T', [{ n: 'ab' }, { n: 'abc' }])).toMatchObject({ read: 1, refused: 1 });
    expect(readers.reason('T', { n: 'abc' })).toEqual(at('maxLength', { limit: 2 }, '/n'));
  });

  it('rule: a recursive type reads and strips at every level', () => {
    const types = {
      Tree: {
        type: 'object',
        required: ['v'],
        properties: { v: { type: 'number' }, kids: { type: 'array', items: { $ref: '#/types/Tree' } } },
      },
    };
    const { readers, checkAll } = agreement(types);
    const leaf = { v: 2 };
    const out = readers.read('Tree', { v: 1, kids: [leaf, { v: 3, junk: 1, kids: [] }] }) as { kids: unknown[] };
    expect(out).toEqual({ v: 1, kids: [{ v: 2 }, { v: 3, kids: [] }] });
    expect(out.kids[0]).toBe(leaf);
    expect(
      checkAll('Tree', [
        { v: 1, kids: [{ v: 2, kids: [{ v: 'x' }] }] },
        { v: 1, kids: [{}] },
        { v: 1, kids: [{ v: 2, kids: [{ v: 3, j: 1 }] }] },
      ]),
    ).toMatchObject({ read: 1, refused: 2 });
    expect(readers.reason('Tree', { v: 1, kids: [{ v: 2, kids: [{ v: 'x' }] }] })).toEqual(
      at('type', { type: 'number' }, '/kids/0/kids/0/v'),
    );
  });

  it('rule: a type is compiled once: asked again, and through every reference, it is the same function', () => {
    const compiler = createReaderCompiler(
      new Map([['A', { type: 'object', properties: { self: { $ref: '#/types/A' } } }]]),
      8,
      new Set(),
      new Set(),
    );
    const first = compiler.named('A');
    expect(compiler.named('A')).toBe(first);
    expect(compiler.inline({ $ref: '#/types/A' })).toBe(first);
  });

  it('rule: two named types with the same schema each have their own reader; an inline schema written twice is one function', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const compiler = createReaderCompiler(
      new Map([
        ['A', schema],
        ['B', { ...schema }],
      ]),
      8,
      new Set(),
      new Set(),
    );
    expect(compiler.named('A')).not.toBe(compiler.named('B'));
    expect(compiler.inline({ type: 'string', maxLength: 3 })).toBe(compiler.inline({ type: 'string', maxLength: 3 }));
    expect(compiler.inline({ type: 'string', maxLength: 3 })).not.toBe(
      compiler.inline({ type: 'string', maxLength: 4 }),
    );
    const readers = compiledReaders(
      {},
      {
        inline: {
          x: { type: 'string', maxLength: 3 },
          y: { type: 'string', maxLength: 3 },
          z: { type: 'string', maxLength: 4 },
        },
      },
    );
    expect(readers.read('x', 'abcd')).toBe(FAIL);
    expect(readers.read('z', 'abcd')).toBe('abcd');
  });

  it('rule: a $ref beside constraints, a reference to an unknown type, or a type an earlier round failed is Unsupported', () => {
    expect(refusal({ S: { type: 'string' }, T: { $ref: '#/types/S', maxLength: 3 } }, 'T')).toBe(
      '$ref beside constraints',
    );
    expect(refusal({ T: { type: 'object', properties: { a: { $ref: '#/types/Missing' } } } }, 'T')).toBe(
      'unknown type Missing',
    );
    expect(
      refusal({ S: { type: 'string' }, T: { type: 'array', items: { $ref: '#/types/S' } } }, 'T', { failed: ['S'] }),
    ).toBe('type S');
    expect(refusal({ S: { type: 'string' } }, 'S', { failed: ['S'] })).toBe('type S');
  });

  it('rule: a type that fails is newly failed, with every type that reaches it, and is refused from then on in that compiler', () => {
    const types = new Map<string, JsonSchema>([
      ['Bad', { type: 'string', format: 'uri' }],
      ['User', { type: 'object', properties: { b: { $ref: '#/types/Bad' } } }],
      ['Fine', { type: 'string' }],
    ]);
    const compiler = createReaderCompiler(types, 8, new Set(), new Set());
    expect(() => compiler.named('User')).toThrow(Unsupported);
    expect(compiler.newlyFailed).toEqual(new Set(['Bad', 'User']));
    expect(() => compiler.named('Bad')).toThrow('type Bad');
    expect(compiler.named('Fine')).toMatch(/^r\d+$/);
    expect(compiler.newlyFailed.size).toBe(2);
  });
});

describe('open JSON', () => {
  it("rule: a schema without constraints, an annotation-only schema and the any-JSON union read any plain JSON as it is, spending exactly the copy's budget", () => {
    const types = {
      JsonData: jsonData(),
      Empty: {},
      Noted: { description: 'anything', examples: [1] },
      Ref: { $ref: '#/types/JsonData' },
    };
    const readers = compiledReaders(types);
    const value = { a: ['x', { b: null, c: 1.5 }], d: true };
    for (const name of Object.keys(types)) {
      expect(readers.read(name, value, { budget: jsonCost(value) }), name).toBe(value);
      expect(readers.read(name, value, { budget: jsonCost(value) - 1 }), name).toBe(FAIL);
      expect(readers.read(name, 'text'), name).toBe('text');
      expect(readers.read(name, Number.NaN), name).toBe(FAIL);
      expect(readers.read(name, Object.create(null)), name).toBe(FAIL);
    }
  });

  it('rule: the any-JSON shape is exactly six branches, one per JSON type, containers of itself, nothing else', () => {
    const self = (ref: unknown) => ref === '#/types/J';
    expect(anyJsonShape(jsonData('J'), self)).toBe(true);
    expect(anyJsonShape({ anyOf: jsonData('J').oneOf }, self)).toBe(true);
    const variants: Record<string, (union: object[]) => object[]> = {
      'five branches': (union) => union.slice(1),
      'a type twice': (union) => [union[1]!, ...union.slice(1)],
      'integer for number': (union) => union.map((branch, index) => (index === 2 ? { type: 'integer' } : branch)),
      'a bounded scalar': (union) =>
        union.map((branch, index) => (index === 3 ? { type: 'string', maxLength: 1 } : branch)),
      'items of another type': (union) =>
        union.map((branch, index) => (index === 4 ? { type: 'array', items: { $ref: '#/types/K' } } : branch)),
      'a bounded array': (union) => union.map((branch, index) => (index === 4 ? { ...branch, maxItems: 1 } : branch)),
      'members of another type': (union) =>
        union.map((branch, index) =>
          index === 5 ? { type: 'object', additionalProperties: { $ref: '#/types/K' } } : branch,
        ),
      'members bounded': (union) =>
        union.map((branch, index) =>
          index === 5 ? { type: 'object', additionalProperties: { $ref: '#/types/J', maxLength: 1 } } : branch,
        ),
      'a bounded object': (union) =>
        union.map((branch, index) => (index === 5 ? { ...branch, maxProperties: 1 } : branch)),
      'a branch without a type': (union) => union.map((branch, index) => (index === 0 ? { const: null } : branch)),
    };
    for (const [name, change] of Object.entries(variants))
      expect(anyJsonShape({ oneOf: change(jsonData('J').oneOf) }, self), name).toBe(false);
    expect(anyJsonShape({ ...jsonData('J'), maxEntries: 3 }, self)).toBe(false);
    expect(anyJsonShape({ type: 'object' }, self)).toBe(false);
  });
});

describe('operation slots', () => {
  const PARAMS = { type: 'object', additionalProperties: true };
  const envelope = () => ({
    type: 'object',
    required: ['op', 'params'],
    properties: { op: { type: 'string' }, params: PARAMS },
  });

  it('rule: a slot is read by the function the caller passes, and as its schema says without one', () => {
    const Request = envelope();
    const Params = { type: 'object', properties: { a: { type: 'number' } } };
    const types = {
      Request,
      Params,
      Wrapped: { type: 'object', properties: { request: { $ref: '#/types/Request' } } },
    };
    const readers = compiledReaders(types, { slots: [Request.properties.params] });
    const slot = (value: unknown) => ({ read: value });
    expect(readers.read('Request', { op: 'x', params: { a: 1 } }, { slot })).toEqual({
      op: 'x',
      params: { read: { a: 1 } },
    });
    expect(readers.read('Wrapped', { request: { op: 'x', params: {} } }, { slot })).toEqual({
      request: { op: 'x', params: { read: {} } },
    });
    const own = { op: 'x', params: { a: 1 } };
    expect(readers.read('Request', own)).toBe(own);
    expect(readers.read('Request', { op: 'x', params: [] })).toBe(FAIL);
    expect(readers.read('Request', { op: 'x', params: {} }, { slot: () => FAIL })).toBe(FAIL);
    const params = readers.reader('Params');
    expect(readers.read('Request', { op: 'x', params: { a: 1, junk: 2 } }, { slot: params })).toEqual({
      op: 'x',
      params: { a: 1 },
    });
    expect(readers.reason('Request', { op: 'x', params: { a: 'one' } }, { slot: params })).toEqual(
      at('type', { type: 'number' }, '/params/a'),
    );
  });

  it("rule: a tagged union reaching a slot passes the caller's function to the branch that holds it", () => {
    const RESULT = { type: 'object', additionalProperties: true };
    const Response = {
      oneOf: [
        { type: 'object', required: ['outcome', 'result'], properties: { outcome: { const: 'ok' }, result: RESULT } },
        {
          type: 'object',
          required: ['outcome'],
          properties: { outcome: { const: 'error' }, message: { type: 'string' } },
        },
      ],
    };
    const readers = compiledReaders({ Response }, { slots: [RESULT] });
    expect(readers.read('Response', { outcome: 'ok', result: { a: 1 } }, { slot: () => 'slot' })).toEqual({
      outcome: 'ok',
      result: 'slot',
    });
    expect(readers.read('Response', { outcome: 'error', message: 'm', junk: 1 }, { slot: () => 'slot' })).toEqual({
      outcome: 'error',
      message: 'm',
    });
  });

  it("rule: an untagged union reaching a slot passes the caller's function to every branch (anyOf and oneOf)", () => {
    const SLOT = { type: 'object', additionalProperties: true };
    const readers = compiledReaders(
      {},
      { inline: { A: { anyOf: [SLOT, { type: 'number' }] }, O: { oneOf: [SLOT, { type: 'number' }] } }, slots: [SLOT] },
    );
    // The caller's function reads the slot's value in place of its schema: here, objects only.
    const slot = (value: unknown) => (typeof value === 'object' && value !== null ? { read: value } : FAIL);
    for (const label of ['A', 'O']) {
      expect(readers.read(label, { a: 1 }, { slot }), label).toEqual({ read: { a: 1 } });
      expect(readers.read(label, 3, { slot }), label).toBe(3);
      expect(readers.read(label, 'x', { slot }), label).toBe(FAIL);
    }
  });

  it('rule: own properties beside a tagged union holding a slot are Unsupported (the merged objects would not pass the slot on)', () => {
    const RESULT = { type: 'object', additionalProperties: true };
    const ok = {
      type: 'object',
      required: ['outcome', 'result'],
      properties: { outcome: { const: 'ok' }, result: RESULT },
    };
    const error = { type: 'object', required: ['outcome'], properties: { outcome: { const: 'error' } } };
    const Response = { type: 'object', properties: { id: { type: 'string' } }, oneOf: [ok, error] };
    expect(refusal({ Response }, 'Response', { slots: [RESULT] })).toBe('a whole of parts reaching an operation slot');
    expect(refusal({ Response }, 'Response')).toBeUndefined();
  });

  it("rule: only objects and unions pass the caller's function on: a whole of parts, an array or a whole-value bound reaching a slot is Unsupported", () => {
    const SLOT = { type: 'object', properties: { x: { type: 'number' } } };
    const types = {
      P: { type: 'object', properties: { a: { type: 'string' } }, anyOf: [SLOT, {}] },
      A: { allOf: [SLOT] },
      L: { type: 'array', items: SLOT },
      B: { type: 'object', properties: { s: SLOT }, maxJsonBytes: 100 },
    };
    const reasons = { P: 'a whole of parts', A: 'a whole of parts', L: 'an array', B: 'a whole-value bound' };
    for (const [name, body] of Object.entries(reasons)) {
      expect(refusal(types, name, { slots: [SLOT] }), name).toBe(`${body} reaching an operation slot`);
      expect(refusal(types, name), `${name} without slots`).toBeUndefined();
    }
  });

  it("rule: a slot reached through additionalProperties is read by the caller's function", () => {
    const SLOT = { type: 'object', additionalProperties: true };
    const readers = compiledReaders({ M: { type: 'object', additionalProperties: SLOT } }, { slots: [SLOT] });
    expect(readers.read('M', { a: { x: 1 }, b: {} }, { slot: (value) => ({ read: value }) })).toEqual({
      a: { read: { x: 1 } },
      b: { read: {} },
    });
    expect(readers.read('M', { a: { x: 1 } })).toEqual({ a: { x: 1 } });
  });

  it('rule: a check beside a slot is Unsupported', () => {
    const Request = { ...envelope(), check: 'progressWithinTotal' };
    expect(refusal({ Request }, 'Request', { slots: [Request.properties.params] })).toBe(
      'check beside an operation slot',
    );
  });
});
