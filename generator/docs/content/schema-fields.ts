import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { featureAnchor } from '../anchors.ts';
import { code, link, paragraph, strong, text, type Block, type Inline, type TableRow } from '../reference-document.ts';
import { oneLine, paragraphsOf } from './prose.ts';
import { resolveAlias } from './schema-references.ts';
import { constraintSuffix, jsonValue, typeExpression } from './schema-expression.ts';

/**
 * A schema's fields as table rows: one row per property and per pattern of patternProperties
 * (`/^x-/`), and the properties of inline objects nested in it (an object property, array items,
 * tuple positions, map values, the variants of an inline union) flattened under dotted paths —
 * `client.kind`, `images[].data`, `pair[1].at`, `change (variant 1).name`. Named types stop the
 * descent: they are a link, documented once on the types page.
 */
export const FIELD_COLUMNS = ['Field', 'Type', 'Required', 'Description'] as const;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const propertiesOf = (schema: JsonSchema) =>
  isSchema(schema.properties) ? Object.entries(schema.properties as Record<string, JsonSchema>) : [];
const variantsOf = (schema: JsonSchema): JsonSchema[] =>
  (['oneOf', 'anyOf', 'allOf'] as const).flatMap((keyword) =>
    Array.isArray(schema[keyword]) ? (schema[keyword] as JsonSchema[]) : [],
  );

export function fieldRows(schema: JsonSchema, prefix = ''): TableRow[] {
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const row = (path: string, property: JsonSchema, isRequired: boolean): TableRow[] => [
    { cells: [[code(path)], typeExpression(property), [text(isRequired ? 'yes' : 'no')], fieldDescription(property)] },
    ...nestedRows(property, path),
  ];
  // Members matched by a pattern are fields too, named by the pattern as a regular expression literal (`/^x-/`).
  const patterns = isSchema(schema.patternProperties)
    ? Object.entries(schema.patternProperties as Record<string, JsonSchema>)
    : [];
  return [
    ...propertiesOf(schema).flatMap(([name, property]) => row(`${prefix}${name}`, property, required.has(name))),
    ...patterns.flatMap(([pattern, property]) => row(`${prefix}/${pattern}/`, property, false)),
  ];
}

/** The rows of the inline objects under one property (named types are not entered). */
function nestedRows(schema: JsonSchema, path: string): TableRow[] {
  if (refTarget(schema.$ref) !== undefined) return [];
  const rows = fieldRows(schema, `${path}.`);
  if (Array.isArray(schema.prefixItems))
    (schema.prefixItems as JsonSchema[]).forEach((item, index) => rows.push(...nestedRows(item, `${path}[${index}]`)));
  if (isSchema(schema.items)) rows.push(...nestedRows(schema.items, `${path}[]`));
  if (isSchema(schema.additionalProperties)) rows.push(...nestedRows(schema.additionalProperties, `${path}.*`));
  const variants = variantsOf(schema);
  variants.forEach((variant, index) => rows.push(...nestedRows(variant, `${path} (variant ${index + 1})`)));
  return rows;
}

/** A field's title and description followed by what its annotations say: default, deprecation, feature gate. */
export function fieldDescription(schema: JsonSchema): Inline[] {
  const parts: Inline[] = [];
  const sentence = (...content: Inline[]) => parts.push(...(parts.length > 0 ? [text(' ')] : []), ...content);
  const title = titleOf(schema);
  // A title is a name, not a sentence: it gets the full stop that lets the description follow it.
  if (title !== undefined) sentence(strong(/[.!?:]$/.test(title) ? title : `${title}.`));
  const description = paragraphsOf(typeof schema.description === 'string' ? schema.description : undefined).join(' ');
  if (description !== '') sentence(text(description));
  const deprecation = deprecationNote(schema);
  if (deprecation.length > 0) sentence(...deprecation);
  if ('default' in schema) sentence(text('Default: '), code(jsonValue(schema.default)), text('.'));
  if (typeof schema.requires === 'string')
    sentence(
      text('Sent only to a peer advertising '),
      link(featureAnchor(schema.requires), schema.requires),
      text('.'),
    );
  return parts;
}

