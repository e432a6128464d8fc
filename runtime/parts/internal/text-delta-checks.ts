import { ProtocolError } from '../../boundary/protocol-error.js';
import type { CapturedTextStream, TextDeltaInput, TextStreamIdentity } from '../text-stream.js';

/**
 * The shape checks text-stream.ts runs on its inputs (delta frames, stream identities, captured
 * snapshot streams) before reading them: each failure is ProtocolError('invalid_request') at the
 * JSON Pointer of the bad member. Internal to the text-streams part: not exported from the package.
 */

export function checkString(value: unknown, pointer: string): void {
  if (typeof value !== 'string') throw new ProtocolError('invalid_request', 'expected a string', pointer);
}

function checkKind(value: unknown, pointer: string): void {
  if (value !== 'assistant' && value !== 'thinking') {
    throw new ProtocolError('invalid_request', 'stream kind must be assistant or thinking', pointer);
  }
}

function checkOffset(value: unknown, pointer: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ProtocolError('invalid_request', 'offset must be a non-negative integer (code points)', pointer);
  }
}

export function checkIdentity(stream: TextStreamIdentity): void {
  if (typeof stream !== 'object' || stream === null)
    throw new ProtocolError('invalid_request', 'expected a stream reference', '');
  checkString(stream.message, '/message');
  checkString(stream.id, '/id');
  if (stream.kind !== undefined) checkKind(stream.kind, '/kind');
}

export function checkDelta(delta: TextDeltaInput): void {
  if (typeof delta !== 'object' || delta === null)
    throw new ProtocolError('invalid_request', 'expected a text delta frame', '');
  const stream = delta.stream as unknown;
  if (typeof stream !== 'object' || stream === null)
    throw new ProtocolError('invalid_request', 'expected a stream object', '/stream');
  checkString(delta.stream.message, '/stream/message');
  checkString(delta.stream.id, '/stream/id');
  checkKind(delta.stream.kind, '/stream/kind');
  checkOffset(delta.stream.offset, '/stream/offset');
  if (typeof delta.text !== 'string' || delta.text.length === 0) {
    throw new ProtocolError('invalid_request', 'text must be a non-empty string', '/text');
  }
}

export function checkCaptured(captured: CapturedTextStream, pointer: string): void {
  if (typeof captured !== 'object' || captured === null) {
    throw new ProtocolError('invalid_request', 'expected a captured text stream', pointer);
  }
  checkString(captured.message, `${pointer}/message`);
  checkString(captured.id, `${pointer}/id`);
  checkKind(captured.kind, `${pointer}/kind`);
  checkOffset(captured.offset, `${pointer}/offset`);
  if (captured.text !== undefined) checkString(captured.text, `${pointer}/text`);
}
