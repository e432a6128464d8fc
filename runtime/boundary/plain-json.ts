import { DEFAULT_INVALID_CODE, pointerSegment, ProtocolError, type ProtocolErrorCode } from './protocol-error.js';

/** Why a value is not plain JSON; thrown by the fast copy, which keeps no path. */
class NotPlain {
  constructor(readonly what: string) {}
}

/** A value that is not an object or array (null included): itself when JSON can hold it. */
function scalar(input: unknown): unknown {
  if (input === null || typeof input === 'string' || typeof input === 'boolean') return input;
  if (typeof input === 'number') {
    if (Number.isFinite(input)) return input;
    throw new NotPlain(`${input} is not a JSON number`);
  }
  throw new NotPlain(`a value of type ${typeof input}`);
}

/** What is wrong with one object or array itself (not its members), or undefined when nothing is. */
function containerProblem(input: object, depth: number, maxDepth: number): string | undefined {
  if (depth >= maxDepth) return `nested deeper than ${maxDepth} levels`;
  const prototype = Object.getPrototypeOf(input);
  if (Array.isArray(input)) return prototype === Array.prototype ? undefined : 'an array of a subclass';
  return prototype === Object.prototype || prototype === null
    ? undefined
    : 'an object that is not a plain object (a class instance, Map, Date, …)';
}

/** What is wrong with one member's property descriptor, or undefined when it holds plain data. */
function memberProblem(key: string | number, descriptor: PropertyDescriptor | undefined): string | undefined {
  if (descriptor === undefined) return 'a hole in an array';
  if (key === '__proto__') return 'a __proto__ key';
  return 'value' in descriptor ? undefined : 'an accessor property';
}

/** What the fast copy says of a bad member; the slow walk then says which of these it is. */
const MEMBER_PROBLEM = 'a hole, an accessor property or a __proto__ key';

/** No budget: readers called outside a boundary call (tests) read without one. A small integer, so V8 keeps it unboxed. */
export const UNBOUNDED_BUDGET: number = 2 ** 30 - 1;

/**
 * What the current boundary call may still read, in bytes of JSON: a lower bound of the value's size as
 * a JSON text, counted as it is read. An array's item takes at least 2 bytes (the item and a comma or
 * bracket), an object's member 5 (quotes, colon, value, comma) plus its key, a string its length more.
 * The boundary starts each call at the frame limit, so a value counted past it could never be a frame,
 * and is refused. The count is of the value as JSON, a tree: an object the input holds twice counts
 * twice, one that holds itself until the depth limit. It is what bounds the work of a call whatever it
 * is given: 29 objects each holding the next one twice, 28 levels deep, are 2^28 values as JSON.
 */
let bytesLeft = UNBOUNDED_BUDGET;

/**
 * Starts a boundary call's budget of `maxBytes`, returning the budget it replaces for
 * `restoreByteBudget`: a Proxy's trap may call the boundary again in the middle of a read.
 */
export function startByteBudget(maxBytes: number): number {
  const previous = bytesLeft;
  bytesLeft = maxBytes;
  return previous;
}

export function restoreByteBudget(previous: number): void {
  bytesLeft = previous;
}

/** Takes `count` bytes from the current budget: false once it is overdrawn (and from then on). */
export function spendBytes(count: number): boolean {
  return (bytesLeft -= count) >= 0;
}

/** The problem of a value past its budget; the fast copy names it without the count. */
function overBudget(maxBytes: number | string): string {
  return `larger than a frame can hold: more than ${maxBytes} bytes as JSON (an object held twice counts each time)`;
}

const OVER_BUDGET = overBudget('the allowed');

/** One member's value, copied: a container by copyValue, a string counted against the budget. */
function copyMember(item: unknown, depth: number, maxDepth: number): unknown {
  if (typeof item === 'object' && item !== null) return copyValue(item, depth, maxDepth);
  if (typeof item === 'string') bytesLeft -= item.length;
  return scalar(item);
}

/** The copy every frame takes: no bookkeeping but the budget, so it stays cheap; a problem is only named. */
function copyValue(input: object, depth: number, maxDepth: number): unknown {
  const problem = containerProblem(input, depth, maxDepth);
  if (problem !== undefined) throw new NotPlain(problem);
  if (Array.isArray(input)) {
    const length = input.length;
    if ((bytesLeft -= 2 * length) < 0) throw new NotPlain(OVER_BUDGET);
    const out = new Array<unknown>(length);
    for (let index = 0; index < length; index++) {
      const descriptor = Object.getOwnPropertyDescriptor(input, index);
      if (descriptor === undefined || !('value' in descriptor)) throw new NotPlain(MEMBER_PROBLEM);
      out[index] = copyMember(descriptor.value, depth + 1, maxDepth);
    }
    if (bytesLeft < 0) throw new NotPlain(OVER_BUDGET);
    return out;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(input);
  if ((bytesLeft -= 5 * keys.length) < 0) throw new NotPlain(OVER_BUDGET);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const descriptor = Object.getOwnPropertyDescriptor(input, key)!;
    if (key === '__proto__' || !('value' in descriptor)) throw new NotPlain(MEMBER_PROBLEM);
    bytesLeft -= key.length;
    out[key] = copyMember(descriptor.value, depth + 1, maxDepth);
  }
  if (bytesLeft < 0) throw new NotPlain(OVER_BUDGET);
  return out;
}

/** Where the slow walk stands: the path to the current value and the bytes it may still read. */
interface Walk {
  readonly path: (string | number)[];
  left: number;
  readonly maxBytes: number;
  readonly maxDepth: number;
}

