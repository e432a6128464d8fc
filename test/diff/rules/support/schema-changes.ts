/**
 * What the schema-rule tests assert of a report: every change's rule, layer, severity, direction,
 * who it breaks, both pointers and its whole message, sorted so that two lists compare regardless of
 * the order the rules emitted them in.
 */
import type { Breaks, Change, Layer, Severity } from '../../../../generator/diff/change.ts';
import { diffEdits, slot, SLOT_DIRECTION, type JsonObject, type Patch, type Slot } from '../../support/contracts.ts';
import { seen as seenOne, type SeenChange as Seen } from './seen-change.ts';

/** A change in a slot: all a reader sees but the subject (the slot's operation, the same for every change). */
export type SeenChange = Omit<Seen, 'subject'>;

const order = (a: SeenChange, b: SeenChange) => JSON.stringify(a).localeCompare(JSON.stringify(b));

export function seen(changes: readonly Change[]): SeenChange[] {
  return changes
    .map((change) => {
      const { subject: _subject, ...view } = seenOne(change);
      return view;
    })
    .sort(order);
}

/** Every change of the report comparing `oldSchema` with `newSchema`, both placed in `where`; `extra` patches each side. */
export async function schemaDiff(
  where: Slot,
  oldSchema: JsonObject,
  newSchema: JsonObject,
  extra: { readonly old?: Patch; readonly new?: Patch } = {},
): Promise<SeenChange[]> {
  const report = await diffEdits(slot(where, oldSchema, extra.old), slot(where, newSchema, extra.new));
  return seen(report.changes);
}

/** The expected changes of one slot, in any order: each row is rule, layer, severity, breaks, old pointer, new pointer, message. */
export function expected(
  where: Slot,
  rows: readonly (readonly [string, Layer, Severity, Breaks, string, string, string])[],
): SeenChange[] {
  return rows
    .map(([rule, layer, severity, breaks, old, current, message]) => ({
      rule,
      layer,
      severity,
      direction: SLOT_DIRECTION[where],
      breaks,
      old,
      new: current,
      message,
    }))
    .sort(order);
}
