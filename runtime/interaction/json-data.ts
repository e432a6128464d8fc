import { isRecord } from '../validation/is-record.js';

/**
 * Sets an own enumerable property. Plain assignment would treat a key named `__proto__` (which
 * JSON.parse produces as an ordinary key) as the prototype instead.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A deep copy of JSON data, frozen: compiled schemas are shared by every caller and must not drift. */
export function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map((item: unknown) => frozenCopy(item))) as T;
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) setOwn(copy, key, frozenCopy(child));
  return Object.freeze(copy) as T;
}

/** A deep, unfrozen copy of JSON data, for callers that may edit what they get. */
export function editableCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => editableCopy(item)) as T;
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) setOwn(copy, key, editableCopy(child));
  return copy as T;
}
