import { duplicatePair } from '../validation/unique-items.js';
import { isPlainJsonAt, restoreByteBudget, startByteBudget, UNBOUNDED_BUDGET } from './plain-json.js';
import { pointerSegment } from './protocol-error.js';

export { spendBytes } from './plain-json.js';

/**
 * What the generated readers (src/readers.js) build on. A reader validates and strips a value in one
 * pass, specialised to its schema. It checks first and copies only what it strips: it returns the
 * input's own object or array wherever nothing under it is dropped, and a fresh one, holding its
 * members as read, where a member is dropped or read as another value; so the input is never changed
 * and a value with nothing to strip is returned as it is. It returns FAIL as soon as anything is
 * off. A failed check of the schema records why first (`fail`: Ajv's keyword and params), and each
 * object or array it fails through adds its member's key while returning (`at`), so the reason
 * carries its instancePath; a failure that is no schema's (too deep, over the byte budget, an
 * accessor, a class instance) records nothing. On FAIL the boundary copies the input as plain JSON
 * (which throws the problems that are not the schema's) and reads its copy again, with no budget:
 * there every FAIL is the schema's, and its reason is the report (`readReason`). So a reader may
 * give up on anything, but must never accept what the slow path refuses, nor return a value
 * different from its copy (test/runtime/boundary/readers.test.ts checks both on every example and on
 * mutations of them, and which objects are shared), and a reason it records must be one of the
 * errors Ajv reports for the value (reader-reasons.test.ts).
 */
export const FAIL: unique symbol = Symbol('felan.fail');

/** Why a reader failed: an Ajv error's keyword and params, and the keys of its path, innermost first. */
export interface ReadReason {
  readonly keyword: string;
  readonly params: { readonly [name: string]: unknown };
  readonly path: (string | number)[];
}

/** The reason of the last schema check that failed; only read after a run on a plain copy. */
let reason: ReadReason | undefined;

/** A failed schema check: records its keyword and params, and returns FAIL. Called on failure only. */
export function fail(keyword: string, params: { readonly [name: string]: unknown }): typeof FAIL {
  reason = { keyword, params, path: [] };
  return FAIL;
}

/**
 * A part's check refused the value its reader read (`check` in a schema): records the check's
 * reason at the path it names inside the value, as the validators report it, and returns FAIL.
 */
export function failCheck(
  check: string,
  failure: { readonly path: readonly (string | number)[]; readonly reason: string },
): typeof FAIL {
  reason = { keyword: 'check', params: { check, reason: failure.reason }, path: [...failure.path].reverse() };
  return FAIL;
}

/** FAIL from the member or item `key`: adds the key to the reason's path on the way out. */
export function at(key: string | number): typeof FAIL {
  reason?.path.push(key);
  return FAIL;
}

/** `type` failed on a container reader: the schema's reason, unless the value is an object of another kind (no reason: the copy decides). */
export function notContainer(value: unknown, type: 'object' | 'array'): typeof FAIL {
  if (typeof value === 'object' && value !== null && Array.isArray(value) === (type === 'array')) return FAIL;
  return fail('type', type === 'object' ? OBJECT_TYPE : ARRAY_TYPE);
}
const OBJECT_TYPE = { type: 'object' };
const ARRAY_TYPE = { type: 'array' };

/** The first name of `required` that `keys` lacks: an object reader's `required` failure. */
export function missing(keys: readonly string[], required: readonly string[]): typeof FAIL {
  for (const name of required) if (!keys.includes(name)) return fail('required', { missingProperty: name });
  return FAIL;
}

/** `uniqueItems` failed: the first pair of equal items, as Ajv's params name them (i the later). */
export function duplicate(items: readonly unknown[]): typeof FAIL {
  const pair = duplicatePair(items);
  return pair === undefined ? FAIL : fail('uniqueItems', { i: pair[1], j: pair[0] });
}

/** A oneOf of `passed` branch verdicts failed: Ajv's passingSchemas (null, or the first two that passed). */
export function oneOfFailed(passed: readonly boolean[]): typeof FAIL {
  const first = passed.indexOf(true);
  const second = first < 0 ? -1 : passed.indexOf(true, first + 1);
  return fail('oneOf', { passingSchemas: second < 0 ? null : [first, second] });
}

/**
 * Reads `value` — the boundary's own plain copy — with `read`, and no byte budget (the copy was
 * bounded already; a union may read it more than once): undefined when it holds, else the reason of
 * its failure, with its instancePath; a reason of keyword '' should a reader fail without one.
 */
export function readReason(
  read: (value: unknown, depth: number) => unknown,
  value: unknown,
  depth: number,
): { readonly keyword: string; readonly params: ReadReason['params']; readonly instancePath: string } | undefined {
  reason = undefined;
  const previous = startByteBudget(UNBOUNDED_BUDGET);
  let out: unknown;
  try {
    out = read(value, depth);
  } finally {
    restoreByteBudget(previous);
  }
  if (out !== FAIL) return undefined;
  // Set by the reader's fail() calls, which the compiler cannot see.
  const found = reason as ReadReason | undefined;
  reason = undefined;
  if (found === undefined) return { keyword: '', params: {}, instancePath: '' };
  let instancePath = '';
  for (let index = found.path.length - 1; index >= 0; index--) instancePath += `/${pointerSegment(found.path[index]!)}`;
  return { keyword: found.keyword, params: found.params, instancePath };
}

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
