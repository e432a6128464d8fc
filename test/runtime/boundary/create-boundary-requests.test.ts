/**
 * createBoundary's requests, from runtime/ in-process, over a small binding built in each test
 * (support/binding.ts): the readers' fast path and the validators' slow path (`readers: false`)
 * must agree on every input, down to the error's code, message and pointer.
 */
import { describe, expect, it } from 'vitest';
import { createBoundary, type Boundary } from '../../../runtime/boundary/boundary.ts';
import { toyBinding, type ToyOptions } from './support/binding.ts';
import { outcome, type Outcome } from './support/outcome.ts';

/** The fast boundary (readers) and the slow one (validators only) over one binding. */
function boundaries(options: ToyOptions = {}): { fast: Boundary; slow: Boundary } {
  const toy = toyBinding(options);
  return {
    fast: createBoundary(toy.binding),
    slow: createBoundary(toy.binding, { readers: false, validators: toy.validators }),
  };
}

/** What both boundaries make of `raw`: the same outcome, returned once. */
function request(options: ToyOptions, raw: unknown): Outcome {
  const { fast, slow } = boundaries(options);
  const before = structuredClone(raw);
  const a = outcome(() => fast.parseRequest(raw));
  const b = outcome(() => slow.parseRequest(raw));
  expect(a).toEqual(b);
  expect(raw).toEqual(before);
  return a;
}

const refusal = (code: string, message: string, pointer?: string) => ({
  error: { code, message: pointer === undefined ? message : `${message} (at ${pointer})`, pointer },
});
const BAD = 'bad_frame';

const PUT = (extra: Record<string, unknown> = {}) => ({
  id: 'abcd',
  op: 'put',
  target: 't',
  params: { name: 'n' },
  ...extra,
});

