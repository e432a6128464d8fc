/**
 * createBoundary's responses, results, frames and incoming messages, from runtime/ in-process, over
 * a small binding built in each test (support/binding.ts): the readers' fast path and the
 * validators' slow path (`readers: false`) agree on every input, down to code, message and pointer.
 */
import { describe, expect, it } from 'vitest';
import { createBoundary, type Boundary } from '../../../runtime/boundary/boundary.ts';
import { restoreByteBudget, startByteBudget } from '../../../runtime/boundary/plain-json.ts';
import { toyBinding, type ToyOptions } from './support/binding.ts';
import { outcome, type Outcome } from './support/outcome.ts';

function boundaries(options: ToyOptions = {}): { fast: Boundary; slow: Boundary } {
  const toy = toyBinding(options);
  return {
    fast: createBoundary(toy.binding),
    slow: createBoundary(toy.binding, { readers: false, validators: toy.validators }),
  };
}

/** What both boundaries make of one call: the same outcome, the input unchanged. */
function both(options: ToyOptions, input: unknown, call: (boundary: Boundary, input: unknown) => unknown): Outcome {
  const { fast, slow } = boundaries(options);
  const before = structuredClone(input);
  const a = outcome(() => call(fast, input));
  const b = outcome(() => call(slow, input));
  expect(a).toEqual(b);
  expect(input).toEqual(before);
  return a;
}

const refusal = (code: string, message: string, pointer?: string) => ({
  error: { code, message: pointer === undefined ? message : `${message} (at ${pointer})`, pointer },
});
const BAD = 'bad_frame';
const response = (options: ToyOptions, raw: unknown, op = 'put') =>
  both(options, raw, (boundary, value) => boundary.parseResponse(value, op));
const encoded = (options: ToyOptions, frame: unknown) => {
  const out = both(options, frame, (boundary, value) => boundary.encodeFrame(value));
  return 'value' in out ? { value: new TextDecoder().decode(out.value as Uint8Array) } : out;
};