/**
 * The first problem in document order, or undefined: the slow walk, run only once the fast copy has
 * failed. It spends the budget exactly as the copy does, in the same order, and keeps the path as it
 * goes (on `walk.path`, which then points at the problem). Reading a value again is safe: the fast
 * copy refused it before any getter ran.
 */
function findProblem(input: unknown, depth: number, walk: Walk): string | undefined {
  if (typeof input !== 'object' || input === null) {
    if (typeof input === 'string') walk.left -= input.length;
    try {
      scalar(input);
      return undefined;
    } catch (error) {
      return (error as NotPlain).what;
    }
  }
  const problem = containerProblem(input, depth, walk.maxDepth);
  if (problem !== undefined) return problem;
  const keys = Array.isArray(input) ? undefined : Object.keys(input);
  const length = keys === undefined ? (input as unknown[]).length : keys.length;
  if ((walk.left -= (keys === undefined ? 2 : 5) * length) < 0) return overBudget(walk.maxBytes);
  for (let index = 0; index < length; index++) {
    const key = keys === undefined ? index : keys[index]!;
    walk.path.push(key);
    const descriptor = Object.getOwnPropertyDescriptor(input, key);
    const memberIssue = memberProblem(key, descriptor);
    if (memberIssue !== undefined) return memberIssue;
    if (keys !== undefined) walk.left -= (key as string).length;
    const found = findProblem(descriptor!.value, depth + 1, walk);
    if (found !== undefined) return found;
    walk.path.pop();
  }
  return walk.left < 0 ? overBudget(walk.maxBytes) : undefined;
}

/**
 * Copies a value that claims to be JSON into fresh plain objects and arrays, checking on the way that
 * it really is bounded plain JSON: only null, booleans, finite numbers, strings, arrays and objects
 * whose prototype is Array.prototype / Object.prototype (or null); no accessors, no holes, no
 * `__proto__` keys, at most `maxDepth` nested containers and at most `maxBytes` as JSON (counted as
 * `bytesLeft` says). The input is read once and never changed; everything downstream (validation,
 * stripping) works on the copy, so no input is ever mutated and no getter ever runs. Throws
 * ProtocolError(code) naming the JSON Pointer of the problem.
 *
 * It runs on every frame, so the copy does no bookkeeping beyond the count: when it fails, a second,
 * slow walk finds the first problem and its pointer.
 */
export function copyPlainJson(
  value: unknown,
  maxDepth: number,
  maxBytes: number,
  code: ProtocolErrorCode = DEFAULT_INVALID_CODE,
): unknown {
  const previous = startByteBudget(maxBytes);
  try {
    const copy = copyMember(value, 0, maxDepth);
    if (bytesLeft < 0) throw new NotPlain(OVER_BUDGET);
    return copy;
  } catch (error) {
    if (!(error instanceof NotPlain)) throw error;
    const walk: Walk = { path: [], left: maxBytes, maxBytes, maxDepth };
    // A string alone over the budget is found by no container's count: the walk's own budget tells.
    const what = findProblem(value, 0, walk) ?? (walk.left < 0 ? overBudget(maxBytes) : undefined);
    const pointer = what === undefined ? '' : walk.path.map((key) => `/${pointerSegment(key)}`).join('');
    throw new ProtocolError(code, `not plain JSON: ${what ?? error.what}`, pointer);
  } finally {
    restoreByteBudget(previous);
  }
}

/**
 * Whether a value at `depth` is bounded plain JSON, decided as the fast copy decides it and spending
 * the current call's budget as it does, in the same order, but building nothing: the generated
 * readers' open JSON, which they return as it is (it is never stripped). Stricter in one point: an
 * object of null prototype is refused (the reader then gives up, and the slow path copies it).
 */
export function isPlainJsonAt(value: unknown, depth: number, maxDepth: number): boolean {
  return checkMember(value, depth, maxDepth) && bytesLeft >= 0;
}

function checkMember(item: unknown, depth: number, maxDepth: number): boolean {
  if (typeof item === 'object' && item !== null) return checkContainer(item, depth, maxDepth);
  if (typeof item === 'string') {
    bytesLeft -= item.length;
    return true;
  }
  return item === null || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item));
}

function checkContainer(input: object, depth: number, maxDepth: number): boolean {
  if (depth >= maxDepth) return false;
  const prototype: unknown = Object.getPrototypeOf(input);
  if (Array.isArray(input)) {
    if (prototype !== Array.prototype) return false;
    const length = input.length;
    if ((bytesLeft -= 2 * length) < 0) return false;
    for (let index = 0; index < length; index++) {
      const descriptor = Object.getOwnPropertyDescriptor(input, index);
      if (descriptor === undefined || !('value' in descriptor) || !checkMember(descriptor.value, depth + 1, maxDepth))
        return false;
    }
    return bytesLeft >= 0;
  }
  // Null prototype is plain JSON, but the readers return what this accepts as it is, and their output
  // is made of ordinary objects: such a value takes the slow path, whose copy is one.
  if (prototype !== Object.prototype) return false;
  const keys = Object.keys(input);
  if ((bytesLeft -= 5 * keys.length) < 0) return false;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const descriptor = Object.getOwnPropertyDescriptor(input, key)!;
    if (key === '__proto__' || !('value' in descriptor)) return false;
    bytesLeft -= key.length;
    if (!checkMember(descriptor.value, depth + 1, maxDepth)) return false;
  }
  return bytesLeft >= 0;
}
