/**
 * createBoundary from runtime/ over the bundled packages' bindings, on the slow path alone
 * (`readers: false`, with each package's validators): the session protocol's envelope, and the
 * JSON-RPC framing of tasks-rpc — no `when`, integer ids, notifications both ways that share their
 * marker — which reaches branches of parseIncoming and parseResponse the session protocol does not.
 */
import { describe, expect, it } from 'vitest';
import { BINDING as SESSION } from '../../../generated/session-protocol/dist/boundary.js';
import { WIRE_VERSION } from '../../../generated/session-protocol/dist/catalog.js';
import * as sessionValidators from '../../../generated/session-protocol/dist/validators.js';
import { BINDING as TASKS } from '../../../generated/tasks-rpc/dist/boundary.js';
import * as tasksValidators from '../../../generated/tasks-rpc/dist/validators.js';
import { createBoundary, type BoundaryBinding } from '../../../runtime/boundary/boundary.ts';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';

const slowSession = () =>
  createBoundary(SESSION as unknown as BoundaryBinding, { readers: false, validators: sessionValidators });
const slowTasks = () =>
  createBoundary(TASKS as unknown as BoundaryBinding, { readers: false, validators: tasksValidators });

function refusal(run: () => unknown): { code: string; message: string; pointer: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return { code: error.code, message: error.message, pointer: error.pointer };
    throw error;
  }
  throw new Error('not refused');
}

describe('createBoundary over the bundled bindings, slow path', () => {
  it('rule: a JSON-RPC request is read by its method, its absent params checked as {} and left absent', () => {
    const boundary = slowTasks();
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    expect(boundary.parseRequest(ping)).toEqual(ping);
    expect(refusal(() => boundary.parseRequest({ jsonrpc: '2.0', id: 2, method: 'tasks.create' }))).toEqual({
      code: 'invalid_request',
      message: 'params of tasks.create is missing a required property (at /params/title)',
      pointer: '/params/title',
    });
  });

  it('rule: JSON-RPC messages in: requests by sender, responses by a pending integer id, notifications by who sends them', () => {
    const boundary = slowTasks();
    const pending = (id: string | number) => (id === 5 ? 'ping' : undefined);
    expect(boundary.parseIncoming({ jsonrpc: '2.0', id: 1, method: 'ping' }, 'client', pending)).toEqual({
      kind: 'request',
      request: { jsonrpc: '2.0', id: 1, method: 'ping' },
    });
    expect(
      refusal(() => boundary.parseIncoming({ jsonrpc: '2.0', id: 1, method: 'ping' }, 'host', pending)).message,
    ).toBe('"ping" is not an operation a host sends (at /method)');
    expect(boundary.parseIncoming({ jsonrpc: '2.0', id: 5, result: {} }, 'host', pending)).toEqual({
      kind: 'response',
      operation: 'ping',
      response: { jsonrpc: '2.0', id: 5, result: {} },
    });
    expect(refusal(() => boundary.parseIncoming({ jsonrpc: '2.0', id: 6, result: {} }, 'host', pending))).toMatchObject(
      { message: 'a response to no pending request (at /id)', pointer: '/id' },
    );
    const initialized = { jsonrpc: '2.0', method: 'notifications.initialized' };
    expect(boundary.parseIncoming(initialized, 'client', pending)).toEqual({ kind: 'event', event: initialized });
    expect(refusal(() => boundary.parseIncoming(initialized, 'host', pending)).code).toBe('invalid_request');
    const log = { jsonrpc: '2.0', method: 'notifications.message', params: { level: 'info', text: 't' } };
    expect(boundary.parseIncoming(log, 'host', pending)).toEqual({ kind: 'event', event: log });
    // Both notification kinds share `method`: encodeFrame takes whichever accepts the frame.
    expect(new TextDecoder().decode(boundary.encodeFrame(log))).toBe(`${JSON.stringify(log)}\n`);
    expect(new TextDecoder().decode(boundary.encodeFrame(initialized))).toBe(`${JSON.stringify(initialized)}\n`);
  });

  it('rule: a JSON-RPC response carries a result wherever its result member is, checked against the operation', () => {
    const boundary = slowTasks();
    expect(
      boundary.parseResponse({ jsonrpc: '2.0', id: 1, error: { code: -1, message: 'm' } }, 'tasks.create'),
    ).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -1, message: 'm' } });
    expect(refusal(() => boundary.parseResponse({ jsonrpc: '2.0', id: 1, result: {} }, 'tasks.create'))).toMatchObject({
      pointer: '/result/task',
    });
  });

  it("rule: the session protocol's request on the slow path: its version and its operations", () => {
    const boundary = slowSession();
    expect(refusal(() => boundary.parseRequest({ v: 999, id: 'x', op: 'attach' }))).toMatchObject({
      code: 'protocol_mismatch',
      pointer: '/v',
    });
    expect(refusal(() => boundary.parseRequest({ v: WIRE_VERSION, id: 'x', op: 'no.such', params: {} }))).toMatchObject(
      { code: 'unsupported_operation', message: 'unknown operation "no.such" (at /op)', pointer: '/op' },
    );
    expect(refusal(() => boundary.parseRequest('x'))).toMatchObject({ code: 'invalid_request' });
  });
});
