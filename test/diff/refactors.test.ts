/**
 * Refactors that keep the contract's meaning report no wire or TypeScript change: hoisting an inline
 * schema into `types`, reordering keys, splitting the spec across files and folders, writing an
 * `allOf` of a reference and more members as the one object it means. Rewording descriptions is a
 * documentation change only. Tried on a small fixture and on the bundled session protocol.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '../../generator/diff/change.ts';
import type { Contract } from '../../generator/diff/contract-source.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { mapSpecSchemas } from '../../generator/schema/spec-schemas.ts';
import { restoreWrittenBounds } from '../../generator/schema/written-bounds.ts';
import {
  BY_SECTION,
  contractOf,
  diffEdits,
  loadFiles,
  ONE_FILE_PER_DEFINITION,
  slot,
  SLOT_POINTER,
  specFiles,
  SPEC_ROOT,
  type Json,
  type JsonObject,
  type Layout,
  type Patch,
} from './support/contracts.ts';

const SESSION_PROTOCOL = fileURLToPath(new URL('../../spec/session-protocol/', import.meta.url));

const str = { type: 'string' } as const;
const int = { type: 'integer', minimum: 0 } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({ type: 'object', properties, ...extra });
const variant = (kind: string): JsonObject => ({
  type: 'object',
  required: ['kind'],
  properties: { kind: { const: kind }, note: str },
});
const SLOT_PARAMS = SLOT_POINTER.params;
const ref = (name: string): JsonObject => ({ $ref: `#/types/${name}` });

/** What a refactor must not produce: anything beyond documentation. */
const contractChanges = (changes: readonly Change[]) =>
  changes
    .filter((change) => change.layer !== 'docs')
    .map((change) => `${change.rule} ${change.layer} ${change.new.pointer}`);

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Arrays whose order means nothing to the contract (order inside `checks`, `examples` or `oneOf` lists written as data is kept). */
const ORDER_FREE = new Set(['required', 'enum', 'clients', 'type']);

/** Every map's keys in reverse, and every order-free list reversed; example data is left as written. */
function reorder(value: Json, key?: string): Json {
  if (Array.isArray(value)) {
    const items = value.map((item) => reorder(item));
    return key !== undefined && ORDER_FREE.has(key) ? items.reverse() : items;
  }
  if (!isObject(value) || key === 'examples' || key === 'const' || key === 'default') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([name, item]) => [name, reorder(item, name)]),
  );
}

/** Every description and title reworded; example data and values are left as written. */
function reword(value: Json, key?: string): Json {
  if (typeof value === 'string' && (key === 'description' || key === 'title')) return `${value} (Reworded.)`;
  if (Array.isArray(value)) return value.map((item) => reword(item));
  if (!isObject(value) || key === 'examples' || key === 'const' || key === 'enum' || key === 'default') return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, reword(item, name)]));
}

/** Every inline params and result schema moved into `types` and referenced from the operation. */
function hoistOperationSchemas(spec: JsonObject): JsonObject {
  const types: Record<string, Json> = { ...(spec.types as JsonObject | undefined) };
  let count = 0;
  const operations = Object.fromEntries(
    Object.entries(spec.operations as JsonObject).map(([name, definition]) => {
      const op = { ...(definition as JsonObject) };
      for (const part of ['params', 'result'] as const) {
        const schema = op[part] as JsonObject;
        if (schema.$ref !== undefined) continue;
        const hoisted = `Hoisted${++count}`;
        types[hoisted] = schema;
        op[part] = ref(hoisted);
      }
      return [name, op];
    }),
  );
  expect(count).toBeGreaterThan(0);
  return { ...spec, operations, types };
}

/** Everything in one file. */
const ONE_FILE: Layout = () => 'contract.yaml';

