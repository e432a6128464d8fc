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

/**
 * Every keyword whose value holds sub-schemas, by the shape of that value, and whether those
 * sub-schemas apply to the same instance as their parent (`in place`: allOf, not, if...) or to a part
 * of it (an item, a property's value). The walkers below, and with them every spec rule, the
 * reference rewriting of each emitter and the diff's normalisation, read this one table.
 */
export const CHILD_KEYWORDS = {
  one: {
    items: 'part',
    contains: 'part',
    propertyNames: 'name',
    additionalProperties: 'part',
    not: 'in place',
    if: 'in place',
    then: 'in place',
    else: 'in place',
  },
  list: { prefixItems: 'part', oneOf: 'in place', anyOf: 'in place', allOf: 'in place' },
  map: { properties: 'part', patternProperties: 'part', dependentSchemas: 'in place' },
} as const;

export type SchemaPath = readonly (string | number)[];

type Applies = 'part' | 'name' | 'in place';

const isSchemaObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each sub-schema of a schema, with the path steps to it and how it applies. */
export function childSchemas(
  schema: JsonSchema,
): { readonly schema: JsonSchema; readonly steps: readonly (string | number)[]; readonly applies: Applies }[] {
  const children: { schema: JsonSchema; steps: (string | number)[]; applies: Applies }[] = [];
  for (const [keyword, applies] of Object.entries(CHILD_KEYWORDS.map)) {
    const map = schema[keyword];
    if (isSchemaObject(map))
      for (const [name, sub] of Object.entries(map))
        if (isSchemaObject(sub)) children.push({ schema: sub, steps: [keyword, name], applies });
  }
  for (const [keyword, applies] of Object.entries(CHILD_KEYWORDS.one)) {
    const sub = schema[keyword];
    if (isSchemaObject(sub)) children.push({ schema: sub, steps: [keyword], applies });
  }
  for (const [keyword, applies] of Object.entries(CHILD_KEYWORDS.list)) {
    const list = schema[keyword];
    if (Array.isArray(list))
      list.forEach(
        (sub, index) => isSchemaObject(sub) && children.push({ schema: sub, steps: [keyword, index], applies }),
      );
  }
  return children;
}

/** Calls `visit` on a schema and every schema nested in it, depth first, with each one's path. */
export function walkSchema(
  schema: JsonSchema,
  path: SchemaPath,
  visit: (schema: JsonSchema, path: SchemaPath) => void,
): void {
  visit(schema, path);
  for (const child of childSchemas(schema)) walkSchema(child.schema, [...path, ...child.steps], visit);
}

/** A copy of a schema with every sub-schema passed through `map` (bottom up); the input is not touched. */
export function mapSchema(schema: JsonSchema, map: (schema: JsonSchema) => JsonSchema): JsonSchema {
  const out: Record<string, unknown> = { ...schema };
  const sub = (value: unknown) => (isSchemaObject(value) ? mapSchema(value, map) : value);
  for (const keyword of Object.keys(CHILD_KEYWORDS.one))
    if (isSchemaObject(schema[keyword])) out[keyword] = sub(schema[keyword]);
  for (const keyword of Object.keys(CHILD_KEYWORDS.list))
    if (Array.isArray(schema[keyword])) out[keyword] = (schema[keyword] as unknown[]).map(sub);
  for (const keyword of Object.keys(CHILD_KEYWORDS.map)) {
    // fromEntries, never assignment: a property may be named __proto__.
    if (isSchemaObject(schema[keyword]))
      out[keyword] = Object.fromEntries(Object.entries(schema[keyword]).map(([name, value]) => [name, sub(value)]));
  }
  return map(out);
}

/** mapSchema, telling `map` where each sub-schema is (its path below `path`). */
export function mapSchemaAt(
  schema: JsonSchema,
  path: SchemaPath,
  map: (schema: JsonSchema, path: SchemaPath) => JsonSchema,
): JsonSchema {
  const out: Record<string, unknown> = { ...schema };
  const sub = (value: unknown, steps: SchemaPath) =>
    isSchemaObject(value) ? mapSchemaAt(value, [...path, ...steps], map) : value;
  for (const keyword of Object.keys(CHILD_KEYWORDS.one))
    if (isSchemaObject(schema[keyword])) out[keyword] = sub(schema[keyword], [keyword]);
  for (const keyword of Object.keys(CHILD_KEYWORDS.list))
    if (Array.isArray(schema[keyword]))
      out[keyword] = (schema[keyword] as unknown[]).map((item, index) => sub(item, [keyword, index]));
  for (const keyword of Object.keys(CHILD_KEYWORDS.map)) {
    if (isSchemaObject(schema[keyword]))
      out[keyword] = Object.fromEntries(
        Object.entries(schema[keyword]).map(([name, value]) => [name, sub(value, [keyword, name])]),
      );
  }
  return map(out, path);
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
  const ownTypes =
    schema.type === undefined
      ? undefined
      : Array.isArray(schema.type)
        ? (schema.type as string[])
        : [String(schema.type)];
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const context: InstanceContext = {
    types: ownTypes ?? inherited.types,
    declared: properties ? new Set([...inherited.declared, ...Object.keys(properties)]) : inherited.declared,
  };
  visit(schema, path, context);
  for (const child of childSchemas(schema)) {
    const childContext: InstanceContext =
      child.applies === 'in place'
        ? context
        : // Property names are strings by definition: their schema needs no type of its own.
          { types: child.applies === 'name' ? ['string'] : undefined, declared: new Set() };
    walkSchemaInContext(child.schema, [...path, ...child.steps], visit, childContext);
  }
}
