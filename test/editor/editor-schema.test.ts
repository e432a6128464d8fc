/**
 * The editor schema as data (generator/editor-schema): every name place of the table is still in the
 * meta-schema, the file is a valid draft-07 schema with no path or time in it, the same spec gives
 * the same bytes, and each bundled spec's files — checked one by one, as an editor checks them —
 * pass their own editor schema while a name the spec does not declare fails at its place.
 * language-server.test.ts shows the same in a real yaml-language-server.
 */
import { Ajv } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };
import { NAME_PLACES } from '../../generator/editor-schema/name-places.ts';
import { EDITOR_SCHEMA_COMMENT, renderEditorSchema } from '../../generator/editor-schema/render-editor-schema.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { ROOT } from '../support/cli-process.ts';

const model = async (spec: string): Promise<ProtocolModel> => {
  const loaded = await loadModel(nodeFileSystem, join(ROOT, spec));
  if (loaded.value === undefined) throw new Error(`${spec} does not load`);
  return loaded.value;
};

/** The value at a JSON Pointer (no `*`): undefined when the path stops. */
function at(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, segment) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined,
      value,
    );
}

/** An Ajv that knows yaml-language-server's annotation keywords, as the editor reads them. */
function editorValidator(schema: object) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const keyword of ['markdownEnumDescriptions', 'errorMessage'])
    ajv.addKeyword({ keyword, schemaType: ['array', 'string'] });
  return ajv.compile(schema);
}

describe('the editor schema', () => {
  it('replaces every name place of the table with the meta-schema node and a reference to the declared names', async () => {
    const schema = JSON.parse(renderEditorSchema(await model('spec/session-protocol'))) as Record<string, unknown>;
    for (const place of NAME_PLACES) {
      const pointers = place.at.endsWith('/*')
        ? Object.keys(at(metaSchema, place.at.slice(0, -2)) as object).map((key) => `${place.at.slice(0, -1)}${key}`)
        : [place.at];
      for (const pointer of pointers) {
        expect(at(schema, pointer), pointer).toEqual({
          ...(typeof (at(metaSchema, pointer) as { description?: unknown }).description === 'string'
            ? { description: (at(metaSchema, pointer) as { description: string }).description }
            : {}),
          allOf: [at(metaSchema, pointer), { $ref: `#/definitions/${place.vocabulary.definition}` }],
        });
      }
    }
    expect(schema).toMatchObject({ $schema: metaSchema.$schema, $comment: EDITOR_SCHEMA_COMMENT });
    expect(schema).not.toHaveProperty('$id');
  });

  it('is a valid draft-07 schema, the same bytes on every run, with no path in it', async () => {
    const rpc = await model('spec/tasks-rpc');
    const text = renderEditorSchema(rpc);
    expect(renderEditorSchema(await model('spec/tasks-rpc'))).toBe(text);
    const ajv = new Ajv({ strict: false });
    expect(ajv.validateSchema(JSON.parse(text)), JSON.stringify(ajv.errors)).toBe(true);
    expect(text).not.toContain(ROOT);
    expect(text).not.toContain(tmpdir());
  });

  it('lists the names sorted, each with its description, and says what a wrong one is', async () => {
    const schema = JSON.parse(renderEditorSchema(await model('spec/session-protocol'))) as {
      definitions: Record<string, { enum: string[]; markdownEnumDescriptions: string[]; errorMessage: string }>;
    };
    const scopes = schema.definitions.declaredScopes!;
    expect(scopes.enum).toEqual(['host', 'root', 'session']);
    expect(scopes.markdownEnumDescriptions[0]).toMatch(
      /^The request addresses the host as a whole\..* \(target: forbidden\)$/s,
    );
    expect(scopes.errorMessage).toMatch(
      /^Not a scope declared under protocol\.scopes \(host, root, session\)\. A name declared since the last `felan-protocol gen`/,
    );
    const refs = schema.definitions.declaredTypeRefs!;
    expect(refs.enum).toEqual([...refs.enum].sort());
    expect(refs.enum.every((ref) => /^#\/types\/[A-Z]\w*$/.test(ref))).toBe(true);
    expect(refs.errorMessage).toMatch(/^Not a type declared under types \(\d+ of them, which completion lists\)/);
  });

  it('says a vocabulary the spec leaves empty has nothing to name', async () => {
    const featureless: ProtocolModel = { ...(await model('test/fixtures/specs/minimal')), features: [] };
    const schema = JSON.parse(renderEditorSchema(featureless)) as { definitions: { declaredFeatures: object } };
    expect(schema.definitions.declaredFeatures).toEqual({
      type: 'string',
      pattern: '(?!)',
      errorMessage: 'No feature is declared under features yet: declare one there, then run `felan-protocol gen`.',
    });
    const validate = editorValidator(schema);
    expect(validate({ operations: { 'a.b': { requires: 'any.feature' } } })).toBe(false);
    expect(validate.errors?.map((error) => `${error.instancePath} ${error.keyword}`)).toContain(
      '/operations/a.b/requires pattern',
    );
  });

  it('names a place the meta-schema no longer has', async () => {
    const { definitions, ...rest } = metaSchema;
    const { operation: _operation, ...others } = definitions;
    const minimal = await model('test/fixtures/specs/minimal');
    expect(() => renderEditorSchema(minimal, { ...rest, definitions: others })).toThrow(
      /editor schema: the meta-schema has no \/definitions\/operation\/properties\/group; update its entry in generator\/editor-schema\/name-places\.ts/,
    );
  });

  describe.each(['spec/session-protocol', 'spec/tasks-rpc'])('%s, file by file as an editor checks it', (spec) => {
    it('passes its editor schema; a scope, a type reference or an error code it does not declare fails at its place', async () => {
      const validate = editorValidator(JSON.parse(renderEditorSchema(await model(spec))) as object);
      const folder = join(ROOT, spec);
      const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.yaml'));
      expect(files.length).toBeGreaterThan(3);
      for (const path of files) {
        const ok = validate(parse(readFileSync(join(folder, path), 'utf8')));
        expect(ok, `${relative(ROOT, join(folder, path))}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      }
      const wrong = {
        operations: { 'x.y': { scope: 'nowhere', params: { $ref: '#/types/Missing' } } },
        framing: { codes: { invalid: 'no_such_code' } },
      };
      expect(validate(wrong)).toBe(false);
      const failed = new Set(
        (validate.errors ?? []).filter((error) => error.keyword === 'enum').map((error) => error.instancePath),
      );
      expect([...failed].sort()).toEqual([
        '/framing/codes/invalid',
        '/operations/x.y/params/$ref',
        '/operations/x.y/scope',
      ]);
    });
  });
});
