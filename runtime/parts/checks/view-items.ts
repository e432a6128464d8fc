import { quoteInput } from '../../boundary/protocol-error.js';
import { isRecord } from '../../validation/is-record.js';
import { exceedsUtf8Bytes } from '../../validation/utf8-byte-length.js';
import { checkFailure, type CheckFailure } from './check-failure.js';
import { uniqueNames } from './unique-member.js';

// Serves UiView (ui.view): "the parser checks that every item value names a declared field and
// fits its type (a link value is an HttpUrl), that item ids are unique". JSON Schema cannot tie
// the keys and values of one member (items[].values) to the contents of another (fields), nor
// tell items apart by one of their members.
//
// Choice: when the declarations cannot all be read (fields is not an array, or a field has no
// string name), which keys are declared is unknown, so values are not checked against them; the
// schema rejects such a view anyway. A field of a type this module does not know constrains no value.

/** The spec's HttpUrl pattern, verbatim, compiled with the `u` flag as the generated validators do. */
const HTTP_URL = new RegExp(String.raw`^https?://[^\s/?#\x00-\x1f\x7f]+(?:[/?#][^\s\x00-\x1f\x7f]*)?$`, 'u');
const HTTP_URL_MAX_BYTES = 2048;
const TIMESTAMP_MAX = 9007199254740991;

/** Field names unique, item ids unique, and every item value naming a declared field and fitting its type. */
export function viewItems(value: unknown): CheckFailure | undefined {
  const fields = member(value, 'fields');
  let declared: Map<string, unknown> | undefined;
  if (Array.isArray(fields)) {
    // One map serves both rules on fields: a repeat shows while declaring, and unique-member words it.
    const types = new Map<string, unknown>();
    let readable = true;
    for (const field of fields) {
      const name = member(field, 'name');
      if (typeof name !== 'string') readable = false;
      else if (types.has(name)) return withinFields(uniqueNames(fields));
      else types.set(name, member(field, 'type'));
    }
    if (readable) declared = types;
  }

  const items = member(value, 'items');
  if (!Array.isArray(items)) return undefined;
  const ids = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    const id = member(item, 'id');
    if (typeof id === 'string') {
      if (ids.has(id))
        return checkFailure(
          ['items', i, 'id'],
          `must NOT repeat ${quoteInput(id)} (item ${firstWithId(items, id)} has it)`,
        );
      ids.add(id);
    }
    const values = member(item, 'values');
    if (declared === undefined || !isRecord(values)) continue;
    for (const key in values) {
      if (!Object.hasOwn(values, key)) continue;
      if (!declared.has(key)) {
        return checkFailure(['items', i, 'values', key], 'must NOT be present: the view declares no such field');
      }
      const needed = unfitFor(declared.get(key), values[key]);
      if (needed !== undefined)
        return checkFailure(['items', i, 'values', key], `must be ${needed}, as its declared field takes`);
    }
  }
  return undefined;
}

/**
 * What a value of a field of `type` must be, when `value` is not that; undefined when it fits or
 * cannot be judged here (a type of value the schema does not allow in values, or an unknown field type).
 */
function unfitFor(type: unknown, value: unknown): string | undefined {
  if (value === null) return undefined; // null is shown empty, whatever the field's type
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  switch (type) {
    case 'string':
      return typeof value === 'string' ? undefined : 'a string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'a number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'a boolean';
    case 'timestamp':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= TIMESTAMP_MAX
        ? undefined
        : `a Timestamp (an integer from 0 to ${TIMESTAMP_MAX})`;
    case 'link':
      // Bytes first: they bound the work the pattern does.
      return typeof value === 'string' && !exceedsUtf8Bytes(value, HTTP_URL_MAX_BYTES) && HTTP_URL.test(value)
        ? undefined
        : `an HttpUrl (an absolute http or https URL of at most ${HTTP_URL_MAX_BYTES} UTF-8 bytes)`;
    default:
      return undefined;
  }
}

function withinFields(failure: CheckFailure | undefined): CheckFailure | undefined {
  return failure === undefined ? undefined : checkFailure(['fields', ...failure.path], failure.reason);
}

/** Only on failure: the index of the first item with `id`. */
function firstWithId(items: readonly unknown[], id: string): number {
  let first = 0;
  while (member(items[first], 'id') !== id) first++;
  return first;
}

/** The own member `key` of an object, or undefined for an absent member or a value that is no object. */
function member(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