/** `Deprecated.`, or with a sunset `Deprecated; may be removed from 0.9.0.`; nothing when the schema is not deprecated. */
export function deprecationNote(schema: JsonSchema): Inline[] {
  if (schema.deprecated !== true) return [];
  if (typeof schema.sunset !== 'string') return [strong('Deprecated.')];
  return [strong('Deprecated'), text('; may be removed from '), code(schema.sunset), text('.')];
}

/** The schema's `title` as one line, or undefined when it has none (or only whitespace). */
export function titleOf(schema: JsonSchema): string | undefined {
  const title = typeof schema.title === 'string' ? oneLine(schema.title) : '';
  return title === '' ? undefined : title;
}

/** A schema's title as the first line of what documents it (a type's section, an operation's params or result). */
export function titleBlocks(schema: JsonSchema): Block[] {
  const title = titleOf(schema);
  return title === undefined ? [] : [paragraph(strong(title))];
}

/**
 * The blocks describing a whole schema (params, result, a named type): its type, then its fields,
 * or for a union each variant with its own fields. With `resolve`, a schema that is only a named
 * type is shown through that type (`Type: Prompt = object` and Prompt's fields): an operation's
 * params should be readable without leaving the page.
 */
export function schemaShape(schema: JsonSchema, resolve?: (name: string) => JsonSchema | undefined): Block[] {
  const named = resolve === undefined ? undefined : resolveAlias(schema, resolve);
  if (named !== undefined) {
    const [typeLine, ...rest] = schemaShape(named);
    const definition = typeLine!.kind === 'paragraph' ? typeLine!.content.slice(1) : [];
    return [paragraph(text('Type: '), ...typeExpression(schema), text(' = '), ...definition), ...rest];
  }
  const variants = refTarget(schema.$ref) === undefined ? variantsOf(schema) : [];
  const label = Array.isArray(schema.allOf) ? ('Part' as const) : ('Variant' as const);
  // A union's expression would repeat its variants, which follow in full.
  const type = variants.length === 0 ? typeExpression(schema) : unionLine(schema, label, variants.length);
  const blocks: Block[] = [paragraph(text('Type: '), ...type)];
  const rows = fieldRows(schema);
  if (rows.length > 0) blocks.push({ kind: 'table', columns: FIELD_COLUMNS, rows });
  else if (schema.type === 'object' && schema.additionalProperties === false)
    blocks.push(paragraph(text('No fields.')));
  else if (schema.type === 'object' && schema.additionalProperties === undefined && variants.length === 0)
    blocks.push(paragraph(text('No fields declared; the object is open, so unknown fields are accepted.')));
  const variantRows = variants.map((variant) => fieldRows(variant));
  const headline = (variant: JsonSchema, index: number) => [
    strong(`${label} ${index + 1}`),
    text(': '),
    ...typeExpression(variant),
    ...describedAs(variant),
  ];
  // Variants without fields of their own (named types, scalars) read best as one list.
  if (variantRows.every((rows) => rows.length === 0)) {
    if (variants.length > 0) blocks.push({ kind: 'list', items: variants.map(headline) });
    return blocks;
  }
  variants.forEach((variant, index) => {
    blocks.push(paragraph(...headline(variant, index)));
    if (variantRows[index]!.length > 0)
      blocks.push({ kind: 'table', columns: FIELD_COLUMNS, rows: variantRows[index]! });
  });
  return blocks;
}

/** `one of the 3 variants below`, after the schema's own type when it declares one (an object whose variants say which members are present). */
function unionLine(schema: JsonSchema, label: 'Part' | 'Variant', count: number): Inline[] {
  const phrase = `${label === 'Part' ? 'all' : 'one'} of the ${count} ${label.toLowerCase()}${count === 1 ? '' : 's'} below`;
  const { oneOf: _oneOf, anyOf: _anyOf, allOf: _allOf, ...own } = schema;
  if (own.type === undefined && own.properties === undefined) return [text(phrase), ...constraintSuffix(schema)];
  return [...typeExpression(own), text(`, and ${phrase}`)];
}

function describedAs(schema: JsonSchema): Inline[] {
  const description = fieldDescription(schema);
  return description.length === 0 ? [] : [text(' — '), ...description];
}
