import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outputChunkOffsets } from '../../../../runtime/parts/checks/output-chunk.ts';

const SEED = 20261204;
const MAX = Number.MAX_SAFE_INTEGER;

const chunk = (offset: unknown, data: unknown, nextOffset: unknown) => ({ offset, data, nextOffset, eof: false });
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('outputChunkOffsets', () => {
  it('rule: nextOffset is offset plus the decoded length of data', () => {
    expect(outputChunkOffsets(chunk(0, '', 0))).toBeUndefined();
    expect(outputChunkOffsets(chunk(10, 'aGk=', 12))).toBeUndefined(); // "hi"
    expect(outputChunkOffsets(chunk(10, 'aA==', 11))).toBeUndefined(); // "h"
    expect(outputChunkOffsets(chunk(10, 'aGkh', 13))).toBeUndefined(); // "hi!"
    expect(outputChunkOffsets(chunk(100, 'aGkh', 102))).toEqual({
      path: ['nextOffset'],
      pointer: '/nextOffset',
      reason: 'must equal offset plus the decoded length of data (100 + 3 = 103)',
    });
    expect(outputChunkOffsets(chunk(10, 'aGk=', 13))?.path).toEqual(['nextOffset']);
    expect(outputChunkOffsets(chunk(10, 'aA==', 10))?.path).toEqual(['nextOffset']);
    expect(outputChunkOffsets(chunk(5, '', 4))?.reason).toBe(
      'must equal offset plus the decoded length of data (5 + 0 = 5)',
    );
    // At the top of the range: exact, and a sum past it never matches.
    expect(outputChunkOffsets(chunk(MAX - 3, 'aGkh', MAX))).toBeUndefined();
    expect(outputChunkOffsets(chunk(MAX - 2, 'aGkh', MAX))?.path).toEqual(['nextOffset']);
  });

  it('rule: the decoded length of any canonical base64 is what decoding gives', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.integer({ min: 0, max: MAX - 300 }),
        fc.integer({ min: 1, max: 5 }),
        (bytes, offset, off) => {
          const data = base64(bytes);
          expect(outputChunkOffsets(chunk(offset, data, offset + bytes.length))).toBeUndefined();
          expect(outputChunkOffsets(chunk(offset, data, offset + bytes.length + off))?.path).toEqual(['nextOffset']);
          if (bytes.length >= off)
            expect(outputChunkOffsets(chunk(offset, data, offset + bytes.length - off))?.path).toEqual(['nextOffset']);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('rule: data that is not a multiple of 4 characters, and offsets that are not safe non-negative integers, are left to the schema', () => {
    for (const data of ['a', 'aGk', 'aGk=a', 'aGkhx']) expect(outputChunkOffsets(chunk(0, data, 999))).toBeUndefined();
    for (const bad of [-1, 1.5, MAX + 1, '0', null, undefined]) {
      expect(outputChunkOffsets(chunk(bad, 'aGkh', 999))).toBeUndefined();
      expect(outputChunkOffsets(chunk(0, 'aGkh', bad))).toBeUndefined();
    }
    expect(outputChunkOffsets(chunk(0, 12, 999))).toBeUndefined();
    for (const value of [undefined, null, 0, 'aGkh', [0, 'aGkh', 999]])
      expect(outputChunkOffsets(value)).toBeUndefined();
  });

  it('rule: only own members are read, and other members never change the verdict', () => {
    expect(
      outputChunkOffsets(Object.assign(Object.create({ nextOffset: 3 }) as object, { offset: 0, data: 'aGkh' })),
    ).toBeUndefined();
    const nullProto = Object.assign(Object.create(null) as object, { offset: 0, data: 'aGkh', nextOffset: 4 });
    expect(outputChunkOffsets(nullProto)?.path).toEqual(['nextOffset']);
    expect(outputChunkOffsets({ ...chunk(0, 'aGkh', 4), eof: 'x', length: 3, extra: {} })?.path).toEqual([
      'nextOffset',
    ]);
  });

  it('rule: the reason stays short whatever the data', () => {
    const failure = outputChunkOffsets(chunk(0, 'A'.repeat(87_384), 1));
    expect(failure?.reason).toBe('must equal offset plus the decoded length of data (0 + 65538 = 65538)');
  });

  it('rule: total over any input: never throws', () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          fc.record(
            { offset: anything, data: fc.oneof(fc.base64String(), anything), nextOffset: anything },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          outputChunkOffsets(value);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
