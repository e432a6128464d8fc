/**
 * The JSON-RPC 2.0 family through the generated package of the example spec (spec/tasks-rpc): the
 * boundary follows the spec's framing declaration — requests both ways, notifications by direction,
 * responses by the pending request's id, integer error codes — with nothing of the bundled
 * protocol's conventions.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as rpc from '@example/tasks-rpc';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { thrown as thrownBy } from '../support/requests.ts';

const { value: model } = await loadModel(nodeFileSystem, 'spec/tasks-rpc');

/** The ProtocolError `run` throws: this package's class, not the bundled one's. */
const thrown = (run: () => unknown) => thrownBy(run, rpc.ProtocolError);

const lines = (...frames: Uint8Array[]) => {
  const decoder = new rpc.JsonLineDecoder();
  const values = frames.flatMap((frame) => decoder.push(frame));
  decoder.finish();
  return values;
};

/** No request is pending. */
const none = () => undefined;

describe('every operation example round-trips, from its own sender', () => {
  for (const op of model!.operations) {
    it(`${op.name} (sent by the ${op.sender}): encodeFrame → JsonLineDecoder → parse…Message`, () => {
      const parseFromSender = op.sender === 'client' ? rpc.parseClientMessage : rpc.parseServerMessage;
      const parseFromAnswerer = op.sender === 'client' ? rpc.parseServerMessage : rpc.parseClientMessage;
      for (const [index, example] of op.examples.entries()) {
        const request = { jsonrpc: '2.0', id: index + 1, method: op.name, params: example.params };
        const [decoded] = lines(rpc.encodeFrame(request as never));
        expect(parseFromSender(decoded, none)).toEqual({ kind: 'request', request });

        const response = { jsonrpc: '2.0', id: index + 1, result: example.result };
        const [decodedResponse] = lines(rpc.encodeFrame(response as never));
        const pending = (id: string | number) => (id === index + 1 ? op.name : undefined);
        expect(parseFromAnswerer(decodedResponse, pending as never)).toEqual({
          kind: 'response',
          operation: op.name,
          response,
        });
      }
    });
  }
});

describe('requests', () => {
  it('rule: a method this version does not know is method_not_found, at /method', () => {
    const error = thrown(() => rpc.parseRequest({ jsonrpc: '2.0', id: 1, method: 'tasks.delete' }));
    expect([error.code, error.pointer]).toEqual(['method_not_found', '/method']);
  });

  it('rule: a jsonrpc other than "2.0" is invalid_request, at /jsonrpc (the framing names its version member)', () => {
    const error = thrown(() => rpc.parseRequest({ jsonrpc: '1.0', id: 1, method: 'ping' }));
    expect([error.code, error.pointer]).toEqual(['invalid_request', '/jsonrpc']);
  });

  it('rule: params may be left out, and are then checked as {}: fine for ping, refused for tasks.create', () => {
    expect(rpc.parseRequest({ jsonrpc: '2.0', id: 'a', method: 'ping' })).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      method: 'ping',
    });
    const error = thrown(() => rpc.parseRequest({ jsonrpc: '2.0', id: 'a', method: 'tasks.create' }));
    // Checked as {}, they lack tasks.create's required title: reported at the member's own pointer.
    expect([error.code, error.pointer]).toEqual(['invalid_request', '/params/title']);
  });

  it('rule: unknown optional members are stripped from the copy; the input is left as it was', () => {
    const input = { jsonrpc: '2.0', id: 2, method: 'tasks.create', params: { title: 'x', colour: 'red' }, trace: true };
    const parsed = rpc.parseRequest(structuredClone(input));
    expect(parsed.params).toEqual({ title: 'x' });
    expect(input.params.colour).toBe('red');
  });

  it('rule: a client may not send the server’s request, nor the server the client’s', () => {
    expect(thrown(() => rpc.parseClientMessage({ jsonrpc: '2.0', id: 1, method: 'roots.list' }, none)).code).toBe(
      'method_not_found',
    );
    expect(thrown(() => rpc.parseServerMessage({ jsonrpc: '2.0', id: 1, method: 'tasks.list' }, none)).code).toBe(
      'method_not_found',
    );
  });
});

