import fc from 'fast-check';
import { ownObject } from '../hostile/hostile.ts';
import { protocolKeys } from '../spec-examples.ts';

/** Keys that reach the prototype chain when code assigns or reads them carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/** Strings: printable, any code point (astral included), lone surrogates mixed in, and edge units. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.oneof(loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
      maxLength: 8,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '\u0000',
      '\ufeff',
      '\u2028',
      '\ufffd',
      '\u{1F600}',
      '\ud83d',
      '\ude00',
      '\ude00\ud83d',
      'é',
      '€',
      '\r\n',
      '"\\',
    ),
  },
);

/** Numbers JSON cannot tell apart or hold: beyond 2^53, -0, subnormals, NaN and ±Infinity (hand-built). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 2, arbitrary: fc.double() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 53) - 2,
      2 ** 64,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      -0,
      0.5,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ),
  },
);

/** Keys: random text, the protocol's own field names, and the prototype-reaching ones. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...protocolKeys) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'hasOwnProperty', 'valueOf', 'length', '0', ''),
  },
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.boolean(), hostileNumber, hostileString);

/**
 * Small JSON-shaped trees (non-finite numbers included, as hand-built objects can hold them) whose
 * objects carry every key, `__proto__` included, as an own data property.
 */
export const jsonTree: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: Record<string, unknown>;
}>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(ownObject),
})).value;

/** A JSON value as JSON.parse would produce it: finite numbers only; __proto__ keys still own properties. */
export const strictJson: fc.Arbitrary<unknown> = fc.letrec<{
  value: unknown;
  array: unknown[];
  object: Record<string, unknown>;
}>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      hostileString,
    ),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(ownObject),
})).value;
