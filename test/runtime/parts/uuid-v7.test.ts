import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import { isAnyUuid, isUuidV7, normalizeUuid, uuidV7Timestamp } from '../../../runtime/parts/uuid-v7.ts';

const SEED = 20261130;
/** The example UUIDv7 of RFC 9562 (appendix A.6): unix_ts_ms 0x017F22E279B0 = 2022-02-22T19:22:22Z. */
const RFC_EXAMPLE = '017F22E2-79B0-7CC3-98C4-DC0C0C07398F';

const hex = (value: number | bigint, digits: number) => value.toString(16).padStart(digits, '0');

/** A UUIDv7 holding `timestamp` in its first 48 bits, built independently of the module under test. */
const uuidV7Arbitrary = (timestamp: fc.Arbitrary<number> = fc.integer({ min: 0, max: 2 ** 48 - 1 })) =>
  fc
    .record({
      timestamp,
      randA: fc.integer({ min: 0, max: 0xfff }),
      variant: fc.constantFrom('8', '9', 'a', 'b'),
      randB1: fc.integer({ min: 0, max: 0xfff }),
      randB2: fc.bigInt({ min: 0n, max: 2n ** 48n - 1n }),
      upper: fc.boolean(),
    })
    .map(({ timestamp, randA, variant, randB1, randB2, upper }) => {
      const ts = hex(timestamp, 12);
      const id = `${ts.slice(0, 8)}-${ts.slice(8)}-7${hex(randA, 3)}-${variant}${hex(randB1, 3)}-${hex(randB2, 12)}`;
      return { timestamp, id: upper ? id.toUpperCase() : id };
    });

const rejects = (run: () => unknown) => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ProtocolError);
  expect((caught as ProtocolError).code).toBe('invalid_request');
  return caught as ProtocolError;
};

describe('UUIDv7 helpers', () => {
  it('rule: isUuidV7 accepts version 7 with the RFC 9562 variant (8, 9, a, b) in either letter case', () => {
    const table: [string, boolean][] = [
      ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', true],
      [RFC_EXAMPLE, true],
      ['017f22E2-79b0-7Cc3-98C4-dc0c0C07398f', true],
      ['00000000-0000-7000-8000-000000000000', true],
      ['ffffffff-ffff-7fff-bfff-ffffffffffff', true],
      ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f'.replace('-98c4', '-a8c4'), true],
      ['9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c', false], // version 4
      ['017f22e2-79b0-8cc3-98c4-dc0c0c07398f', false], // version 8
      ['017f22e2-79b0-7cc3-c8c4-dc0c0c07398f', false], // Microsoft variant
      ['017f22e2-79b0-7cc3-78c4-dc0c0c07398f', false], // NCS variant
      ['00000000-0000-0000-0000-000000000000', false], // nil
      ['017f22e279b07cc398c4dc0c0c07398f', false], // no hyphens
      ['{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}', false],
      ['urn:uuid:017f22e2-79b0-7cc3-98c4-dc0c0c07398f', false],
      [' 017f22e2-79b0-7cc3-98c4-dc0c0c07398f', false],
      ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f\n', false],
      ['017f22e2-79b0-7cc3-98c4-dc0c0c07398', false], // 35 characters
      ['017f22e2-79b0-7cc3-98c4-dc0c0c07398g', false],
      ['', false],
    ];
    for (const [value, expected] of table) expect([value, isUuidV7(value)]).toEqual([value, expected]);
    for (const value of [null, undefined, 7, {}, ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f']])
      expect(isUuidV7(value)).toBe(false);
  });

  it('rule: isAnyUuid accepts any version and variant (nil and max included) in the 8-4-4-4-12 spelling only', () => {
    for (const value of [
      '9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c',
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      RFC_EXAMPLE,
    ]) {
      expect(isAnyUuid(value)).toBe(true);
    }
    for (const value of [
      '9b2e5c1a3f4d4e6a8b7c1d2e3f4a5b6c',
      '9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c ',
      'x9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c',
      42,
      null,
    ]) {
      expect(isAnyUuid(value)).toBe(false);
    }
  });

  it('rule: normalizeUuid lowercases any UUID and changes nothing else', () => {
    expect(normalizeUuid(RFC_EXAMPLE)).toBe('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
    expect(normalizeUuid('9B2E5C1A-3F4D-4E6A-8B7C-1D2E3F4A5B6C')).toBe('9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c');
    expect(normalizeUuid('00000000-0000-0000-0000-000000000000')).toBe('00000000-0000-0000-0000-000000000000');
    fc.assert(
      fc.property(uuidV7Arbitrary(), ({ id }) => {
        const normalized = normalizeUuid(id);
        expect(normalized).toBe(id.toLowerCase());
        expect(normalizeUuid(normalized)).toBe(normalized);
        expect(normalized).toMatch(/^[0-9a-f-]{36}$/);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('rule: normalizeUuid rejects a non-UUID with invalid_request and a bounded message', () => {
    for (const value of ['req-1', '', '017f22e279b07cc398c4dc0c0c07398f', 7, null, undefined, {}])
      rejects(() => normalizeUuid(value));
    const huge = 'x'.repeat(100_000);
    expect(rejects(() => normalizeUuid(huge)).message.length).toBeLessThan(120);
  });

  it('rule: uuidV7Timestamp reads the 48-bit millisecond timestamp (RFC 9562 example and bounds)', () => {
    expect(uuidV7Timestamp(RFC_EXAMPLE)).toBe(1_645_557_742_000);
    expect(uuidV7Timestamp(RFC_EXAMPLE.toLowerCase())).toBe(1_645_557_742_000);
    expect(uuidV7Timestamp('0192f3a4-5b6c-7d8e-9f01-23456789abcd')).toBe(0x0192f3a45b6c);
    expect(uuidV7Timestamp('00000000-0000-7000-8000-000000000000')).toBe(0);
    expect(uuidV7Timestamp('ffffffff-ffff-7fff-bfff-ffffffffffff')).toBe(2 ** 48 - 1);
  });

  it('rule: uuidV7Timestamp rejects what is not a UUIDv7', () => {
    for (const value of [
      '9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c',
      '017f22e2-79b0-7cc3-c8c4-dc0c0c07398f',
      'req-1',
      5 as unknown as string,
    ]) {
      rejects(() => uuidV7Timestamp(value));
    }
  });

  it('rule: uuidV7Timestamp round-trips the timestamp encoded into a generated UUIDv7, in either case', () => {
    fc.assert(
      fc.property(uuidV7Arbitrary(), ({ timestamp, id }) => {
        expect(isUuidV7(id)).toBe(true);
        expect(uuidV7Timestamp(id)).toBe(timestamp);
        expect(uuidV7Timestamp(id.toUpperCase())).toBe(timestamp);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('rule: changing the version nibble or the variant makes any generated UUIDv7 invalid', () => {
    fc.assert(
      fc.property(
        uuidV7Arbitrary(),
        fc.constantFrom(...'01234568'),
        fc.constantFrom(...'01234567cdef'),
        ({ id }, version, variant) => {
          expect(isUuidV7(`${id.slice(0, 14)}${version}${id.slice(15)}`)).toBe(false);
          expect(isUuidV7(`${id.slice(0, 19)}${variant}${id.slice(20)}`)).toBe(false);
          expect(isAnyUuid(`${id.slice(0, 14)}${version}${id.slice(15)}`)).toBe(true);
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
