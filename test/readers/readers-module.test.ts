/**
 * The readers of a whole model (generator/emit/readers/readers-module.ts) and the module that
 * carries them (readers-file.ts), compiled in each test from small models: every type and
 * operation the compiler can mirror has a reader, a type that fails takes its users down, the
 * frames' open params and result are slots, and the module imports exactly the runtime helpers the
 * readers call, each from the runtime module that exports it.
 */
import { describe, expect, it } from 'vitest';
import { GENERATED_HEADER } from '../../generator/emit/emitter.ts';
import { compileReaders, readerName } from '../../generator/emit/readers/readers-module.ts';
import { readersDeclarations, readersFile } from '../../generator/emit/readers/readers-file.ts';
import { PART_CHECKS, type CheckName } from '../../generator/parts/part-checks.ts';
import * as fastRead from '../../runtime/boundary/fast-read.ts';
import * as progress from '../../runtime/parts/checks/progress.ts';
import * as uniqueMember from '../../runtime/parts/checks/unique-member.ts';
import * as jsonMeasure from '../../runtime/validation/json-measure.ts';
import * as ucs2length from '../../runtime/validation/ucs2length.ts';
import * as utf8ByteLength from '../../runtime/validation/utf8-byte-length.ts';
import { READER_HELPERS, type Reader } from './support/compiled-readers.ts';
import { exportsOf, modelOf } from './support/module-exports.ts';

const OPEN = () => ({ type: 'object', additionalProperties: true });

/** A framing whose request carries open params and whose response's accepted branch an open result. */
function framed(extra: Record<string, object> = {}) {
  const types = {
    Request: { type: 'object', required: ['op', 'params'], properties: { op: { type: 'string' }, params: OPEN() } },
    Response: {
      oneOf: [
        { type: 'object', required: ['outcome', 'result'], properties: { outcome: { const: 'ok' }, result: OPEN() } },
        {
          type: 'object',
          required: ['outcome'],
          properties: { outcome: { const: 'error' }, message: { type: 'string' } },
        },
      ],
    },
    ...extra,
  };
  const framing = {
    request: { type: 'Request', params: 'params' },
    response: { type: 'Response', result: { field: 'result' } },
  };
  return { types, framing };
}

