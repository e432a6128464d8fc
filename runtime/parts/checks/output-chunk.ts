import { checkFailure, type CheckFailure } from './check-failure.js';

// Serves ProcessOutputChunk (processes.read): nextOffset is "offset plus the decoded length of
// data". JSON Schema cannot do arithmetic across members, let alone measure what a base64 string
// decodes to.
//
// Choices: the decoded length is counted from the text alone (no decoding): 3 bytes per 4
// characters, less one per trailing '=' of the last group (at most two). Data whose length is not
// a multiple of 4 is not base64 and is left to the Base64 pattern, as are offsets that are not
// safe non-negative integers (the schema bounds them to that).

export function outputChunkOffsets(value: unknown): CheckFailure | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const chunk = value as Record<string, unknown>;
  const offset = Object.hasOwn(chunk, 'offset') ? chunk['offset'] : undefined;
  const data = Object.hasOwn(chunk, 'data') ? chunk['data'] : undefined;
  const nextOffset = Object.hasOwn(chunk, 'nextOffset') ? chunk['nextOffset'] : undefined;
  if (!isOffset(offset) || !isOffset(nextOffset) || typeof data !== 'string' || data.length % 4 !== 0) return undefined;
  const decoded = (data.length / 4) * 3 - padding(data);
  // Both operands are safe integers; a sum past 2^53 rounds to at least 2^53, which no safe nextOffset equals.
  const expected = offset + decoded;
  if (nextOffset === expected) return undefined;
  return checkFailure(
    ['nextOffset'],
    `must equal offset plus the decoded length of data (${offset} + ${decoded} = ${expected})`,
  );
}

function isOffset(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Trailing '=' of a base64 text: padding fills at most two characters of the last group. */
function padding(data: string): number {
  if (!data.endsWith('=')) return 0;
  return data.endsWith('==') ? 2 : 1;
}
