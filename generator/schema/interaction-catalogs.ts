import { InteractionProtocol, type InteractionProtocolDefinition } from '../../runtime/interaction/index.ts';
import type {
  InteractionCatalogDefinition,
  InteractionFieldDefinition,
  InteractionFieldsDefinition,
  JsonSchema,
} from '../load/spec-document.ts';
import { pascalCase } from './naming.ts';
import { mapSchema, refTarget } from './type-refs.ts';
import { withoutWrittenBounds } from './written-bounds.ts';

/** A named type referenced from itself: it cannot be written out in full. */
export class RecursiveTypeError extends Error {
  constructor(readonly typeName: string) {
    super(
      `type ${typeName} refers to itself, so an interaction field cannot use it: model-facing schemas are written out in full, without $ref`,
    );
  }
}

/**
 * A field schema with every `#/types/<Name>` written out in place. Interaction schemas are shown to
 * models as tool schemas, which take no references (strict modes refuse `$ref`), so they are
 * self-contained; a recursive type cannot be and is refused.
 */
export function inlineTypeRefs(
  schema: JsonSchema,
  types: Readonly<Record<string, JsonSchema>>,
  seen: readonly string[] = [],
): JsonSchema {
  return mapSchema(schema, (node) => {
    const target = refTarget(node.$ref);
    if (target === undefined) return node;
    if (seen.includes(target)) throw new RecursiveTypeError(target);
    const { $ref: _ref, ...annotations } = node;
    return { ...inlineTypeRefs(types[target]!, types, [...seen, target]), ...annotations };
  });
}

/**
 * A catalog from the spec as the interaction kit's protocol definition: plain data, the same shape
 * `Interaction.define` takes, with every field schema's type references written out. `fields` keeps
 * the form it is written in, at either level: a list of names has no schema to inline.
 */
export function catalogDefinition(
  catalog: InteractionCatalogDefinition,
  types: Readonly<Record<string, JsonSchema>>,
): InteractionProtocolDefinition {
  const inlined = (fields: InteractionFieldsDefinition | undefined): InteractionFieldsDefinition | undefined => {
    if (fields === undefined || Array.isArray(fields)) return fields;
    return Object.fromEntries(
      Object.entries(fields as Readonly<Record<string, InteractionFieldDefinition>>).map(([name, field]) => [
        name,
        field.jsonSchema === undefined
          ? field
          : { ...field, jsonSchema: withoutWrittenBounds(inlineTypeRefs(field.jsonSchema, types)) },
      ]),
    );
  };
  // A command that writes no `fields` has none of its own; the kit's declaration needs the key.
  const commands = Object.fromEntries(
    Object.entries(catalog.commands).map(([id, command]) => [
      id,
      { ...command, fields: inlined(command.fields) ?? {} },
    ]),
  );
  const shared = inlined(catalog.fields);
  return {
    ...catalog,
    ...(shared === undefined ? {} : { fields: shared }),
    commands,
  } as unknown as InteractionProtocolDefinition;
}

/**
 * Compiles a catalog with the kit's one compiler core, as the generated package will at load time,
 * to read each command's schemas. Validation is not needed here, so every value passes.
 */
export function compileCatalog(definition: InteractionProtocolDefinition): InteractionProtocol {
  return new InteractionProtocol(definition, () => () => ({ valid: true }));
}

/** `form-answers` + `submit` → `FormAnswersSubmitCommand`; the catalog alone → `FormAnswers`. */
export function catalogTypeName(catalog: string, command?: string): string {
  return command === undefined ? pascalCase(catalog) : `${pascalCase(catalog)}${pascalCase(command)}Command`;
}