describe('compileReaders', () => {
  it("rule: every type and every operation's params and result the compiler can read is exported, types first, by name", () => {
    const model = modelOf(
      { Name: { type: 'string', maxLength: 3 }, Item: { type: 'object', properties: { n: { $ref: '#/types/Name' } } } },
      [
        {
          name: 'items.get',
          params: { type: 'object', properties: { id: { type: 'string' } } },
          result: { $ref: '#/types/Item' },
        },
      ],
    );
    const module = compileReaders(model, 8);
    expect(module.exported).toEqual(['readItem', 'readName', 'readItemsGetParams', 'readItemsGetResult']);
    expect(module.types).toEqual(new Set(['Item', 'Name']));
    expect(module.params).toEqual(new Set(['items.get']));
    expect(module.results).toEqual(new Set(['items.get']));
    expect(module.frames).toBe(false);
    expect(module.command).toBe(false);
    const readers = exportsOf(module);
    expect(readers.readName!('abcd', 0)).toBe(fastRead.FAIL);
    expect(readers.readItemsGetParams!({ id: 'x', junk: 1 }, 0)).toEqual({ id: 'x' });
    expect(readers.readItemsGetResult!({ n: 'ab', junk: 1 }, 0)).toEqual({ n: 'ab' });
  });

  it('rule: a type the compiler refuses takes down every type and operation that reaches it; the rest are read', () => {
    const model = modelOf(
      {
        Bad: { type: 'string', format: 'email' },
        User: { type: 'object', properties: { b: { $ref: '#/types/Bad' } } },
        Fine: { type: 'string' },
      },
      [
        { name: 'a', params: { $ref: '#/types/User' }, result: { $ref: '#/types/Fine' } },
        {
          name: 'b',
          params: { type: 'number', multipleOf: 2 },
          result: { type: 'object', properties: { f: { $ref: '#/types/Fine' } } },
        },
      ],
    );
    const module = compileReaders(model, 8);
    expect(module.types).toEqual(new Set(['Fine']));
    expect(module.params).toEqual(new Set());
    expect(module.results).toEqual(new Set(['a', 'b']));
    expect(module.exported).toEqual(['readFine', 'readAResult', 'readBResult']);
    expect(Object.keys(exportsOf(module))).toEqual(module.exported);
  });

  it('rule: the maximum depth is the one given', () => {
    const readers = exportsOf(
      compileReaders(modelOf({ T: { type: 'object', properties: { n: { $ref: '#/types/T' } } } }), 2),
    );
    expect(readers.readT!({ n: {} }, 0)).toEqual({ n: {} });
    expect(readers.readT!({ n: { n: {} } }, 0)).toBe(fastRead.FAIL);
  });

  it("rule: the request's open params and the accepted response's open result are slots, read by the operation's reader", () => {
    const { types, framing } = framed();
    const module = compileReaders(modelOf(types, [], framing), 8);
    expect(module.frames).toBe(true);
    const readers = exportsOf(module);
    const slot: Reader = () => 'slot';
    expect(readers.readRequest!({ op: 'x', params: { a: 1 } }, 0, slot)).toEqual({ op: 'x', params: 'slot' });
    expect(readers.readResponse!({ outcome: 'ok', result: { a: 1 } }, 0, slot)).toEqual({
      outcome: 'ok',
      result: 'slot',
    });
  });

  it('rule: without open params, or without exactly one open result, the frames have no slots', () => {
    const closed = framed({
      Request: { type: 'object', properties: { op: { type: 'string' }, params: { type: 'object', properties: {} } } },
    });
    expect(compileReaders(modelOf(closed.types, [], closed.framing), 8).frames).toBe(false);
    const annotated = framed({
      Request: { type: 'object', properties: { params: { ...OPEN(), description: 'open', maxProperties: 3 } } },
    });
    expect(compileReaders(modelOf(annotated.types, [], annotated.framing), 8).frames).toBe(false);
    const untagged = framed({
      Response: { anyOf: [{ type: 'object', properties: { result: OPEN() } }, { type: 'string' }] },
    });
    expect(compileReaders(modelOf(untagged.types, [], untagged.framing), 8).frames).toBe(false);
    const twoResults = framed();
    const both = {
      oneOf: [
        twoResults.types.Response.oneOf[0]!,
        { type: 'object', required: ['outcome'], properties: { outcome: { const: 'error' }, result: OPEN() } },
      ],
    };
    expect(compileReaders(modelOf({ ...twoResults.types, Response: both }, [], twoResults.framing), 8).frames).toBe(
      false,
    );
    const described = framed({
      Request: {
        type: 'object',
        properties: { params: { ...OPEN(), description: 'open', $comment: 'c', examples: [{}] } },
      },
    });
    expect(compileReaders(modelOf(described.types, [], described.framing), 8).frames).toBe(true);
  });

  it('rule: the frames read through slots only when both frame types have readers', () => {
    const { types, framing } = framed({
      Request: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, params: OPEN() } },
    });
    const module = compileReaders(modelOf(types, [], framing), 8);
    expect(module.types.has('Request')).toBe(false);
    expect(module.frames).toBe(false);
  });

  it("rule: the command type's open params are a slot too, read when the command type has a reader", () => {
    const { types, framing } = framed({
      Command: { type: 'object', properties: { op: { type: 'string' }, params: OPEN() } },
    });
    const withCommand = { ...framing, request: { ...framing.request, command: 'Command' } };
    const module = compileReaders(modelOf(types, [], withCommand), 8);
    expect(module.command).toBe(true);
    expect(exportsOf(module).readCommand!({ op: 'x', params: {} }, 0, () => 'slot')).toEqual({
      op: 'x',
      params: 'slot',
    });
    const closed = {
      ...types,
      Command: { type: 'object', properties: { params: { type: 'object', properties: {} } } },
    };
    expect(compileReaders(modelOf(closed, [], withCommand), 8).command).toBe(false);
    const noFrames = { Command: { type: 'object', properties: { params: OPEN() } } };
    expect(
      compileReaders(
        modelOf(noFrames, [], {
          request: { type: 'Request', params: 'params', command: 'Command' },
          response: { type: 'Response', result: { field: 'result' } },
        }),
        8,
      ).command,
    ).toBe(true);
  });

  it('rule: the part checks the readers call are listed', () => {
    const module = compileReaders(
      modelOf({ P: { type: 'object', properties: { value: { type: 'number' } }, check: 'progressWithinTotal' } }),
      8,
    );
    expect(module.checks).toEqual(new Set(['progressWithinTotal']));
  });
});

