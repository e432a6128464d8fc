import { InteractionDefinitionError } from './definition-error.js';
import { isRecord } from '../validation/is-record.js';
import { setOwn } from './json-data.js';
import { pointerSegment } from './json-pointer.js';

// The strict dialect is the subset that LLM strict modes (OpenAI structured outputs / strict function
// calling, Anthropic strict tool use) accept, taken at their intersection: every object lists all of
// its properties in `required` and sets `additionalProperties: false`; an optional property becomes
// nullable instead of omissible. Parse still validates against the full input schema, so anything
// dropped here loosens only what the model is told, never what is accepted.

/** Kept, with their subschemas rewritten. */
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'description',
]);

/** Rewritten: `const: x` becomes `enum: [x]`; `oneOf` becomes `anyOf` (parse still enforces "only one"). */
const REWRITTEN = new Set(['const', 'oneOf']);

/**
 * Dropped constraints. They can only narrow the values a schema accepts, never add structure, and
 * several strict modes refuse them. A scalar one is restated in the description so the model still
 * sees it.
 */
export const STRICT_DROPPED_CONSTRAINTS: readonly string[] = Object.freeze([
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'maxBytes',
  'maxEntries',
  'maxJsonBytes',
  'not',
  'propertyNames',
  'contains',
  'minContains',
  'maxContains',
  'dependentRequired',
]);

/** Dropped annotations: they change nothing a model must produce. */
export const STRICT_DROPPED_ANNOTATIONS: readonly string[] = Object.freeze([
  'title',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'sunset',
  'readOnly',
  'writeOnly',
  '$schema',
  '$id',
  'contentEncoding',
  'contentMediaType',
]);

/**
 * Rejected, because dropping them would hide structure the model has to produce (allOf merges
 * shapes, $ref points elsewhere, patternProperties and schema-valued additionalProperties describe
 * maps whose keys a strict grammar cannot leave open, tuples fix positions). Any keyword in none of
 * these lists is rejected too. Rejected shapes: boolean schemas, schemas with no `type`, `enum`,
 * `const`, `anyOf` or `oneOf` (any value), arrays without a single `items` schema, and objects
 * without `properties` that are not closed.
 */
export const STRICT_REJECTED_KEYWORDS: readonly string[] = Object.freeze([
  'allOf',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependencies',
  'patternProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'prefixItems',
  'additionalItems',
  '$ref',
  '$defs',
  'definitions',
]);

