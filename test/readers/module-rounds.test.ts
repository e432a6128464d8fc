/**
 * The rounds of compileReaders (generator/emit/readers/readers-module.ts): an entry the compiler
 * refuses is left out and the round starts again without it, so the code holds no half-built
 * reader; each operation's params and result fail on their own; a fault that is not a refusal is
 * thrown. And the slots: a frame's params or result is a slot only when it is an open object, and
 * the command type's open params are one even where the frames have none. readers-file.ts imports
 * the part checks in name order, whatever order the readers first call them in.
 */
import { describe, expect, it } from 'vitest';
import { compileReaders } from '../../generator/emit/readers/readers-module.ts';
import { readersFile } from '../../generator/emit/readers/readers-file.ts';
import { Unsupported } from '../../generator/emit/readers/unsupported.ts';
import type { Reader } from './support/compiled-readers.ts';
import { exportsOf, modelOf } from './support/module-exports.ts';

const OPEN = () => ({ type: 'object', additionalProperties: true });
const RESPONSE = {
  oneOf: [
    { type: 'object', required: ['outcome', 'result'], properties: { outcome: { const: 'ok' }, result: OPEN() } },
    { type: 'object', required: ['outcome'], properties: { outcome: { const: 'error' } } },
  ],
};
const FRAMING = {
  request: { type: 'Request', params: 'params' },
  response: { type: 'Response', result: { field: 'result' } },
};
const slot: Reader = () => 'slot';

describe('rounds', () => {
  it('rule: params the compiler refuses after compiling some of their members leave nothing behind in the code', () => {
    const types = { Name: { type: 'string' } };
    const good = {
      name: 'good',
      params: { type: 'object', properties: { n: { $ref: '#/types/Name' } } },
      result: { type: 'string' },
    };
    const half = {
      name: 'half',
      params: {
        type: 'object',
        properties: {
          a: { type: 'object', properties: { x: { type: 'string' } } },
          b: { type: 'number', multipleOf: 2 },
        },
      },
      result: { type: 'string' },
    };
    const module = compileReaders(modelOf(types, [good, half]), 8);
    expect(module.params).toEqual(new Set(['good']));
    expect(module.results).toEqual(new Set(['good', 'half']));
    // The same operation with params of a type the code already reads (r0, Name's reader) adds only their export.
    const without = compileReaders(modelOf(types, [good, { ...half, params: { type: 'string' } }]), 8);
    expect(module.code).toBe(without.code.replace(', r0 as readHalfParams', ''));
    expect(module.code).not.toContain('case "x"');
  });

  it("rule: each operation's params and result stand or fall on their own", () => {
    const fine = { type: 'object', properties: { id: { type: 'string' } } };
    const refused = { type: 'number', multipleOf: 3 };
    const module = compileReaders(
      modelOf({}, [
        { name: 'a', params: refused, result: fine },
        { name: 'b', params: fine, result: refused },
        { name: 'c', params: fine, result: fine },
      ]),
      8,
    );
    expect(module.params).toEqual(new Set(['b', 'c']));
    expect(module.results).toEqual(new Set(['a', 'c']));
    expect(module.exported).toEqual(['readBParams', 'readCParams', 'readAResult', 'readCResult']);
    const readers = exportsOf(module);
    expect(readers.readBParams!({ id: 'x', junk: 1 }, 0)).toEqual({ id: 'x' });
    expect(readers.readAResult!({ id: 'y', junk: 1 }, 0)).toEqual({ id: 'y' });
  });

  it('rule: a fault of the compiler that is not a refusal is thrown, never taken for one', () => {
    const model = modelOf({ Broken: { type: 'string', enum: 'abc' }, Fine: { type: 'string' } });
    let thrown: unknown;
    try {
      compileReaders(model, 8);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(Unsupported);
  });
});

describe('slots', () => {
  it('rule: params that are not an open object of type object are no slot, and then neither is the result: both frames read them themselves', () => {
    for (const params of [
      { additionalProperties: true },
      { type: 'object' },
      { type: 'object', additionalProperties: {} },
    ]) {
      const types = {
        Request: { type: 'object', required: ['op', 'params'], properties: { op: { type: 'string' }, params } },
        Response: RESPONSE,
      };
      const module = compileReaders(modelOf(types, [], FRAMING), 8);
      expect(module.frames, JSON.stringify(params)).toBe(false);
      const readers = exportsOf(module);
      expect(readers.readResponse!({ outcome: 'ok', result: { a: 1 } }, 0, slot), JSON.stringify(params)).toEqual({
        outcome: 'ok',
        result: { a: 1 },
      });
      if (module.types.has('Request'))
        expect(readers.readRequest!({ op: 'x', params: {} }, 0, slot), JSON.stringify(params)).toEqual({
          op: 'x',
          params: {},
        });
    }
  });

  it("rule: the command type's open params are read by the slot even where the frames have no slots", () => {
    const types = {
      Request: { type: 'object', properties: { op: { type: 'string' }, params: { type: 'object', properties: {} } } },
      Response: RESPONSE,
      Command: { type: 'object', properties: { op: { type: 'string' }, params: OPEN() } },
    };
    const module = compileReaders(
      modelOf(types, [], { ...FRAMING, request: { ...FRAMING.request, command: 'Command' } }),
      8,
    );
    expect(module.frames).toBe(false);
    expect(module.command).toBe(true);
    expect(exportsOf(module).readCommand!({ op: 'x', params: { a: 1 } }, 0, slot)).toEqual({ op: 'x', params: 'slot' });
  });
});

describe('readersFile', () => {
  it('rule: the part checks are imported in name order, not in the order the readers first call them', () => {
    const module = compileReaders(
      modelOf({
        A: { type: 'array', items: { type: 'string' }, check: 'uniqueNames' },
        B: { type: 'object', properties: { value: { type: 'number' } }, check: 'progressWithinTotal' },
      }),
      8,
    );
    expect([...module.checks]).toEqual(['uniqueNames', 'progressWithinTotal']);
    expect(
      readersFile(module)
        .split('\n')
        .filter((line) => line.includes('/parts/checks/')),
    ).toEqual([
      "import { progressWithinTotal as check_progressWithinTotal } from './runtime/parts/checks/progress.js';",
      "import { uniqueNames as check_uniqueNames } from './runtime/parts/checks/unique-member.js';",
    ]);
  });
});
