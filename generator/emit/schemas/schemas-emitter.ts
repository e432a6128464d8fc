import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { mapSchema, refTarget, walkSchema } from '../../schema/type-refs.ts';
import { withoutWrittenBounds } from '../../schema/written-bounds.ts';
import type { Emitter } from '../emitter.ts';
import type { PackageOptions } from '../package-options.ts';
import { DOCUMENTATION_KEYWORDS, withoutDocumentation } from './schema-docs.ts';
import {
  Call,
  Code,
  importText,
  stringLiteral,
  Table,
  writeDocComment,
  writeLiteral,
  writeModule,
  writeObject,
} from '../typescript-printer.ts';

export const schemaConstName = (typeName: string) => `${typeName}Schema`;

/** A spec schema as standard JSON Schema: `#/types/X` becomes `#/$defs/X`; the bounds are the numbers check resolved (written-bounds.ts). */
const standard = (schema: JsonSchema) =>
  mapSchema(withoutWrittenBounds(schema), (node) => {
    const target = refTarget(node.$ref);
    return target === undefined ? node : { ...node, $ref: `#/$defs/${target}` };
  });

/**
 * A spec schema as the package holds it at run time: standard, and without its documentation unless
 * the project asks for it (`schemaDocs`), which the types' doc comments and the docs keep anyway.
 */
const runtimeSchema = (schema: JsonSchema, options: PackageOptions) =>
  options.schemaDocs ? standard(schema) : withoutDocumentation(standard(schema));

/** What the module says of the documentation its schemas hold. */
const defsComment = (options: PackageOptions) =>
  options.schemaDocs
    ? 'Every named type of the spec as JSON Schema, written once; exported schemas share these objects.'
    : `Every named type of the spec as JSON Schema, written once; exported schemas share these objects. Documentation (${DOCUMENTATION_KEYWORDS.join(', ')}) is left out: the project's schemaDocs option keeps it.`;

/**
 * For a model: every named type a schema references, directly or through other named types, sorted.
 * Each named type's schema is walked once, for its direct references; a schema's closure is then
 * followed over those (at 2,000 operations, walking every referenced type's schema again for each
 * export took seven seconds of `gen` and half a gigabyte of garbage).
 */
export function typeReferences(model: ProtocolModel): (schema: JsonSchema) => string[] {
  const byName = new Map(model.types.map((type) => [type.name, type.schema]));
  const direct = new Map<string, readonly string[]>();
  const directOf = (schema: JsonSchema) => {
    const found = new Set<string>();
    walkSchema(schema, [], (node) => {
      const target = refTarget(node.$ref);
      if (target !== undefined) found.add(target);
    });
    return [...found];
  };
  const directOfType = (name: string) => {
    let refs = direct.get(name);
    if (refs === undefined) direct.set(name, (refs = directOf(byName.get(name)!)));
    return refs;
  };
  return (schema) => {
    const found = new Set<string>();
    const pending = [...directOf(schema)];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (found.has(name)) continue;
      found.add(name);
      pending.push(...directOfType(name));
    }
    return [...found].sort();
  };
}

/**
 * src/schemas.js and its declarations: every named type as a standalone JSON Schema (`<Name>Schema`,
 * its references under `$defs`), and `OperationSchemas` / `ResultSchemas` by operation. Definitions
 * are written once and shared; every exported schema is frozen. They are data for other tools and
 * for parseSchema (which knows them by identity), and hold no documentation unless the project asks
 * for it. The module is data, so it is written as the JavaScript dist/ holds, beside a declaration
 * file that types each export, with no TypeScript pass (typescript-printer.ts).
 */
export const schemasEmitter: Emitter = {
  name: 'schemas',
  dependencies: ['runtime'],
  emit({ model, options }) {
    const referencedTypes = typeReferences(model);
    const withDefs = (root: unknown, schema: JsonSchema) =>
      new Call('schemaWithDefs', [new Code('DEFS'), root, referencedTypes(schema)]);
    const operationTable = (part: 'params' | 'result') =>
      new Call('Object.freeze', [
        new Table(
          model.operations.map((op) => ({ key: op.name, value: withDefs(runtimeSchema(op[part], options), op[part]) })),
        ),
      ]);
    const exported = [
      ...model.types.map((type) => ({
        doc: `JSON Schema of {@link ${type.name}}.`,
        name: schemaConstName(type.name),
        type: `JsonSchemaOf<${type.name}>`,
        value: withDefs(new Code(`DEFS[${stringLiteral(type.name)}]`), type.schema),
      })),
      {
        doc: "JSON Schema of each operation's params, by operation name.",
        name: 'OperationSchemas',
        type: '{ readonly [O in OperationName]: JsonSchemaOf<OperationParams<O>> }',
        value: operationTable('params'),
      },
      {
        doc: "JSON Schema of each operation's result, by operation name.",
        name: 'ResultSchemas',
        type: '{ readonly [O in OperationName]: JsonSchemaOf<OperationResult<O>> }',
        value: operationTable('result'),
      },
    ];
    const js = writeModule((writer) => {
      writer.writeLine(importText('./runtime/schemas/json-schema.js', ['schemaWithDefs'], false));
      writeDocComment(writer, defsComment(options));
      writer.write('const DEFS = ');
      writeObject(
        writer,
        model.types.map((type) => ({ key: type.name, value: runtimeSchema(type.schema, options) })),
      );
      writer.write(';').newLine();
      for (const { doc, name, value } of exported) {
        writeDocComment(writer, doc);
        writer.write(`export const ${name} = `);
        writeLiteral(writer, value);
        writer.write(';').newLine();
      }
    });
    const declarations = writeModule((writer) => {
      writer.writeLine(importText('./runtime/schemas/json-schema.js', ['JsonSchemaOf'], true));
      writer.writeLine(
        importText(
          './types.js',
          ['OperationName', 'OperationParams', 'OperationResult', ...model.types.map((type) => type.name)].sort(),
          true,
        ),
      );
      for (const { doc, name, type } of exported) {
        writeDocComment(writer, doc);
        writer.writeLine(`export declare const ${name}: ${type};`);
      }
    });
    return {
      files: [
        { path: 'src/schemas.js', content: js },
        { path: 'src/schemas.d.ts', content: declarations },
      ],
      exports: [{ module: './schemas.js', values: exported.map((entry) => entry.name).sort(), types: [] }],
    };
  },
};
