import { duplicatePair } from '../validation/unique-items.js';
import { isPlainJsonAt } from './plain-json.js';

export { spendBytes } from './plain-json.js';

/**
 * What the generated readers (src/readers.js) build on. A reader validates and strips a value in one
 * pass, specialised to its schema. It checks first and copies only what it strips: it returns the
 * input's own object or array wherever nothing under it is dropped, and a fresh one, holding its
 * members as read, where a member is dropped or read as another value; so the input is never changed
 * and a value with nothing to strip is returned as it is. It returns FAIL as soon as anything is
 * off, and never says why: on FAIL the boundary takes its slow path (copy → validate → strip), which
 * names the problem and its pointer, or accepts the value if the reader was only unsure. So a reader
 * may give up on anything, but must never accept what the slow path refuses, nor return a value
 * different from its copy (test/runtime/boundary/readers.test.ts checks both on every example and on
 * mutations of them, and which objects are shared).
 */
export const FAIL: unique symbol = Symbol('felan.fail');

const getPrototypeOf = Object.getPrototypeOf;
const objectPrototype = Object.prototype;
const arrayPrototype = Array.prototype;

/** A plain object (prototype Object.prototype or null) that is not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = getPrototypeOf(value);
  return prototype === objectPrototype || prototype === null;
}

/**
 * What an object reader starts its output from: the value itself when it is a plain object of
 * prototype Object.prototype (shared unless a member is dropped), a fresh empty object when its
 * prototype is null (every member is then copied, so the output is an ordinary object), FAIL otherwise.
 */
export function ownObject(value: unknown): Record<string, unknown> | typeof FAIL {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return FAIL;
  const prototype: unknown = getPrototypeOf(value);
  if (prototype === objectPrototype) return value as Record<string, unknown>;
  return prototype === null ? {} : FAIL;
}

/** An array whose prototype is Array.prototype (not a subclass). */
export function isPlainArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && getPrototypeOf(value) === arrayPrototype;
}

/**
 * A value the schema keeps whole (open JSON data): itself, once checked as bounded plain JSON from
 * `depth`. A member the schema strips goes through it too: dropped, but it must still be bounded plain JSON.
 */
export function readJson(value: unknown, depth: number, maxDepth: number): unknown {
  return isPlainJsonAt(value, depth, maxDepth) ? value : FAIL;
}

/**
 * A fresh object holding the first `end` members of `value` (own data properties a reader has just
 * read, by `keys`): where a reader starts its copy, at the first member it drops or reads as another value.
 */
export function headOf(value: Record<string, unknown>, keys: readonly string[], end: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let index = 0; index < end; index++) {
    const key = keys[index]!;
    out[key] = value[key];
  }
  return out;
}

/** The same for an array of `length` items: a fresh array holding the first `end`. */
export function itemsHeadOf(value: readonly unknown[], length: number, end: number): unknown[] {
  const out = new Array<unknown>(length);
  for (let index = 0; index < end; index++) out[index] = value[index];
  return out;
}

/** `uniqueItems` as the validators decide it: no two items deep-equal. */
export function allUnique(items: readonly unknown[]): boolean {
  return duplicatePair(items) === undefined;
}
