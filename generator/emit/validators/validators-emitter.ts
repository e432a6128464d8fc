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
 * src/validators.js and its declarations: Ajv standalone code, one small validator per named type and
 * per operation's params and result (dispatch by op name lives in operation-validators.ts; there is
 * no oneOf over operations). Ajv writes JavaScript, so the package carries it as JavaScript, copied
 * into dist/ as is: compiling it as TypeScript only re-printed megabytes. Imports only the package's
 * runtime modules; no eval or new Function at run time. Warns about a validator too large for V8 to
 * optimize.
 */
export const validatorsEmitter: Emitter = {
  name: 'validators',
  dependencies: ['runtime'],
  emit({ model }) {
    const { code: ajvCode, exportNames, exportedAs } = compileStandalone(model);
    const slim = slimStandalone(ajvCode);
    const code = replaceRuntimeRequires(slim.code);
    if (/\bnew Function\b|\beval\(/.test(code)) throw new Error('generated validators would evaluate code at run time');
    const diagnostics = slim.sizes
      .filter((size) => size.estimatedBytecode > V8_MAX_OPTIMIZED_BYTECODE)
      .map((size) => {
        const name = size.schemaId === undefined ? undefined : exportedAs.get(size.schemaId);
        return diagnostic('validator-too-large', {
          function: name === undefined ? size.name : `${name} (${size.name} in validators.js)`,
          schema: size.schemaId ?? 'a schema without $id',
          size: size.estimatedBytecode,
          limit: V8_MAX_OPTIMIZED_BYTECODE,
        });
      });
    return {
      files: [
        { path: 'src/validators.js', content: [GENERATED_HEADER, code.trim(), ''].join('\n') },
        { path: 'src/validators.d.ts', content: declarations(code, exportNames) },
      ],
      exports: [{ module: './validators.js', values: exportNames, types: [] }],
      diagnostics,
    };
  },
};

/**
 * validators.d.ts: each export a predicate (`errors` is read through operation-validators.ts), in
 * Ajv's export order. Throws unless Ajv's code exports exactly these names (`export const validateX = validate21;`).
 */
function declarations(code: string, exportNames: readonly string[]): string {
  const exported = [...code.matchAll(/^export const (\w+) = \w+;$/gm)].map((match) => match[1]!);
  if (exported.length !== exportNames.length || exportNames.some((name) => !exported.includes(name))) {
    throw new Error(`expected Ajv's standalone code to export ${exportNames.length} validators, found ${exported.length}`);
  }
  return [GENERATED_HEADER, ...exported.map((name) => `export declare const ${name}: (data: unknown) => boolean;`), ''].join('\n');
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
