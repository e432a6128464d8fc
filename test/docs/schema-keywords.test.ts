/**
 * Rule: every keyword the spec format admits in a schema says something in the reference. The
 * table below holds, for each keyword of `definitions.schema` in schema/felan-spec.schema.json, a
 * named type using it and the lines its section must hold, or why the keyword is not shown; a
 * keyword added to the spec format without an entry here fails the first test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderReference } from '../../generator/docs/render-reference.ts';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import { ROOT } from '../support/cli-process.ts';
import { htmlPage, memorySpec, minimalSpecData, modelOf } from './reference-support.ts';

type Shown = { readonly type: string; readonly schema: Record<string, unknown>; readonly lines: readonly string[] };
type Entry = Shown | { readonly notShown: string };

const object = (extra: Record<string, unknown>) => ({ type: 'object', ...extra });
const field = (schema: Record<string, unknown>) => object({ properties: { f: schema } });

/** Keyword → a type using it and Markdown lines (or parts of a line) its section shows. */
const KEYWORDS: Readonly<Record<string, Entry>> = {
  $ref: { type: 'KwRef', schema: { $ref: '#/types/Payload' }, lines: ['Type: [`Payload`](#type-Payload)'] },
  $comment: { notShown: "a note for the spec's maintainers, not for the protocol's readers" },
  description: {
    type: 'KwDescription',
    schema: { type: 'string', description: 'Said of the value.' },
    lines: ['Said of the value.'],
  },
  title: {
    type: 'KwTitle',
    schema: object({
      title: 'Short name',
      properties: { f: { type: 'string', title: 'Field name', description: 'What it holds.' } },
    }),
    lines: ['**Short name**', '| `f` | string | no | **Field name.** What it holds. |'],
  },
  deprecated: { type: 'KwDeprecated', schema: { type: 'string', deprecated: true }, lines: ['- **Deprecated.**'] },
  sunset: {
    type: 'KwSunset',
    schema: {
      deprecated: true,
      sunset: '1.3.0',
      oneOf: [
        object({ properties: { f: { type: 'string', deprecated: true, sunset: '1.4.0' } } }),
        { type: 'number', deprecated: true, sunset: '1.5.0' },
      ],
    },
    lines: [
      '- **Deprecated**; may be removed from `1.3.0`.',
      '| `f` | string | no | **Deprecated**; may be removed from `1.4.0`. |',
      '**Variant 2**: number — **Deprecated**; may be removed from `1.5.0`.',
    ],
  },
  default: {
    type: 'KwDefault',
    schema: field({ type: 'string', default: 'x' }),
    lines: ['| `f` | string | no | Default: `"x"`. |'],
  },
  examples: {
    notShown: "a named type's examples are checked against it by `check`; the reference shows the operations' examples",
  },
  type: { type: 'KwType', schema: { type: ['string', 'null'] }, lines: ['Type: null \\| string'] },
  enum: { type: 'KwEnum', schema: { enum: ['a', 1] }, lines: ['Type: `"a"` \\| `1`'] },
  const: { type: 'KwConst', schema: { const: 'only' }, lines: ['Type: `"only"`'] },
  properties: { type: 'KwProperties', schema: field({ type: 'number' }), lines: ['| `f` | number | no |'] },
  required: {
    type: 'KwRequired',
    schema: { ...field({ type: 'number' }), required: ['f'] },
    lines: ['| `f` | number | yes |'],
  },
  additionalProperties: {
    type: 'KwAdditionalProperties',
    schema: object({
      properties: {
        closed: object({ additionalProperties: false }),
        map: object({ additionalProperties: { type: 'integer' } }),
      },
    }),
    lines: ['| `closed` | object (`additionalProperties: false`) |', '| `map` | map of integer |'],
  },
  patternProperties: {
    type: 'KwPatternProperties',
    schema: object({
      patternProperties: {
        '^x-': { type: 'string' },
        '^n[0-9]$': object({ properties: { deep: { type: 'boolean' } } }),
      },
    }),
    lines: [
      'Type: object (members matching `/^x-/`: string, members matching `/^n[0-9]$/`: object)',
      '| `/^x-/` | string | no |',
      '| `/^n[0-9]$/` | object | no |',
      '| `/^n[0-9]$/.deep` | boolean | no |',
    ],
  },
  dependentRequired: {
    type: 'KwDependentRequired',
    schema: object({ dependentRequired: { card: ['address'], a: ['b', 'c'], none: [] } }),
    lines: ['Type: object (when `card` is present, `address` is required, when `a` is present, `b`, `c` are required)'],
  },
  dependentSchemas: {
    type: 'KwDependentSchemas',
    schema: object({
      properties: { address: { type: 'string' } },
      dependentSchemas: {
        card: { required: ['address'] },
        debit: { properties: { pin: { type: 'string', minLength: 4 } }, required: ['pin'] },
      },
    }),
    lines: [
      'Type: object (when `card` is present, also with `address` present, when `debit` is present, also `pin`: string (`minLength: 4`))',
    ],
  },
  propertyNames: {
    type: 'KwPropertyNames',
    schema: object({ propertyNames: { pattern: '^[a-z]+$' } }),
    lines: ['Type: object (keys: string (`pattern: "^[a-z]+$"`))'],
  },
  minProperties: {
    type: 'KwMinProperties',
    schema: object({ minProperties: 1 }),
    lines: ['Type: object (`minProperties: 1`)'],
  },
  maxProperties: {
    type: 'KwMaxProperties',
    schema: object({ maxProperties: 3 }),
    lines: ['Type: object (`maxProperties: 3`)'],
  },
  items: {
    type: 'KwItems',
    schema: object({
      properties: { list: { type: 'array', items: { type: 'string' } }, none: { type: 'array', items: false } },
    }),
    lines: ['| `list` | array of string |', '| `none` | empty array |'],
  },
  prefixItems: {
    type: 'KwPrefixItems',
    schema: object({
      properties: {
        closed: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false, minItems: 2 },
        open: { type: 'array', prefixItems: [{ $ref: '#/types/Payload' }] },
        rest: {
          type: 'array',
          prefixItems: [{ type: 'string' }, object({ properties: { at: { type: 'integer' } } })],
          items: { type: 'boolean' },
        },
      },
    }),
    lines: [
      '| `closed` | tuple \\[string, number\\], then no more items (`minItems: 2`) |',
      '| `open` | tuple \\[[`Payload`](#type-Payload)\\], then any items |',
      '| `rest` | tuple \\[string, object\\], then items of boolean |',
      '| `rest[1].at` | integer | no |',
    ],
  },
  contains: {
    type: 'KwContains',
    schema: object({ properties: { some: { type: 'array', contains: { type: 'string', format: 'uuid' } } } }),
    lines: ['| `some` | array (contains an item matching string, format `uuid`) |'],
  },
  minContains: {
    type: 'KwMinContains',
    schema: object({
      properties: {
        two: { type: 'array', contains: { const: 1 }, minContains: 2 },
        optional: { type: 'array', contains: { const: 1 }, minContains: 0, maxContains: 1 },
      },
    }),
    lines: [
      '| `two` | array (contains at least 2 items matching `1`) |',
      '| `optional` | array (contains at most 1 item matching `1`) |',
    ],
  },
  maxContains: {
    type: 'KwMaxContains',
    schema: object({
      properties: {
        few: { type: 'array', contains: { const: 1 }, maxContains: 3 },
        exact: { type: 'array', contains: { const: 1 }, minContains: 2, maxContains: 2 },
      },
    }),
    lines: [
      '| `few` | array (contains 1 to 3 items matching `1`) |',
      '| `exact` | array (contains exactly 2 items matching `1`) |',
    ],
  },
  minItems: { type: 'KwMinItems', schema: { type: 'array', minItems: 1 }, lines: ['Type: array (`minItems: 1`)'] },
  maxItems: { type: 'KwMaxItems', schema: { type: 'array', maxItems: 2 }, lines: ['Type: array (`maxItems: 2`)'] },
  uniqueItems: {
    type: 'KwUniqueItems',
    schema: { type: 'array', uniqueItems: true },
    lines: ['Type: array (`uniqueItems: true`)'],
  },
  minLength: {
    type: 'KwMinLength',
    schema: { type: 'string', minLength: 1 },
    lines: ['Type: string (`minLength: 1`)'],
  },
  maxLength: {
    type: 'KwMaxLength',
    schema: { type: 'string', maxLength: 9 },
    lines: ['Type: string (`maxLength: 9`)'],
  },
  format: {
    type: 'KwFormat',
    schema: {
      type: ['string', 'null'],
      format: 'date-time',
      maxLength: 64,
      oneOf: [{ type: 'null' }, { format: 'date-time' }],
    },
    lines: [
      'Type: null \\| string, format `date-time` (`maxLength: 64`), and one of the 2 variants below',
      '- **Variant 2**: any (format `date-time`)',
    ],
  },
  requires: {
    type: 'KwRequires',
    schema: { type: 'string', requires: 'ping.echo' },
    lines: ['- **Requires feature**: [`ping.echo`](README.md#feature-ping.echo)'],
  },
  direction: {
    type: 'KwDirection',
    schema: { type: 'string', direction: 'stored' },
    lines: ['- **Direction**: `stored`'],
  },
  maxBytes: { type: 'KwMaxBytes', schema: { type: 'string', maxBytes: 64 }, lines: ['Type: string (`maxBytes: 64`)'] },
  maxEntries: {
    type: 'KwMaxEntries',
    schema: { type: 'object', maxEntries: 8 },
    lines: ['Type: object (`maxEntries: 8`)'],
  },
  maxJsonBytes: {
    type: 'KwMaxJsonBytes',
    schema: { type: 'object', maxJsonBytes: 512 },
    lines: ['Type: object (`maxJsonBytes: 512`)'],
  },
  check: {
    type: 'KwCheck',
    schema: { type: 'array', check: 'uniqueNames', items: object({ properties: { name: { type: 'string' } } }) },
    lines: ['(`check: uniqueNames` — No two items of the array share a name)'],
  },
  pattern: { type: 'KwPattern', schema: { type: 'string', pattern: '^a' }, lines: ['Type: string (`pattern: "^a"`)'] },
  minimum: { type: 'KwMinimum', schema: { type: 'integer', minimum: 0 }, lines: ['Type: integer (`minimum: 0`)'] },
  maximum: { type: 'KwMaximum', schema: { type: 'integer', maximum: 9 }, lines: ['Type: integer (`maximum: 9`)'] },
  exclusiveMinimum: {
    type: 'KwExclusiveMinimum',
    schema: { type: 'number', exclusiveMinimum: 0 },
    lines: ['Type: number (`exclusiveMinimum: 0`)'],
  },
  exclusiveMaximum: {
    type: 'KwExclusiveMaximum',
    schema: { type: 'number', exclusiveMaximum: 1 },
    lines: ['Type: number (`exclusiveMaximum: 1`)'],
  },
  multipleOf: {
    type: 'KwMultipleOf',
    schema: { type: 'number', multipleOf: 0.5 },
    lines: ['Type: number (`multipleOf: 0.5`)'],
  },
  oneOf: {
    type: 'KwOneOf',
    schema: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    lines: ['Type: one of the 2 variants below', '- **Variant 1**: string'],
  },
  anyOf: {
    type: 'KwAnyOf',
    schema: { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
    lines: ['Type: one of the 2 variants below', '- **Variant 2**: boolean'],
  },
  allOf: {
    type: 'KwAllOf',
    schema: { type: 'string', allOf: [{ $ref: '#/types/Payload' }, { maxLength: 4 }] },
    lines: ['Type: string, and all of the 2 parts below', '- **Part 2**: any (`maxLength: 4`)'],
  },
  not: { type: 'KwNot', schema: { not: { const: '' } }, lines: ['Type: not (`""`)'] },
  if: {
    type: 'KwIf',
    schema: object({
      properties: { kind: { enum: ['card', 'cash'] }, number: { type: 'string' } },
      if: { properties: { kind: { const: 'card' } }, required: ['kind'] },
      then: { required: ['number'] },
      else: { properties: { number: { const: '' } } },
    }),
    lines: ['Type: object (if `kind`: `"card"` then with `number` present else `number` (if present): `""`)'],
  },
  then: {
    type: 'KwThen',
    schema: { type: 'string', if: { minLength: 3 }, then: { pattern: '^x', maxLength: 8 } },
    lines: ['Type: string (if `minLength: 3` then (`maxLength: 8`, `pattern: "^x"`))'],
  },
  else: {
    type: 'KwElse',
    schema: { type: 'integer', if: { minimum: 0 }, else: { multipleOf: 2 } },
    lines: ['Type: integer (unless `minimum: 0`, `multipleOf: 2`)'],
  },
};

