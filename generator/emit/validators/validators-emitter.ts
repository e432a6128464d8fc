import { diagnostic } from '../../diagnostics/diagnostic.ts';
import { releaseGarbage } from '../../host/release-garbage.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { StandaloneCompiler, type CompiledSchemas } from '../../schema/standalone-compiler.ts';
import { validatorName } from '../../schema/naming.ts';
import { GENERATED_HEADER, type Emitter } from '../emitter.ts';
import { V8_MAX_OPTIMIZED_BYTECODE } from './function-size.ts';
import { replaceRuntimeRequires } from './runtime-imports.ts';
import { slimStandalone } from './slim-standalone.ts';

/**
 * src/validators.js and its declarations: Ajv standalone code, one small validator per named type and
 * per operation's params and result (dispatch by op name lives in operation-validators.js; there is
 * no oneOf over operations). Ajv writes JavaScript, so the package carries it as JavaScript, copied
 * into dist/ as is: compiling it as TypeScript only re-printed megabytes. Imports only the package's
 * runtime modules; no eval or new Function at run time. Warns about a validator too large for V8 to
 * optimize.
 */
export const validatorsEmitter: Emitter = {
  name: 'validators',
  dependencies: ['runtime'],
  emit({ model, compiled }) {
    const { code: ajvCode, exportNames, exportedAs } = compileStandalone(model, compiled);
    releaseGarbage(); // the compiler let its Ajv go
    const slim = slimStandalone(ajvCode);
    releaseGarbage(); // the scan, and Ajv's code once the edited copy is made
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
 * validators.d.ts: each export a predicate (`errors` is read through operation-validators.js), in
 * Ajv's export order. Throws unless Ajv's code exports exactly these names (`export const validateX = validate21;`).
 */
function declarations(code: string, exportNames: readonly string[]): string {
  const exported = [...code.matchAll(/^export const (\w+) = \w+;$/gm)].map((match) => match[1]!);
  if (exported.length !== exportNames.length || exportNames.some((name) => !exported.includes(name))) {
    throw new Error(
      `expected Ajv's standalone code to export ${exportNames.length} validators, found ${exported.length}`,
    );
  }
  return [
    GENERATED_HEADER,
    ...exported.map((name) => `export declare const ${name}: (data: unknown) => boolean;`),
    '',
  ].join('\n');
}

/** The schemas of the model the generated validators are compiled from (named types, operations' params and results). */
export function compiledSchemas(model: ProtocolModel): CompiledSchemas {
  return {
    types: Object.fromEntries(model.types.map((type) => [type.name, type.schema])),
    operations: model.operations,
  };
}

/**
 * Every validator of the model as Ajv's standalone code (ESM exports, `require` lines for its
 * helpers), its export names in order, and the export name of each schema $id. `shared`: the
 * compiler the examples check already compiled the spec's schemas with, used when it holds exactly
 * the model's (else they are compiled here: the same code either way, which the tests hold).
 */
export function compileStandalone(
  model: ProtocolModel,
  shared?: StandaloneCompiler,
): {
  readonly code: string;
  readonly exportNames: readonly string[];
  readonly exportedAs: ReadonlyMap<string, string>;
} {
  const schemas = compiledSchemas(model);
  const compiler = shared !== undefined && shared.compiles(schemas) ? shared : new StandaloneCompiler(schemas);
  // The interaction commands' parse schemas come after the spec's own schemas, in export-name order.
  const commands = model.interactions
    .flatMap((catalog) =>
      catalog.commands.map((command) => ({
        id: `felan:interactions/${catalog.name}/${command.id}`,
        exportName: validatorName(command.typeName),
        schema: command.parseSchema,
      })),
    )
    .sort((a, b) => (a.exportName < b.exportName ? -1 : 1));
  compiler.add(commands);
  const { code, exports } = compiler.standalone();
  return { code, exportNames: [...exports.keys()], exportedAs: new Map([...exports].map(([name, id]) => [id, name])) };
}
