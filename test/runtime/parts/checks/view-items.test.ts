import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewItems } from '../../../../runtime/parts/checks/view-items.ts';

const SEED = 20261202;
const MAX = Number.MAX_SAFE_INTEGER;

type FieldType = 'string' | 'number' | 'boolean' | 'timestamp' | 'link';

const view = (fields: { name: string; type: unknown }[], items: { id: unknown; values: unknown }[]) => ({
  kind: 'ui.view',
  id: 'v',
  revision: 1,
  fields: fields.map((field) => ({ label: field.name, ...field })),
  items,
});

/** The one-column view whose only item holds `value` for a field of `type`. */
const single = (type: unknown, value: unknown) => view([{ name: 'a', type }], [{ id: 'i', values: { a: value } }]);

describe('viewItems', () => {
  it('rule: the spec example passes', () => {
    expect(
      viewItems({
        kind: 'ui.view',
        id: 'open-prs',
        revision: 43,
        title: 'Open pull requests',
        fields: [
          { name: 'title', label: 'Title', type: 'string' },
          { name: 'checks', label: 'Checks passing', type: 'boolean' },
          { name: 'url', label: 'Link', type: 'link' },
        ],
        items: [{ id: 'pr-12', values: { title: 'Add limits', checks: true, url: 'https://example.com/pr/12' } }],
        page: { offset: 0, total: 1 },
        actions: [{ name: 'open', label: 'Open', target: 'item' }],
      }),
    ).toBeUndefined();
  });

  it('rule: field names are unique (the later one fails, naming the first)', () => {
    const fields = [
      { name: 'a', type: 'string' },
      { name: 'b', type: 'string' },
      { name: 'a', type: 'number' },
    ];
    expect(viewItems(view(fields, []))).toEqual({
      path: ['fields', 2, 'name'],
      pointer: '/fields/2/name',
      reason: 'must NOT repeat "a" (item 0 has it)',
    });
    expect(viewItems(view(fields.slice(0, 2), []))).toBeUndefined();
  });

  it('rule: item ids are unique (the later one fails, naming the first)', () => {
    const items = [
      { id: 'x', values: {} },
      { id: 'y', values: {} },
      { id: 'x', values: {} },
    ];
    expect(viewItems(view([{ name: 'a', type: 'string' }], items))).toEqual({
      path: ['items', 2, 'id'],
      pointer: '/items/2/id',
      reason: 'must NOT repeat "x" (item 0 has it)',
    });
    expect(viewItems(view([{ name: 'a', type: 'string' }], items.slice(0, 2)))).toBeUndefined();
  });

  it('rule: every member of values names a declared field', () => {
    const fields = [{ name: 'a', type: 'string' }];
    expect(
      viewItems(
        view(fields, [
          { id: 'i', values: { a: 'x' } },
          { id: 'j', values: { a: 'y', b: 'z' } },
        ]),
      ),
    ).toEqual({
      path: ['items', 1, 'values', 'b'],
      pointer: '/items/1/values/b',
      reason: 'must NOT be present: the view declares no such field',
    });
    // Keys are escaped in the pointer, and an inherited name such as toString is no field.
    expect(viewItems(view(fields, [{ id: 'i', values: { 'c/d': 1 } }]))?.pointer).toBe('/items/0/values/c~1d');
    expect(viewItems(view(fields, [{ id: 'i', values: { toString: 'x' } }]))?.path).toEqual([
      'items',
      0,
      'values',
      'toString',
    ]);
    // The reason quotes a bounded piece of a long key.
    expect(viewItems(view(fields, [{ id: 'i', values: { ['k'.repeat(100_000)]: 1 } }]))!.reason.length).toBeLessThan(
      120,
    );
    // A missing value is shown empty: values need not name every field.
    expect(viewItems(view([...fields, { name: 'b', type: 'number' }], [{ id: 'i', values: {} }]))).toBeUndefined();
  });

  it('rule: each value fits its field type; null always fits', () => {
    const fits: [FieldType, unknown[]][] = [
      ['string', ['', 'x', 'https://x']],
      ['number', [0, -1.5, 1e300]],
      ['boolean', [true, false]],
      ['timestamp', [0, 1763049600000, MAX]],
      [
        'link',
        [
          'https://example.com/pr/12',
          'http://a',
          'https://a?q#f',
          'https://a#',
          'https://user@host:8080/p',
          `https://a/${'é'.repeat(1019)}`,
        ],
      ],
    ];
    const misfits: [FieldType, unknown[], string][] = [
      ['string', [1, true], 'a string'],
      ['number', ['1', true, Number.NaN, Infinity], 'a number'],
      ['boolean', ['true', 0, 1], 'a boolean'],
      ['timestamp', [-1, 1.5, MAX + 1, 2 ** 60, '0', true], `a Timestamp (an integer from 0 to ${MAX})`],
      [
        'link',
        [
          1,
          true,
          '',
          'ftp://a',
          'HTTPS://a',
          'https://',
          'https:///path',
          'https://a b',
          'https://a/b c',
          'https://a/\u00a0',
          'https://a/\u0000',
          'https://a/\u007f',
          'https://a\n',
          'javascript:alert(1)',
          '//a/b',
          `https://a/${'é'.repeat(1020)}`,
          `https://a/${'x'.repeat(2039)}`,
        ],
        'an HttpUrl (an absolute http or https URL of at most 2048 UTF-8 bytes)',
      ],
    ];
    for (const [type, values] of fits) {
      for (const value of [...values, null])
        expect([type, value, viewItems(single(type, value))]).toEqual([type, value, undefined]);
    }
    for (const [type, values, what] of misfits) {
      for (const value of values) {
        expect([type, value, viewItems(single(type, value))]).toEqual([
          type,
          value,
          {
            path: ['items', 0, 'values', 'a'],
            pointer: '/items/0/values/a',
            reason: `must be ${what}, as its declared field takes`,
          },
        ]);
      }
    }
    // 2,048 bytes exactly is a link; 2,049 is not.
    expect(viewItems(single('link', `https://a/${'x'.repeat(2038)}`))).toBeUndefined();
    expect(`https://a/${'x'.repeat(2038)}`.length).toBe(2048);
  });

  it('rule: the first failure in document order wins: fields, then items in order, the id before the values, values in key order', () => {
    const dupField = [
      { name: 'a', type: 'string' },
      { name: 'a', type: 'string' },
    ];
    expect(viewItems(view(dupField, [{ id: 'i', values: { z: 1 } }]))?.path).toEqual(['fields', 1, 'name']);
    const fields = [
      { name: 'a', type: 'boolean' },
      { name: 'b', type: 'boolean' },
    ];
    // Item 1's bad value comes before item 2's repeated id.
    expect(
      viewItems(
        view(fields, [
          { id: 'i', values: {} },
          { id: 'j', values: { a: 1 } },
          { id: 'i', values: {} },
        ]),
      )?.path,
    ).toEqual(['items', 1, 'values', 'a']);
    // An item's repeated id comes before its own values.
    expect(
      viewItems(
        view(fields, [
          { id: 'i', values: {} },
          { id: 'i', values: { a: 1 } },
        ]),
      )?.path,
    ).toEqual(['items', 1, 'id']);
    // Within values, the object's own key order.
    expect(viewItems(view(fields, [{ id: 'i', values: { b: 1, a: 1 } }]))?.path).toEqual(['items', 0, 'values', 'b']);
    expect(viewItems(view(fields, [{ id: 'i', values: { b: true, z: 1, a: 1 } }]))?.path).toEqual([
      'items',
      0,
      'values',
      'z',
    ]);
  });

  it('rule: what cannot be read is left to the schema', () => {
    // Undeclarable fields: values are not judged against them, ids still are.
    const unreadable = {
      kind: 'ui.view',
      fields: [
        { name: 'a', type: 'boolean' },
        { name: 7, type: 'string' },
      ],
      items: [
        { id: 'i', values: { a: 1, q: 2 } },
        { id: 'i', values: {} },
      ],
    };
    expect(viewItems(unreadable)?.path).toEqual(['items', 1, 'id']);
    expect(viewItems({ fields: 'a', items: [{ id: 'i', values: { q: 1 } }] })).toBeUndefined();
    expect(viewItems({ items: [{ id: 'i', values: { q: 1 } }] })).toBeUndefined();
    // A field type the module does not know constrains no value; the name is still declared.
    expect(viewItems(single('date', 'whatever'))).toBeUndefined();
    expect(viewItems(view([{ name: 'a', type: 'date' }], [{ id: 'i', values: { b: 1 } }]))?.path).toEqual([
      'items',
      0,
      'values',
      'b',
    ]);
    // Values the schema does not allow at all (objects, arrays) are its to report.
    expect(viewItems(single('string', { x: 1 }))).toBeUndefined();
    expect(viewItems(single('link', ['https://a']))).toBeUndefined();
    // Items, values and ids of the wrong shape.
    expect(
      viewItems(
        view(
          [{ name: 'a', type: 'string' }],
          [null as never, 'i' as never, { id: 1, values: [1, 2] }, { id: 1, values: null }],
        ),
      ),
    ).toBeUndefined();
    for (const value of [
      undefined,
      null,
      1,
      'view',
      [],
      [
        view(
          [
            { name: 'a', type: 'string' },
            { name: 'a', type: 'string' },
          ],
          [],
        ),
      ],
    ])
      expect(viewItems(value)).toBeUndefined();
  });

  it('rule: only own members are read, and members the check does not name never change the verdict', () => {
    const proto = { fields: [{ name: 'a', type: 'string' }], items: [{ id: 'i', values: { a: 1 } }] };
    expect(viewItems(Object.create(proto))).toBeUndefined();
    // An inherited enumerable member of values is no value of the item.
    const values = Object.assign(Object.create({ b: 1, a: 2 }) as object, { a: 'x' });
    expect(viewItems(view([{ name: 'a', type: 'string' }], [{ id: 'i', values }]))).toBeUndefined();
    expect(
      viewItems(
        view(
          [{ name: 'a', type: 'string' }],
          [
            Object.assign(Object.create({ id: 'i' }) as object, { values: {} }) as { id: unknown; values: unknown },
            { id: 'i', values: {} },
          ],
        ),
      ),
    ).toBeUndefined();
    const nullProto = (entries: Record<string, unknown>) => Object.assign(Object.create(null) as object, entries);
    expect(
      viewItems(
        nullProto({
          fields: [nullProto({ name: 'a', type: 'number' })],
          items: [nullProto({ id: 'i', values: nullProto({ a: 'x' }) })],
        }),
      )?.path,
    ).toEqual(['items', 0, 'values', 'a']);
  });

  it('rule: a view whose values all fit passes, and one misfit value fails exactly there', () => {
    const value: Record<FieldType, fc.Arbitrary<unknown>> = {
      string: fc.string(),
      number: fc.double({ noNaN: true, noDefaultInfinity: true }),
      boolean: fc.boolean(),
      timestamp: fc.integer({ min: 0, max: MAX }),
      link: fc
        .webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true })
        .filter((url) => url.length <= 2048),
    };
    const misfit: Record<FieldType, unknown> = { string: 1, number: 'x', boolean: 0, timestamp: -1, link: 'ftp://a' };
    const types = ['string', 'number', 'boolean', 'timestamp', 'link'] as const;
    const valid = fc
      .uniqueArray(
        fc.record({ name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,6}$/), type: fc.constantFrom(...types) }),
        { minLength: 1, maxLength: 6, selector: (field) => field.name },
      )
      .chain((fields) =>
        fc.record({
          fields: fc.constant(fields),
          items: fc.uniqueArray(
            fc.record({
              id: fc.string({ minLength: 1, maxLength: 4 }),
              values: fc.record(
                Object.fromEntries(fields.map((field) => [field.name, fc.option(value[field.type], { nil: null })])),
                { requiredKeys: [] },
              ),
              extra: fc.anything(),
            }),
            { maxLength: 6, selector: (item) => item.id },
          ),
          at: fc.nat(),
          extra: fc.anything(),
        }),
      );
    fc.assert(
      fc.property(valid, ({ fields, items, at, extra }) => {
        const built = { ...view(fields, items), extra };
        expect(viewItems(built)).toBeUndefined();
        if (items.length === 0) return;
        const index = at % items.length;
        const field = fields[at % fields.length]!;
        const item = items[index]!;
        const values = { ...(item.values as Record<string, unknown>) };
        values[field.name] = misfit[field.type];
        // The earlier keys all fit, so the first failure is the misfit, wherever it sits in key order.
        const broken = view(
          fields,
          items.map((it, i) => (i === index ? { ...it, values } : it)),
        );
        expect(viewItems(broken)?.path).toEqual(['items', index, 'values', field.name]);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('rule: total over any input: never throws', () => {
    const anything = fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true });
    const near = fc.record(
      {
        fields: fc.oneof(
          anything,
          fc.array(
            fc.record(
              {
                name: fc.oneof(fc.constantFrom('a', 'b'), anything),
                type: fc.oneof(fc.constantFrom('string', 'number', 'boolean', 'timestamp', 'link'), anything),
              },
              { requiredKeys: [] },
            ),
          ),
        ),
        items: fc.oneof(
          anything,
          fc.array(
            fc.oneof(
              anything,
              fc.record(
                {
                  id: fc.oneof(fc.constantFrom('i', 'j'), anything),
                  values: fc.oneof(anything, fc.dictionary(fc.constantFrom('a', 'b', 'c'), anything)),
                },
                { requiredKeys: [] },
              ),
            ),
          ),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(anything, near), (value) => {
        viewItems(value);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
