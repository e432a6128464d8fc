/**
 * gen and check compile a spec's schemas once: the examples check validates with the standalone
 * compiler the validators emitter then writes the package's validators from. Sharing must never
 * change a byte of the validators nor a diagnostic: the code equals a fresh compile's, and a bad
 * example is reported exactly as the every-error validators of `validate` report it.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StandaloneValidators } from '../../generator/check/standalone-validators.ts';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { compileStandalone, compiledSchemas } from '../../generator/emit/validators/validators-emitter.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadCheckedSpec, loadModel } from '../../generator/pipeline.ts';
import { typeSchemaId } from '../../generator/schema/ajv-compiler.ts';
import { StandaloneCompiler } from '../../generator/schema/standalone-compiler.ts';

const SPECS = ['test/fixtures/specs/minimal', 'test/fixtures/specs/kitchen-sink', 'spec/session-protocol'];
const BAD_EXAMPLES = readdirSync('test/fixtures/bad-specs')
  .filter((name) => name.includes('example'))
  .map((name) => `test/fixtures/bad-specs/${name}`);

describe.each(SPECS)('the standalone compiler of %s', (spec) => {
  it('rule: the compiler the examples check used is reused, and writes exactly the code a fresh one writes', async () => {
    const validators = new StandaloneValidators();
    const { value: model } = await loadModel(nodeFileSystem, spec, undefined, validators);
    expect(validators.compiler, 'the examples check made a compiler').toBeDefined();
    expect(validators.compiler!.compiles(compiledSchemas(model!))).toBe(true);
    expect(compileStandalone(model!, validators.compiler).code).toBe(compileStandalone(model!).code);
  });
});

describe('a compiler is reused only for its own schemas', () => {
  it('rule: one schema changed, added or removed makes compiles() false', async () => {
    const { value: model } = await loadModel(nodeFileSystem, 'test/fixtures/specs/minimal');
    const schemas = compiledSchemas(model!);
    const compiler = new StandaloneCompiler(schemas);
    expect(compiler.compiles(schemas)).toBe(true);
    const [first, ...rest] = Object.keys(schemas.types);
    expect(compiler.compiles({ ...schemas, types: { ...schemas.types, [first!]: { type: 'null' } } })).toBe(false);
    expect(
      compiler.compiles({ ...schemas, types: Object.fromEntries(rest.map((name) => [name, schemas.types[name]!])) }),
    ).toBe(false);
    expect(compiler.compiles({ ...schemas, types: { ...schemas.types, Added: { type: 'null' } } })).toBe(false);
    expect(compiler.compiles({ ...schemas, operations: schemas.operations.slice(1) })).toBe(false);
  });
});

describe('a compiler that wrote its standalone code', () => {
  it('rule: holds no validators any more (its Ajv is let go): it is not reused and says so when asked', async () => {
    const { value: model } = await loadModel(nodeFileSystem, 'test/fixtures/specs/minimal');
    const schemas = compiledSchemas(model!);
    const compiler = new StandaloneCompiler(schemas);
    const [name] = Object.keys(schemas.types);
    expect(compiler.validator(typeSchemaId(name!))).toBeTypeOf('function');
    compiler.standalone();
    expect(compiler.compiles(schemas)).toBe(false);
    expect(() => compiler.validator(typeSchemaId(name!))).toThrow(/was written/);
    expect(() => compiler.standalone()).toThrow(/was written/);
  });
});

describe.each(BAD_EXAMPLES)('the bad example of %s', (spec) => {
  it('rule: is reported with the same diagnostics as by the every-error validators of validate', async () => {
    const alone = await loadCheckedSpec(nodeFileSystem, spec);
    const shared = await loadCheckedSpec(nodeFileSystem, spec, new StandaloneValidators());
    expect(alone.diagnostics.length).toBeGreaterThan(0);
    expect(shared.diagnostics.map(formatDiagnostic)).toEqual(alone.diagnostics.map(formatDiagnostic));
  });
});