describe('a small spec', () => {
  const value = obj(
    { a: str, b: int, c: { type: 'array', items: obj({ d: str }), maxItems: 4 } },
    { required: ['a'], additionalProperties: false },
  );

  it('moving an inline schema into types and referencing it is no change', async () => {
    const hoisted: Patch = { types: { Value: value }, ...slot('params', ref('Value')) };
    const nested: Patch = {
      types: { Item: obj({ d: str }) },
      ...slot(
        'params',
        obj(
          { a: str, b: int, c: { type: 'array', items: ref('Item'), maxItems: 4 } },
          { required: ['a'], additionalProperties: false },
        ),
      ),
    };
    for (const refactored of [hoisted, nested])
      expect((await diffEdits(slot('params', value), refactored)).changes).toEqual([]);
  });

  it('moving a type behind another reference (an alias chain) is no change', async () => {
    const before: Patch = { types: { Value: value }, ...slot('result', ref('Value')) };
    const after: Patch = { types: { Value: value, Alias: ref('Value') }, ...slot('result', ref('Alias')) };
    expect((await diffEdits(before, after)).changes).toEqual([]);
  });

  it('inlining a type breaks only the generated TypeScript that exported it', async () => {
    const hoisted: Patch = { types: { Value: value }, ...slot('params', ref('Value')) };
    expect(contractChanges((await diffEdits(hoisted, slot('params', value))).changes)).toEqual([
      'type-removed typescript /types',
    ]);
  });

  it('reordering keys, properties, required names, enum values, clients and union variants is no change', async () => {
    const spec: Patch = {
      ...slot('result', { oneOf: [variant('a'), variant('b'), variant('c')] }),
      ...slot('params', {
        ...value,
        properties: { ...(value.properties as JsonObject), e: { enum: ['x', 'y', 'z'] } },
        required: ['a', 'b'],
      }),
      types: { Row: { direction: 'stored', ...obj({ a: str, b: int }, { required: ['a', 'b'] }) } },
    };
    const original = await contractOf(spec);
    const reordered = await loadFiles(specFiles(reorder(original.spec as unknown as JsonObject) as JsonObject));
    expect(reordered.spec).not.toEqual(original.spec);
    expect(diffContracts(original, reordered).changes).toEqual([]);
    expect(diffContracts(reordered, original).changes).toEqual([]);
  });

  it('splitting the spec across files and folders, or joining it into one file, is no change', async () => {
    const spec: Patch = { types: { Value: value }, ...slot('params', ref('Value')) };
    const contracts = await Promise.all(
      [BY_SECTION, ONE_FILE_PER_DEFINITION, ONE_FILE].map((layout) => contractOf(spec, layout)),
    );
    const files = contracts.map((contract) => contract.locate(['types', 'Value'])?.file);
    expect(new Set(files).size).toBe(3);
    for (const a of contracts) for (const b of contracts) expect(diffContracts(a, b).changes).toEqual([]);
  });

  describe('allOf', () => {
    const base = obj({ a: str }, { required: ['a'] });
    const merged = obj({ a: str, b: int }, { required: ['a', 'b'] });
    const composed = { type: 'object', allOf: [ref('Base'), { properties: { b: int }, required: ['b'] }] };

    it.each([
      ['in params', 'params'],
      ['in a result', 'result'],
      ['in stored rows', 'stored'],
    ] as const)(
      'allOf: [$ref, {properties}] written out as the merged object is no change %s',
      async (_name, where) => {
        const before = slot(where, composed, { types: { Base: base } });
        const after = slot(where, merged, { types: { Base: base } });
        expect((await diffEdits(before, after)).changes).toEqual([]);
        expect((await diffEdits(after, before)).changes).toEqual([]);
      },
    );

    it('a lone allOf: [$ref] is the reference itself', async () => {
      const before = slot('params', { allOf: [ref('Base')] }, { types: { Base: base } });
      const after = slot('params', ref('Base'), { types: { Base: base } });
      expect((await diffEdits(before, after)).changes).toEqual([]);
    });

    it('an allOf over a closed object is not merged: the closed part rejects what the others add', async () => {
      const closedBase = obj({ a: str }, { required: ['a'], additionalProperties: false });
      const before = slot('params', obj({ a: str, b: int }, { required: ['a'], additionalProperties: false }));
      const after = slot(
        'params',
        { type: 'object', allOf: [ref('Closed'), { properties: { b: int } }] },
        { types: { Closed: closedBase } },
      );
      const changes = (await diffEdits(before, after)).changes;
      expect(changes.some((change) => change.layer === 'wire' && change.severity === 'breaking')).toBe(true);
    });
  });

  it('a description edited inside an allOf part or under not is documentation; reordering values under not is nothing', async () => {
    const bytes = (description: string): JsonObject => ({
      allOf: [{ type: 'string', maxBytes: 64, description }, ref('Token')],
    });
    const notIn = (values: string[], description: string): JsonObject => ({
      type: 'string',
      not: { enum: values, description },
    });
    const types: Patch = { types: { Token: { type: 'string', pattern: '^[a-z]+$' } } };
    const before = slot('params', obj({ a: bytes('At most 64 bytes.'), b: notIn(['x', 'y'], 'Reserved.') }), types);
    const after = slot(
      'params',
      obj({ a: bytes('No more than 64 bytes.'), b: notIn(['y', 'x'], 'Reserved words.') }),
      types,
    );
    const changes = (await diffEdits(before, after)).changes;
    expect(changes.map((change) => [change.rule, change.layer, change.new.pointer.replace(SLOT_PARAMS, '…')])).toEqual([
      ['description-changed', 'docs', '…/properties/a/allOf/0'],
      ['description-changed', 'docs', '…/properties/b/not'],
    ]);
  });

  describe('the JSON Schema 2020-12 keywords', () => {
    const members = { a: str, b: str, c: str };
    const spec = (patterns: JsonObject, dependencies: JsonObject, extra: JsonObject = {}): Patch =>
      slot(
        'params',
        obj(members, {
          patternProperties: patterns,
          dependentRequired: dependencies,
          additionalProperties: false,
          ...extra,
        }),
      );

    it('reordering the patterns of patternProperties or the names of a dependentRequired list is no change', async () => {
      const before = spec({ '^x-': str, '^y-': int, '^z-': obj({ d: str }) }, { a: ['b', 'c'], b: ['c'] });
      const after = spec({ '^z-': obj({ d: str }), '^x-': str, '^y-': int }, { b: ['c'], a: ['c', 'b'] });
      expect((await diffEdits(before, after)).changes).toEqual([]);
      expect((await diffEdits(after, before)).changes).toEqual([]);
    });

    it('the whole of every map reordered and every order-free list reversed, new keywords included, is no change', async () => {
      const before = spec(
        { '^x-': str, '^y-': int },
        { a: ['b', 'c'] },
        { dependentSchemas: { a: { required: ['b', 'c'] } }, if: { required: ['a'] }, then: { required: ['b'] } },
      );
      const original = await contractOf(before);
      const reordered = await loadFiles(specFiles(reorder(original.spec as unknown as JsonObject) as JsonObject));
      expect(reordered.spec).not.toEqual(original.spec);
      expect(diffContracts(original, reordered).changes).toEqual([]);
    });

    it('minContains: 1 written out is the default it names; a title is documentation', async () => {
      const list = (extra: JsonObject): Patch =>
        slot('result', { type: 'array', items: str, contains: { const: 'a' }, ...extra });
      expect((await diffEdits(list({}), list({ minContains: 1 }))).changes).toEqual([]);
      const titled = (await diffEdits(list({}), list({ title: 'Letters' }))).changes;
      expect(titled.map((change) => [change.rule, change.layer, change.message])).toEqual([
        ['description-changed', 'docs', 'operation probe result: title changed'],
      ]);
    });
  });

  it('rewording descriptions and titles reports documentation changes only', async () => {
    const spec: Patch = { types: { Value: { ...value, description: 'A value.' } }, ...slot('params', ref('Value')) };
    const original = await contractOf(spec);
    const reworded = await loadFiles(specFiles(reword(original.spec as unknown as JsonObject) as JsonObject));
    const changes = diffContracts(original, reworded).changes;
    expect(contractChanges(changes)).toEqual([]);
    // protocol title, two scopes, two constants, the feature, the error, the limit, the operation, the type; the group's title.
    expect(changes.map((change) => change.rule).sort()).toEqual([
      ...Array<string>(10).fill('description-changed'),
      'group-changed',
    ]);
    expect(changes.every((change) => change.severity === 'safe' && change.breaks === 'nobody')).toBe(true);
  });
});

