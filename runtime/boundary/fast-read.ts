import { duplicatePair } from '../validation/unique-items.js';
import { copyPlainJsonAt } from './plain-json.js';

export { spendBytes } from './plain-json.js';

/**
 * What the generated readers (src/readers.js) build on. A reader validates, copies and strips a value
 * in one pass, specialised to its schema; it returns the stripped copy, or FAIL as soon as anything is
 * off. It never says why: on FAIL the boundary takes its slow path (copy → validate → strip), which
 * names the problem and its pointer, or accepts the value if the reader was only unsure. So a reader
 * may give up on anything, but must never accept what the slow path refuses, nor build a different
 * copy (test/runtime/boundary/readers.test.ts checks both on every example and on mutations of them).
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

/** An array whose prototype is Array.prototype (not a subclass). */
export function isPlainArray(value: unknown): value is unknown[] {
  return Array.isArray(value) && getPrototypeOf(value) === arrayPrototype;
}

/**
 * A value the schema keeps whole (open JSON data), copied as bounded plain JSON; `depth` is its own.
 * A member the schema strips goes through it too: dropped, but it must still be bounded plain JSON.
 */
export function readJson(value: unknown, depth: number, maxDepth: number): unknown {
  return copyPlainJsonAt(value, depth, maxDepth) ?? FAIL;
}

/** `uniqueItems` as the validators decide it: no two items deep-equal. */
export function allUnique(items: readonly unknown[]): boolean {
  return duplicatePair(items) === undefined;
}
