import { quoteInput } from '../../boundary/protocol-error.js';
import { checkFailure, type CheckFailure } from './check-failure.js';

// Serves the arrays the spec keys by a member: UiActions, a form's and a view's fields (by name),
// a select's options and an enum or multi-select field's choices (by value). JSON Schema's
// uniqueItems compares whole items, so two actions with one name but different labels pass it;
// "the parser checks that names (values) are unique" needs a check of its own.

/** No two object items of the array share a string `name`; a repeat fails at [j, 'name']. */
export function uniqueNames(value: unknown): CheckFailure | undefined {
  return firstRepeat(value, 'name');
}

/** No two object items of the array share a string `value`; a repeat fails at [j, 'value']. */
export function uniqueValues(value: unknown): CheckFailure | undefined {
  return firstRepeat(value, 'value');
}

function firstRepeat(items: unknown, key: 'name' | 'value'): CheckFailure | undefined {
  if (!Array.isArray(items)) return undefined;
  const seen = new Set<string>();
  for (let j = 0; j < items.length; j++) {
    const member = keyOf(items[j], key);
    if (member === undefined) continue;
    if (!seen.has(member)) {
      seen.add(member);
      continue;
    }
    // Only on failure: find the first holder again rather than keep an index per key.
    let first = 0;
    while (keyOf(items[first], key) !== member) first++;
    // The pointer names the member; the reason names only its value.
    return checkFailure([j, key], `must NOT repeat ${quoteInput(member)} (item ${first} has it)`);
  }
  return undefined;
}

/** The item's own string member `key`, or undefined when the item or the member has another shape. */
function keyOf(item: unknown, key: string): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item) || !Object.hasOwn(item, key)) return undefined;
  const member: unknown = (item as Record<string, unknown>)[key];
  return typeof member === 'string' ? member : undefined;
}
