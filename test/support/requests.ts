import { expect } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import type { OperationModel, ProtocolModel } from '../../generator/model/protocol-model.ts';

export const MUTATION_ID = '01890A5D-AC96-7BCD-8123-456789ABCDEF';

/** A request envelope carrying `params`, with the id and the session its operation asks for. */
export function requestFor(model: ProtocolModel, op: OperationModel, params: unknown): Record<string, unknown> {
  const policy = model.protocol.scopes.find((scope) => scope.name === op.scope)!.target;
  const base = { v: 1, id: op.mutation ? MUTATION_ID : 'request-1', op: op.name, params };
  return policy === 'required' ? { ...base, session: 'session-1' } : base;
}

/**
 * Runs `run`, which must throw a ProtocolError — the bundled package's, or the class of another
 * generated package (`errorClass`) — and returns that error.
 */
export function thrown<E extends Error = protocol.ProtocolError>(
  run: () => unknown,
  errorClass: new (...args: never[]) => E = protocol.ProtocolError as never,
): E {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(errorClass);
    return error as E;
  }
  throw new Error('expected a ProtocolError, but nothing was thrown');
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
