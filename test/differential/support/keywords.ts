/**
 * Who evaluates each keyword of the emitted schemas on the reference side. A keyword in none of
 * these lists fails the census test: the reference would silently ignore it (cfworker skips keywords
 * it does not know), so the differential test would prove nothing about it.
 */

/** Standard JSON Schema 2020-12 keywords the spec uses; @cfworker/json-schema evaluates them. */
export const STANDARD_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  '$ref',
  '$defs',
  'patternProperties',
  'dependentRequired',
  'dependentSchemas',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'if',
  'then',
  'else',
  // Asserted on both sides: cfworker calls the reference's checks (reference-formats.ts) for it.
  'format',
]);

/** The spec's custom keywords (docs/spec-format.md, "Schemas"); the reference evaluator checks them. */
export const CUSTOM_KEYWORDS: ReadonlySet<string> = new Set(['maxBytes', 'maxEntries', 'maxJsonBytes', 'check']);

/** Keywords that validate nothing, the spec's own annotations included. */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'sunset',
  'requires',
  'direction',
]);

export type Schema = { readonly [keyword: string]: unknown };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The direct subschemas of a schema node, for the applicators the spec uses (by their 2020-12 meaning, not the generator's walker). */
export function subschemas(node: Schema): Schema[] {
  const out: Schema[] = [];
  for (const key of [
    'items',
    'additionalProperties',
    'propertyNames',
    'not',
    'contains',
    'if',
    'then',
    'else',
  ] as const) {
    if (isSchema(node[key])) out.push(node[key]);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const) {
    if (Array.isArray(node[key])) out.push(...(node[key] as unknown[]).filter(isSchema));
  }
  for (const key of ['properties', 'patternProperties', 'dependentSchemas', '$defs'] as const) {
    if (isSchema(node[key])) out.push(...Object.values(node[key]).filter(isSchema));
  }
  return out;
}

/** Every schema node under `root` (its `$defs` included), each once. */
export function allNodes(root: Schema): Schema[] {
  const seen = new Set<Schema>();
  const visit = (node: Schema) => {
    if (seen.has(node)) return;
    seen.add(node);
    subschemas(node).forEach(visit);
  };
  visit(root);
  return [...seen];
}

/** The target of a `#/$defs/<Name>` reference: the only form the emitted schemas use. */
export function resolveRef(root: Schema, ref: string): Schema {
  const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
  const target = match === null ? undefined : (root.$defs as Record<string, Schema> | undefined)?.[match[1]!];
  if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
  return target;
}
