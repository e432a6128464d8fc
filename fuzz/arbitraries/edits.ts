import fc from 'fast-check';
import type { HostileKind } from '../hostile/hostile.ts';
import { operationNames, stringBounds } from '../spec-examples.ts';
import { hostileKey, hostileNumber, jsonTree, PROTOTYPE_KEYS } from './json-values.ts';

/**
 * One change to a description. `at` picks the member it applies to (modulo the number of members),
 * so every edit applies to every description and shrinks towards the first member.
 */
export type Edit =
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'duplicate'; readonly at: number; readonly key: string }
  | { readonly kind: 'retype'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'add'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: 'set-op'; readonly op: string }
  | {
      readonly kind: 'bound-string';
      readonly at: number;
      readonly bound: number;
      readonly delta: -1 | 0 | 1;
      readonly unit: string;
      readonly measure: 'bytes' | 'code points';
    }
  | { readonly kind: 'insert-unit'; readonly at: number; readonly position: number; readonly unit: string }
  | { readonly kind: 'number'; readonly at: number; readonly value: number }
  | { readonly kind: 'hostile'; readonly at: number; readonly hostile: HostileKind; readonly size: number }
  | {
      readonly kind: 'size';
      readonly at: number;
      readonly hostile: SizedKind;
      readonly size: number;
      readonly unit: string;
    };

/** Hostile kinds made to a size: levels, items, units, or levels of sharing. */
export type SizedKind = 'deep-array' | 'deep-object' | 'huge-array' | 'repeat-string' | 'shared';

export interface EditOptions {
  /** Getters that throw: the parsers never run them, bare validators cannot help running them. */
  readonly throwingAccessors: boolean;
  /** Proxies whose traps throw, and revoked ones (fuzz/entry-points/hostile-proxies.ts). */
  readonly throwingProxies: boolean;
  /**
   * The entry point stops reading at the frame limit, as the boundary's parsers do, so a value shared
   * 28 levels deep (2^28 copies as JSON) is fair game. A bare validator reads all of a value, as JSON
   * Schema validators do: it gets at most 2^16 copies.
   */
  readonly readsBounded: boolean;
}

/** UTF-8 bytes of each unit a bound-string is made of, as the protocol counts them (a lone surrogate: 3). */
export const UNIT_BYTES: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['é', 2],
  ['€', 3],
  ['\u{1F600}', 4],
  ['\ud800', 3],
]);

const at = fc.nat();
const smallBounds = stringBounds.filter((bound) => bound <= 100_000);
const largeBounds = stringBounds.filter((bound) => bound > 100_000);

const CONTAINER_KINDS: readonly HostileKind[] = [
  'class-instance',
  'null-prototype',
  'frozen',
  'sealed',
  'proxy',
  'sparse',
  'symbol-key',
  'non-enumerable',
  'array-subclass',
  'cycle',
];
const VALUE_KINDS: readonly HostileKind[] = [
  'date',
  'map',
  'regexp',
  'boxed-string',
  'typed-array',
  'bigint',
  'undefined',
  'function',
  'symbol',
];

/** A string edit at one of the given bounds ± 1, in bytes or code points, of one of the units. */
function boundString(bounds: readonly number[]): fc.Arbitrary<Edit> {
  return fc.record({
    kind: fc.constant('bound-string' as const),
    at,
    bound: fc.constantFrom(...bounds),
    delta: fc.constantFrom(-1 as const, 0 as const, 1 as const),
    unit: fc.constantFrom(...UNIT_BYTES.keys()),
    measure: fc.constantFrom('bytes' as const, 'code points' as const),
  });
}

function sized(hostile: SizedKind, sizes: readonly number[], units: readonly string[] = ['a']): fc.Arbitrary<Edit> {
  return fc.record({
    kind: fc.constant('size' as const),
    at,
    hostile: fc.constant(hostile),
    size: fc.constantFrom(...sizes),
    unit: fc.constantFrom(...units),
  });
}

/**
 * Edits in three tiers of cost, so that 20,000 cases of an entry point take seconds. Cheap ones
 * (a median case: ~0.2 ms) make up nearly every case. Medium ones (strings at the megabyte bounds,
 * 10,000 levels, 65,537 items: up to ~0.3 s a case) one edit in 1,000. Expensive ones (100,000
 * levels, 200,000 items: ~1 s a case, mostly the two descriptor walks of the input snapshot) one edit
 * in 4,000: still several cases in every 20,000 and hundreds in a long run.
 */
export function editArbitrary(options: EditOptions): fc.Arbitrary<Edit> {
  const hostileKinds: HostileKind[] = [...CONTAINER_KINDS, ...VALUE_KINDS, 'getter', 'setter-only'];
  if (options.throwingAccessors) hostileKinds.push('throwing-getter');
  if (options.throwingProxies) hostileKinds.push('throwing-proxy', 'revoked-proxy', 'throwing-proxy', 'revoked-proxy');
  const cheap = fc.oneof(
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at, key: hostileKey }) },
    { weight: 10, arbitrary: fc.record({ kind: fc.constant('retype' as const), at, value: jsonTree }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('add' as const), at, key: hostileKey, value: jsonTree }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        at,
        key: fc.constantFrom(...PROTOTYPE_KEYS),
        value: jsonTree,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('set-op' as const),
        op: fc.oneof(fc.constantFrom(...operationNames), hostileKey),
      }),
    },
    { weight: 8, arbitrary: boundString(smallBounds) },
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('insert-unit' as const),
        at,
        position: fc.nat(),
        unit: fc.constantFrom(
          '\ud800',
          '\udbff',
          '\udc00',
          '\udfff',
          '\u{1F600}',
          '\u{10FFFF}',
          '\u0000',
          '\ufeff',
          '\u2028',
          'é',
        ),
      }),
    },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('number' as const), at, value: hostileNumber }) },
    {
      weight: 12,
      arbitrary: fc.record({
        kind: fc.constant('hostile' as const),
        at,
        hostile: fc.constantFrom(...hostileKinds),
        size: fc.nat({ max: 16 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        sized('deep-array', [31, 32, 33, 100, 1_000]),
        sized('deep-object', [31, 32, 33, 100, 1_000]),
        sized('huge-array', [1_024, 1_025]),
        sized('shared', [1, 2, 8]),
      ),
    },
    // A string is one token to the snapshot, so megabytes of one are cheap unless a pattern reads them:
    // 4.5 M base64 characters is past where a backtracking base64 pattern overflows V8's regexp stack.
    { weight: 1, arbitrary: sized('repeat-string', [4_500_000], ['A']) },
  );
  const medium = fc.oneof(
    boundString(largeBounds),
    sized('deep-array', [10_000]),
    sized('deep-object', [10_000]),
    sized('huge-array', [65_537]),
    sized('repeat-string', [1 << 20, 4_500_000], ['a', 'é', '\u{1F600}']),
    sized('shared', [12, 16]),
  );
  const expensive = fc.oneof(
    sized('deep-array', [100_000]),
    sized('deep-object', [100_000]),
    sized('huge-array', [200_000]),
    ...(options.readsBounded ? [sized('shared', [24, 28])] : []),
  );
  return fc.oneof(
    { weight: 3_995, arbitrary: cheap },
    { weight: 4, arbitrary: medium },
    { weight: 1, arbitrary: expensive },
  );
}
