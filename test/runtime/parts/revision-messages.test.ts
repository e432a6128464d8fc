import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import { classifyRevision } from '../../../runtime/parts/revision.ts';

function failure(current: unknown, incoming: unknown): { code: string; message: string; pointer: string | undefined } {
  try {
    classifyRevision(current as number, incoming as number);
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { code: error.code, message: error.message, pointer: error.pointer };
  }
  throw new Error('classified');
}

describe('classifyRevision: messages', () => {
  it('rule: a bad current revision is refused without a pointer, a number shown as it is', () => {
    expect(failure(-1, 0)).toEqual({
      code: 'invalid_request',
      message: 'current revision -1 is not a non-negative safe integer',
      pointer: undefined,
    });
    expect(failure(1.5, 0)).toEqual({
      code: 'invalid_request',
      message: 'current revision 1.5 is not a non-negative safe integer',
      pointer: undefined,
    });
  });

  it('rule: a bad current revision of another type is shown by its type, null as null', () => {
    expect(failure(null, 0).message).toBe('current revision a value of type null is not a non-negative safe integer');
    expect(failure('4', 0).message).toBe('current revision a value of type string is not a non-negative safe integer');
    expect(failure(undefined, 0).message).toBe(
      'current revision a value of type undefined is not a non-negative safe integer',
    );
  });

  it('rule: a bad incoming revision is refused at /revision', () => {
    expect(failure(0, Number.NaN)).toEqual({
      code: 'invalid_request',
      message: 'revision NaN is not a non-negative safe integer (at /revision)',
      pointer: '/revision',
    });
    expect(failure(0, null).message).toBe(
      'revision a value of type null is not a non-negative safe integer (at /revision)',
    );
    expect(failure(0, { revision: 1 }).message).toBe(
      'revision a value of type object is not a non-negative safe integer (at /revision)',
    );
  });
});
