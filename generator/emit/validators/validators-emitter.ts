import standaloneCode from 'ajv/dist/standalone/index.js';
import { diagnostic } from '../../diagnostics/diagnostic.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { addNamedTypes, createAjv, operationSchemaId, toAjvSchema, typeSchemaId } from '../../schema/ajv-compiler.ts';
import { validatorName } from '../../schema/naming.ts';
import { GENERATED_HEADER, type Emitter } from '../emitter.ts';
import { V8_MAX_OPTIMIZED_BYTECODE } from './function-size.ts';
import { replaceRuntimeRequires } from './runtime-imports.ts';
import { slimStandalone } from './slim-standalone.ts';

/**
 * src/validators.ts: Ajv standalone code, one small validator per named type and per operation's
 * params and result (dispatch by op name lives in operation-validators.ts; there is no oneOf over
 * operations). Imports only the package's runtime modules; no eval or new Function at run time.
 * Warns about a validator too large for V8 to optimize.
 */
export const validatorsEmitter: Emitter = {
  name: 'validators',
  dependencies: ['runtime'],
  emit({ model }) {
    const { code: ajvCode, exportNames, exportedAs } = compileStandalone(model);
    const slim = slimStandalone(ajvCode);
    const code = typedExports(replaceRuntimeRequires(slim.code), exportNames.length);
    if (/\bnew Function\b|\beval\(/.test(code)) throw new Error('generated validators would evaluate code at run time');
    const content = [GENERATED_HEADER, '// @ts-nocheck: Ajv standalone output; typed by operation-validators.ts', code.trim(), ''].join('\n');
    const diagnostics = slim.sizes
      .filter((size) => size.estimatedBytecode > V8_MAX_OPTIMIZED_BYTECODE)
      .map((size) => {
        const name = size.schemaId === undefined ? undefined : exportedAs.get(size.schemaId);
        return diagnostic('validator-too-large', {
          function: name === undefined ? size.name : `${name} (${size.name} in validators.ts)`,
          schema: size.schemaId ?? 'a schema without $id',
          size: size.estimatedBytecode,
          limit: V8_MAX_OPTIMIZED_BYTECODE,
        });
      });
    return {
      files: [{ path: 'src/validators.ts', content }],
      exports: [{ module: './validators.js', values: exportNames, types: [] }],
      diagnostics,
    };
  },
};

/** The type every export of validators.ts is declared with: a predicate (`errors` is read through operation-validators.ts). */
const EXPORT_TYPE = '(data: unknown) => boolean';

/**
 * Ajv's exports (`export const validateX = validate21;`) with their type written out, so the module's
 * declarations need nothing but its own text (isolatedDeclarations: build/compile-package.ts builds it
 * file by file). Throws unless it finds exactly `count` of them.
 */
function typedExports(code: string, count: number): string {
  let found = 0;
  const typed = code.replace(/^export const (\w+) = (\w+);$/gm, (_, name: string, target: string) => {
    found++;
    return `export const ${name}: ${EXPORT_TYPE} = ${target};`;
  });
  if (found !== count) throw new Error(`expected ${count} exports in Ajv's standalone code, found ${found}`);
  return typed;
}

/**
 * Every validator of the model as Ajv's standalone code (ESM exports, `require` lines for its
 * helpers), its export names in order, and the export name of each schema $id.
 */
export function compileStandalone(model: ProtocolModel): {
  readonly code: string;
  readonly exportNames: readonly string[];
  readonly exportedAs: ReadonlyMap<string, string>;
} {
  const ajv = createAjv({ standalone: true, allErrors: false });
  addNamedTypes(ajv, Object.fromEntries(model.types.map((type) => [type.name, type.schema])));
  const exported: Record<string, string> = {};
  for (const type of model.types) exported[validatorName(type.name)] = typeSchemaId(type.name);
  for (const op of model.operations) {
    for (const part of ['params', 'result'] as const) {
      const id = operationSchemaId(op.name, part);
      ajv.addSchema(toAjvSchema(op[part], id));
      exported[validatorName(part === 'params' ? op.paramsTypeName : op.resultTypeName)] = id;
    }
  }
  for (const catalog of model.interactions) {
    for (const command of catalog.commands) {
      const id = `felan:interactions/${catalog.name}/${command.id}`;
      ajv.addSchema(toAjvSchema(command.inputSchema, id));
      exported[validatorName(command.typeName)] = id;
    }
  }
  // Export order fixes the order functions are compiled and numbered in: sort it.
  const mapping = Object.fromEntries(Object.entries(exported).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    code: standaloneCode.default(ajv, mapping),
    exportNames: Object.keys(mapping),
    exportedAs: new Map(Object.entries(mapping).map(([name, id]) => [id, name])),
  };
}
