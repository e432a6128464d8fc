/**
 * The prototypes every plain object and array of a frame inherits from, which a hostile input could
 * pollute through `__proto__` keys or constructor.prototype paths: their own keys and what each
 * holds, compared before and after every call.
 */
const WATCHED: readonly (readonly [string, object])[] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
];

export type PrototypeRecord = readonly unknown[];

export function recordPrototypes(): PrototypeRecord {
  const record: unknown[] = [];
  for (const [name, prototype] of WATCHED) {
    record.push(name, Object.getPrototypeOf(prototype), Object.isExtensible(prototype));
    for (const key of Reflect.ownKeys(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
      record.push(key, descriptor.value, descriptor.get, descriptor.set, descriptor.enumerable, descriptor.writable);
    }
  }
  return record;
}

/** The first difference between two records, or undefined. */
export function prototypeDifference(before: PrototypeRecord, after: PrototypeRecord): string | undefined {
  const length = Math.max(before.length, after.length);
  for (let index = 0; index < length; index++) {
    if (!Object.is(before[index], after[index]))
      return `at entry ${index}: ${String(before[index])} → ${String(after[index])}`;
  }
  return undefined;
}