describe('createBoundary: responses and results', () => {
  it('rule: a response carries a result where its `when` member says so, and only that result is checked', () => {
    const accepted = { re: 'a', outcome: 'accepted', result: { ok: true } };
    expect(response({}, accepted)).toEqual({ value: accepted });
    expect(response({}, { re: 'a', outcome: 'accepted', result: { ok: true, junk: 1 }, junk: 2 })).toEqual({
      value: accepted,
    });
    expect(response({}, { re: 'a', outcome: 'accepted', result: { ok: 'yes' } })).toEqual(
      refusal(BAD, 'result of put must be boolean', '/result/ok'),
    );
    expect(response({}, { re: 'a', outcome: 'accepted', result: {} })).toEqual(
      refusal(BAD, 'result of put is missing a required property', '/result/ok'),
    );
    // A rejected response's stray result is not the operation's: stripped, never checked.
    expect(response({}, { re: 'a', outcome: 'rejected', error: 'no', result: { ok: 'yes' } })).toEqual({
      value: { re: 'a', outcome: 'rejected', error: 'no' },
    });
    expect(response({}, { re: 'a', outcome: 'rejected', error: 'no' })).toEqual({
      value: { re: 'a', outcome: 'rejected', error: 'no' },
    });
    expect(response({}, { re: 'a', outcome: 'accepted', result: { ok: true }, v: 2 })).toEqual(
      refusal('protocol_mismatch', 'wire version 2 is not 1', '/v'),
    );
    expect(response({ version: '0' }, 'x')).toEqual(response({}, 'x'));
    expect(response({}, { re: 'a', outcome: 'accepted', result: { ok: true } }, 'nope')).toEqual(
      refusal('no_such_operation', 'unknown operation "nope"', '/op'),
    );
  });

  it('rule: without `when`, a response carries a result wherever its result member is', () => {
    expect(response({ when: false }, { re: 1, result: { ok: false } })).toEqual({
      value: { re: 1, result: { ok: false } },
    });
    expect(response({ when: false }, { re: 1, result: { ok: 1 } })).toEqual(
      refusal(BAD, 'result of put must be boolean', '/result/ok'),
    );
    expect(response({ when: false }, { re: 1, error: 'no', junk: 1 })).toEqual({ value: { re: 1, error: 'no' } });
    expect(response({ when: false }, { error: 'no' })).toEqual(
      refusal(BAD, 'response is missing a required property', '/re'),
    );
    expect(response({ when: false, version: false }, { re: 1, v: 9, error: 'x' })).toEqual({
      value: { re: 1, error: 'x' },
    });
  });

  it('rule: the fast path returns the response itself, and a result without a reader is checked on the slow path', () => {
    const { fast } = boundaries();
    const raw = { re: 'a', outcome: 'accepted', result: { ok: true } };
    expect(fast.parseResponse(raw, 'put')).toBe(raw);
    const { fast: noVersion } = boundaries({ version: false });
    expect(noVersion.parseResponse(raw, 'put')).toBe(raw);
    expect(response({}, { re: 'a', outcome: 'accepted', result: { n: 'x' } }, 'raw')).toEqual(
      refusal(BAD, 'result of raw must be integer', '/result/n'),
    );
    expect(response({}, { re: 'a', outcome: 'accepted', result: { n: 1, junk: 1 } }, 'raw')).toEqual({
      value: { re: 'a', outcome: 'accepted', result: { n: 1 } },
    });
    // A response type without a reader: its validator, on the slow path.
    const { fast: noReader } = boundaries({ readerless: ['response'] });
    const out = noReader.parseResponse(raw, 'put');
    expect(out).toEqual(raw);
    expect(out).not.toBe(raw);
  });

  it('rule: a result on its own is refused as in its response, at its own pointers, and returned stripped', () => {
    const result = (op: string, value: unknown) =>
      both({}, value, (boundary, input) => boundary.parseResult(op, input));
    expect(result('put', { ok: true, junk: 1 })).toEqual({ value: { ok: true } });
    expect(result('put', {})).toEqual(refusal(BAD, 'result of put is missing a required property', '/ok'));
    expect(result('put', { ok: 0 })).toEqual(refusal(BAD, 'result of put must be boolean', '/ok'));
    expect(result('raw', { n: 2, junk: 1 })).toEqual({ value: { n: 2 } });
    expect(result('nope', {})).toEqual(refusal('no_such_operation', 'unknown operation "nope"', '/op'));
    const { fast, slow } = boundaries();
    const kept = { ok: true };
    expect(fast.parseResult('put', kept)).toBe(kept);
    expect(slow.parseResult('put', kept)).not.toBe(kept);
    expect(slow.parseResult('put', kept)).toEqual(kept);
  });

  it('rule: a known schema is read by its reader or its validator, refused as `value`, and stripped', () => {
    const toy = toyBinding();
    const fast = createBoundary(toy.binding);
    const slow = createBoundary(toy.binding, { readers: false, validators: toy.validators });
    const note = toy.known('Note');
    const raw = { type: 'note', body: 'b' };
    expect(fast.parseKnown(note, raw)).toBe(raw);
    for (const boundary of [fast, slow]) {
      expect(boundary.parseKnown(note, { type: 'note', body: 'b', junk: 1 })).toEqual(raw);
      expect(outcome(() => boundary.parseKnown(note, { type: 'note' }))).toEqual(
        refusal(BAD, 'value is missing a required property', '/body'),
      );
    }
  });
});

