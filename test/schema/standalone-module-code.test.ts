/**
 * The validators' module is Ajv's standalone code, written by standaloneModule (linear) instead of
 * Ajv's own loop (quadratic in the number of exports), from sources the compiler flattens as it goes.
 * Neither may change a byte: the code equals what `ajv/dist/standalone` writes from an Ajv with the
 * same settings and schemas that kept its sources as built.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { describe, expect, it } from 'vitest';
import { compiledSchemas } from '../../generator/emit/validators/validators-emitter.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { createAjv, operationSchemaId, toAjvSchema, typeSchemaId } from '../../generator/schema/ajv-compiler.ts';
import { validatorName, operationTypeName } from '../../generator/schema/naming.ts';
import { StandaloneCompiler, type CompiledSchemas } from '../../generator/schema/standalone-compiler.ts';
import { standaloneModule } from '../../generator/schema/standalone-module.ts';

const SPECS = ['test/fixtures/specs/minimal', 'test/fixtures/specs/kitchen-sink', 'spec/session-protocol'];

/** An Ajv with the generated validators' settings holding `schemas`, and its exports in the compiler's order. */
function plainAjv(schemas: CompiledSchemas) {
  const ajv = createAjv({ standalone: true, allErrors: false });
  const exports: [string, string][] = [];
  for (const [name, schema] of Object.entries(schemas.types)) {
    ajv.addSchema(toAjvSchema(schema, typeSchemaId(name)));
    exports.push([validatorName(name), typeSchemaId(name)]);
  }
  for (const op of schemas.operations) {
    for (const part of ['params', 'result'] as const) {
      ajv.addSchema(toAjvSchema(op[part], operationSchemaId(op.name, part)));
      exports.push([validatorName(operationTypeName(op.name, part, schemas.types)), operationSchemaId(op.name, part)]);
    }
  }
  exports.sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [, id] of exports) ajv.getSchema(id);
  return { ajv, exports: Object.fromEntries(exports) };
}

describe.each(SPECS)('the validators module of %s', (spec) => {
  it('rule: is byte for byte what Ajv standalone writes, from flattened sources and in one pass', async () => {
    const { value: model } = await loadModel(nodeFileSystem, spec);
    const schemas = compiledSchemas(model!);
    const { ajv, exports } = plainAjv(schemas);
    const expected = standaloneCode.default(ajv, exports);
    expect(standaloneModule(ajv, exports)).toBe(expected);
    expect(new StandaloneCompiler(schemas).standalone().code).toBe(expected);
  });
});

describe('standaloneModule on recursion', () => {
  it("rule: types that refer to themselves and to each other (Ajv's wrapper references) are written as Ajv writes them", () => {
    const types = {
      Tree: {
        type: 'object',
        properties: { forest: { $ref: '#/types/Forest' }, parent: { $ref: '#/types/Tree' } },
        additionalProperties: false,
      },
      Forest: {
        type: 'object',
        properties: { trees: { type: 'array', items: { $ref: '#/types/Tree' } }, next: { $ref: '#/types/Forest' } },
      },
    };
    const schemas: CompiledSchemas = {
      types,
      operations: [{ name: 'grow', params: { $ref: '#/types/Forest' }, result: { $ref: '#/types/Tree' } }],
    };
    const { ajv, exports } = plainAjv(schemas);
    const code = standaloneModule(ajv, exports);
    expect(code, 'mutual recursion goes through a wrapper').toMatch(/^const wrapper\d+ = \{validate: validate\d+\};$/m);
    expect(code).toBe(standaloneCode.default(ajv, exports));
    expect(code.match(/^function validate\d+\(/gm)?.length, 'each function once').toBe(
      new Set(code.match(/^function validate\d+/gm)).size,
    );
  });

  it('rule: a wrapper to a function written later (compiled in another order than exported) is written as Ajv writes it', () => {
    const ajv = createAjv({ standalone: true, allErrors: false });
    ajv.addSchema(
      toAjvSchema({ type: 'object', properties: { tree: { $ref: '#/types/Tree' } } }, typeSchemaId('Forest')),
    );
    ajv.addSchema(
      toAjvSchema({ type: 'object', properties: { forest: { $ref: '#/types/Forest' } } }, typeSchemaId('Tree')),
    );
    ajv.getSchema(typeSchemaId('Tree'));
    const exports = { validateForest: typeSchemaId('Forest'), validateTree: typeSchemaId('Tree') };
    const code = standaloneModule(ajv, exports);
    expect(code, 'the wrapper, then the code of the function it wraps').toMatch(
      /^const wrapper\d+ = \{validate: validate\d+\};\nconst schema\d+ = /m,
    );
    expect(code).toBe(standaloneCode.default(ajv, exports));
  });

  it('rule: an Ajv that keeps no source is refused with a message, not a TypeError', () => {
    const ajv = createAjv({ standalone: false, allErrors: false });
    expect(() => standaloneModule(ajv, {})).toThrow(/code\.source/);
  });
});
