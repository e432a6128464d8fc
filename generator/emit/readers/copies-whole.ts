import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { planOf } from '../boundary/strip-plan.ts';
import type { ReaderContext } from './reader-context.ts';

/**
 * Whether every value valid against the schema is read into a whole copy of itself: scalars, open
 * JSON, arrays of such, and objects that admit no unknown property (or keep it) with such members.
 */
export function copiesWhole(cx: ReaderContext, schema: JsonSchema, seen: ReadonlySet<string> = new Set()): boolean {
  const target = refTarget(schema.$ref);
  if (target !== undefined)
    return (
      !seen.has(target) && cx.types.has(target) && copiesWhole(cx, cx.types.get(target)!, new Set([...seen, target]))
    );
  if (cx.isAnyJson(schema) || planOf(schema, cx.types) === 0) return true;
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (union !== undefined) return union.every((branch) => copiesWhole(cx, branch, seen));
  if (schema.type === 'array') return schema.items === undefined || copiesWhole(cx, schema.items as JsonSchema, seen);
  if (schema.type === 'object') {
    const additional = schema.additionalProperties;
    const members = Object.values((schema.properties as Record<string, JsonSchema> | undefined) ?? {});
    const extra =
      additional === false ||
      additional === true ||
      (typeof additional === 'object' && additional !== null && copiesWhole(cx, additional as JsonSchema, seen));
    return extra && members.every((member) => copiesWhole(cx, member, seen));
  }
  // Any other schema whose plan strips (an allOf of open objects, properties without a type) may
  // copy a value short of itself.
  return false;
}
