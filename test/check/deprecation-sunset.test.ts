/**
 * `sunset` where a spec may say it — on a deprecated operation, and beside `deprecated: true` at the
 * top of a named type, on a property, on a union variant, beside a `$ref` and in an interaction
 * field — passes every check and reaches what the package says of deprecation: the catalog, the
 * doc comments of the TypeScript types and the runtime schema objects. It constrains nothing. The
 * misuses are bad-spec cases (test/fixtures/bad-specs/sunset-*).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { asRecord } from '../support/generate.ts';
import { memorySpec, minimalSpecData } from '../docs/reference-support.ts';

const RETIRING = {
  description: 'A shape on its way out.',
  deprecated: true,
  sunset: '2.0.0',
  type: 'object',
  properties: {
    old: { type: 'string', description: 'The old name.', deprecated: true, sunset: '1.4.0' },
    body: { $ref: '#/types/Payload', deprecated: true, sunset: '1.5.0' },
    kind: { oneOf: [{ const: 'kept' }, { const: 'dropped', deprecated: true, sunset: '1.6.0' }] },
  },
};

let files: Record<string, string>;
let diagnostics: string[];
beforeAll(async () => {
  const data = minimalSpecData();
  const ping = (data['operations.yaml']!.operations as Record<string, Record<string, unknown>>).ping!;
  Object.assign(ping, { status: 'deprecated', sunset: '1.3.0' });
  (data['types.yaml']!.types as Record<string, unknown>).Retiring = RETIRING;
  data['interactions.yaml'] = {
    interactions: {
      notes: {
        description: 'Notes, one field on its way out.',
        commandField: 'type',
        // The strict dialect refuses every keyword it does not list: sunset is an annotation it drops.
        modelSchemaDialect: 'strict',
        commands: {
          add: {
            category: 'action',
            description: 'Add a note',
            fields: { text: { jsonSchema: { type: 'string', deprecated: true, sunset: '1.7.0' } } },
          },
        },
      },
    },
  };
  const result = await generatePackage(memorySpec(data), '/spec');
  diagnostics = result.diagnostics.map(formatDiagnostic);
  files = asRecord(result.value?.files ?? []);
});

describe('sunset through gen', () => {
  it("rule: beside a deprecation, after the operation's since, it passes every check, with no warning", () => {
    expect(diagnostics).toEqual([]);
  });

  it('rule: the catalog entry of a deprecated operation carries its sunset; an operation without one carries none', () => {
    const catalog = files['src/catalog.d.ts']!;
    const entry = (op: string) =>
      catalog.slice(catalog.indexOf(`readonly ${op}: {`), catalog.indexOf('};', catalog.indexOf(`readonly ${op}: {`)));
    expect(entry('ping')).toContain("readonly sunset: '1.3.0';");
    expect(entry("'ping.echo'")).not.toContain('sunset');
  });

  it('rule: the TypeScript types say from which version a deprecated type or member may be removed', () => {
    const types = files['src/types.d.ts']!;
    expect(types).toMatch(
      / \* A shape on its way out\.\n \*\n \* @deprecated May be removed from version 2\.0\.0\.\n \*\/\nexport interface Retiring \{/,
    );
    expect(types).toMatch(
      / {2}\/\*\*\n {3}\* The old name\.\n {3}\*\n {3}\* @deprecated May be removed from version 1\.4\.0\.\n {3}\*\/\n {2}old\?: string;/,
    );
    expect(types).toMatch(/@deprecated May be removed from version 1\.5\.0\.\n {3}\*\/\n {2}body\?: Payload;/);
  });

  it('rule: the runtime schema objects keep it beside deprecated, as the annotations a program acts on', () => {
    const schemas = files['src/schemas.js']!;
    for (const version of ['2.0.0', '1.4.0', '1.5.0', '1.6.0']) expect(schemas).toContain(`sunset: '${version}'`);
  });
});