const DROPPED = new Set([...STRICT_DROPPED_CONSTRAINTS, ...STRICT_DROPPED_ANNOTATIONS]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/**
 * A model schema rewritten into the strict dialect. Its root must be an object schema, as strict
 * modes require; a schema the dialect cannot express throws InteractionDefinitionError
 * (`strict-schema`) naming the keyword's place in the schema.
 */
export function toStrictModelSchema(
  schema: Readonly<Record<string, unknown>>,
  commandId?: string,
): Record<string, unknown> {
  const fail = (pointer: string, reason: string): never => {
    throw new InteractionDefinitionError(
      'strict-schema',
      `the strict model schema cannot express ${pointer === '' ? 'the root' : pointer}: ${reason}`,
      commandId,
    );
  };
  if (!isObjectSchema(schema)) fail('', 'a strict root must be an object schema');
  return rewrite(schema, '', fail);
}

type Fail = (pointer: string, reason: string) => never;

function rewrite(node: unknown, pointer: string, fail: Fail): Record<string, unknown> {
  if (!isRecord(node)) return fail(pointer, 'boolean and non-object schemas are not accepted');
  const out: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [keyword, value] of Object.entries(node)) {
    if (KEPT.has(keyword) || REWRITTEN.has(keyword)) continue;
    if (!DROPPED.has(keyword))
      fail(`${pointer}/${pointerSegment(keyword)}`, `keyword ${JSON.stringify(keyword)} is not supported`);
    if (STRICT_DROPPED_CONSTRAINTS.includes(keyword) && (value === null || typeof value !== 'object'))
      notes.push(`${keyword} ${JSON.stringify(value)}`);
  }
  if (node.type !== undefined) out.type = checkedType(node.type, pointer, fail);
  else if (isObjectSchema(node)) out.type = 'object';
  const values = enumValues(node, pointer, fail);
  if (values !== undefined) out.enum = values;
  if (node.anyOf !== undefined && node.oneOf !== undefined) fail(pointer, 'anyOf and oneOf together');
  const union = node.anyOf !== undefined ? 'anyOf' : 'oneOf';
  const branches = node[union];
  if (branches !== undefined) {
    if (!Array.isArray(branches) || branches.length === 0) fail(pointer, 'a union needs a non-empty list of branches');
    // A branch's place in the schema as written: under oneOf for a oneOf, rewritten to anyOf.
    out.anyOf = (branches as unknown[]).map((branch, index) => rewrite(branch, `${pointer}/${union}/${index}`, fail));
  }
  if (out.type === undefined && out.enum === undefined && out.anyOf === undefined)
    fail(pointer, 'a schema without a type accepts any value');
  if (isObjectSchema(node)) Object.assign(out, closedObject(node, pointer, fail));
  if (includesType(node.type, 'array')) {
    if (!isRecord(node.items)) fail(`${pointer}/items`, 'an array needs one items schema (no tuples, no open arrays)');
    out.items = rewrite(node.items, `${pointer}/items`, fail);
  }
  const description = [
    typeof node.description === 'string' ? node.description : '',
    notes.length > 0 ? `Constraints: ${notes.join(', ')}.` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  if (description !== '') out.description = description;
  return out;
}

/** Every property listed in `required`; the optional ones nullable; no other property allowed. */
function closedObject(node: Record<string, unknown>, pointer: string, fail: Fail): Record<string, unknown> {
  const properties = node.properties ?? {};
  if (!isRecord(properties)) return fail(`${pointer}/properties`, 'properties must be an object');
  if (isRecord(node.additionalProperties))
    fail(`${pointer}/additionalProperties`, 'a schema for additional properties describes a map');
  if (Object.keys(properties).length === 0 && node.additionalProperties !== false)
    fail(pointer, 'an object without properties that is not closed is an open map');
  const required = node.required ?? [];
  if (!Array.isArray(required)) return fail(`${pointer}/required`, 'required must be a list');
  const shape: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(properties)) {
    const strict = rewrite(child, `${pointer}/properties/${pointerSegment(name)}`, fail);
    setOwn(shape, name, required.includes(name) ? strict : nullable(strict));
  }
  return { properties: shape, required: Object.keys(shape), additionalProperties: false };
}

/** The same schema accepting null too: through `type`, `enum` and `anyOf`, whichever it uses. */
export function nullable(node: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...node };
  if (node.type !== undefined) {
    const types = Array.isArray(node.type) ? (node.type as unknown[]) : [node.type];
    if (!types.includes('null')) out.type = [...types, 'null'];
  }
  if (Array.isArray(node.enum) && !node.enum.includes(null)) out.enum = [...node.enum, null];
  if (Array.isArray(node.anyOf) && !node.anyOf.some(acceptsNull)) out.anyOf = [...node.anyOf, { type: 'null' }];
  return out;
}

function acceptsNull(node: unknown): boolean {
  return isRecord(node) && (includesType(node.type, 'null') || (Array.isArray(node.enum) && node.enum.includes(null)));
}

function enumValues(node: Record<string, unknown>, pointer: string, fail: Fail): unknown[] | undefined {
  if (node.enum !== undefined && !Array.isArray(node.enum)) fail(`${pointer}/enum`, 'enum must be a list');
  if (node.const === undefined) return node.enum === undefined ? undefined : [...(node.enum as unknown[])];
  if (node.enum !== undefined) fail(pointer, 'const and enum together');
  return [node.const];
}

function checkedType(type: unknown, pointer: string, fail: Fail): string | string[] {
  const types = Array.isArray(type) ? type : [type];
  for (const entry of types)
    if (typeof entry !== 'string' || !TYPES.has(entry))
      fail(`${pointer}/type`, `unknown type ${JSON.stringify(entry)}`);
  return Array.isArray(type) ? [...(type as string[])] : (type as string);
}

function includesType(type: unknown, name: string): boolean {
  return type === name || (Array.isArray(type) && type.includes(name));
}

function isObjectSchema(node: Readonly<Record<string, unknown>>): boolean {
  return includesType(node.type, 'object') || (node.type === undefined && node.properties !== undefined);
}
