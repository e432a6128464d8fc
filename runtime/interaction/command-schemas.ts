import type { ModelSchemaDialect } from './definition.js';
import type { FieldDeclaration } from './field-declarations.js';
import { frozenCopy, setOwn } from './json-data.js';
import { toStrictModelSchema } from './strict-model-schema.js';

/** Everything the schemas of one command depend on, already checked by the compiler. */
export interface SchemaPlan {
  readonly id: string | undefined;
  readonly description: string | undefined;
  readonly discriminator: { readonly field: string; readonly value: string } | undefined;
  readonly modeField: string | undefined;
  readonly modes: readonly string[] | undefined;
  readonly fields: readonly FieldDeclaration[];
  readonly owned: ReadonlySet<string>;
  readonly additionalProperties: boolean;
  readonly dialect: ModelSchemaDialect;
}

export interface CompiledSchemas {
  /** What the compiled command exposes, deep-frozen. */
  readonly published: {
    readonly fieldSchemas: Readonly<Record<string, unknown>>;
    readonly inputJsonSchema: Readonly<Record<string, unknown>>;
    readonly parseJsonSchema: Readonly<Record<string, unknown>>;
    readonly modelJsonSchema: Readonly<Record<string, unknown>>;
  };
  /** The model schema before any dialect rewrite: which fields a strict-dialect model may write null for. */
  readonly standardModelJsonSchema: Readonly<Record<string, unknown>>;
}

interface Property {
  readonly name: string;
  readonly schema: Readonly<Record<string, unknown>>;
  readonly inputRequired: boolean;
  readonly modelRequired: boolean;
  /** Whether the model schema shows it: not for owned fields, nor for the mode the host sets. */
  readonly shownToModel: boolean;
  /** Whether a payload may carry it (the parse schema): not an owned field, which the program writes. */
  readonly supplied: boolean;
}

/**
 * One declaration, three schemas, each for one reader:
 * - `inputJsonSchema`, the command as transport input carries it once complete: every field, every
 *   required one required — an owned field too, since the program writes it before the command
 *   travels on;
 * - `parseJsonSchema`, what parse checks a payload against: the input schema without the owned
 *   fields, which a model or client never supplies (parse rejects them, and does not ask for them);
 * - `modelJsonSchema`, what a model is shown: no owned fields, no mode field, only `modelRequired`
 *   fields required.
 * The discriminator comes first, required in all three and pinned to the command's own id; the mode
 * field next (not in the model's: the host, not the model, decides the mode), required when the
 * command is limited to some modes; then the fields in declaration order.
 */
export function commandSchemas(plan: SchemaPlan): CompiledSchemas {
  const properties = planProperties(plan);
  const fieldSchemas: Record<string, unknown> = {};
  for (const property of properties) setOwn(fieldSchemas, property.name, property.schema);
  const inputJsonSchema = objectSchema(plan, properties, (p) => p.inputRequired);
  const parseJsonSchema = objectSchema(
    plan,
    properties.filter((p) => p.supplied),
    (p) => p.inputRequired,
  );
  const modelProperties = properties.filter((p) => p.shownToModel);
  const standardModel = objectSchema(plan, modelProperties, (p) => p.modelRequired);
  const modelJsonSchema = plan.dialect === 'strict' ? toStrictModelSchema(standardModel, plan.id) : standardModel;
  return {
    published: {
      fieldSchemas: frozenCopy(fieldSchemas),
      inputJsonSchema: frozenCopy(inputJsonSchema),
      parseJsonSchema: frozenCopy(parseJsonSchema),
      modelJsonSchema: frozenCopy(modelJsonSchema),
    },
    standardModelJsonSchema: standardModel,
  };
}

function planProperties(plan: SchemaPlan): Property[] {
  const properties: Property[] = [];
  if (plan.discriminator !== undefined) {
    const schema = { type: 'string', const: plan.discriminator.value };
    properties.push({
      name: plan.discriminator.field,
      schema,
      inputRequired: true,
      modelRequired: true,
      shownToModel: true,
      supplied: true,
    });
  }
  if (plan.modeField !== undefined) {
    const schema = plan.modes === undefined ? { type: 'string' } : { type: 'string', enum: [...plan.modes] };
    properties.push({
      name: plan.modeField,
      schema,
      inputRequired: plan.modes !== undefined,
      modelRequired: false,
      shownToModel: false,
      supplied: true,
    });
  }
  for (const field of plan.fields) {
    const owned = plan.owned.has(field.name);
    properties.push({
      name: field.name,
      schema: field.schema,
      inputRequired: field.required,
      modelRequired: field.modelRequired,
      shownToModel: !owned,
      supplied: !owned,
    });
  }
  return properties;
}

function objectSchema(
  plan: SchemaPlan,
  properties: readonly Property[],
  isRequired: (property: Property) => boolean,
): Record<string, unknown> {
  const shape: Record<string, unknown> = {};
  for (const property of properties) setOwn(shape, property.name, property.schema);
  return {
    type: 'object',
    ...(plan.description === undefined ? {} : { description: plan.description }),
    properties: shape,
    required: properties.filter(isRequired).map((property) => property.name),
    additionalProperties: plan.additionalProperties,
  };
}
