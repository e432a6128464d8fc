/**
 * The 2020-12 keywords the spec format admits since issue 18 (format, patternProperties,
 * prefixItems and items: false, contains with minContains/maxContains, dependentRequired,
 * dependentSchemas, if/then/else, title) through `felan-protocol schema`: a small spec using each
 * renders a bundle that is valid against the official meta-schema and the dialect, carries every
 * keyword where the spec put it (its references aimed at resource `$id`s), and, compiled by Ajv 2020
 * set up from the published dialect alone (felan-ajv.ts, formats asserted), judges values as JSON
 * Schema 2020-12 says.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { DIALECT_ID } from '../../generator/json-schema-bundle/bundle-uris.ts';
import { renderSchemaBundle } from '../../generator/json-schema-bundle/render-bundle.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { SPEC_FORMATS } from '../differential/support/reference-formats.ts';
import { ROOT, schemaNodes, type Schema } from './bundle-under-test.ts';
import { felanAjv } from './felan-ajv.ts';

/** One named type per keyword (or two that go together), beside the minimal spec's Payload and Stamp. */
const TYPES: Record<string, Schema> = {
  Formats: {
    type: 'object',
    properties: {
      at: { type: 'string', format: 'date-time' },
      site: { type: 'string', format: 'iri' },
      id: { type: 'string', format: 'uuid' },
      host: { type: 'string', format: 'hostname' },
    },
  },
  Tuple: { type: 'array', prefixItems: [{ type: 'string' }, { $ref: '#/types/Payload' }], items: false, minItems: 1 },
  Counted: {
    type: 'array',
    items: { type: 'integer' },
    contains: { type: 'integer', minimum: 10 },
    minContains: 2,
    maxContains: 3,
  },
  Extensions: {
    type: 'object',
    properties: { name: { type: 'string' } },
    patternProperties: { '^x-': { $ref: '#/types/Payload' } },
    additionalProperties: false,
  },
  Dependent: {
    type: 'object',
    properties: { card: { type: 'string' }, address: { type: 'string' }, pin: { type: 'string' } },
    dependentRequired: { card: ['address'] },
    dependentSchemas: { pin: { properties: { card: { $ref: '#/types/Payload' } }, required: ['card'] } },
  },
  Conditional: {
    type: 'object',
    properties: { kind: { enum: ['card', 'cash'] }, number: { type: 'string' } },
    required: ['kind'],
    if: { properties: { kind: { const: 'card' } } },
    then: { required: ['number'] },
    else: { not: { required: ['number'] } },
  },
  Titled: { title: 'A named thing', type: 'object', properties: { f: { title: 'Field', type: 'string' } } },
  // The contract vocabulary's sunset, which the bundled spec has no occasion to use (keywords.test.ts).
  Retiring: {
    deprecated: true,
    sunset: '2.0.0',
    type: 'object',
    properties: {
      old: { type: 'string', deprecated: true, sunset: '1.5.0' },
      kind: { oneOf: [{ const: 'a' }, { const: 'b', deprecated: true, sunset: '1.4.0' }] },
    },
  },
};

/** [definition, value, valid]: what JSON Schema 2020-12 says of each, keyword by keyword. */
const CASES: readonly (readonly [string, unknown, boolean])[] = [
  [
    'Formats',
    {
      at: '2025-12-01T10:00:00Z',
      site: 'https://例え.jp/パス',
      id: '2eb8aa08-aa98-11ea-b4aa-73b441d16380',
      host: 'example.com',
    },
    true,
  ],
  ['Formats', { at: '2025-12-01 10:00' }, false],
  ['Formats', { at: '2025-02-30T10:00:00Z' }, false],
  ['Formats', { site: '//no-scheme' }, false],
  ['Formats', { id: '2eb8aa08-aa98-11ea-b4aa-73b441d1638' }, false],
  ['Formats', { host: '-leading-hyphen.example' }, false],
  ['Tuple', ['a'], true],
  ['Tuple', ['a', 'payload'], true],
  ['Tuple', ['a', 'payload', 'more'], false],
  ['Tuple', [1], false],
  ['Tuple', ['a', 'x'.repeat(1025)], false], // Payload's maxBytes, reached through prefixItems' $ref
  ['Tuple', [], false],
  ['Counted', [10, 11], true],
  ['Counted', [10, 11, 12, 1], true],
  ['Counted', [10, 1], false],
  ['Counted', [10, 11, 12, 13], false],
  ['Extensions', { name: 'n', 'x-a': 'payload' }, true],
  ['Extensions', { 'x-a': 'x'.repeat(1025) }, false],
  ['Extensions', { other: 1 }, false],
  ['Dependent', { card: 'c', address: 'a' }, true],
  ['Dependent', { card: 'c' }, false],
  ['Dependent', { pin: '1', card: 'c', address: 'a' }, true],
  ['Dependent', { pin: '1' }, false],
  ['Conditional', { kind: 'card', number: '4111' }, true],
  ['Conditional', { kind: 'card' }, false],
  ['Conditional', { kind: 'cash' }, true],
  ['Conditional', { kind: 'cash', number: '4111' }, false],
  ['Titled', { f: 'x' }, true],
  // A sunset constrains nothing: deprecated members are still valid.
  ['Retiring', { old: 'x', kind: 'b' }, true],
];

const minimalDir = join(ROOT, 'test/fixtures/specs/minimal');

