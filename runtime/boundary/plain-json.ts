import { pointerSegment, ProtocolError } from './protocol-error.js';

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
  return prototype === Object.prototype || prototype === null ? undefined : 'an object that is not a plain object (a class instance, Map, Date, …)';
}

/** What is wrong with one member's property descriptor, or undefined when it holds plain data. */
function memberProblem(key: string | number, descriptor: PropertyDescriptor | undefined): string | undefined {
  if (descriptor === undefined) return 'a hole in an array';
  if (key === '__proto__') return 'a __proto__ key';
  return 'value' in descriptor ? undefined : 'an accessor property';
}

/** What the fast copy says of a bad member; the slow walk then says which of these it is. */
const MEMBER_PROBLEM = 'a hole, an accessor property or a __proto__ key';

/** The copy every frame takes: no bookkeeping at all, so it stays cheap; a problem is only named. */
function copyValue(input: object, depth: number, maxDepth: number): unknown {
  const problem = containerProblem(input, depth, maxDepth);
  if (problem !== undefined) throw new NotPlain(problem);
  if (Array.isArray(input)) {
    const length = input.length;
    const out = new Array<unknown>(length);
    for (let index = 0; index < length; index++) {
      const descriptor = Object.getOwnPropertyDescriptor(input, index);
      if (descriptor === undefined || !('value' in descriptor)) throw new NotPlain(MEMBER_PROBLEM);
      const item: unknown = descriptor.value;
      out[index] = typeof item === 'object' && item !== null ? copyValue(item, depth + 1, maxDepth) : scalar(item);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const keys = Object.keys(input);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const descriptor = Object.getOwnPropertyDescriptor(input, key)!;
    if (key === '__proto__' || !('value' in descriptor)) throw new NotPlain(MEMBER_PROBLEM);
    const item: unknown = descriptor.value;
    out[key] = typeof item === 'object' && item !== null ? copyValue(item, depth + 1, maxDepth) : scalar(item);
  }
  return out;
}

/**
 * The first problem in document order and its JSON Pointer: the slow walk, run only once the fast
 * copy has failed. Reading a value again is safe: the fast copy refused it before any getter ran.
 */
function findProblem(input: unknown, depth: number, maxDepth: number, path: (string | number)[]): { what: string; path: (string | number)[] } | undefined {
  if (typeof input !== 'object' || input === null) {
    try {
      scalar(input);
      return undefined;
    } catch (error) {
      return { what: (error as NotPlain).what, path };
    }
  }
  const problem = containerProblem(input, depth, maxDepth);
  if (problem !== undefined) return { what: problem, path };
  const keys: (string | number)[] = Array.isArray(input) ? Array.from({ length: input.length }, (_, index) => index) : Object.keys(input);
  for (const key of keys) {
    const descriptor = Object.getOwnPropertyDescriptor(input, key);
    const memberIssue = memberProblem(key, descriptor);
    if (memberIssue !== undefined) return { what: memberIssue, path: [...path, key] };
    const found = findProblem(descriptor!.value, depth + 1, maxDepth, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Copies a value that claims to be JSON into fresh plain objects and arrays, checking on the way that
 * it really is bounded plain JSON: only null, booleans, finite numbers, strings, arrays and objects
 * whose prototype is Array.prototype / Object.prototype (or null); no accessors, no holes, no
 * `__proto__` keys, at most `maxDepth` nested containers. The input is read once and never changed;
 * everything downstream (validation, stripping) works on the copy, so no input is ever mutated and
 * no getter ever runs. Throws ProtocolError('invalid_request') naming the JSON Pointer of the problem.
 *
 * It runs on every frame, so the copy does no bookkeeping: when it fails, a second, slow walk finds
 * the first problem and its pointer.
 */
export function copyPlainJson(value: unknown, maxDepth: number): unknown {
  try {
    return typeof value === 'object' && value !== null ? copyValue(value, 0, maxDepth) : scalar(value);
  } catch (error) {
    if (!(error instanceof NotPlain)) throw error;
    const found = findProblem(value, 0, maxDepth, []) ?? { what: error.what, path: [] };
    const pointer = found.path.map((key) => `/${pointerSegment(key)}`).join('');
    throw new ProtocolError('invalid_request', `not plain JSON: ${found.what}`, pointer);
  }
}

/** The fast copy alone, from a value at `depth`: the copy, or undefined when the value is not bounded plain JSON. */
export function copyPlainJsonAt(value: unknown, depth: number, maxDepth: number): unknown {
  try {
    return typeof value === 'object' && value !== null ? copyValue(value, depth, maxDepth) : scalar(value);
  } catch (error) {
    if (error instanceof NotPlain) return undefined;
    throw error;
  }
}
