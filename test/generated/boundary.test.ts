import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { deepFreeze, MUTATION_ID, requestFor as requestFor_, thrown } from '../support/requests.ts';

const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
const requestFor = (op: NonNullable<typeof model>['operations'][number], params: unknown) => requestFor_(model!, op, params);

const decodeAll = (bytes: Uint8Array, chunks: Uint8Array[] = [bytes]) => {
  const decoder = new protocol.JsonLineDecoder();
  const values = chunks.flatMap((chunk) => decoder.push(chunk));
  decoder.finish();
  return values;
};

describe('every operation example round-trips through the boundary', () => {
  for (const op of model!.operations) {
    it(`${op.name}: encodeFrame → JsonLineDecoder → parseClientEnvelope / parseServerEnvelope`, () => {
      for (const example of op.examples) {
        const request = deepFreeze(requestFor(op, structuredClone(example.params)));
        const [decodedRequest] = decodeAll(protocol.encodeFrame(request as never));
        const parsed = protocol.parseClientEnvelope(decodedRequest);
        expect(parsed.params).toEqual(example.params);
        expect(parsed.id).toBe(op.mutation ? MUTATION_ID.toLowerCase() : 'request-1');

        const response = deepFreeze({ v: 1, re: parsed.id, outcome: 'accepted', result: structuredClone(example.result) });
        const [decodedResponse] = decodeAll(protocol.encodeFrame(response as never));
        const parsedResponse = protocol.parseServerEnvelope(decodedResponse, op.name as protocol.OperationName);
        expect(parsedResponse).toEqual(response);
        expect(protocol.parseOperationResult(op.name as protocol.OperationName, example.result)).toEqual(example.result);
      }
    });
  }
});

describe('parseClientEnvelope', () => {
  const prompt = model!.operations.find((op) => op.name === 'prompt')!;
  const valid = () => requestFor(prompt, structuredClone(prompt.examples[0]!.params)) as Record<string, unknown>;

  it('rule: an unknown op is unsupported_operation, even one hello might advertise later', () => {
    expect(thrown(() => protocol.parseClientEnvelope({ ...valid(), op: 'future.op' })).code).toBe('unsupported_operation');
    expect(thrown(() => protocol.parseClientEnvelope({ ...valid(), op: 'constructor' })).code).toBe('unsupported_operation');
  });

  it('rule: another wire version is protocol_mismatch', () => {
    expect(thrown(() => protocol.parseClientEnvelope({ ...valid(), v: 2 })).code).toBe('protocol_mismatch');
  });

  it('rule: a mutation needs a UUIDv7 id, compared in lowercase', () => {
    const error = thrown(() => protocol.parseClientEnvelope({ ...valid(), id: 'request-1' }));
    expect([error.code, error.pointer]).toEqual(['invalid_request', '/id']);
    expect(thrown(() => protocol.parseClientEnvelope({ ...valid(), id: '01890a5d-ac96-4bcd-8123-456789abcdef' })).pointer).toBe('/id');
  });

  it('rule: ids are bounded in UTF-8 bytes: 42 × € (126 bytes) passes, 43 × € (129 bytes) fails', () => {
    const hello = model!.operations.find((op) => op.name === 'hello')!;
    const request = requestFor(hello, hello.examples[0]!.params);
    expect(protocol.parseClientEnvelope({ ...request, id: '€'.repeat(42) }).id).toBe('€'.repeat(42));
    const error = thrown(() => protocol.parseClientEnvelope({ ...request, id: '€'.repeat(43) }));
    expect([error.code, error.pointer]).toEqual(['invalid_request', '/id']);
  });

  it('rule: the session a scope asks for: required for a session op, refused for a host op', () => {
    const { session: _session, ...withoutSession } = valid();
    expect(thrown(() => protocol.parseClientEnvelope(withoutSession)).pointer).toBe('/session');
    const hello = model!.operations.find((op) => op.name === 'hello')!;
    expect(thrown(() => protocol.parseClientEnvelope({ ...requestFor(hello, hello.examples[0]!.params), session: 's' })).pointer).toBe('/session');
  });

  it('rule: unknown fields are stripped from the returned copy, and the input is not changed', () => {
    const input = deepFreeze({ ...valid(), extra: { a: 1 }, params: { ...(valid().params as object), extraParam: true } });
    const parsed = protocol.parseClientEnvelope(input) as unknown as Record<string, unknown>;
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.params).not.toHaveProperty('extraParam');
    expect(input).toHaveProperty('extra');
  });

  it('rule: config.set has no revision: an own params.expectedRevision is rejected, not dropped', () => {
    const configSet = model!.operations.find((op) => op.name === 'config.set')!;
    const params = { ...(configSet.examples[0]!.params as object), expectedRevision: 4 };
    const error = thrown(() => protocol.parseClientEnvelope(requestFor(configSet, params)));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain('expectedRevision');
  });

  it('rule: prototype tricks are rejected and pollute nothing', () => {
    const hostile = JSON.parse(`{"v":1,"id":"${MUTATION_ID}","op":"prompt","session":"s","params":{"text":"x","__proto__":{"polluted":true}}}`) as unknown;
    expect(thrown(() => protocol.parseClientEnvelope(hostile)).pointer).toBe('/params/__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    class Request {
      v = 1;
    }
    expect(thrown(() => protocol.parseClientEnvelope(new Request())).code).toBe('invalid_request');
  });
});

