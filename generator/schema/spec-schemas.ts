import type { JsonSchema, SpecDocument } from '../load/spec-document.ts';
import { mapSchemaAt, type SchemaPath } from './type-refs.ts';

const mapRecord = <T>(record: Readonly<Record<string, T>>, map: (name: string, value: T) => T): Record<string, T> =>
  // fromEntries, never assignment: a name may be __proto__.
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, map(name, value)]));

/**
 * A copy of a spec with every schema it holds — named types, operation params and results,
 * interaction field schemas, the places collectSchemas walks — and each schema nested in them passed
 * through `map` (bottom up), told its path in the spec. Sections without schemas are shared; the
 * input is not touched.
 */
export function mapSpecSchemas(spec: SpecDocument, map: (schema: JsonSchema, path: SchemaPath) => JsonSchema): SpecDocument {
  const each = (schema: JsonSchema, path: SchemaPath) => mapSchemaAt(schema, path, map);
  return {
    ...spec,
    ...(spec.types === undefined ? {} : { types: mapRecord(spec.types, (name, schema) => each(schema, ['types', name])) }),
    operations: mapRecord(spec.operations, (op, operation) => ({
      ...operation,
      params: each(operation.params, ['operations', op, 'params']),
      result: each(operation.result, ['operations', op, 'result']),
    })),
    ...(spec.interactions === undefined
      ? {}
      : {
          interactions: mapRecord(spec.interactions, (catalog, definition) => ({
            ...definition,
            commands: mapRecord(definition.commands, (id, command) =>
              command.fields === undefined
                ? command
                : {
                    ...command,
                    fields: mapRecord(command.fields, (field, declaration) =>
                      declaration.jsonSchema === undefined
                        ? declaration
                        : { ...declaration, jsonSchema: each(declaration.jsonSchema, ['interactions', catalog, 'commands', id, 'fields', field, 'jsonSchema']) },
                    ),
                  },
            ),
          })),
        }),
  };
}
