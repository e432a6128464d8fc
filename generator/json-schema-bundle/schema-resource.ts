import type { JsonSchema } from '../load/spec-document.ts';
import { mapSchema, refTarget } from '../schema/type-refs.ts';
import { withoutWrittenBounds } from '../schema/written-bounds.ts';

/**
 * A spec schema as one embedded resource of a JSON Schema 2020-12 compound document (§9.3): its own
 * `$id`, and every `#/types/<Name>` reference rewritten to the `$id` of that type's resource. A
 * fragment such as `#/$defs/Name` would not do: inside a resource with its own `$id` it resolves
 * against that `$id`, not against the bundle.
 *
 * The spec's schema language is JSON Schema 2020-12's own keywords (schema/felan-spec.schema.json
 * admits `prefixItems` and `items: false`, `dependentRequired` and `dependentSchemas`, and none of
 * draft-07's `definitions`, array-form `items`, `additionalItems` or `dependencies`), so nothing
 * needs translating: mapSchema reaches every sub-schema position (type-refs.ts, CHILD_KEYWORDS), so
 * a `$ref` under `prefixItems`, `contains`, `patternProperties`, `dependentSchemas` or `if`/`then`/
 * `else` is rewritten like any other. `format` means what the bundle's dialect says: an assertion
 * (schema/vocabulary/README.md). So do the custom keywords, kept as they are: the bounds, the contract
 * annotations and `check`, whose value names a check the dialect's checks vocabulary defines (the
 * bundle carries the name, not the part's code). Keywords beside `$ref` change nothing either: the
 * spec allows only annotations there (rule type-references), which 2020-12 merely collects.
 *
 * Keywords are sorted at every level, as the model's normalized schemas are; `properties` keeps its
 * written order (it is what docs and generated types show).
 */
export function toSchemaResource(
  schema: JsonSchema,
  id: string,
  extra: JsonSchema,
  resolveType: (name: string) => string,
): JsonSchema {
  // A bound that names a limit is published as its number: the bundle has no LIMITS to name, and the
  // dialect's vocabularies are fixed (schema/vocabulary/README.md).
  const rewritten = mapSchema(withoutWrittenBounds(schema), (node) => {
    if (node.$ref === undefined) return sortedKeywords(node);
    const target = refTarget(node.$ref);
    // The model guarantees every $ref names one of its types; anything else is a bug upstream, not a dangling ref to publish.
    if (target === undefined) throw new Error(`schema bundle: unexpected $ref ${JSON.stringify(node.$ref)} in ${id}`);
    return sortedKeywords({ ...node, $ref: resolveType(target) });
  });
  return sortedKeywords({ ...rewritten, ...extra, $id: id });
}

function sortedKeywords(node: JsonSchema): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const keyword of Object.keys(node).sort()) out[keyword] = node[keyword];
  return out;
}
