import type { JsonSchema } from '../../load/spec-document.ts';
import { refTarget } from '../../schema/type-refs.ts';
import type { Types } from '../boundary/strip-plan.ts';

/**
 * Where a compiler's slots (createReaderCompiler: the open params and results the caller's function
 * `s` reads) are reached from. The nodes that reach one take and pass on `s`.
 */
export interface SlotReach {
  /** Whether a slot is reachable from a schema. */
  readonly hasSlot: (schema: JsonSchema) => boolean;
  /** Whether a slot is reachable from a schema's subschemas (a slot's own reader passes `s` on to those). */
  readonly childrenReach: (schema: JsonSchema) => boolean;
}

export function slotReach(types: Types, slots: ReadonlySet<JsonSchema>): SlotReach {
  // Named types are settled first, to a fixpoint, so recursion cannot hide a slot.
  const slotTypes = new Set<string>();
  const reaches = (schema: JsonSchema): boolean => {
    if (slots.has(schema)) return true;
    const target = refTarget(schema.$ref);
    if (target !== undefined && slotTypes.has(target)) return true;
    return childrenReach(schema);
  };
  const childrenReach = (schema: JsonSchema): boolean => {
    const children = [
      ...Object.values((schema.properties as Record<string, JsonSchema> | undefined) ?? {}),
      ...((schema.oneOf ?? schema.anyOf ?? []) as JsonSchema[]),
      ...((schema.allOf ?? []) as JsonSchema[]),
      ...((schema.prefixItems ?? []) as JsonSchema[]),
      ...[schema.items, schema.additionalProperties].filter(
        (sub): sub is JsonSchema => typeof sub === 'object' && sub !== null && !Array.isArray(sub),
      ),
    ];
    return children.some(reaches);
  };
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, schema] of types) {
      if (!slotTypes.has(name) && reaches(schema)) {
        slotTypes.add(name);
        grew = true;
      }
    }
  }
  return { hasSlot: reaches, childrenReach };
}