describe('createBoundary: encodeFrame', () => {
  it('rule: a frame is a JSON object, a request or a kind its marker names', () => {
    for (const frame of [null, 'x', 5, ['x'], []]) {
      expect(encoded({}, frame)).toEqual(refusal(BAD, 'a frame is a JSON object'));
      expect(encoded({ version: '0' }, frame)).toEqual(refusal(BAD, 'a frame is a JSON object'));
    }
    expect(encoded({}, { foo: 1 })).toEqual(refusal(BAD, 'not a frame of this protocol'));
    expect(encoded({}, { op: 'put' })).toEqual(refusal(BAD, 'not a frame of this protocol'));
  });

  it('rule: a request frame is checked as a request; any other by the first kind its marker names that accepts it', () => {
    expect(encoded({}, { id: 'abcd', op: 'put', target: 't', params: { name: 'n' } })).toEqual({
      value: '{"id":"abcd","op":"put","target":"t","params":{"name":"n"}}\n',
    });
    expect(encoded({}, { id: 'abcd', op: 'put', target: 't', params: {} })).toEqual(
      refusal(BAD, 'params of put is missing a required property', '/params/name'),
    );
    // An event that happens to have an id is no request.
    expect(encoded({}, { type: 'note', body: 'b', id: 'q' })).toEqual({
      value: '{"type":"note","body":"b","id":"q"}\n',
    });
    // Two kinds share the marker `type`: the second accepts what the first refuses.
    expect(encoded({}, { type: 'alert', level: 2 })).toEqual({ value: '{"type":"alert","level":2}\n' });
    expect(encoded({}, { type: 'note', body: 'b' })).toEqual({ value: '{"type":"note","body":"b"}\n' });
    expect(encoded({}, { type: 'note' })).toEqual(refusal(BAD, 'frame is missing a required property', '/body'));
    expect(encoded({}, { stream: 's', text: 't' })).toEqual({ value: '{"stream":"s","text":"t"}\n' });
    expect(encoded({}, { re: 'a', outcome: 'rejected', error: 'e' })).toEqual({
      value: '{"re":"a","outcome":"rejected","error":"e"}\n',
    });
  });

  it('rule: the content-length encoding frames the same JSON with a header part', () => {
    expect(encoded({ encoding: 'content-length' }, { stream: 's', text: 't' })).toEqual({
      value: 'Content-Length: 25\r\n\r\n{"stream":"s","text":"t"}',
    });
  });
});

describe('createBoundary: parseIncoming', () => {
  const calls: unknown[] = [];
  const pending = (id: string | number) => {
    calls.push(id);
    return id === 'a1' || id === 7 ? 'put' : undefined;
  };
  const incoming = (options: ToyOptions, raw: unknown, from: 'client' | 'host') => {
    calls.length = 0;
    return both(options, raw, (boundary, value) => boundary.parseIncoming(value, from, pending));
  };

  it('rule: an incoming frame is a JSON object', () => {
    for (const raw of [null, 'x', 5, ['x'], []])
      expect(incoming({}, raw, 'client')).toEqual(refusal(BAD, 'a frame is a JSON object'));
  });

  it('rule: a frame with an operation and an id is a request of an operation its sender sends', () => {
    const put = { id: 'ABCD', op: 'put', target: 't', params: { name: 'n', junk: 1 } };
    expect(incoming({}, put, 'client')).toEqual({
      value: { kind: 'request', request: { id: 'abcd', op: 'put', target: 't', params: { name: 'n' } } },
    });
    expect(incoming({}, put, 'host')).toEqual(
      refusal('no_such_operation', '"put" is not an operation a host sends', '/op'),
    );
    expect(incoming({}, { id: 1, op: 'ping' }, 'host')).toEqual({
      value: { kind: 'request', request: { id: 1, op: 'ping' } },
    });
    expect(incoming({}, { id: 1, op: 'nope' }, 'host')).toEqual(
      refusal('no_such_operation', 'unknown operation "nope"', '/op'),
    );
    expect(incoming({}, { op: 'put' }, 'client')).toEqual(refusal(BAD, 'not a frame a client sends'));
    expect(incoming({}, { id: 'q', type: 'note', body: 'b' }, 'client')).toEqual({
      value: { kind: 'event', event: { type: 'note', body: 'b' } },
    });
  });

  it('rule: an operation either peer sends (sender both) is a request from either', () => {
    const operations = {
      echo: { mutation: false, sender: 'both', target: 'forbidden', params: { type: 'object' }, result: {} },
    } as const;
    for (const from of ['client', 'host'] as const)
      expect(incoming({ operations }, { id: 3, op: 'echo', params: {} }, from)).toEqual({
        value: { kind: 'request', request: { id: 3, op: 'echo', params: {} } },
      });
  });

  it('rule: a frame with a correlation and no operation answers a pending request, by a string or number id', () => {
    const accepted = { re: 'a1', outcome: 'accepted', result: { ok: true } };
    expect(incoming({}, accepted, 'host')).toEqual({
      value: { kind: 'response', operation: 'put', response: accepted },
    });
    expect(calls).toEqual(['a1', 'a1']);
    expect(incoming({}, { ...accepted, re: 7 }, 'client')).toEqual({
      value: { kind: 'response', operation: 'put', response: { ...accepted, re: 7 } },
    });
    expect(calls).toEqual([7, 7]);
    expect(incoming({}, { ...accepted, re: 'zz' }, 'host')).toEqual(
      refusal(BAD, 'a response to no pending request', '/re'),
    );
    for (const re of [true, null, {}]) {
      expect(incoming({}, { ...accepted, re }, 'host')).toEqual(
        refusal(BAD, 'a response to no pending request', '/re'),
      );
      expect(calls).toEqual([]);
    }
    expect(incoming({}, { re: 'a1', op: 'put' }, 'host')).toEqual(refusal(BAD, 'not a frame a host sends'));
    expect(incoming({}, { ...accepted, result: { ok: 1 } }, 'host')).toEqual(
      refusal(BAD, 'result of put must be boolean', '/result/ok'),
    );
  });

  it('rule: anything else is an event its sender sends, read by the first kind that accepts it', () => {
    const stream = { stream: 's', text: 't' };
    expect(incoming({}, { ...stream, junk: 1 }, 'host')).toEqual({ value: { kind: 'event', event: stream } });
    expect(incoming({}, stream, 'client')).toEqual(refusal(BAD, 'not a frame a client sends'));
    expect(incoming({}, { type: 'note', body: 'b' }, 'client')).toEqual({
      value: { kind: 'event', event: { type: 'note', body: 'b' } },
    });
    expect(incoming({}, { type: 'note', body: 'b' }, 'host')).toEqual({
      value: { kind: 'event', event: { type: 'note', body: 'b' } },
    });
    expect(incoming({}, { type: 'alert', level: 1 }, 'host')).toEqual({
      value: { kind: 'event', event: { type: 'alert', level: 1 } },
    });
    expect(incoming({}, { type: 'alert', body: 'b' }, 'client')).toEqual(
      refusal(BAD, 'frame must be equal to constant', '/type'),
    );
    expect(incoming({}, { hello: 'h' }, 'client')).toEqual({ value: { kind: 'event', event: { hello: 'h' } } });
    expect(incoming({}, { hello: 5 }, 'client')).toEqual(refusal(BAD, 'frame must be string', '/hello'));
    expect(incoming({}, { hello: 'h' }, 'host')).toEqual(refusal(BAD, 'not a frame a host sends'));
    expect(incoming({}, { foo: 1 }, 'host')).toEqual(refusal(BAD, 'not a frame a host sends'));
    expect(incoming({}, { ...stream, v: 3 }, 'host')).toEqual(
      refusal('protocol_mismatch', 'wire version 3 is not 1', '/v'),
    );
  });
});