describe('parseOperationResult', () => {
  it('rule: a result alone is refused exactly where the same result inside its response is: depth counts from the frame', () => {
    const op = model!.operations.find((candidate) => candidate.examples.some((example) => typeof example.result === 'object' && example.result !== null && !Array.isArray(example.result)))!;
    const example = op.examples.find((candidate) => typeof candidate.result === 'object' && candidate.result !== null)!;
    const nest = (levels: number) => {
      let value: unknown = 0;
      for (let level = 0; level < levels; level++) value = [value];
      return value;
    };
    const name = op.name as protocol.OperationName;
    // The frame is one container and its result a second, so a member of the result may nest jsonDepth - 2 more.
    for (const levels of [protocol.LIMITS.jsonDepth - 2, protocol.LIMITS.jsonDepth - 1]) {
      const result = { ...(example.result as object), extra: nest(levels) };
      const inFrame = outcome(() => protocol.parseServerEnvelope({ v: 1, re: 'r', outcome: 'accepted', result }, name));
      const alone = outcome(() => protocol.parseOperationResult(name, result));
      expect(alone, `${levels} levels`).toBe(inFrame);
    }
    expect(outcome(() => protocol.parseOperationResult(name, { ...(example.result as object), extra: nest(protocol.LIMITS.jsonDepth - 2) }))).toBe('accepted');
    expect(outcome(() => protocol.parseOperationResult(name, { ...(example.result as object), extra: nest(protocol.LIMITS.jsonDepth - 1) }))).toBe('invalid_request');
  });
});

/** What a call did: 'accepted', or the code of the ProtocolError it threw. */
function outcome(call: () => unknown): string {
  try {
    call();
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(protocol.ProtocolError);
    return (error as protocol.ProtocolError).code;
  }
}

describe('values that hold an object more than once', () => {
  /** `levels` objects, each holding the one below twice: 2^levels leaves as JSON, from levels + 1 objects. */
  const shared = (levels: number): unknown => {
    let value: unknown = 'leaf';
    for (let level = 0; level < levels; level++) value = { l: value, r: value };
    return value;
  };

  it('rule: JSON has no shared references, so an object held twice is read (and counted) at each place; with nothing to strip it is returned as held', () => {
    const common = { note: 'same object' };
    const input = { a: common, b: [common, common] };
    const parsed = protocol.parseSchema(protocol.JsonValueSchema, input) as { a: object; b: object[] };
    expect(parsed).toEqual({ a: common, b: [common, common] });
    // The parsers copy only what they strip: open JSON data is the input's own.
    expect(parsed).toBe(input);
    expect(new Set([parsed.a, ...parsed.b, common]).size).toBe(1);
  });

  it('rule: no call reads more than a frame can hold: 2^28 values from 29 objects are refused, not expanded', () => {
    const value = shared(28);
    const calls: [string, () => unknown, string][] = [
      ['parseSchema', () => protocol.parseSchema(protocol.JsonValueSchema, value), ''],
      ['parseClientEnvelope', () => protocol.parseClientEnvelope({ v: 1, id: MUTATION_ID, op: 'prompt', session: 's', params: { text: 'x', extra: value } }), '/params/extra'],
    ];
    for (const [name, call, under] of calls) {
      const error = thrown(call);
      expect(error.code, name).toBe('invalid_request');
      expect(error.message, name).toContain(`more than ${protocol.LIMITS.frameBytes} bytes as JSON`);
      expect(error.pointer!.startsWith(`${under}/l/`), name).toBe(true);
    }
  });
});

