import { describe, expect, it } from 'vitest';
import {
  checkCaptured,
  checkDelta,
  checkIdentity,
  checkString,
} from '../../../runtime/parts/internal/text-delta-checks.ts';
import type { CapturedTextStream, TextDeltaInput, TextStreamIdentity } from '../../../runtime/parts/text-stream.ts';
import { expectInvalidRequest } from './text-stream-error-support.ts';

const asDelta = (value: unknown): TextDeltaInput => value as TextDeltaInput;
const asIdentity = (value: unknown): TextStreamIdentity => value as TextStreamIdentity;
const asCaptured = (value: unknown): CapturedTextStream => value as CapturedTextStream;

const goodStream = { message: 'entry-1', id: 'block-0', kind: 'assistant', offset: 0 };
const goodCaptured = { message: 'entry-1', id: 'block-0', kind: 'thinking', offset: 2, text: 'ab' };

describe('checkString', () => {
  it('accepts a string and rejects anything else with "expected a string" at the given pointer', () => {
    expect(() => checkString('', '/x')).not.toThrow();
    expectInvalidRequest(() => checkString(5, '/x'), 'expected a string', '/x');
    expectInvalidRequest(() => checkString(undefined, '/y/z'), 'expected a string', '/y/z');
  });
});

describe('checkIdentity', () => {
  it('rejects null and non-objects as "expected a stream reference" at the root pointer', () => {
    expectInvalidRequest(() => checkIdentity(asIdentity(null)), 'expected a stream reference', '');
    expectInvalidRequest(() => checkIdentity(asIdentity('entry-1')), 'expected a stream reference', '');
    expectInvalidRequest(() => checkIdentity(asIdentity(7)), 'expected a stream reference', '');
  });

  it('rejects a non-string message at /message and a non-string id at /id', () => {
    expectInvalidRequest(() => checkIdentity(asIdentity({ id: 'b' })), 'expected a string', '/message');
    expectInvalidRequest(() => checkIdentity(asIdentity({ message: 'm', id: 1 })), 'expected a string', '/id');
  });

  it('checks kind only when present, rejecting an unknown kind at /kind', () => {
    expect(() => checkIdentity({ message: 'm', id: 'b' })).not.toThrow();
    expect(() => checkIdentity({ message: 'm', id: 'b', kind: 'thinking' })).not.toThrow();
    expectInvalidRequest(
      () => checkIdentity(asIdentity({ message: 'm', id: 'b', kind: 'tool' })),
      'stream kind must be assistant or thinking',
      '/kind',
    );
  });
});

describe('checkDelta', () => {
  it('rejects null and non-objects as "expected a text delta frame" at the root pointer', () => {
    expectInvalidRequest(() => checkDelta(asDelta(null)), 'expected a text delta frame', '');
    expectInvalidRequest(() => checkDelta(asDelta('frame')), 'expected a text delta frame', '');
  });

  it('rejects a null or non-object stream as "expected a stream object" at /stream', () => {
    expectInvalidRequest(() => checkDelta(asDelta({ stream: null, text: 'x' })), 'expected a stream object', '/stream');
    expectInvalidRequest(() => checkDelta(asDelta({ stream: 'm', text: 'x' })), 'expected a stream object', '/stream');
  });

  it('rejects a non-string message at /stream/message and a non-string id at /stream/id', () => {
    expectInvalidRequest(
      () => checkDelta(asDelta({ stream: { ...goodStream, message: 1 }, text: 'x' })),
      'expected a string',
      '/stream/message',
    );
    expectInvalidRequest(
      () => checkDelta(asDelta({ stream: { ...goodStream, id: null }, text: 'x' })),
      'expected a string',
      '/stream/id',
    );
  });

  it('rejects an unknown kind at /stream/kind', () => {
    expectInvalidRequest(
      () => checkDelta(asDelta({ stream: { ...goodStream, kind: 'tool' }, text: 'x' })),
      'stream kind must be assistant or thinking',
      '/stream/kind',
    );
  });

  it('rejects an offset that is not a non-negative safe integer number at /stream/offset', () => {
    for (const offset of ['3', -1, 1.5, Number.NaN, 2 ** 53]) {
      expectInvalidRequest(
        () => checkDelta(asDelta({ stream: { ...goodStream, offset }, text: 'x' })),
        'offset must be a non-negative integer (code points)',
        '/stream/offset',
      );
    }
  });

  it('rejects a text that is not a string, or is empty, at /text', () => {
    for (const text of [5, '', undefined, ['x']]) {
      expectInvalidRequest(
        () => checkDelta(asDelta({ stream: goodStream, text })),
        'text must be a non-empty string',
        '/text',
      );
    }
    expect(() => checkDelta(asDelta({ stream: goodStream, text: 'x' }))).not.toThrow();
  });
});

describe('checkCaptured', () => {
  it('rejects null and non-objects as "expected a captured text stream" at the given pointer', () => {
    expectInvalidRequest(
      () => checkCaptured(asCaptured(null), '/streams/3'),
      'expected a captured text stream',
      '/streams/3',
    );
    expectInvalidRequest(
      () => checkCaptured(asCaptured('s'), '/streams/0'),
      'expected a captured text stream',
      '/streams/0',
    );
  });

  it('reports each bad member under the given pointer', () => {
    const p = '/streams/2';
    expectInvalidRequest(
      () => checkCaptured(asCaptured({ ...goodCaptured, message: 1 }), p),
      'expected a string',
      `${p}/message`,
    );
    expectInvalidRequest(
      () => checkCaptured(asCaptured({ ...goodCaptured, id: 1 }), p),
      'expected a string',
      `${p}/id`,
    );
    expectInvalidRequest(
      () => checkCaptured(asCaptured({ ...goodCaptured, kind: 'tool' }), p),
      'stream kind must be assistant or thinking',
      `${p}/kind`,
    );
    expectInvalidRequest(
      () => checkCaptured(asCaptured({ ...goodCaptured, offset: -2 }), p),
      'offset must be a non-negative integer (code points)',
      `${p}/offset`,
    );
    expectInvalidRequest(
      () => checkCaptured(asCaptured({ ...goodCaptured, text: 5 }), p),
      'expected a string',
      `${p}/text`,
    );
  });

  it('accepts an absent text', () => {
    const { text: _text, ...withoutText } = goodCaptured;
    expect(() => checkCaptured(asCaptured(withoutText), '')).not.toThrow();
    expect(() => checkCaptured(asCaptured(goodCaptured), '')).not.toThrow();
  });
});
