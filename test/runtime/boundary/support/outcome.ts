/** What a boundary call ends in, for tests of runtime/boundary in-process: its value, or the ProtocolError it throws. */
import { expect } from 'vitest';
import { ProtocolError } from '../../../../runtime/boundary/protocol-error.ts';

export type Outcome = { value: unknown } | { error: { code: string; message: string; pointer: string | undefined } };

/** The value `run` returns, or the code, message and pointer of the ProtocolError it throws (anything else is rethrown). */
export function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { error: { code: error.code, message: error.message, pointer: error.pointer } };
  }
}

/** The ProtocolError `run` throws; fails the test if it throws nothing or something else. */
export function caught(run: () => unknown): ProtocolError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    return error as ProtocolError;
  }
  throw new Error('expected a ProtocolError, nothing was thrown');
}
