/**
 * The documentation of the exported runtime schema objects (issue 19): left out by default, kept with
 * the project's `schemaDocs: true`. The bundled spec is generated both ways in memory and each package
 * run from its emitted code (bundled by esbuild, as test/differential does): the default objects hold
 * no documentation keyword, the opt-in ones hold every one the spec writes, and nothing else differs —
 * not the other emitted files (types and their doc comments, the interaction kit's model-facing
 * schemas), not what parseSchema accepts, returns or reports.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../generator/host/emitted-file.ts';
import { DEFAULT_PACKAGE_OPTIONS, type PackageOptions } from '../../generator/emit/package-options.ts';
import { DOCUMENTATION_KEYWORDS, withoutDocumentation } from '../../generator/emit/schemas/schema-docs.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { generatePackage } from '../../generator/pipeline.ts';
import { walkSchema } from '../../generator/schema/type-refs.ts';

const SPEC = 'spec/session-protocol';
const SLOW = 120_000;

type Module = Record<string, unknown>;
interface Generated {
  readonly files: readonly EmittedFile[];
  readonly module: Module;
}

/** The package gen makes of the bundled spec with `options`, and its index run from the emitted sources. */
async function generated(options: PackageOptions): Promise<Generated & { model: ProtocolModel }> {
  const result = await generatePackage(nodeFileSystem, SPEC, undefined, options);
  expect(result.value, result.diagnostics.map((entry) => entry.message).join('\n')).toBeDefined();
  const out = mkdtempSync(join(tmpdir(), 'felan-schema-docs-'));
  try {
    for (const file of result.value!.files) {
      mkdirSync(dirname(join(out, file.path)), { recursive: true });
      writeFileSync(join(out, file.path), file.content);
    }
    const esbuild = await import('esbuild');
    await esbuild.build({ entryPoints: [join(out, 'src/index.js')], bundle: true, format: 'esm', platform: 'neutral', outfile: join(out, 'bundle.mjs'), logLevel: 'error' });
    const module = (await import(pathToFileURL(join(out, 'bundle.mjs')).href)) as Module;
    return { files: result.value!.files, module, model: result.value!.model };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Every exported runtime schema: the `<Name>Schema` objects and each entry of OperationSchemas and ResultSchemas. */
function exportedSchemas(module: Module): Map<string, JsonSchema> {
  const schemas = new Map<string, JsonSchema>();
  for (const [name, value] of Object.entries(module)) if (/^[A-Z]\w*Schema$/.test(name) && typeof value === 'object' && value !== null) schemas.set(name, value as JsonSchema);
  for (const table of ['OperationSchemas', 'ResultSchemas']) {
    for (const [op, value] of Object.entries(module[table] as Record<string, JsonSchema>)) schemas.set(`${table}[${op}]`, value);
  }
  return schemas;
}

/** The documentation keywords at schema positions of a schema (its `$defs` aside), as `path keyword`. */
function documentation(schema: JsonSchema): string[] {
  const found: string[] = [];
  walkSchema(schema, [], (node, path) => {
    for (const keyword of DOCUMENTATION_KEYWORDS) if (Object.hasOwn(node, keyword)) found.push(`/${path.join('/')} ${keyword}`);
  });
  return found;
}

/** The same, in the schema and in every definition under its `$defs`. */
function documentationWithDefs(schema: JsonSchema): string[] {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  return [...documentation(schema), ...Object.entries(defs).flatMap(([name, def]) => documentation(def).map((entry) => `$defs/${name}${entry}`))];
}

/** A plain copy of an exported schema without documentation, in it and in each definition under its `$defs`. */
function undocumented(schema: JsonSchema): JsonSchema {
  const { $defs, ...root } = JSON.parse(JSON.stringify(schema)) as JsonSchema;
  const defs = Object.entries(($defs ?? {}) as Record<string, JsonSchema>).map(([name, def]) => [name, withoutDocumentation(def)] as const);
  return { ...withoutDocumentation(root), ...($defs === undefined ? {} : { $defs: Object.fromEntries(defs) }) };
}

/** What parseSchema makes of a value: the value it returns, or the error it throws (name, code, pointer, message). */
function outcome(module: Module, schema: unknown, value: unknown): unknown {
  const parseSchema = module.parseSchema as (schema: unknown, value: unknown) => unknown;
  try {
    return { returned: parseSchema(schema, value) };
  } catch (error) {
    const { name, message, code, pointer } = error as Error & { code?: string; pointer?: string };
    return { threw: { name, message, code, pointer } };
  }
}

let model: ProtocolModel;
let bare: Generated;
let documented: Generated;

beforeAll(async () => {
  const plain = await generated(DEFAULT_PACKAGE_OPTIONS);
  model = plain.model;
  bare = plain;
  documented = await generated({ schemaDocs: true });
}, SLOW);

describe('by default', () => {
  it('the spec documents its schemas, and no exported runtime schema holds that documentation', () => {
    const written = [...model.types.map((type) => type.schema), ...model.operations.flatMap((op) => [op.params, op.result])].flatMap(documentation);
    expect(written.length).toBeGreaterThan(700);
    const schemas = exportedSchemas(bare.module);
    expect(schemas.size).toBe(model.types.length + 2 * model.operations.length);
    for (const [name, schema] of schemas) expect(documentationWithDefs(schema), name).toEqual([]);
  });

  it('keeps members named like documentation keywords, which are data', () => {
    const schemas = exportedSchemas(bare.module);
    const membersNamedDescription = [...schemas.values()].filter((schema) => Object.hasOwn((schema.properties ?? {}) as object, 'description'));
    expect(membersNamedDescription.length).toBeGreaterThan(0);
  });
});

describe('with schemaDocs: true', () => {
  it('each exported schema holds every documentation keyword the spec writes for it, and differs from the default only by them', () => {
    const schemas = exportedSchemas(documented.module);
    const plain = exportedSchemas(bare.module);
    const spec = new Map<string, JsonSchema>([
      ...model.types.map((type) => [`${type.name}Schema`, type.schema] as const),
      ...model.operations.flatMap((op) => [[`OperationSchemas[${op.name}]`, op.params] as const, [`ResultSchemas[${op.name}]`, op.result] as const]),
    ]);
    expect([...schemas.keys()].sort()).toEqual([...spec.keys()].sort());
    for (const [name, schema] of schemas) {
      expect(documentation(schema), name).toEqual(documentation(spec.get(name)!));
      expect(undocumented(schema), name).toEqual(JSON.parse(JSON.stringify(plain.get(name))));
    }
    const prompt = model.types.find((type) => type.name === 'Prompt')!;
    expect((documented.module.PromptSchema as JsonSchema).description).toBe(prompt.schema.description);
  });

  it('changes src/schemas.js and nothing else: types and their doc comments, validators, the interaction kit are the same files', () => {
    const text = (files: readonly EmittedFile[]) => new Map(files.map((file) => [file.path, file.content]));
    const [plain, docs] = [text(bare.files), text(documented.files)];
    expect([...docs.keys()]).toEqual([...plain.keys()]);
    expect([...docs.keys()].filter((path) => docs.get(path) !== plain.get(path))).toEqual(['src/schemas.js']);
    const prompt = model.types.find((type) => type.name === 'Prompt')!;
    expect(plain.get('src/types.d.ts')).toContain(String(prompt.schema.description).slice(0, 60));
  });
});

describe('either way', () => {
  it("the interaction kit's model-facing and input schemas are the same, descriptions included", () => {
    for (const catalog of ['approvalAnswer', 'formAnswer']) {
      const [plain, docs] = [bare.module[catalog], documented.module[catalog]] as { modelJsonSchema: unknown; inputJsonSchema: unknown }[];
      expect(JSON.stringify(plain!.modelJsonSchema), catalog).toContain('"description"');
      expect(plain!.modelJsonSchema, catalog).toEqual(docs!.modelJsonSchema);
      expect(plain!.inputJsonSchema, catalog).toEqual(docs!.inputJsonSchema);
    }
  });

  it('parseSchema accepts, returns and rejects exactly the same, for every example and for values each schema refuses', () => {
    let compared = 0;
    const values = (examples: readonly unknown[]) => [...examples, null, {}, 'x', [1], { unknownMember: true }];
    const check = (name: string, get: (module: Module) => unknown, examples: readonly unknown[]) => {
      for (const value of values(examples)) {
        expect(outcome(bare.module, get(bare.module), value), name).toEqual(outcome(documented.module, get(documented.module), value));
        compared++;
      }
    };
    for (const type of model.types) check(type.name, (module) => module[`${type.name}Schema`], (type.schema.examples as unknown[] | undefined) ?? []);
    for (const op of model.operations) {
      const table = (module: Module, key: string) => (module[key] as Record<string, unknown>)[op.name];
      check(`${op.name} params`, (module) => table(module, 'OperationSchemas'), op.examples.map((example) => example.params));
      check(`${op.name} result`, (module) => table(module, 'ResultSchemas'), op.examples.map((example) => example.result));
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('parseSchema knows each exported schema by identity, and refuses a copy of one', () => {
    const copy = structuredClone(bare.module.PromptSchema);
    expect((outcome(bare.module, copy, 'hello') as { threw?: { name: string } }).threw?.name).toBe('TypeError');
  });
});
