import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { constraints } from './scalar-test.ts';

/**
 * Whether an unknown-variant branch (a union's fallback, union-reader.ts unionBody) refuses every
 * one of the union's `tags` by a `not` of an enum or a const on its `property` member: then a known
 * tag matches its own branch alone and any other the fallback alone, so the tag picks the branch.
 */
export function refusesTags(
  fallback: JsonSchema,
  property: string,
  tags: readonly unknown[],
  types: ReadonlyMap<string, JsonSchema>,
): boolean {
  let member = (fallback.properties as Record<string, JsonSchema> | undefined)?.[property];
  const target = refTarget(member?.$ref);
  if (target !== undefined) member = types.get(target);
  const not = member?.not as JsonSchema | undefined;
  if (not === undefined || constraints(not).length !== 1) return false;
  const refused = Array.isArray(not.enum) ? (not.enum as unknown[]) : 'const' in not ? [not.const] : [];
  return tags.every((tag) => refused.includes(tag));
}
