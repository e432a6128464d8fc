/**
 * The `byte` format (OpenAPI's, and MCP's for image and audio data): base64 as RFC 4648 §4 writes
 * it — the standard alphabet, no line breaks or spaces, padded with `=` to a multiple of four. The
 * empty string is the encoding of no bytes. The bits a last group leaves unused are not checked
 * (RFC 4648 §3.5 lets a decoder accept them). A loop, not a regular expression: the data can be
 * megabytes long.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */
export function isByte(value: string): boolean {
  const length = value.length;
  if (length % 4 !== 0) return false;
  const padding = length === 0 ? 0 : value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  const end = length - padding;
  for (let index = 0; index < end; index++) if (!isBase64Digit(value.charCodeAt(index))) return false;
  return true;
}

/** A-Z, a-z, 0-9, + and /. */
function isBase64Digit(code: number): boolean {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2b ||
    code === 0x2f
  );
}
