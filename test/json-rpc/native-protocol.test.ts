/**
 * A JSON-RPC protocol taken as it is (issue 41): the package generated from
 * test/fixtures/specs/json-rpc-native speaks JSON-RPC's own error semantics — −32700 for bytes that
 * are not JSON, −32600 for an invalid request, −32601 for an unknown method, −32602 for invalid
 * params, the protocol's own integers in ERROR_CODES — parses an error response without id from
 * either peer, takes `ping` from both, and keeps wire names, a date version and declared type names
 * as the spec writes them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNativePackage, type NativePackage } from './support.ts';

let rpc: NativePackage;
let files: Record<string, string>;
beforeAll(async () => {
  ({ module: rpc, files } = await buildNativePackage());
}, 120_000);

const none = () => undefined;
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code: unknown }).code;
  }
  throw new Error('expected a ProtocolError');
};
const line = (text: string) => new TextEncoder().encode(`${text}\n`);

describe('JSON-RPC error codes', () => {
  it('rule: ERROR_CODES maps every name to its integer, the five standard codes known without being declared', () => {
    expect(rpc.ERROR_CODES).toEqual({
      internal_error: -32603,
      invalid_params: -32602,
      invalid_request: -32600,
      method_not_found: -32601,
      note_not_found: -32002,
      parse_error: -32700,
    });
  });

  it('rule: a frame that is not JSON is -32700, from the decoder', () => {
    for (const text of ['{nope', '\ufeff{}', '{"a":1} x'])
      expect(codeOf(() => new rpc.JsonLineDecoder().push(line(text)))).toBe(-32700);
    expect(codeOf(() => new rpc.JsonLineDecoder().push(new Uint8Array([0xff, 0x0a])))).toBe(-32700);
  });

  it('rule: invalid params are -32602, an unknown method -32601, an invalid request -32600, from either peer', () => {
    const bad = { jsonrpc: '2.0', id: 1, method: 'notes/get', params: { id: 5 } };
    expect(codeOf(() => rpc.parseRequest(bad))).toBe(-32602);
    expect(codeOf(() => rpc.parseClientMessage(bad, none))).toBe(-32602);
    expect(codeOf(() => rpc.encodeFrame(bad))).toBe(-32602);
    expect(codeOf(() => rpc.parseRequest({ jsonrpc: '2.0', id: 1, method: 'notes/list' }))).toBe(-32601);
    expect(codeOf(() => rpc.parseServerMessage({ jsonrpc: '2.0', id: 1, method: 'notes/get' }, none))).toBe(-32601);
    expect(codeOf(() => rpc.parseRequest({ jsonrpc: '2.0', id: {}, method: 'ping' }))).toBe(-32600);
    expect(codeOf(() => rpc.parseRequest({ jsonrpc: '1.0', id: 1, method: 'ping' }))).toBe(-32600);
  });

  it('rule: an error response without id parses from either peer as a response to no operation, and encodes', () => {
    const error = { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } };
    for (const parse of [rpc.parseClientMessage, rpc.parseServerMessage])
      expect(parse(error, none)).toEqual({ kind: 'response', operation: undefined, response: error });
    expect(new TextDecoder().decode(rpc.encodeFrame(error))).toBe(`${JSON.stringify(error)}\n`);
    // Without an id it answers no request, so it cannot carry a result.
    expect(codeOf(() => rpc.parseServerMessage({ jsonrpc: '2.0', result: {} }, none))).toBe(-32600);
    expect(codeOf(() => rpc.encodeFrame({ jsonrpc: '2.0', result: {} }))).toBe(-32600);
  });
});

describe('unknown members, by the declared policy', () => {
  it('rule: a json-rpc spec keeps members no schema names, at every depth, in requests, results and notifications', () => {
    const request = {
      jsonrpc: '2.0',
      id: 1,
      method: 'notes/get',
      params: { id: 'n1', _meta: { 'io.example/trace': 'x' } },
      'x-vendor': true,
    };
    expect(rpc.parseClientMessage(structuredClone(request), none)).toEqual({ kind: 'request', request });
    const result = { note: { id: 'n1', text: 't', colour: 'red' }, cursor: null };
    expect(rpc.parseOperationResult('notes/get', structuredClone(result))).toEqual(result);
    const response = { jsonrpc: '2.0', id: 1, result, 'x-vendor': [1] };
    const pending = () => 'notes/get';
    expect(rpc.parseServerMessage(structuredClone(response), pending)).toEqual({
      kind: 'response',
      operation: 'notes/get',
      response,
    });
    const notification = { jsonrpc: '2.0', method: 'notes/changed', params: { ids: ['n1'] }, extra: 1 };
    expect(rpc.parseServerMessage(structuredClone(notification), none)).toEqual({ kind: 'event', event: notification });
    expect(new TextDecoder().decode(rpc.encodeFrame(request))).toBe(`${JSON.stringify(request)}\n`);
  });

  it('rule: a kept member is still bounded plain JSON: a function or a value too deep is refused', () => {
    const params = (extra: unknown) => ({ jsonrpc: '2.0', id: 1, method: 'notes/get', params: { id: 'n1', extra } });
    expect(codeOf(() => rpc.parseRequest(params(() => 1)))).toBe(-32600);
    let deep: unknown = 1;
    for (let depth = 0; depth < 70; depth++) deep = [deep];
    expect(codeOf(() => rpc.parseRequest(params(deep)))).toBe(-32600);
  });

  it('rule: a type given strip of its own strips, while the rest keeps', () => {
    expect(rpc.parseOperationResult('initialize', { protocolVersion: '2025-06-18', extra: 1 })).toEqual({
      protocolVersion: '2025-06-18',
    });
  });
});

describe('wire names, peers and names as the spec writes them', () => {
  it('rule: methods go on the wire as named, and ping is taken from both peers', () => {
    const ping = { jsonrpc: '2.0', id: 7, method: 'ping' };
    expect(rpc.parseServerMessage(ping, none)).toEqual({ kind: 'request', request: ping });
    expect(rpc.parseClientMessage(ping, none)).toEqual({ kind: 'request', request: ping });
    const cancel = { jsonrpc: '2.0', id: 8, method: '$/cancelRequest', params: { id: 7 } };
    expect(rpc.parseClientMessage(cancel, none)).toEqual({ kind: 'request', request: cancel });
    expect(codeOf(() => rpc.parseClientMessage({ jsonrpc: '2.0', id: 9, method: 'roots/list' }, none))).toBe(-32601);
  });

  it('rule: the version is the date, the catalog states no governance, and a declared InitializeResult keeps its name', () => {
    expect(rpc.PROTOCOL_VERSION).toBe('2025-06-18');
    expect(rpc.OPERATION_CATALOG['notes/get']).toEqual({ status: 'stable' });
    expect(rpc.OPERATION_CATALOG.ping).toEqual({ sender: 'both', status: 'stable' });
    expect(files['src/types.d.ts']).toContain('export type InitializeOperationResult = InitializeResult;');
    expect(files['src/boundary.d.ts']).toContain('interface ProtocolErrorCodeKinds {\n    integer: number;');
  });

  it('rule: format byte refuses what is not base64', () => {
    const result = (attachment: string) => ({ note: { id: 'n1', text: 't', attachment } });
    expect(rpc.parseOperationResult('notes/get', result('aGk='))).toEqual(result('aGk='));
    expect(codeOf(() => rpc.parseOperationResult('notes/get', result('not base64!')))).toBe(-32600);
  });
});
