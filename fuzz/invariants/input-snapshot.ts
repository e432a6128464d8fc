import { LIMITS } from '@felan-ai/session-protocol';
import { proxyTargets } from '../hostile/probes.ts';

/**
 * A record of everything an input holds, taken through property descriptors so no getter runs and,
 * for the fuzzer's own Proxies, through their targets so no trap runs. Taken before and after a call:
 * any difference is a mutation. Iterative, because inputs nest 100,000 levels deep, and a flat list
 * of tokens rather than text, because it is taken twice on every case.
 */
export interface InputSnapshot {
  /**
   * Per object: a marker, its prototype, whether it is extensible, and per own key (symbols and
   * non-enumerable ones included) the key, its flags and its value, accessor functions or a
   * reference to the object it holds. Compared token by token with Object.is.
   */
  readonly tokens: readonly unknown[];
  /** Every object reachable from the input (a returned value may hold them only where the input does), by its number. */
  readonly objects: ReadonlyMap<object, number>;
  /**
   * The size a call's time is judged against: containers, members and string code units, of the input
   * as JSON, a tree (jsonSize), or as objects in memory if that is more (a nesting deeper than the
   * boundary reads).
   */
  readonly size: number;
  /** Most nested containers on one path. */
  readonly depth: number;
}

const OBJECT = Symbol('object');
const PROXY = Symbol('proxy of');
const ACCESSOR = Symbol('accessor');
const REFERENCE = Symbol('reference');

export function snapshotInput(input: unknown): InputSnapshot {
  const ids = new Map<object, number>();
  const tokens: unknown[] = [];
  const stack: object[] = [];
  const levels: number[] = [];
  let size = 0;
  let depth = 0;
  // The input as a graph, for its size as JSON: per object its own units and the objects its members hold.
  const own: number[] = [];
  const held: number[][] = [];
  let shared = false;
  let current = -1;
  /** A value as a token: primitives as they are, objects by reference, queued for their own entry. */
  const token = (value: unknown, level: number): void => {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) {
      if (typeof value === 'string') {
        size += value.length;
        if (current >= 0) own[current]! += value.length;
      }
      tokens.push(value);
      return;
    }
    let id = ids.get(value);
    if (id === undefined) {
      ids.set(value, (id = ids.size));
      stack.push(value);
      levels.push(level + 1);
    } else if (current >= 0) shared = true;
    if (current >= 0) held[current]!.push(id);
    tokens.push(REFERENCE, id);
  };
  token(input, -1);
  while (stack.length > 0) {
    const object = stack.pop()!;
    const level = levels.pop()!;
    size++;
    current = ids.get(object)!;
    own[current] = 1;
    held[current] = [];
    if (level + 1 > depth) depth = level + 1;
    tokens.push(OBJECT, ids.get(object));
    const target = proxyTargets.get(object);
    if (target !== undefined) {
      tokens.push(PROXY);
      token(target, level - 1);
      continue;
    }
    if (typeof object === 'function') continue;
    // The built-in prototypes stand as themselves; prototypes.ts watches them on every call.
    const prototype: unknown = Object.getPrototypeOf(object);
    if (prototype === Object.prototype || prototype === Array.prototype || prototype === null) tokens.push(prototype);
    else {
      // A prototype is not part of the value as JSON.
      const holder = current;
      current = -1;
      token(prototype, level);
      current = holder;
    }
    tokens.push(Object.isExtensible(object));
    if (object instanceof Date) tokens.push(object.getTime());
    if (object instanceof Map) tokens.push(object.size);
    const descriptors = Object.getOwnPropertyDescriptors(object);
    for (const key of Reflect.ownKeys(descriptors)) {
      size++;
      own[current]! += 1;
      const descriptor = descriptors[key as keyof typeof descriptors]!;
      tokens.push(
        key,
        (descriptor.enumerable ? 1 : 0) | (descriptor.configurable ? 2 : 0) | (descriptor.writable ? 4 : 0),
      );
      if ('value' in descriptor) token(descriptor.value, level);
      else tokens.push(ACCESSOR, descriptor.get, descriptor.set);
    }
  }
  const asJson = shared ? jsonSize(own, held, LIMITS.jsonDepth, JSON_SIZE_CAP) : size;
  return { tokens, objects: ids, size: Math.max(size, asJson), depth };
}

/**
 * The most a call is judged to read: the boundary refuses a value past the frame limit as JSON (one
 * unit per byte at most), so a bigger expansion costs it no more than this.
 */
const JSON_SIZE_CAP = LIMITS.frameBytes;

/**
 * The units of object 0 as JSON, where an object held twice counts twice: its own units plus those of
 * every object its members hold, down to `maxDepth` levels (past which the boundary reads nothing, and
 * a cycle would never end), saturating at `cap`. Memoised per object and level, so 57 objects sharing
 * their children 28 levels deep cost 57 × 33 steps, not 2^28.
 */
function jsonSize(own: readonly number[], held: readonly (readonly number[])[], maxDepth: number, cap: number): number {
  const memo = new Map<number, number>();
  const units = (id: number, level: number): number => {
    if (level > maxDepth) return 1;
    const key = id * (maxDepth + 2) + level;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let total = own[id]!;
    for (const child of held[id]!) {
      total += units(child, level + 1);
      if (total >= cap) {
        total = cap;
        break;
      }
    }
    memo.set(key, total);
    return total;
  };
  return units(0, 0);
}

/** Where two snapshots of one input differ, or undefined when they are the same. */
export function snapshotDifference(before: InputSnapshot, after: InputSnapshot): string | undefined {
  const length = Math.max(before.tokens.length, after.tokens.length);
  for (let index = 0; index < length; index++) {
    if (!Object.is(before.tokens[index], after.tokens[index])) {
      const show = (tokens: readonly unknown[]) =>
        tokens
          .slice(Math.max(0, index - 6), index + 3)
          .map((item) => String(item).slice(0, 40))
          .join(' ');
      return `the input changed near [${show(before.tokens)}] → [${show(after.tokens)}]`;
    }
  }
  return undefined;
}
