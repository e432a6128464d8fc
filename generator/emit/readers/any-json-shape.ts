import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { constraints } from './scalar-test.ts';

const JSON_SCALAR_TYPES = ['null', 'boolean', 'number', 'string'];

/**
 * A union of exactly the six JSON types with no other constraint, its arrays' items and its objects'
 * members being references `isSelf` accepts: the shape of "any JSON value".
 */
export function anyJsonShape(schema: JsonSchema, isSelf: (ref: unknown) => boolean): boolean {
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (union === undefined || constraints(schema).length !== 1 || union.length !== 6) return false;
  const seen = new Set<string>();
  for (const branch of union) {
    const keywords = constraints(branch);
    const type = branch.type;
    if (typeof type !== 'string' || seen.has(type)) return false;
    seen.add(type);
    if (JSON_SCALAR_TYPES.includes(type)) {
      if (keywords.length !== 1) return false;
    } else if (type === 'array') {
      if (keywords.length !== 2 || !isSelf((branch.items as JsonSchema | undefined)?.$ref)) return false;
    } else if (type === 'object') {
      const additional = branch.additionalProperties as JsonSchema | undefined;
      if (
        keywords.length !== 2 ||
        typeof additional !== 'object' ||
        constraints(additional).length !== 1 ||
        !isSelf(additional.$ref)
      )
        return false;
    } else return false;
  }
  return true;
}

/**
 * Whether a schema admits every JSON value and nothing else, as a recursive union of the six JSON
 * types does (JsonData): its reader is the plain-JSON copy. The named types of that shape are settled
 * first, to a fixpoint (JsonData refers to itself).
 */
export function anyJsonTest(types: ReadonlyMap<string, JsonSchema>): (schema: JsonSchema) => boolean {
  const anyJsonTypes = new Set<string>();
  for (const [name, schema] of types)
    if (anyJsonShape(schema, (ref) => refTarget(ref) === name)) anyJsonTypes.add(name);
  return (schema) => {
    const target = refTarget(schema.$ref);
    if (target !== undefined) return constraints(schema).length === 1 && anyJsonTypes.has(target);
    return anyJsonShape(schema, (ref) => refTarget(ref) !== undefined && anyJsonTypes.has(refTarget(ref)!));
  };
}
