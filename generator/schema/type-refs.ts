import type { JsonSchema } from '../load/spec-document.ts';

/** The one form a spec may reference a named type in. */
export const TYPE_REF = /^#\/types\/([A-Z][A-Za-z0-9]*)$/;

export function typeRef(name: string): string {
  return `#/types/${name}`;
}

/** The type name a `$ref` names, or undefined when it is not of the `#/types/<Name>` form. */
export function refTarget(ref: unknown): string | undefined {
  return typeof ref === 'string' ? TYPE_REF.exec(ref)?.[1] : undefined;
}

/** Keywords whose value is one sub-schema. */
export const SUBSCHEMA_KEYWORDS = ['items', 'propertyNames', 'not'] as const;
/** Keywords whose value is a list of sub-schemas. */
export const SCHEMA_LIST_KEYWORDS = ['oneOf', 'anyOf', 'allOf'] as const;

export type SchemaPath = readonly (string | number)[];

/** Calls `visit` on a schema and every schema nested in it, depth first, with each one's path. */
export function walkSchema(schema: JsonSchema, path: SchemaPath, visit: (schema: JsonSchema, path: SchemaPath) => void): void {
  visit(schema, path);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties) for (const [name, sub] of Object.entries(properties)) walkSchema(sub, [...path, 'properties', name], visit);
  if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) {
    walkSchema(schema.additionalProperties as JsonSchema, [...path, 'additionalProperties'], visit);
  }
  for (const keyword of SUBSCHEMA_KEYWORDS) {
    const sub = schema[keyword] as JsonSchema | undefined;
    if (sub) walkSchema(sub, [...path, keyword], visit);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = schema[keyword] as JsonSchema[] | undefined;
    list?.forEach((sub, index) => walkSchema(sub, [...path, keyword, index], visit));
  }
}

/** A copy of a schema with every sub-schema passed through `map` (bottom up); the input is not touched. */
export function mapSchema(schema: JsonSchema, map: (schema: JsonSchema) => JsonSchema): JsonSchema {
  const out: Record<string, unknown> = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, sub]) => [name, mapSchema(sub, map)]),
    );
  }
  if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) {
    out.additionalProperties = mapSchema(schema.additionalProperties as JsonSchema, map);
  }
  for (const keyword of SUBSCHEMA_KEYWORDS) {
    if (schema[keyword]) out[keyword] = mapSchema(schema[keyword] as JsonSchema, map);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    if (schema[keyword]) out[keyword] = (schema[keyword] as JsonSchema[]).map((sub) => mapSchema(sub, map));
  }
  return map(out);
}

/** What the schemas applying to the same value as this one (itself and its allOf/anyOf/oneOf/not ancestors) declare. */
export interface InstanceContext {
  /** The nearest declared `type`, as a list. */
  readonly types: readonly string[] | undefined;
  /** Property names declared under `properties` by this schema or those ancestors. */
  readonly declared: ReadonlySet<string>;
}

/**
 * Like walkSchema, but tells each schema what the schemas applying to the same value declare: a
 * branch of `oneOf` inherits its parent's `type` and `properties`, a property's schema does not.
 */
export function walkSchemaInContext(
  schema: JsonSchema,
  path: SchemaPath,
  visit: (schema: JsonSchema, path: SchemaPath, context: InstanceContext) => void,
  inherited: InstanceContext = { types: undefined, declared: new Set() },
): void {
  const ownTypes = schema.type === undefined ? undefined : Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const context: InstanceContext = {
    types: ownTypes ?? inherited.types,
    declared: properties ? new Set([...inherited.declared, ...Object.keys(properties)]) : inherited.declared,
  };
  visit(schema, path, context);
  const fresh: InstanceContext = { types: undefined, declared: new Set() };
  if (properties) for (const [name, sub] of Object.entries(properties)) walkSchemaInContext(sub, [...path, 'properties', name], visit, fresh);
  if (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) {
    walkSchemaInContext(schema.additionalProperties as JsonSchema, [...path, 'additionalProperties'], visit, fresh);
  }
  if (schema.items) walkSchemaInContext(schema.items as JsonSchema, [...path, 'items'], visit, fresh);
  // Property names are strings by definition: their schema needs no type of its own.
  if (schema.propertyNames) walkSchemaInContext(schema.propertyNames as JsonSchema, [...path, 'propertyNames'], visit, { types: ['string'], declared: new Set() });
  if (schema.not) walkSchemaInContext(schema.not as JsonSchema, [...path, 'not'], visit, context);
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = schema[keyword] as JsonSchema[] | undefined;
    list?.forEach((sub, index) => walkSchemaInContext(sub, [...path, keyword, index], visit, context));
  }
}