describe('createBoundary: requests', () => {
  it('rule: each rule of a request is refused with its own code, message and pointer, alike on both paths', () => {
    expect(request({}, { id: 'abcd' })).toEqual(refusal(BAD, 'request is missing a required property', '/op'));
    expect(request({}, PUT({ params: {} }))).toEqual(
      refusal(BAD, 'params of put is missing a required property', '/params/name'),
    );
    expect(request({}, PUT({ params: { name: 5 } }))).toEqual(
      refusal(BAD, 'params of put must be string', '/params/name'),
    );
    expect(request({}, PUT({ id: 'xyz' }))).toEqual(
      refusal(BAD, 'a request to put must have an id that is a MutationId', '/id'),
    );
    expect(request({}, { id: 'abcd', op: 'put', params: { name: 'n' } })).toEqual(
      refusal(BAD, 'put needs a target', '/target'),
    );
    expect(request({}, { id: 'abcd', op: 'ping', target: 't' })).toEqual(
      refusal(BAD, 'ping takes no target', '/target'),
    );
    expect(request({}, { id: 'abcd', op: 'nope' })).toEqual(
      refusal('no_such_operation', 'unknown operation "nope"', '/op'),
    );
    expect(request({}, { id: 1, op: 7 })).toEqual(refusal(BAD, 'request must be string', '/op'));
  });

  it('rule: a request that is not an object is refused by the request schema, whatever the version member is named', () => {
    for (const raw of [null, 'x', 5, ['x'], []]) {
      expect(request({}, raw)).toEqual(refusal(BAD, 'request must be object', '/'));
      // A version member named `0` is an own property of a string and of an array: still no version to check.
      expect(request({ version: '0' }, raw)).toEqual(refusal(BAD, 'request must be object', '/'));
      expect(request({ version: false }, raw)).toEqual(refusal(BAD, 'request must be object', '/'));
    }
  });

  it('rule: the fast path returns the input itself when nothing is stripped or lowercased', () => {
    const { fast } = boundaries();
    for (const raw of [
      PUT(),
      { id: 'abcd', op: 'put', target: 't', v: 1, params: { name: 'n' } },
      { id: 3, op: 'list' },
      { id: 'AB', op: 'list', target: 't', params: { limit: 0 } },
    ]) {
      expect(fast.parseRequest(raw)).toBe(raw);
    }
    // Without a reader of the mutation id, its validator decides on the fast path.
    const noIdReader = boundaries({ readerless: ['mutationId'] });
    const raw = PUT();
    expect(noIdReader.fast.parseRequest(raw)).toBe(raw);
    expect(() => noIdReader.fast.parseRequest(PUT({ id: 'xyz' }))).toThrow(
      'a request to put must have an id that is a MutationId (at /id)',
    );
  });

  it('rule: the slow path returns a stripped copy and never changes its input', () => {
    const raw = PUT({ extra: 1, params: { name: 'n', junk: true } });
    expect(request({}, raw)).toEqual({ value: PUT() });
    const { fast, slow } = boundaries();
    const input = { id: 'ABCD', op: 'put', target: 't', params: { name: 'n' } };
    for (const boundary of [fast, slow]) {
      const out = boundary.parseRequest(input);
      expect(out).toEqual({ ...input, id: 'abcd' });
      expect(out).not.toBe(input);
      expect(input.id).toBe('ABCD');
    }
    // Stripped by a reader that copied: the id is lowercased in its own copy.
    const stripped = { id: 'ABCD', op: 'put', target: 't', junk: 1, params: { name: 'n' } };
    expect(fast.parseRequest(stripped)).toEqual(PUT({ id: 'abcd' }));
    expect(stripped).toEqual({ id: 'ABCD', op: 'put', target: 't', junk: 1, params: { name: 'n' } });
  });

  it('rule: a request without a reader, or whose operation has none, is parsed on the slow path alike', () => {
    const noRequestReader = boundaries({ readerless: ['request'] });
    const raw = PUT();
    const out = noRequestReader.fast.parseRequest(raw);
    expect(out).toEqual(raw);
    expect(out).not.toBe(raw);
    expect(request({}, { id: 2, op: 'raw', params: { n: 1, junk: 1 } })).toEqual({
      value: { id: 2, op: 'raw', params: { n: 1 } },
    });
    expect(request({}, { id: 2, op: 'raw', params: { n: 'x' } })).toEqual(
      refusal(BAD, 'params of raw must be integer', '/params/n'),
    );
    expect(request({ readerless: ['request'] }, null)).toEqual(refusal(BAD, 'request must be object', '/'));
  });

  it("rule: only a mutation's id is lowercased, and only when the framing says so", () => {
    expect(request({}, PUT({ id: 'ABCD' }))).toEqual({ value: PUT({ id: 'abcd' }) });
    expect(request({ mutationId: { lowercase: false } }, PUT({ id: 'ABCD' }))).toEqual({ value: PUT({ id: 'ABCD' }) });
    expect(request({}, { id: 'ABCD', op: 'list' })).toEqual({ value: { id: 'ABCD', op: 'list' } });
    expect(request({}, { id: 12, op: 'list' })).toEqual({ value: { id: 12, op: 'list' } });
    expect(request({ mutationId: false }, PUT({ id: 'ANY ID' }))).toEqual({ value: PUT({ id: 'ANY ID' }) });
    const { fast } = boundaries({ mutationId: false });
    const raw = PUT({ id: 'Free' });
    expect(fast.parseRequest(raw)).toBe(raw);
  });

  it('rule: the target member must, may or must not be there as the operation says, and any goes without a target member', () => {
    expect(request({}, { id: 1, op: 'list' })).toEqual({ value: { id: 1, op: 'list' } });
    expect(request({}, { id: 1, op: 'list', target: 't' })).toEqual({ value: { id: 1, op: 'list', target: 't' } });
    expect(request({}, { id: 1, op: 'ping' })).toEqual({ value: { id: 1, op: 'ping' } });
    expect(request({}, PUT())).toEqual({ value: PUT() });
    expect(request({ target: false }, { id: 'abcd', op: 'put', params: { name: 'n' } })).toEqual({
      value: { id: 'abcd', op: 'put', params: { name: 'n' } },
    });
    expect(request({ target: false }, { id: 1, op: 'ping' })).toEqual({ value: { id: 1, op: 'ping' } });
    const { fast } = boundaries({ target: false });
    const raw = { id: 1, op: 'list', params: {} };
    expect(fast.parseRequest(raw)).toBe(raw);
  });

  it('rule: absent params are checked as {} and stay absent unless the framing requires them', () => {
    expect(request({}, { id: 1, op: 'list' })).toEqual({ value: { id: 1, op: 'list' } });
    // Both paths check absent params as {}: the fast path too, though the request's reader never reaches its params slot then.
    expect(request({}, { id: 'abcd', op: 'put', target: 't' })).toEqual(
      refusal(BAD, 'params of put is missing a required property', '/params/name'),
    );
    expect(request({ paramsRequired: true }, { id: 1, op: 'list' })).toEqual(
      refusal(BAD, 'request is missing a required property', '/params'),
    );
    expect(request({ paramsRequired: true }, { id: 1, op: 'list', params: { limit: 2 } })).toEqual({
      value: { id: 1, op: 'list', params: { limit: 2 } },
    });
    expect(request({}, { id: 1, op: 'list', params: { limit: -1 } })).toEqual(
      refusal(BAD, 'params of list must be >= 0', '/params/limit'),
    );
  });

  it("rule: a wire version other than the framing's is refused with the version code, the value cut to 20 characters", () => {
    const long = 'a'.repeat(30);
    expect(request({}, PUT({ v: 2 }))).toEqual(refusal('protocol_mismatch', 'wire version 2 is not 1', '/v'));
    expect(request({}, PUT({ v: long }))).toEqual(
      refusal('protocol_mismatch', `wire version "${'a'.repeat(19)} is not 1`, '/v'),
    );
    expect(request({}, PUT({ v: 1 }))).toEqual({ value: PUT({ v: 1 }) });
    expect(request({ version: 'a/b' }, PUT({ 'a/b': 3 }))).toEqual(
      refusal('protocol_mismatch', 'wire version 3 is not 1', '/a~1b'),
    );
    expect(request({ version: false }, PUT({ v: 2 }))).toEqual({ value: PUT() });
  });

  it("rule: a command is its operation and params: checked and stripped as a request's, without envelope", () => {
    const { fast, slow, toy } = (() => {
      const t = toyBinding();
      return {
        toy: t,
        fast: createBoundary(t.binding),
        slow: createBoundary(t.binding, { readers: false, validators: t.validators }),
      };
    })();
    const command = toy.known('Command');
    const asCommand = { ...command, as: 'command' as const };
    const raw = { op: 'put', params: { name: 'n' } };
    expect(fast.parseKnown(asCommand, raw)).toBe(raw);
    for (const boundary of [fast, slow]) {
      const out = boundary.parseKnown(asCommand, { op: 'put', junk: 1, params: { name: 'n', junk: 2 } });
      expect(out).toEqual(raw);
      expect(outcome(() => boundary.parseKnown(asCommand, { params: {} }))).toEqual(
        refusal(BAD, 'command is missing a required property', '/op'),
      );
      expect(outcome(() => boundary.parseKnown(asCommand, null))).toEqual(refusal(BAD, 'command must be object', '/'));
      expect(outcome(() => boundary.parseKnown(asCommand, { op: 'nope' }))).toEqual(
        refusal('no_such_operation', 'unknown operation "nope"', '/op'),
      );
      expect(outcome(() => boundary.parseKnown(asCommand, { op: 'put', params: { name: 1 } }))).toEqual(
        refusal(BAD, 'params of put must be string', '/params/name'),
      );
      expect(outcome(() => boundary.parseKnown(asCommand, { op: 'list' }))).toEqual({ value: { op: 'list' } });
      // Absent params are checked as {} on both paths.
      expect(outcome(() => boundary.parseKnown(asCommand, { op: 'put' }))).toEqual(
        refusal(BAD, 'params of put is missing a required property', '/params/name'),
      );
      expect(outcome(() => boundary.parseKnown(asCommand, { op: 5 }))).toEqual(
        refusal(BAD, 'command must be string', '/op'),
      );
    }
    // The request type as the request parser reads it.
    const asRequest = { ...toy.known('Envelope'), as: 'request' as const };
    expect(fast.parseKnown(asRequest, PUT({ id: 'ABCD' }))).toEqual(PUT());
    // A command type without a reader, or a binding without a command: the slow path, or the type's own schema.
    const noCommandReader = boundaries({ readerless: ['command'] });
    const copy = noCommandReader.fast.parseKnown(asCommand, raw);
    expect(copy).toEqual(raw);
    expect(copy).not.toBe(raw);
    const noCommand = toyBinding({ command: false });
    const plain = createBoundary(noCommand.binding).parseKnown(
      { ...noCommand.known('Command'), as: 'command' },
      { op: 'nope', params: { a: 1 } },
    );
    expect(plain).toEqual({ op: 'nope', params: { a: 1 } });
  });

  it("rule: a reader's FAIL never passes for a frame, even one whose operation member is `description`", () => {
    // FAIL is a symbol, and FAIL.description is its text: a request or command naming that operation is still refused.
    const options: ToyOptions = {
      operationField: 'description',
      operations: {
        'felan.fail': {
          mutation: false,
          sender: 'client',
          target: 'optional',
          params: { type: 'object', properties: { n: { type: 'integer' } } },
          result: { type: 'object' },
        },
      },
    };
    const refused = refusal(BAD, 'params of felan.fail must be integer', '/params/n');
    expect(request(options, { id: 1, description: 'felan.fail', params: { n: 'x' } })).toEqual(refused);
    const toy = toyBinding(options);
    const asCommand = { ...toy.known('Command'), as: 'command' as const };
    for (const boundary of [
      createBoundary(toy.binding),
      createBoundary(toy.binding, { readers: false, validators: toy.validators }),
    ]) {
      expect(outcome(() => boundary.parseKnown(asCommand, { description: 'felan.fail', params: { n: 'x' } }))).toEqual(
        refused,
      );
      expect(boundary.parseKnown(asCommand, { description: 'felan.fail', params: { n: 1 } })).toEqual({
        description: 'felan.fail',
        params: { n: 1 },
      });
    }
  });
});