describe('createBoundary: guarded calls', () => {
  it('rule: whatever reading the input throws reaches the caller as a ProtocolError naming only its kind', () => {
    const { fast, slow } = boundaries();
    const trap = (thrown: unknown) =>
      new Proxy(
        {},
        {
          ownKeys: () => {
            throw thrown;
          },
          getPrototypeOf: () => {
            throw thrown;
          },
        },
      );
    for (const boundary of [fast, slow]) {
      for (const [thrown, kind] of [
        [new RangeError('secret'), 'RangeError'],
        ['secret', 'string'],
      ] as const) {
        for (const call of [
          () => boundary.parseRequest(trap(thrown)),
          () => boundary.parseResponse(trap(thrown), 'put'),
          () => boundary.parseResult('put', trap(thrown)),
          () => boundary.encodeFrame(trap(thrown)),
          () => boundary.parseIncoming(trap(thrown), 'host', () => undefined),
        ]) {
          expect(outcome(call)).toEqual(
            refusal(BAD, `the value could not be read (${kind}): not plain data, or too large to check`),
          );
        }
      }
    }
  });

  it('rule: each call reads within the frame limit and gives the budget before it back, after a refusal too', () => {
    const { fast, slow } = boundaries({ maxFrameBytes: 200 });
    const big = { id: 1, op: 'list', params: { junk: 'x'.repeat(400) } };
    const small = { id: 1, op: 'list' };
    for (const boundary of [fast, slow]) {
      const outer = startByteBudget(777);
      try {
        expect(outcome(() => boundary.parseRequest(big))).toMatchObject({ error: { code: BAD } });
        expect(startByteBudget(777)).toBe(777);
        expect(boundary.parseRequest(small)).toEqual(small);
        expect(startByteBudget(777)).toBe(777);
      } finally {
        restoreByteBudget(outer);
      }
    }
  });
});
