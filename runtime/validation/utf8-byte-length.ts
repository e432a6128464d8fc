/**
 * Number of bytes `text` takes in UTF-8, as the protocol's byte limits count them.
 * A lone surrogate counts 3 bytes, as TextEncoder writes U+FFFD for it.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */
export function utf8ByteLength(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    if (unit < 0x800) {
      bytes += 1;
    } else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        // A surrogate pair: 2 UTF-16 units, 4 UTF-8 bytes.
        bytes += 2;
        i++;
      } else {
        bytes += 2;
      }
    } else {
      bytes += 2;
    }
  }
  return bytes;
}

/**
 * Whether `text` fits in `limit` UTF-8 bytes, without counting when the answer is clear from
 * its UTF-16 length alone: every unit takes 1 to 3 bytes.
 */
export function exceedsUtf8Bytes(text: string, limit: number): boolean {
  if (text.length * 3 <= limit) return false;
  if (text.length > limit) return true;
  return utf8ByteLength(text) > limit;
}