describe('parseServerEnvelope', () => {
  it('rule: the result is checked against the outstanding op: steer results are exactly {itemId} or {status: handled}', () => {
    const response = (result: unknown) => ({ v: 1, re: 'r', outcome: 'accepted', result });
    expect(protocol.parseServerEnvelope(response({ itemId: 'i' }), 'steer')).toEqual(response({ itemId: 'i' }));
    expect(protocol.parseServerEnvelope(response({ status: 'handled' }), 'steer')).toEqual(response({ status: 'handled' }));
    expect(thrown(() => protocol.parseServerEnvelope(response({ itemId: 'i', status: 'handled' }), 'steer')).pointer).toMatch(/^\/result/);
    expect(thrown(() => protocol.parseServerEnvelope(response({}), 'steer')).pointer).toMatch(/^\/result/);
  });

  it('rule: an unknown outcome (discriminator value) is rejected', () => {
    expect(thrown(() => protocol.parseServerEnvelope({ v: 1, re: 'r', outcome: 'maybe', result: {} }, 'steer')).code).toBe('invalid_request');
  });

  it('rule: a rejected response carries a bounded error code, known or not', () => {
    const rejected = { v: 1, re: 'r', outcome: 'rejected', error: { code: 'some_future_code', message: 'later' } };
    expect(protocol.parseServerEnvelope(rejected, 'prompt')).toEqual(rejected);
  });
});

describe('encodeFrame', () => {
  it('rule: it checks a request by every rule but encodes what it is given (no lowercasing, no stripping)', () => {
    const prompt = model!.operations.find((op) => op.name === 'prompt')!;
    const request = { ...requestFor(prompt, prompt.examples[0]!.params), note: 'kept' };
    const [line] = decodeAll(protocol.encodeFrame(request as never)) as Record<string, unknown>[];
    expect(line).toEqual(request);
    expect(line!.id).toBe(MUTATION_ID);
    expect(thrown(() => protocol.encodeFrame({ ...request, id: 'not-a-uuid' } as never)).pointer).toBe('/id');
  });
});

describe('ProtocolError', () => {
  it('rule: messages never echo large input, and name the pointer', () => {
    const prompt = model!.operations.find((op) => op.name === 'prompt')!;
    const secret = 'sk-' + 'x'.repeat(100_000);
    for (const bad of [{ op: secret }, { params: { text: 5, note: secret } }, { id: secret }]) {
      const error = thrown(() => protocol.parseClientEnvelope({ ...requestFor(prompt, prompt.examples[0]!.params), ...bad }));
      expect(error.message.length, error.message.slice(0, 80)).toBeLessThan(400);
      expect(error.message).not.toContain('x'.repeat(50));
      expect(error.pointer).toMatch(/^\//);
    }
  });

  it('rule: a union never skips a member\'s bounds because another branch matched first', () => {
    const rejected = (message: string) => ({ v: 1, re: 'r', outcome: 'rejected', error: { code: 'busy', message } });
    expect(protocol.parseServerEnvelope(rejected('m'.repeat(4096)), 'prompt')).toBeTruthy();
    expect(thrown(() => protocol.parseServerEnvelope(rejected('m'.repeat(4097)), 'prompt')).code).toBe('invalid_request');
  });
});

describe('JsonLineDecoder on a multi-frame stream', () => {
  it('rule: a split at every byte offset decodes the same frames', () => {
    const frames = model!.operations.slice(0, 6).map((op) => requestFor(op, op.examples[0]!.params));
    const parts = frames.map((frame) => protocol.encodeFrame(frame as never));
    const stream = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      stream.set(part, offset);
      offset += part.length;
    }
    const whole = decodeAll(stream);
    expect(whole).toEqual(frames);
    for (let cut = 0; cut <= stream.length; cut++) {
      expect(decodeAll(stream, [stream.subarray(0, cut), stream.subarray(cut)])).toEqual(frames);
    }
  });
});