const isShown = (entry: Entry): entry is Shown => 'type' in entry;

let files: EmittedFile[];
beforeAll(async () => {
  const data = minimalSpecData();
  const types = data['types.yaml']!.types as Record<string, unknown>;
  for (const entry of Object.values(KEYWORDS)) if (isShown(entry)) types[entry.type] = entry.schema;
  // `check` names a check of a part the spec must ask for.
  data['parts.yaml'] = { parts: ['invariants'] } as unknown as (typeof data)[string];
  files = renderReference(await modelOf('/spec', memorySpec(data)));
});

/** A type's section of types.md: from its anchor to the next type's. */
function typeSectionOf(name: string): string {
  const page = files.find((file) => file.path === 'types.md')!.content;
  const start = page.indexOf(`<a id="type-${name}"></a>`);
  expect(start, `types.md has no section for ${name}`).toBeGreaterThan(-1);
  const end = page.indexOf('<a id="type-', start + 1);
  return page.slice(start, end === -1 ? undefined : end);
}

describe('every schema keyword in the reference', () => {
  it('rule: the table accounts for every keyword the spec format admits in a schema, and for nothing else', () => {
    const specMeta = JSON.parse(readFileSync(join(ROOT, 'schema/felan-spec.schema.json'), 'utf8')) as {
      definitions: { schema: { properties: object } };
    };
    expect(Object.keys(KEYWORDS).sort()).toEqual(Object.keys(specMeta.definitions.schema.properties).sort());
  });

  it.each(Object.entries(KEYWORDS).filter((entry): entry is [string, Shown] => isShown(entry[1])))(
    'rule: %s shows in its type section',
    (_keyword, { type, lines }) => {
      const section = typeSectionOf(type);
      for (const line of lines) expect(section, line).toContain(line);
    },
  );

  it('rule: the HTML page says what the Markdown says (a tuple, a pattern, a condition)', () => {
    const html = htmlPage(files);
    expect(html).toContain('tuple [string, number], then no more items (<code>minItems: 2</code>)');
    expect(html).toContain('members matching <code>/^x-/</code>: string');
    expect(html).toContain('if <code>kind</code>: <code>&quot;card&quot;</code> then with <code>number</code> present');
    expect(html).toContain('<p><strong>Short name</strong></p>');
  });

  it('rule: a type without a description is summed up by its title in the list of types', () => {
    const page = files.find((file) => file.path === 'types.md')!.content;
    expect(page).toContain('| [`KwTitle`](#type-KwTitle) | Short name |');
  });
});