describe('responses', () => {
  it('rule: a response is read against the operation its pending request names; without one it is refused', () => {
    const response = { jsonrpc: '2.0', id: 9, result: { tasks: [] } };
    expect(rpc.parseServerMessage(response, (id) => (id === 9 ? 'tasks.list' : undefined))).toEqual({
      kind: 'response',
      operation: 'tasks.list',
      response,
    });
    expect(thrown(() => rpc.parseServerMessage(response, none)).pointer).toBe('/id');
    // the pending operation's result schema applies: a task list is not an initialize result
    expect(thrown(() => rpc.parseServerMessage(response, () => 'initialize')).pointer).toBe('/result/protocolVersion');
  });

  it('rule: an error response carries an integer code and passes whatever its request was', () => {
    const failure = { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'no such method' } };
    expect(rpc.parseResponse(failure, 'ping')).toEqual(failure);
    expect(thrown(() => rpc.parseResponse({ ...failure, error: { code: 'x', message: 'm' } }, 'ping')).code).toBe(
      'invalid_request',
    );
  });

  it('rule: a response has a result or an error, never both', () => {
    expect(
      thrown(() => rpc.parseResponse({ jsonrpc: '2.0', id: 3, result: {}, error: { code: 1, message: 'm' } }, 'ping'))
        .code,
    ).toBe('invalid_request');
  });
});

describe('notifications', () => {
  it('rule: each peer’s notifications are accepted from that peer only', () => {
    const progress = { jsonrpc: '2.0', method: 'notifications.progress', params: { token: 't', progress: 1 } };
    expect(rpc.parseServerMessage(progress, none)).toEqual({ kind: 'event', event: progress });
    expect(thrown(() => rpc.parseClientMessage(progress, none)).code).toBe('invalid_request');
    const cancelled = { jsonrpc: '2.0', method: 'notifications.cancelled', params: { requestId: 4 } };
    expect(rpc.parseClientMessage(cancelled, none)).toEqual({ kind: 'event', event: cancelled });
    expect(thrown(() => rpc.parseServerMessage(cancelled, none)).code).toBe('invalid_request');
  });

  it('rule: encodeFrame accepts a notification of either peer, though both are told apart by the same member', () => {
    for (const frame of [
      { jsonrpc: '2.0', method: 'notifications.initialized' },
      { jsonrpc: '2.0', method: 'notifications.message', params: { level: 'info', text: 'hi' } },
    ]) {
      expect(lines(rpc.encodeFrame(frame as never))).toEqual([frame]);
    }
    expect(
      thrown(() =>
        rpc.encodeFrame({
          jsonrpc: '2.0',
          method: 'notifications.message',
          params: { level: 'loud', text: 'hi' },
        } as never),
      ).code,
    ).toBe('invalid_request');
  });
});

describe('the frame limit is the spec’s', () => {
  it('rule: the decoder refuses a line past LIMITS.frameBytes with the framing’s invalid code', () => {
    const decoder = new rpc.JsonLineDecoder();
    const error = thrown(() => decoder.push(new Uint8Array(rpc.LIMITS.frameBytes + 2).fill(0x20)));
    expect(error.code).toBe('invalid_request');
    expect(rpc.LIMITS.frameBytes).toBe(4 * 1024 * 1024);
  });
});

describe('the direction parsers are typed by sender (checked by npm run typecheck)', () => {
  it('types: a client sends requests of client operations and answers host operations; the server the other way round', () => {
    type ClientOps = 'initialize' | 'ping' | 'tasks.complete' | 'tasks.create' | 'tasks.list';
    expectTypeOf<Extract<rpc.ClientMessage, { kind: 'request' }>['request']['method']>().toEqualTypeOf<ClientOps>();
    expectTypeOf<Extract<rpc.ClientMessage, { kind: 'response' }>['operation']>().toEqualTypeOf<'roots.list'>();
    expectTypeOf<Extract<rpc.ServerMessage, { kind: 'request' }>['request']['method']>().toEqualTypeOf<'roots.list'>();
    expectTypeOf<Extract<rpc.ServerMessage, { kind: 'response' }>['operation']>().toEqualTypeOf<ClientOps>();
    expectTypeOf<Extract<rpc.ServerMessage, { kind: 'event' }>['event']>().toEqualTypeOf<rpc.ServerNotification>();
    expectTypeOf<Extract<rpc.ClientMessage, { kind: 'event' }>['event']>().toEqualTypeOf<rpc.ClientNotification>();
  });
});
