import { KEYWORD_TYPES } from '../../generator/check/rules/keyword-types.ts';
import { CHILD_KEYWORDS } from '../../generator/schema/type-refs.ts';

/** A suite schema uses something outside the spec's dialect: the group is not run, for this reason. */
export class OutsideDialect extends Error {}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };

/** Keywords whose value is data, copied as it is (never read as a schema, so `enum: [{$ref: …}]` stays data). */
const DATA_KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'required',
  'dependentRequired',
  'default',
  'examples',
  'description',
  'title',
  '$comment',
  'deprecated',
]);
/** Keywords whose value is a number or boolean the dialect takes as it is. */
const VALUE_KEYWORDS = new Set([
  ...Object.keys(KEYWORD_TYPES).filter(
    (keyword) => !(keyword in CHILD_KEYWORDS.one || keyword in CHILD_KEYWORDS.list || keyword in CHILD_KEYWORDS.map),
  ),
  'format',
]);
const ALL_TYPES = ['array', 'boolean', 'null', 'number', 'object', 'string'];

/**
 * One suite group's schema as spec types, spelled the way the dialect spells it, meaning the same:
 * - the group's schema is the type `root`; each `$defs` entry a type of its own, and `#` and
 *   `#/$defs/<name>` references point at those (the spec's only reference form is `#/types/<Name>`);
 * - `true` is `{}`, `false` is `{not: {}}` (a spec schema is an object; `items: false` stays);
 * - a `$ref` beside other keywords moves into `allOf` (the spec keeps `$ref` alone; 2020-12 applies
 *   both either way);
 * - a schema with type-specific keywords but no `type` of its own gets the list of every JSON type,
 *   which admits every value as before and satisfies the keyword-types rule;
 * - a required name no `properties` declares is declared as `{}`, which admits any value, for the
 *   required-properties rule.
 * Anything else outside the dialect throws OutsideDialect.
 */
export function translateGroup(schema: Json, root: string): Record<string, Schema> {
  const types: Record<string, Schema> = {};
  const defNames = new Map<string, string>();
  if (
    typeof schema === 'object' &&
    schema !== null &&
    !Array.isArray(schema) &&
    typeof schema.$defs === 'object' &&
    schema.$defs !== null
  ) {
    for (const name of Object.keys(schema.$defs)) defNames.set(name, `${root}D${defNames.size}`);
  }
  const refName = (ref: string): string => {
    if (ref === '#') return root;
    const match = /^#\/\$defs\/([^/]+)$/.exec(ref);
    const name =
      match === null ? undefined : defNames.get(decodeURIComponent(match[1]!).replace(/~1/g, '/').replace(/~0/g, '~'));
    if (name === undefined) throw new OutsideDialect(`$ref ${ref}`);
    return name;
  };

  const convert = (node: Json, top: boolean): Schema => {
    if (node === true) return {};
    if (node === false) return { not: {} };
    if (typeof node !== 'object' || node === null || Array.isArray(node))
      throw new OutsideDialect(`schema ${JSON.stringify(node)}`);
    const out: Schema = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === '$schema' || (keyword === '$defs' && top)) continue;
      if (keyword === '$ref') {
        if (typeof value !== 'string') throw new OutsideDialect('$ref');
        continue;
      }
      if (keyword === 'items' && value === false) out.items = false;
      else if (keyword in CHILD_KEYWORDS.one)
        out[keyword] = keyword === 'additionalProperties' && typeof value === 'boolean' ? value : convert(value, false);
      else if (keyword in CHILD_KEYWORDS.list) out[keyword] = (value as Json[]).map((sub) => convert(sub, false));
      else if (keyword in CHILD_KEYWORDS.map)
        out[keyword] = Object.fromEntries(
          Object.entries(value as Schema).map(([name, sub]) => [name, convert(sub, false)]),
        );
      else if (DATA_KEYWORDS.has(keyword) || VALUE_KEYWORDS.has(keyword)) out[keyword] = value;
      else throw new OutsideDialect(keyword);
    }
    if (typeof node.$ref === 'string') {
      const ref = { $ref: `#/types/${refName(node.$ref)}` };
      if (Object.keys(out).length === 0) return ref;
      out.allOf = [ref, ...((out.allOf as Json[] | undefined) ?? [])];
    }
    const declared = (out.properties ?? {}) as Schema;
    const undeclared = ((out.required as string[] | undefined) ?? []).filter((name) => !Object.hasOwn(declared, name));
    if (undeclared.length > 0)
      out.properties = Object.fromEntries([...Object.entries(declared), ...undeclared.map((name) => [name, {}])]);
    if (out.type === undefined && Object.keys(out).some((keyword) => keyword in KEYWORD_TYPES)) out.type = ALL_TYPES;
    return out;
  };

  types[root] = convert(schema, true);
  const defs = (schema as Schema).$defs as Schema | undefined;
  for (const [name, typeName] of defNames) types[typeName] = convert(defs![name]!, false);
  return types;
}
