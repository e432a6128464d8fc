import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { boundLimit } from '../../schema/written-bounds.ts';
import { PART_CHECKS, type CheckName } from '../../parts/part-checks.ts';
import { limitAnchor, typeAnchor } from '../anchors.ts';
import { code, joinInline, link, text, type Inline } from '../reference-document.ts';

/**
 * One schema as a short type expression for a table cell: `string (minLength: 1)`, `array of
 * [PromptImage]`, `"utc" | "local"`. Named types become links to their definitions; an inline object
 * is just `object`, its fields are listed as rows of their own (schema-fields.ts).
 */
export function typeExpression(schema: JsonSchema): Inline[] {
  // An array's own bounds go before its items' (`array (maxItems: 4) of string (minLength: 1)`), so each reads next to what it bounds.
  if (
    schema.type === 'array' &&
    isSchema(schema.items) &&
    schema.prefixItems === undefined &&
    refTarget(schema.$ref) === undefined
  ) {
    return [text('array'), ...constraintSuffix(schema), text(' of '), ...typeExpression(schema.items)];
  }
  return [...baseExpression(schema), ...constraintSuffix(schema)];
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A compact JSON rendering of a spec value (an enum member, a const, a default). */
export function jsonValue(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

/** The instance types a schema names itself (not those a parent gives it). */
const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];

function baseExpression(schema: JsonSchema): Inline[] {
  const target = refTarget(schema.$ref);
  if (target !== undefined) return [link(typeAnchor(target), target)];
  if ('const' in schema) return [code(jsonValue(schema.const))];
  if (Array.isArray(schema.enum))
    return joinInline(
      schema.enum.map((value) => [code(jsonValue(value))]),
      ' | ',
    );
  for (const [keyword, separator] of [
    ['oneOf', ' | '],
    ['anyOf', ' | '],
    ['allOf', ' & '],
  ] as const) {
    const parts = schema[keyword];
    if (Array.isArray(parts))
      return [
        text(keyword === 'allOf' ? 'all of (' : 'one of ('),
        ...joinInline(
          parts.map((part) => typeExpression(part as JsonSchema)),
          separator,
        ),
        text(')'),
      ];
  }
  if (typeof schema.not === 'object' && schema.not !== null)
    return [text('not ('), ...typeExpression(schema.not as JsonSchema), text(')')];
  const types = typesOf(schema);
  if (types.length === 0) {
    // A branch like `anyOf: [{required: [a]}, …]` constrains which members are present, nothing else.
    if (schema.properties === undefined && Array.isArray(schema.required) && schema.required.length > 0) {
      return [
        text('with '),
        ...joinInline(
          schema.required.map((name) => [code(String(name))]),
          ', ',
        ),
        text(' present'),
      ];
    }
    return [text(schema.properties === undefined ? 'any' : 'object')];
  }
  return joinInline(
    types.map((type) => typeName(type, schema)),
    ' | ',
  );
}

function typeName(type: string, schema: JsonSchema): Inline[] {
  if (type === 'array') return arrayName(schema);
  if (
    type === 'object' &&
    schema.properties === undefined &&
    typeof schema.additionalProperties === 'object' &&
    schema.additionalProperties !== null
  ) {
    return [text('map of '), ...typeExpression(schema.additionalProperties as JsonSchema)];
  }
  // The format is part of what the string is (`string, format date-time`), not a bound on it.
  if (type === 'string' && typeof schema.format === 'string') return [text('string, format '), code(schema.format)];
  return [text(type)];
}

/** `array of T`; a tuple as its positions and what may follow them: `tuple [string, number], then no more items`. */
function arrayName(schema: JsonSchema): Inline[] {
  const { prefixItems, items } = schema;
  if (!Array.isArray(prefixItems)) {
    if (items === false) return [text('empty array')];
    return isSchema(items) ? [text('array of '), ...typeExpression(items)] : [text('array')];
  }
  const positions = joinInline(
    prefixItems.map((item) => typeExpression(item as JsonSchema)),
    ', ',
  );
  const rest =
    items === false
      ? [text(', then no more items')]
      : isSchema(items)
        ? [text(', then items of '), ...typeExpression(items)]
        : [text(', then any items')];
  return [text('tuple ['), ...positions, text(']'), ...rest];
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

/** What a schema asserts besides its type, one entry each: `maxLength: 8`, `keys: string`, `contains an item matching …`. */
export function constraintItems(schema: JsonSchema): Inline[][] {
  const shown: Inline[][] = CONSTRAINTS.filter((keyword) => schema[keyword] !== undefined).map((keyword) =>
    boundItem(schema, keyword),
  );
  // Objects are open unless closed (docs/spec-format.md, "Choices"): a closed one rejects unknown fields, worth saying.
  if (schema.additionalProperties === false) shown.push([code('additionalProperties: false')]);
  if (typeof schema.propertyNames === 'object' && schema.propertyNames !== null)
    shown.push([text('keys: '), ...typeExpression({ type: 'string', ...(schema.propertyNames as JsonSchema) })]);
  // Shown beside the type name when the schema says `string` itself; a branch that inherits the type shows it here.
  if (typeof schema.format === 'string' && !typesOf(schema).includes('string'))
    shown.push([text('format '), code(schema.format)]);
  shown.push(...containsItems(schema), ...memberRules(schema), ...conditionItems(schema), ...checkItems(schema));
  return shown;
}

/**
 * `maxItems: 4`; a bound that names a limit says which, linked to its row, with the value it has in
 * this version: `maxBytes: LIMITS.instructionsBytes (16384)`. The name is what stays true when the
 * limit changes; the number is what a reader of this version checks against.
 */
function boundItem(schema: JsonSchema, keyword: string): Inline[] {
  const limit = boundLimit(schema, keyword);
  const value = jsonValue(schema[keyword]);
  if (limit === undefined) return [code(`${keyword}: ${value}`)];
  return [code(`${keyword}:`), text(' '), link(limitAnchor(limit), `LIMITS.${limit}`), text(` (${value})`)];
}

export function constraintSuffix(schema: JsonSchema): Inline[] {
  const shown = constraintItems(schema);
  return shown.length === 0 ? [] : [text(' ('), ...joinInline(shown, ', '), text(')')];
}

/** `check: viewItems` and what the part's check makes sure of (parts/part-checks.ts). */
function checkItems(schema: JsonSchema): Inline[][] {
  const check =
    typeof schema.check === 'string' && Object.hasOwn(PART_CHECKS, schema.check)
      ? PART_CHECKS[schema.check as CheckName]
      : undefined;
  return check === undefined
    ? []
    : [[code(`check: ${String(schema.check)}`), text(` — ${check.description.replace(/\.$/, '')}`)]];
}

/** `contains at least 2 items matching string`: minContains and maxContains read as the count they are. */
function containsItems(schema: JsonSchema): Inline[][] {
  if (!isSchema(schema.contains)) return [];
  const min = typeof schema.minContains === 'number' ? schema.minContains : 1;
  const max = typeof schema.maxContains === 'number' ? schema.maxContains : undefined;
  const count =
    max === undefined
      ? min === 1
        ? 'an item'
        : `at least ${min} items`
      : min === max
        ? `exactly ${min} ${noun(min)}`
        : min === 0
          ? `at most ${max} ${noun(max)}`
          : `${min} to ${max} items`;
  return [[text(`contains ${count} matching `), ...refinementExpression(schema.contains)]];
}

const noun = (count: number) => (count === 1 ? 'item' : 'items');

/** What some members impose: `members matching /^x-/: string`, `when a is present, b is required`. */
function memberRules(schema: JsonSchema): Inline[][] {
  const entries = (keyword: string) => (isSchema(schema[keyword]) ? Object.entries(schema[keyword]) : []);
  return [
    ...entries('patternProperties').map(([pattern, sub]) => [
      text('members matching '),
      code(`/${pattern}/`),
      text(': '),
      ...typeExpression(sub as JsonSchema),
    ]),
    ...entries('dependentRequired')
      .filter(([, names]) => Array.isArray(names) && names.length > 0)
      .map(([name, names]) => {
        const required = names as unknown[];
        return [
          text('when '),
          code(name),
          text(' is present, '),
          ...joinInline(
            required.map((other) => [code(String(other))]),
            ', ',
          ),
          text(required.length === 1 ? ' is required' : ' are required'),
        ];
      }),
    ...entries('dependentSchemas').map(([name, sub]) => [
      text('when '),
      code(name),
      text(' is present, also '),
      ...refinementExpression(sub as JsonSchema),
    ]),
  ];
}

/** `if kind: "a" then with payload present else …`; the spec allows if only beside then or else. */
function conditionItems(schema: JsonSchema): Inline[][] {
  if (!isSchema(schema.if)) return [];
  const condition = refinementExpression(schema.if);
  const then = isSchema(schema.then) ? refinementExpression(schema.then) : undefined;
  const otherwise = isSchema(schema.else) ? refinementExpression(schema.else) : undefined;
  if (then === undefined)
    return otherwise === undefined ? [] : [[text('unless '), ...condition, text(', '), ...otherwise]];
  return [
    [
      text('if '),
      ...condition,
      text(' then '),
      ...then,
      ...(otherwise === undefined ? [] : [text(' else '), ...otherwise]),
    ],
  ];
}

/**
 * A sub-schema that refines the value it sits beside (a condition, a dependent schema, what
 * contains looks for) by what it says, not by its type: `{properties: {kind: {const: a}},
 * required: [kind]}` reads `kind: "a"`, and `{minProperties: 2}` reads `minProperties: 2`, where
 * typeExpression would say `object` and `any (minProperties: 2)`.
 */
export function refinementExpression(schema: JsonSchema): Inline[] {
  const structural = ['$ref', 'const', 'enum', 'oneOf', 'anyOf', 'allOf', 'not'].some(
    (keyword) => schema[keyword] !== undefined,
  );
  const types = typesOf(schema);
  if (structural || !(types.length === 0 || (types.length === 1 && types[0] === 'object')))
    return typeExpression(schema);
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
  const parts: Inline[][] = properties.map(([name, sub]) => [
    code(name),
    text(required.has(name) ? ': ' : ' (if present): '),
    ...typeExpression(sub as JsonSchema),
  ]);
  const present = [...required].filter((name) => !properties.some(([declared]) => declared === name));
  if (present.length > 0)
    parts.push([
      text('with '),
      ...joinInline(
        present.map((name) => [code(name)]),
        ', ',
      ),
      text(' present'),
    ]);
  parts.push(...constraintItems(schema));
  if (parts.length === 0) return typeExpression(schema);
  // Several parts are bracketed, so their commas do not run into the list the expression stands in.
  const listed = parts.length === 1 ? parts[0]! : [text('('), ...joinInline(parts, ', '), text(')')];
  return [...(types.length === 1 ? [text('object with ')] : []), ...listed];
}
