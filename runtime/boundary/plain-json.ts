import { pointerSegment, ProtocolError } from './protocol-error.js';

/**
 * Copies a value that claims to be JSON into fresh plain objects and arrays, checking on the way that
 * it really is bounded plain JSON: only null, booleans, finite numbers, strings, arrays and objects
 * whose prototype is Array.prototype / Object.prototype (or null); no accessors, no holes, no
 * `__proto__` keys, at most `maxDepth` nested containers. The input is read once and never changed;
 * everything downstream (validation, stripping) works on the copy, so no input is ever mutated and
 * no getter runs twice. Throws ProtocolError('invalid_request') naming the JSON Pointer of the problem.
 */
export function copyPlainJson(value: unknown, maxDepth: number): unknown {
  const path: (string | number)[] = [];
  const fail = (what: string): never => {
    throw new ProtocolError('invalid_request', `not plain JSON: ${what}`, path.map((key) => `/${pointerSegment(key)}`).join(''));
  };

  const copy = (input: unknown, depth: number): unknown => {
    switch (typeof input) {
      case 'string':
      case 'boolean':
        return input;
      case 'number':
        return Number.isFinite(input) ? input : fail(`${input} is not a JSON number`);
      case 'object':
        break;
      default:
        return fail(`a value of type ${typeof input}`);
    }
    if (input === null) return null;
    if (depth >= maxDepth) fail(`nested deeper than ${maxDepth} levels`);
    const prototype = Object.getPrototypeOf(input);
    if (Array.isArray(input)) {
      if (prototype !== Array.prototype) fail('an array of a subclass');
      const length = input.length;
      const out = new Array<unknown>(length);
      for (let index = 0; index < length; index++) {
        const descriptor = Object.getOwnPropertyDescriptor(input, index);
        path.push(index);
        if (descriptor === undefined) fail('a hole in an array');
        if (!('value' in descriptor!)) fail('an accessor property');
        out[index] = copy(descriptor!.value, depth + 1);
        path.pop();
      }
      return out;
    }
    if (prototype !== Object.prototype && prototype !== null) fail('an object that is not a plain object (a class instance, Map, Date, …)');
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(input)) {
      path.push(key);
      if (key === '__proto__') fail('a __proto__ key');
      const descriptor = Object.getOwnPropertyDescriptor(input, key)!;
      if (!('value' in descriptor)) fail('an accessor property');
      out[key] = copy(descriptor.value, depth + 1);
      path.pop();
    }
    return out;
  };

  return copy(value, 0);
}
