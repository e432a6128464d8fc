import fc from 'fast-check';

/**
 * A node of an input description that is not plain JSON. Arbitraries generate descriptions (plain
 * data plus these nodes), never the hostile objects themselves: the property builds a fresh input
 * from the description on every run (fuzz/hostile/build-input.ts), so a getter, a Proxy or a frozen
 * object is never shared between runs or touched by fast-check's printing and shrinking, and a
 * counterexample prints as a short, readable recipe.
 */
export type HostileKind =
  // Containers built around `child` (an object or array description):
  | 'class-instance'
  | 'null-prototype'
  | 'frozen'
  | 'sealed'
  | 'proxy'
  | 'sparse'
  | 'symbol-key'
  | 'non-enumerable'
  | 'array-subclass'
  | 'cycle'
  // Values that JSON cannot hold:
  | 'date'
  | 'map'
  | 'regexp'
  | 'boxed-string'
  | 'typed-array'
  | 'bigint'
  | 'undefined'
  | 'function'
  | 'symbol'
  // Size: `size` levels or items around `child`; `size` times `unit`, then the string `child`; `size`
  // levels of objects each holding the one below twice (`child` 2^size times as JSON, from size + 1 objects).
  | 'deep-array'
  | 'deep-object'
  | 'huge-array'
  | 'repeat-string'
  | 'shared'
  // Only as a member: an accessor property (its getter returns `child`).
  | 'getter'
  | 'throwing-getter'
  | 'setter-only'
  // Proxies whose traps throw, or revoked: code no parser can avoid running (fuzz/entry-points/hostile-proxies.ts).
  | 'throwing-proxy'
  | 'revoked-proxy';

export class Hostile {
  constructor(
    readonly kind: HostileKind,
    readonly child?: unknown,
    /** Levels, items, units or a hole / trap index, by kind. */
    readonly size = 0,
    /** The repeated unit of a repeat-string. */
    readonly unit = 'a',
  ) {}

  [fc.toStringMethod](): string {
    const child = this.child === undefined ? '' : `, ${fc.stringify(this.child)}`;
    return `Hostile(${this.kind}${child}, ${this.size}, ${JSON.stringify(this.unit)})`;
  }
}

/** Kinds that may only stand where a property is: they become accessors, not values. */
export const ACCESSOR_KINDS: ReadonlySet<HostileKind> = new Set(['getter', 'throwing-getter', 'setter-only']);

/** Own data property, `__proto__` included (plain assignment would set the prototype instead). */
export function defineOwn(target: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A plain object from entries, every key (`__proto__`, `constructor`, …) an own data property. */
export function ownObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) defineOwn(out, key, value);
  return out;
}
