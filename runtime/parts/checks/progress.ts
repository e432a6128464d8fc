import { checkFailure, type CheckFailure } from './check-failure.js';

// Serves UiProgress (ui.progress): "the parser checks that value does not exceed total", and a
// value without a total is a fraction of 1. JSON Schema bounds a number only by constants, never
// by a sibling member.
//
// Choice: a member holding undefined (which JSON cannot carry) counts as absent, so a value with
// total: undefined is held to 1, as it would be once serialized.

/** value ≤ total when both are numbers; value ≤ 1 when total is absent. */
export function progressWithinTotal(value: unknown): CheckFailure | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const progress = value as Record<string, unknown>;
  const done = Object.hasOwn(progress, 'value') ? progress['value'] : undefined;
  if (typeof done !== 'number') return undefined;
  const total = Object.hasOwn(progress, 'total') ? progress['total'] : undefined;
  if (total === undefined) {
    return done > 1 ? checkFailure(['value'], 'must be <= 1, a fraction of 1, as total is absent') : undefined;
  }
  if (typeof total !== 'number') return undefined;
  return done > total ? checkFailure(['value'], `must be <= total (${total})`) : undefined;
}