describe('the bundled session protocol', () => {
  let original: Contract;
  let data: JsonObject;

  beforeAll(async () => {
    const files: Record<string, string> = {};
    for (const name of readdirSync(SESSION_PROTOCOL, { recursive: true, encoding: 'utf8' })) {
      if (name.endsWith('.yaml'))
        files[`${SPEC_ROOT}/${name.replace(/\\/g, '/')}`] = readFileSync(`${SESSION_PROTOCOL}${name}`, 'utf8');
    }
    original = await loadFiles(files);
    // The spec as written: bounds that name a limit name it again, not the numbers check resolved.
    data = JSON.parse(JSON.stringify(mapSpecSchemas(original.spec, restoreWrittenBounds))) as JsonObject;
  });

  it('split one file per definition in nested folders: no change', async () => {
    const split = await loadFiles(specFiles(data, ONE_FILE_PER_DEFINITION));
    expect(diffContracts(original, split).changes).toEqual([]);
  });

  it('every map reordered and every order-free list reversed: no change', async () => {
    const reordered = await loadFiles(specFiles(reorder(data) as JsonObject, ONE_FILE));
    expect(diffContracts(original, reordered).changes).toEqual([]);
  });

  it('every inline params and result schema hoisted into types: no change', async () => {
    const hoisted = await loadFiles(specFiles(hoistOperationSchemas(data)));
    expect(diffContracts(original, hoisted).changes).toEqual([]);
  });

  it('every description and title reworded: documentation changes only', async () => {
    const reworded = await loadFiles(specFiles(reword(data) as JsonObject));
    const changes = diffContracts(original, reworded).changes;
    expect(contractChanges(changes)).toEqual([]);
    expect(changes.length).toBeGreaterThan(100);
  });
});
