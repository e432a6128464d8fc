import type { InteractionFieldsDefinition, JsonSchema, SpecDocument } from '../load/spec-document.ts';
import { mapSchemaAt, type SchemaPath } from './type-refs.ts';

const mapRecord = <T>(record: Readonly<Record<string, T>>, map: (name: string, value: T) => T): Record<string, T> =>
  // fromEntries, never assignment: a name may be __proto__.
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, map(name, value)]));

const isFieldNames = (fields: InteractionFieldsDefinition): fields is readonly string[] => Array.isArray(fields);

/**
 * A copy of a spec with every schema it holds — named types, operation params and results,
 * interaction field schemas, the places collectSchemas walks — and each schema nested in them passed
 * through `map` (bottom up), told its path in the spec. Sections without schemas are shared; the
 * input is not touched.
 */
export function mapSpecSchemas(
  spec: SpecDocument,
  map: (schema: JsonSchema, path: SchemaPath) => JsonSchema,
): SpecDocument {
  const each = (schema: JsonSchema, path: SchemaPath) => mapSchemaAt(schema, path, map);
  return {
    ...spec,
    ...(spec.types === undefined
      ? {}
      : { types: mapRecord(spec.types, (name, schema) => each(schema, ['types', name])) }),
    operations: mapRecord(spec.operations, (op, operation) => ({
      ...operation,
      params: each(operation.params, ['operations', op, 'params']),
      result: each(operation.result, ['operations', op, 'result']),
    })),
    ...(spec.interactions === undefined
      ? {}
      : {
          interactions: mapRecord(spec.interactions, (catalog, definition) => {
            // `fields` at either level: a list of names holds no schema, a record one per field.
            const fields = (
              written: InteractionFieldsDefinition | undefined,
              path: SchemaPath,
            ): InteractionFieldsDefinition | undefined =>
              written === undefined || isFieldNames(written)
                ? written
                : mapRecord(written, (field, declaration) =>
                    declaration.jsonSchema === undefined
                      ? declaration
                      : { ...declaration, jsonSchema: each(declaration.jsonSchema, [...path, field, 'jsonSchema']) },
                  );
            const shared = fields(definition.fields, ['interactions', catalog, 'fields']);
            return {
              ...definition,
              ...(shared === undefined ? {} : { fields: shared }),
              commands: mapRecord(definition.commands, (id, command) => {
                const own = fields(command.fields, ['interactions', catalog, 'commands', id, 'fields']);
                return own === undefined ? command : { ...command, fields: own };
              }),
            };
          }),
        }),
  };
}
