import { expect } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';

/** Runs `action` and checks it throws ProtocolError('invalid_request') with exactly this message and pointer. */
export function expectInvalidRequest(action: () => unknown, message: string, pointer: string): void {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ProtocolError);
  const error = caught as ProtocolError;
  expect(error.code).toBe('invalid_request');
  expect(error.pointer).toBe(pointer);
  expect(error.message).toBe(`${message} (at ${pointer})`);
}