async function renderBundle(): Promise<Schema & { $defs: Record<string, Schema> }> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(minimalDir).filter((entry) => /\.ya?ml$/.test(entry))) {
    const data = parse(readFileSync(join(minimalDir, name), 'utf8')) as Record<string, Record<string, unknown>>;
    if (name === 'types.yaml') Object.assign(data.types!, TYPES);
    files[`/spec/${name}`] =
      `# yaml-language-server: $schema=felan-spec.schema.json\n${stringify(data, { lineWidth: 0 })}`;
  }
  const loaded = await loadModel(new MemoryFileSystem(files), '/spec');
  expect(loaded.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
  return JSON.parse(renderSchemaBundle(loaded.value!).content) as Schema & { $defs: Record<string, Schema> };
}

let bundle: Schema & { $defs: Record<string, Schema> };
beforeAll(async () => {
  bundle = await renderBundle();
});

const errorsOf = (errors: readonly { instancePath: string; message?: string }[] | null | undefined) =>
  (errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message ?? ''}`);

describe('the 2020-12 keywords through the JSON Schema bundle', () => {
  it('rule: the bundle is valid against the official 2020-12 meta-schema and against the felan dialect', () => {
    const official = new Ajv2020({ strict: false });
    expect(
      official.validate('https://json-schema.org/draft/2020-12/schema', bundle),
      errorsOf(official.errors).join('\n'),
    ).toBe(true);
    const ajv = felanAjv({ allErrors: true });
    expect(ajv.validate(DIALECT_ID, bundle), errorsOf(ajv.errors).join('\n')).toBe(true);
  });

  it('rule: every keyword stays where the spec put it, and each $ref in its sub-schemas names a resource of the bundle', () => {
    const defs = bundle.$defs;
    const payloadId = defs.Payload!.$id;
    expect(defs.Formats!.properties).toMatchObject({ at: { format: 'date-time' }, site: { format: 'iri' } });
    expect(defs.Tuple).toMatchObject({ items: false, prefixItems: [{ type: 'string' }, { $ref: payloadId }] });
    expect(defs.Counted).toMatchObject({ contains: { minimum: 10 }, minContains: 2, maxContains: 3 });
    expect(defs.Extensions).toMatchObject({ patternProperties: { '^x-': { $ref: payloadId } } });
    expect(defs.Dependent).toMatchObject({
      dependentRequired: { card: ['address'] },
      dependentSchemas: { pin: { properties: { card: { $ref: payloadId } } } },
    });
    expect(defs.Conditional).toMatchObject({
      if: { properties: { kind: { const: 'card' } } },
      then: { required: ['number'] },
      else: { not: { required: ['number'] } },
    });
    const ids = new Set(Object.values(defs).map((def) => def.$id));
    const refs = Object.values(defs).flatMap((def) =>
      schemaNodes(def).flatMap(({ node }) => (typeof node.$ref === 'string' ? [node.$ref] : [])),
    );
    expect(refs.filter((ref) => !ids.has(ref))).toEqual([]);
  });

  it('rule: sunset stays beside deprecated where the spec put it: a definition, a property, a union variant', () => {
    expect(bundle.$defs.Retiring).toMatchObject({
      deprecated: true,
      sunset: '2.0.0',
      properties: {
        old: { deprecated: true, sunset: '1.5.0' },
        kind: { oneOf: [{ const: 'a' }, { sunset: '1.4.0' }] },
      },
    });
  });

  it("rule: a nested title is kept; a definition's own title is its TypeScript name, what a generator reading the bundle names it", () => {
    expect(bundle.$defs.Titled!.title).toBe('Titled');
    expect((bundle.$defs.Titled!.properties as Record<string, Schema>).f!.title).toBe('Field');
  });

  it('rule: compiled by Ajv 2020 from the published dialect (formats asserted), each definition gives the 2020-12 verdict', () => {
    const ajv = felanAjv();
    ajv.addSchema(bundle as object);
    const wrong = CASES.filter(
      ([name, value, valid]) => ajv.getSchema(bundle.$defs[name]!.$id as string)!(value) !== valid,
    ).map(
      ([name, value, valid]) =>
        `${name} ${JSON.stringify(value).slice(0, 60)}: expected ${valid ? 'valid' : 'invalid'}`,
    );
    expect(wrong).toEqual([]);
    // Not vacuous: every new definition has a valid and an invalid case, save the title and the sunset, which constrain nothing.
    for (const name of Object.keys(TYPES).filter((type) => type !== 'Titled' && type !== 'Retiring'))
      expect(new Set(CASES.filter(([def]) => def === name).map(([, , valid]) => valid)), name).toEqual(
        new Set([true, false]),
      );
  });

  it('rule: every format the bundle names is one the dialect README lists (the formats a consumer must implement)', () => {
    const readme = readFileSync(join(ROOT, 'schema/vocabulary/README.md'), 'utf8');
    const listed = SPEC_FORMATS.filter((name) => readme.includes(`\`${name}\``));
    expect(listed).toEqual(SPEC_FORMATS);
    const used = new Set(
      Object.values(bundle.$defs).flatMap((def) =>
        schemaNodes(def).flatMap(({ node }) => (typeof node.format === 'string' ? [node.format] : [])),
      ),
    );
    expect([...used].filter((name) => !SPEC_FORMATS.includes(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(0);
  });
});
