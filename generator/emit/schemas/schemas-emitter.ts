import { StructureKind, VariableDeclarationKind, type StatementStructures } from 'ts-morph';
import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { mapSchema, refTarget, walkSchema } from '../../schema/type-refs.ts';
import type { Emitter } from '../emitter.ts';
import { Call, Code, printModule, Table, writeLiteral, writeObject } from '../typescript-printer.ts';

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

const exportedConst = (name: string, type: string, doc: string, value: unknown): StatementStructures => ({
  kind: StructureKind.VariableStatement,
  isExported: true,
  declarationKind: VariableDeclarationKind.Const,
  docs: [doc],
  declarations: [{ name, type, initializer: (writer) => writeLiteral(writer, value) }],
});

/**
 * src/schemas.ts: every named type as a standalone JSON Schema (`<Name>Schema`, its references under
 * `$defs`), and `OperationSchemas` / `ResultSchemas` by operation. Definitions are written once and
 * shared; every exported schema is frozen. They are data for other tools and for parseSchema.
 */
export const schemasEmitter: Emitter = {
  name: 'schemas',
  dependencies: ['types', 'runtime'],
  async emit({ model }) {
    const withDefs = (typeText: string, root: unknown, schema: JsonSchema) =>
      new Call(`schemaWithDefs<${typeText}>`, [new Code('DEFS'), root, referencedTypes(schema, model)]);
    const operationTable = (part: 'params' | 'result') =>
      model.operations.map((op) => ({
        key: op.name,
        value: withDefs(`${part === 'params' ? 'OperationParams' : 'OperationResult'}<'${op.name}'>`, standard(op[part]), op[part]),
      }));
    const statements: StatementStructures[] = [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './runtime/schemas/json-schema.js',
        namedImports: ['schemaWithDefs', { name: 'JsonSchemaOf', isTypeOnly: true }],
      },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: './types.js',
        isTypeOnly: true,
        namedImports: ['OperationName', 'OperationParams', 'OperationResult', ...model.types.map((type) => type.name)].sort(),
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        docs: ['Every named type of the spec as JSON Schema, written once; exported schemas share these objects.'],
        declarations: [
          {
            name: 'DEFS',
            type: '{ readonly [name: string]: object }',
            initializer: (writer) => writeObject(writer, model.types.map((type) => ({ key: type.name, value: standard(type.schema) }))),
          },
        ],
      },
      ...model.types.map((type) =>
        exportedConst(schemaConstName(type.name), `JsonSchemaOf<${type.name}>`, `JSON Schema of {@link ${type.name}}.`, withDefs(type.name, new Code(`DEFS['${type.name}']!`), type.schema)),
      ),
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: ["JSON Schema of each operation's params, by operation name."],
        declarations: [{ name: 'OperationSchemas', type: '{ readonly [O in OperationName]: JsonSchemaOf<OperationParams<O>> }', initializer: (writer) => writeLiteral(writer, new Call('Object.freeze', [new Table(operationTable('params'))])) }],
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: ["JSON Schema of each operation's result, by operation name."],
        declarations: [{ name: 'ResultSchemas', type: '{ readonly [O in OperationName]: JsonSchemaOf<OperationResult<O>> }', initializer: (writer) => writeLiteral(writer, new Call('Object.freeze', [new Table(operationTable('result'))])) }],
      },
    ];
    const values = [...model.types.map((type) => schemaConstName(type.name)), 'OperationSchemas', 'ResultSchemas'].sort();
    return {
      files: [{ path: 'src/schemas.ts', content: await printModule(statements, 'written') }],
      exports: [{ module: './schemas.js', values, types: [] }],
    };
  },
};
