import type { JsonSchema } from '../../../load/spec-document.ts';
import type { ContractPath } from '../../classify.ts';
import type { SchemaPair } from '../../schema-keywords/schema-pair.ts';
import { gateNote } from './gate-note.ts';
import { sunsetReached } from './sunset-removal.ts';

/**
 * The members of two objects as the rules on members see them, from the walker's pairing by name
 * (pair.matches): the ones one side adds or drops, and the names that moved in or out of `required`.
 */

type Places = { readonly old: ContractPath; readonly new: ContractPath };

const propertiesOf = (schema: JsonSchema) => (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
const requiredOf = (schema: JsonSchema) => new Set((schema.required as string[] | undefined) ?? []);

/** Whether a schema admits no value at all: `false`, or `not` of a schema with no keyword. */
function admitsNothing(schema: JsonSchema | boolean): boolean {
  if (schema === false) return true;
  const not = typeof schema === 'object' ? schema.not : undefined;
  return typeof not === 'object' && not !== null && Object.keys(not).length === 0;
}

/** The members the new object adds, in its order, with whether it requires them and the gate that may keep them from old peers. */
export function addedProperties(
  pair: SchemaPair,
): { property: string; required: boolean; closedBefore: boolean; gate: string; at: Places & { gated: boolean } }[] {
  const [schemas, required] = [propertiesOf(pair.b), requiredOf(pair.b)];
  const closedBefore = pair.a.additionalProperties === false;
  return (pair.matches?.properties.added ?? []).flatMap((property) => {
    // A member declared absent (`not: {}`, as QueuedOrHandled's branches name each other's) on an
    // object that was closed was refused before as unknown and is refused now as declared: no change.
    if (closedBefore && !required.has(property) && admitsNothing(schemas[property]!)) return [];
    const feature = pair.newGate(schemas[property]!);
    const at = {
      old: [...pair.oldPath, 'properties'],
      new: [...pair.newPath, 'properties', property],
      gated: pair.gated || feature !== undefined,
    };
    return [{ property, required: required.has(property), closedBefore, gate: gateNote(feature), at }];
  });
}

/** The members the new object drops, in the old one's order, with the sunset a deprecated one had reached. */
export function removedProperties(
  pair: SchemaPair,
): { property: string; wasRequired: boolean; closed: boolean; sunset: string | undefined; at: Places }[] {
  const [schemas, required] = [propertiesOf(pair.a), requiredOf(pair.a)];
  const closed = pair.b.additionalProperties === false;
  return (pair.matches?.properties.removed ?? []).map((property) => ({
    property,
    wasRequired: required.has(property),
    closed,
    sunset: sunsetReached(pair, schemas[property]!),
    at: { old: [...pair.oldPath, 'properties', property], new: [...pair.newPath, 'properties'] },
  }));
}

/**
 * The names one side's `required` holds and the other's does not, in that side's order, leaving out
 * members added or removed (their own rules say whether they were required).
 */
export function requiredOnlyIn(pair: SchemaPair, side: 'old' | 'new'): string[] {
  const [from, other] =
    side === 'old' ? [requiredOf(pair.a), requiredOf(pair.b)] : [requiredOf(pair.b), requiredOf(pair.a)];
  const settled = new Set([...(pair.matches?.properties.added ?? []), ...(pair.matches?.properties.removed ?? [])]);
  return [...from].filter((name) => !other.has(name) && !settled.has(name));
}

/** Where a change of `required` is reported. */
export const atRequired = (pair: SchemaPair): Places => ({
  old: [...pair.oldPath, 'required'],
  new: [...pair.newPath, 'required'],
});
