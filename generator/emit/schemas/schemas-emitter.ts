import type { CodeBlockWriter } from 'ts-morph';
import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { mapSchema, refTarget, walkSchema } from '../../schema/type-refs.ts';
import type { Emitter } from '../emitter.ts';
import { Call, Code, importText, Table, writeDocComment, writeLiteral, writeModule } from '../typescript-printer.ts';

export const schemaConstName = (typeName: string) => `${typeName}Schema`;

/** A spec schema as standard JSON Schema: `#/types/X` becomes `#/$defs/X`. */
const standard = (schema: JsonSchema) =>
  mapSchema(schema, (node) => {
    const target = refTarget(node.$ref);
    return target === undefined ? node : { ...node, $ref: `#/$defs/${target}` };
  });

/** Every named type a schema references, directly or through other named types, sorted. */
export function referencedTypes(schema: JsonSchema, model: ProtocolModel): string[] {
  const byName = new Map(model.types.map((type) => [type.name, type.schema]));
  const found = new Set<string>();
  const visitSchema = (root: JsonSchema) =>
    walkSchema(root, [], (node) => {
      const target = refTarget(node.$ref);
      if (target === undefined || found.has(target)) return;
      found.add(target);
      visitSchema(byName.get(target)!);
    });
  visitSchema(schema);
  return [...found].sort();
}

/**
 * src/schemas.ts: every named type as a standalone JSON Schema (`<Name>Schema`, its references under
 * `$defs`), and `OperationSchemas` / `ResultSchemas` by operation. Definitions are written once and
 * shared; every exported schema is frozen. They are data for other tools and for parseSchema.
 */
export const schemasEmitter: Emitter = {
  name: 'schemas',
  dependencies: ['types', 'runtime'],
  emit({ model }) {
    const withDefs = (typeText: string, root: unknown, schema: JsonSchema) =>
      new Call(`schemaWithDefs<${typeText}>`, [new Code('DEFS'), root, referencedTypes(schema, model)]);
    const operationTable = (part: 'params' | 'result') =>
      new Call('Object.freeze', [
        new Table(
          model.operations.map((op) => ({
            key: op.name,
            value: withDefs(`${part === 'params' ? 'OperationParams' : 'OperationResult'}<'${op.name}'>`, standard(op[part]), op[part]),
          })),
        ),
      ]);
    const constant = (writer: CodeBlockWriter, doc: string, declaration: string, value: unknown) => {
      writeDocComment(writer, doc);
      writer.write(`${declaration} = `);
      writeLiteral(writer, value);
      writer.write(';').newLine();
    };
    // Data, printed as it is written: no structures, no parse, no formatter (typescript-printer.ts).
    const content = writeModule((writer) => {
      writer.writeLine(importText('./runtime/schemas/json-schema.js', ['schemaWithDefs', 'type JsonSchemaOf'], false));
      writer.writeLine(importText('./types.js', ['OperationName', 'OperationParams', 'OperationResult', ...model.types.map((type) => type.name)].sort(), true));
      const defs = new Table(model.types.map((type) => ({ key: type.name, value: standard(type.schema) })));
      constant(writer, 'Every named type of the spec as JSON Schema, written once; exported schemas share these objects.', 'const DEFS: { readonly [name: string]: object }', defs);
      for (const type of model.types) {
        constant(writer, `JSON Schema of {@link ${type.name}}.`, `export const ${schemaConstName(type.name)}: JsonSchemaOf<${type.name}>`, withDefs(type.name, new Code(`DEFS['${type.name}']!`), type.schema));
      }
      constant(writer, "JSON Schema of each operation's params, by operation name.", 'export const OperationSchemas: { readonly [O in OperationName]: JsonSchemaOf<OperationParams<O>> }', operationTable('params'));
      constant(writer, "JSON Schema of each operation's result, by operation name.", 'export const ResultSchemas: { readonly [O in OperationName]: JsonSchemaOf<OperationResult<O>> }', operationTable('result'));
    });
    const values = [...model.types.map((type) => schemaConstName(type.name)), 'OperationSchemas', 'ResultSchemas'].sort();
    return {
      files: [{ path: 'src/schemas.ts', content }],
      exports: [{ module: './schemas.js', values, types: [] }],
    };
  },
};
