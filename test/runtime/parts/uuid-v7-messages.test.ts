import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import { isAnyUuid, normalizeUuid, uuidV7Timestamp } from '../../../runtime/parts/uuid-v7.ts';

const V7 = '017f22e2-79b0-7cc3-98c4-dc0c0c07398f';

function message(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    expect(error.code).toBe('invalid_request');
    expect(error.pointer).toBeUndefined();
    return error.message;
  }
  throw new Error('returned');
}

describe('uuid-v7: messages and non-strings', () => {
  it('rule: only a string is a UUID, not a value whose text spells one', () => {
    expect(isAnyUuid([V7])).toBe(false);
    expect(isAnyUuid({ toString: () => V7 })).toBe(false);
  });

  it('rule: normalizeUuid names a rejected string, quoted', () => {
    expect(message(() => normalizeUuid('req-1'))).toBe('not a UUID: "req-1"');
  });

  it('rule: normalizeUuid names a rejected non-string by its type, null as null', () => {
    expect(message(() => normalizeUuid(null))).toBe('not a UUID: a value of type null');
    expect(message(() => normalizeUuid(7))).toBe('not a UUID: a value of type number');
    expect(message(() => normalizeUuid(undefined))).toBe('not a UUID: a value of type undefined');
  });

  it('rule: uuidV7Timestamp names what is not a UUIDv7', () => {
    expect(message(() => uuidV7Timestamp('9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c'))).toBe(
      'not a UUIDv7: "9b2e5c1a-3f4d-4e6a-8b7c-1d2e3f4a5b6c"',
    );
    expect(message(() => uuidV7Timestamp({} as string))).toBe('not a UUIDv7: a value of type object');
  });
});
