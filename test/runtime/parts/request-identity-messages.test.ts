import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import {
  canonicalRequestPayload,
  compareRequestPayload,
  requestRetainUntil,
} from '../../../runtime/parts/request-identity.ts';

const V7 = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';

function failure(run: () => unknown): { code: string; message: string; pointer: string | undefined } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { code: error.code, message: error.message, pointer: error.pointer };
  }
  throw new Error('returned');
}

const refused = (message: string, pointer?: string) => ({
  code: 'invalid_request',
  message: pointer === undefined ? message : `${message} (at ${pointer})`,
  pointer,
});

const canonical = (request: unknown, options?: Parameters<typeof canonicalRequestPayload>[1]) => () =>
  canonicalRequestPayload(request as Parameters<typeof canonicalRequestPayload>[0], options);

describe('request identity: option messages', () => {
  it('rule: a bad jsonDepth or frameBytes is a RangeError naming the option and its value', () => {
    expect(canonical({ op: 'x', params: {} }, { jsonDepth: 0 })).toThrow(
      new RangeError('jsonDepth must be a positive safe integer, not 0'),
    );
    expect(canonical({ op: 'x', params: {} }, { frameBytes: 1.5 })).toThrow(
      new RangeError('frameBytes must be a positive safe integer, not 1.5'),
    );
  });

  it('rule: a bad requestRetentionDays is a RangeError naming it, zero allowed', () => {
    expect(() => requestRetainUntil(V7, 0, { requestRetentionDays: -1 })).toThrow(
      new RangeError('requestRetentionDays must be a non-negative safe integer, not -1'),
    );
    expect(requestRetainUntil(V7, 0, { requestRetentionDays: 0 })).toBe(1645557742000);
  });
});

describe('canonicalRequestPayload: messages', () => {
  it('rule: each malformed request part is refused with its own message and pointer', () => {
    expect(failure(canonical(null))).toEqual(refused('a request must be a JSON object'));
    expect(failure(canonical(new Map()))).toEqual(refused('a request must be a plain object'));
    expect(failure(canonical({ op: '', params: {} }))).toEqual(refused('op must be a non-empty string', '/op'));
    expect(failure(canonical({ op: 'x', params: [] }))).toEqual(refused('params must be a JSON object', '/params'));
    expect(failure(canonical({ op: 'x', params: {}, session: '' }))).toEqual(
      refused('session must be a non-empty string when present', '/session'),
    );
  });

  it('rule: an accessor is refused without running it, at its member', () => {
    const request = { params: {} };
    Object.defineProperty(request, 'op', { enumerable: true, get: () => 'x' });
    expect(failure(canonical(request))).toEqual(refused('not plain JSON: an accessor property', '/op'));
  });

  it('rule: a canonical payload past frameBytes is refused, counting UTF-8 bytes', () => {
    // 40 two-byte characters: 40 UTF-16 units but 80 UTF-8 bytes.
    const request = { op: 'x', params: { t: 'é'.repeat(40) } };
    expect(canonicalRequestPayload(request).length).toBe(68);
    expect(failure(canonical(request, { frameBytes: 100 }))).toEqual(
      refused('canonical payload of 108 bytes exceeds 100 bytes'),
    );
    expect(failure(() => compareRequestPayload('{}', request, { frameBytes: 100 }))).toEqual(
      refused('canonical payload of 108 bytes exceeds 100 bytes'),
    );
  });
});

describe('requestRetainUntil: messages', () => {
  it('rule: each bad argument is refused with its own message and pointer', () => {
    expect(failure(() => requestRetainUntil('req-1', 0))).toEqual(refused('a request id must be a UUIDv7', '/id'));
    expect(failure(() => requestRetainUntil(V7, -1))).toEqual(
      refused('admittedAt must be a non-negative safe integer (ms since the epoch)', '/admittedAt'),
    );
    expect(failure(() => requestRetainUntil(V7, Number.MAX_SAFE_INTEGER))).toEqual(
      refused('the retention end is past the largest Timestamp', '/admittedAt'),
    );
  });
});

describe('compareRequestPayload: a stored value past frameBytes', () => {
  it('rule: a stored text longer than frameBytes is unusable before it is parsed, however deep it nests', () => {
    const depth = 20_000;
    const stored = `{"op":"x","params":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
    expect(compareRequestPayload(stored, { op: 'x', params: {} }, { jsonDepth: 10_000_000, frameBytes: 30_000 })).toBe(
      'unusable',
    );
  });
});
