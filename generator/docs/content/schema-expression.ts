import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { typeAnchor } from '../anchors.ts';
import { code, joinInline, link, text, type Inline } from '../reference-document.ts';

/**
 * One schema as a short type expression for a table cell: `string (minLength: 1)`, `array of
 * [PromptImage]`, `"utc" | "local"`. Named types become links to their definitions; an inline object
 * is just `object`, its fields are listed as rows of their own (schema-fields.ts).
 */
export function typeExpression(schema: JsonSchema): Inline[] {
  // An array's own bounds go before its items' (`array (maxItems: 4) of string (minLength: 1)`), so each reads next to what it bounds.
  if (schema.type === 'array' && isSchema(schema.items) && refTarget(schema.$ref) === undefined) {
    return [text('array'), ...constraintSuffix(schema), text(' of '), ...typeExpression(schema.items)];
  }
  return [...baseExpression(schema), ...constraintSuffix(schema)];
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A compact JSON rendering of a spec value (an enum member, a const, a default). */
export function jsonValue(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

function baseExpression(schema: JsonSchema): Inline[] {
  const target = refTarget(schema.$ref);
  if (target !== undefined) return [link(typeAnchor(target), target)];
  if ('const' in schema) return [code(jsonValue(schema.const))];
  if (Array.isArray(schema.enum)) return joinInline(schema.enum.map((value) => [code(jsonValue(value))]), ' | ');
  for (const [keyword, separator] of [
    ['oneOf', ' | '],
    ['anyOf', ' | '],
    ['allOf', ' & '],
  ] as const) {
    const parts = schema[keyword];
    if (Array.isArray(parts)) return [text(keyword === 'allOf' ? 'all of (' : 'one of ('), ...joinInline(parts.map((part) => typeExpression(part as JsonSchema)), separator), text(')')];
  }
  if (typeof schema.not === 'object' && schema.not !== null) return [text('not ('), ...typeExpression(schema.not as JsonSchema), text(')')];
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];
  if (types.length === 0) {
    // A branch like `anyOf: [{required: [a]}, …]` constrains which members are present, nothing else.
    if (schema.properties === undefined && Array.isArray(schema.required) && schema.required.length > 0) {
      return [text('with '), ...joinInline(schema.required.map((name) => [code(String(name))]), ', '), text(' present')];
    }
    return [text(schema.properties === undefined ? 'any' : 'object')];
  }
  return joinInline(types.map((type) => typeName(type, schema)), ' | ');
}

function typeName(type: string, schema: JsonSchema): Inline[] {
  if (type === 'array') return typeof schema.items === 'object' && schema.items !== null ? [text('array of '), ...typeExpression(schema.items as JsonSchema)] : [text('array')];
  if (type === 'object' && schema.properties === undefined && typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) {
    return [text('map of '), ...typeExpression(schema.additionalProperties as JsonSchema)];
  }
  return [text(type)];
}

/** Keywords that bound a value, shown after its type as `keyword: value`, in this order. */
const CONSTRAINTS = [
  'minLength',
  'maxLength',
  'maxBytes',
  'pattern',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'maxEntries',
  'maxJsonBytes',
] as const;

export function constraintSuffix(schema: JsonSchema): Inline[] {
  const shown: Inline[][] = CONSTRAINTS.filter((keyword) => schema[keyword] !== undefined).map((keyword) => [code(`${keyword}: ${jsonValue(schema[keyword])}`)]);
  // Objects are open unless closed (README, "Choices"): a closed one rejects unknown fields, worth saying.
  if (schema.additionalProperties === false) shown.push([code('additionalProperties: false')]);
  if (typeof schema.propertyNames === 'object' && schema.propertyNames !== null) shown.push([text('keys: '), ...typeExpression({ type: 'string', ...(schema.propertyNames as JsonSchema) })]);
  return shown.length === 0 ? [] : [text(' ('), ...joinInline(shown, ', '), text(')')];
}
