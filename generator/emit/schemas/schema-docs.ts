import type { JsonSchema } from '../../load/spec-document.ts';
import { mapSchema } from '../../schema/type-refs.ts';

/**
 * The annotations that only document a schema: prose and sample values for people and tools that
 * show them. The other annotations stay in the runtime objects because a program acts on them:
 * `default` (what a reader assumes when a member is absent), `deprecated`, and the contract's own
 * `sunset`, `requires` and `direction`.
 */
export const DOCUMENTATION_KEYWORDS = ['$comment', 'description', 'examples', 'title'] as const;

/**
 * A copy of a schema without its documentation keywords, at every schema position and nowhere else:
 * a property named `description` (under `properties`) and the values of `const`, `enum`, `default`
 * are data, and are kept. The input is not touched.
 */
export function withoutDocumentation(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, (node) => {
    if (!DOCUMENTATION_KEYWORDS.some((keyword) => Object.hasOwn(node, keyword))) return node;
    const kept: Record<string, unknown> = { ...node };
    for (const keyword of DOCUMENTATION_KEYWORDS) delete kept[keyword];
    return kept as JsonSchema;
  });
}
