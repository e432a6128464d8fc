import { quoteInput } from '../../boundary/protocol-error.js';
import { isRecord } from '../../validation/is-record.js';
import { exceedsUtf8Bytes, utf8ByteLength } from '../../validation/utf8-byte-length.js';
import { checkFailure, type CheckFailure } from './check-failure.js';

// Serves FormField: "the parser checks that a default lies within the field's own bounds and
// choices". JSON Schema bounds a member by constants only, never by a sibling (minBytes against
// maxBytes, default against either, default against the values of choices).
//
// The rules are those validateInteractionAnswer (runtime/parts/interaction-answer.ts) applies to a
// submitted value, with the same defaults for absent bounds, so a default can be submitted as it
// is. That part ships on its own, so this one repeats the few lines it needs instead of importing it.
//
// Choices: only the members of the field's own type are read (a stripped copy drops the others);
// a bound of the wrong type is skipped, not defaulted (the schema reports it); and when a choice
// has no string value, a default that matches no choice is not judged (which values exist is unknown).

/** Most UTF-8 bytes of a string field's value when it declares no maxBytes (the spec's 64 KiB). */
const STRING_MAX_BYTES = 65536;

/** A field's bounds are ordered, and its default, when present, lies within them and its choices. */
export function formFieldDefault(value: unknown): CheckFailure | undefined {
  if (!isRecord(value)) return undefined;
  switch (member(value, 'type')) {
    case 'string':
      return stringField(value);
    case 'number':
      return numberField(value);
    case 'enum':
      return enumField(value);
    case 'multi-select':
      return multiSelectField(value);
    default:
      return undefined; // boolean: any boolean default fits; an unknown type is the schema's to report
  }
}

function stringField(field: Record<string, unknown>): CheckFailure | undefined {
  const minBytes = bound(field, 'minBytes', undefined);
  const maxBytes = bound(field, 'maxBytes', undefined);
  if (minBytes !== undefined && maxBytes !== undefined && minBytes > maxBytes) {
    return checkFailure(['minBytes'], `must be <= maxBytes (${maxBytes})`);
  }
  const initial = member(field, 'default');
  if (typeof initial !== 'string') return undefined;
  const max = bound(field, 'maxBytes', STRING_MAX_BYTES);
  if (max !== undefined && exceedsUtf8Bytes(initial, max)) {
    return checkFailure(
      ['default'],
      `must NOT have more than ${max} UTF-8 ${bytes(max)}${maxBytes === undefined ? ', the most without maxBytes' : ' (maxBytes)'}`,
    );
  }
  const min = bound(field, 'minBytes', member(field, 'required') === true ? 1 : 0);
  // UTF-16 units never outnumber UTF-8 bytes, so only a short default needs counting.
  if (min !== undefined && initial.length < min && utf8ByteLength(initial) < min) {
    return checkFailure(
      ['default'],
      `must NOT have fewer than ${min} UTF-8 ${bytes(min)}${minBytes === undefined ? ', as the field is required' : ' (minBytes)'}`,
    );
  }
  return undefined;
}

function numberField(field: Record<string, unknown>): CheckFailure | undefined {
  const minimum = bound(field, 'minimum', undefined);
  const maximum = bound(field, 'maximum', undefined);
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    return checkFailure(['minimum'], `must be <= maximum (${maximum})`);
  }
  const initial = member(field, 'default');
  if (typeof initial !== 'number') return undefined;
  if (member(field, 'integer') === true && !Number.isInteger(initial)) {
    return checkFailure(['default'], 'must be an integer, as the field takes only integers');
  }
  if (minimum !== undefined && initial < minimum) return checkFailure(['default'], `must be >= ${minimum} (minimum)`);
  if (maximum !== undefined && initial > maximum) return checkFailure(['default'], `must be <= ${maximum} (maximum)`);
  return undefined;
}

function enumField(field: Record<string, unknown>): CheckFailure | undefined {
  const initial = member(field, 'default');
  const choices = member(field, 'choices');
  if (typeof initial !== 'string' || !Array.isArray(choices)) return undefined;
  let readable = true;
  for (const choice of choices) {
    const choiceValue = member(choice, 'value');
    if (choiceValue === initial) return undefined;
    if (typeof choiceValue !== 'string') readable = false;
  }
  return readable ? notAChoice(['default'], initial) : undefined;
}

function multiSelectField(field: Record<string, unknown>): CheckFailure | undefined {
  const minItems = bound(field, 'minItems', undefined);
  const maxItems = bound(field, 'maxItems', undefined);
  if (minItems !== undefined && maxItems !== undefined && minItems > maxItems) {
    return checkFailure(['minItems'], `must be <= maxItems (${maxItems})`);
  }
  const choices = member(field, 'choices');
  if (minItems !== undefined && Array.isArray(choices) && minItems > choices.length) {
    return checkFailure(['minItems'], `must be <= the number of choices (${choices.length})`);
  }
  const initial = member(field, 'default');
  if (!Array.isArray(initial)) return undefined;
  if (initial.length > 0 && Array.isArray(choices)) {
    // A set, not a scan per entry: both arrays come from the peer, and a scan would cost their product.
    const values = new Set<string>();
    let readable = true;
    for (const choice of choices) {
      const choiceValue = member(choice, 'value');
      if (typeof choiceValue === 'string') values.add(choiceValue);
      else readable = false;
    }
    for (let k = 0; readable && k < initial.length; k++) {
      const entry: unknown = initial[k];
      if (typeof entry === 'string' && !values.has(entry)) return notAChoice(['default', k], entry);
    }
  }
  if (minItems !== undefined && initial.length < minItems) {
    return checkFailure(['default'], `must NOT have fewer than ${minItems} ${items(minItems)} (minItems)`);
  }
  if (maxItems !== undefined && initial.length > maxItems) {
    return checkFailure(['default'], `must NOT have more than ${maxItems} ${items(maxItems)} (maxItems)`);
  }
  return undefined;
}

function notAChoice(path: readonly (string | number)[], value: string): CheckFailure {
  return checkFailure(path, `must be the value of one of the choices (${quoteInput(value)} is not one)`);
}

/** A numeric bound: the member when it is a number, `absent` when there is none, undefined (unjudged) when it is something else. */
function bound(field: Record<string, unknown>, key: string, absent: number | undefined): number | undefined {
  const found = member(field, key);
  if (found === undefined) return absent;
  return typeof found === 'number' ? found : undefined;
}

function bytes(count: number): string {
  return count === 1 ? 'byte' : 'bytes';
}

function items(count: number): string {
  return count === 1 ? 'item' : 'items';
}

/** The own member `key` of an object, or undefined for an absent member or a value that is no object. */
function member(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