describe('readerName', () => {
  it("rule: a reader is read<Type>, for a named type and for an operation's params or result type alike", () => {
    expect(readerName('SessionId')).toBe('readSessionId');
    expect(readerName('ConfigSetParams')).toBe('readConfigSetParams');
  });
});

describe('readersFile', () => {
  const RUNTIME_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
    'boundary/fast-read': fastRead,
    'validation/json-measure': jsonMeasure,
    'validation/ucs2length': ucs2length,
    'validation/utf8-byte-length': utf8ByteLength,
    'parts/checks/progress': progress,
    'parts/checks/unique-member': uniqueMember,
  };

  it('rule: each name the module imports is exported by the runtime module it names, and is the helper the readers are run with here', () => {
    const module = compileReaders(
      modelOf({
        P: { type: 'object', properties: { value: { type: 'number' } }, check: 'progressWithinTotal' },
        U: { type: 'array', items: { type: 'string' }, check: 'uniqueNames' },
      }),
      8,
    );
    const file = readersFile(module);
    const imports = [...file.matchAll(/^import \{ (.*) \} from '\.\/runtime\/(.*)\.js';$/gm)];
    expect(imports.length).toBe(6);
    const seen = new Set<string>();
    for (const [, list, path] of imports) {
      const exported = RUNTIME_MODULES[path!];
      expect(exported, `runtime/${path}`).toBeDefined();
      for (const entry of list!.split(', ')) {
        const [name, local = name] = entry.split(' as ');
        expect(Object.hasOwn(exported!, name!), `${name} from runtime/${path}`).toBe(true);
        if (local!.startsWith('check_')) expect(exported![name!]).toBe(PART_CHECKS[name as CheckName].check);
        else expect(exported![name!], local).toBe(READER_HELPERS[local!]);
        seen.add(local!);
      }
    }
    expect(file).toContain('\nconst gopd = Object.getOwnPropertyDescriptor;\n');
    expect([...seen, 'gopd'].sort()).toEqual(
      [...Object.keys(READER_HELPERS), 'check_progressWithinTotal', 'check_uniqueNames'].sort(),
    );
  });

  it("rule: the module opens with the generated header, imports part checks in name order, and ends with the readers' code", () => {
    const module = compileReaders(
      modelOf({
        U: { type: 'array', items: { type: 'string' }, check: 'uniqueNames' },
        P: { type: 'object', properties: { value: { type: 'number' } }, check: 'progressWithinTotal' },
      }),
      8,
    );
    const lines = readersFile(module).split('\n');
    expect(lines[0]).toBe(GENERATED_HEADER);
    expect(lines.filter((line) => line.includes('/parts/checks/'))).toEqual([
      "import { progressWithinTotal as check_progressWithinTotal } from './runtime/parts/checks/progress.js';",
      "import { uniqueNames as check_uniqueNames } from './runtime/parts/checks/unique-member.js';",
    ]);
    expect(readersFile(module).endsWith(`${module.code}\n`)).toBe(true);
  });

  it('rule: the declarations type each export as a Reader', () => {
    const module = compileReaders(modelOf({ A: { type: 'string' }, B: { type: 'number' } }), 8);
    expect(readersDeclarations(module)).toBe(
      [
        GENERATED_HEADER,
        "import type { Reader } from './runtime/boundary/boundary.js';",
        'export declare const readA: Reader;',
        'export declare const readB: Reader;',
        '',
      ].join('\n'),
    );
  });
});
