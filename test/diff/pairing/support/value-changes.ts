/**
 * The walker tests' view of a diff of the params slot's `value`: each change under it as
 * "<rule> <old pointer> <new pointer>", sorted. `oldTypes`/`newTypes` add named types to each side.
 */
import { diffEdits, slot, SLOT_POINTER, type JsonObject } from '../../support/contracts.ts';

const VALUE = SLOT_POINTER.params;

export async function valueChanges(
  oldValue: JsonObject,
  newValue: JsonObject,
  oldTypes?: JsonObject,
  newTypes?: JsonObject,
): Promise<string[]> {
  const side = (types: JsonObject | undefined) => (types === undefined ? undefined : { types });
  const report = await diffEdits(slot('params', oldValue, side(oldTypes)), slot('params', newValue, side(newTypes)));
  return report.changes
    .filter((change) => change.old.pointer.startsWith(VALUE) || change.new.pointer.startsWith(VALUE))
    .map((change) => `${change.rule} ${change.old.pointer} ${change.new.pointer}`)
    .sort();
}
