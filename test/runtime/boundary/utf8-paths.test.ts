/**
 * The UTF-8 decoding paths behind the JSON-line decoder: the standard fatal decoder that every fast
 * path falls back on (runtime/boundary/utf8-lines.ts), and the JavaScript decoder of mostly-ASCII
 * text (runtime/boundary/mostly-ascii-utf8.ts) at its edges: its size limit, lead bytes past
 * U+10FFFF, and a sequence cut by the end of its range when the scratch space still holds an earlier
 * call's bytes.
 */
import { describe, expect, it, vi } from 'vitest';
import { decodeMostlyAscii, MOSTLY_ASCII_MAX_BYTES } from '../../../runtime/boundary/mostly-ascii-utf8.ts';
import { nodeStringSlices } from '../../../runtime/boundary/utf8-lines.ts';

function decode(bytes: Uint8Array, start = 0, end = bytes.length): string | undefined {
  const slices = nodeStringSlices!;
  return decodeMostlyAscii(bytes, start, end, slices.latin1, slices.utf16le);
}

const utf8 = new TextEncoder();

describe('fatalUtf8Decoder, the standard path', () => {
  // The decoder is made once per module and shared: a fresh module, so that this test makes it.
  async function freshFatal(): Promise<(bytes: Uint8Array) => string> {
    vi.resetModules();
    const module = await import('../../../runtime/boundary/utf8-lines.ts');
    return module.fatalUtf8Decoder();
  }

  it('rule: decodes UTF-8 as it is, a leading U+FEFF kept, as the Node path keeps it', async () => {
    const fatal = await freshFatal();
    expect(fatal(Uint8Array.of(0xef, 0xbb, 0xbf, 0x31))).toBe('\ufeff1');
    expect(fatal(utf8.encode('aé“😀'))).toBe('aé“😀');
    expect(fatal(utf8.encode('\ufffd'))).toBe('\ufffd');
  });

  it('rule: malformed UTF-8 throws a TypeError rather than decoding to U+FFFD', async () => {
    const fatal = await freshFatal();
    for (const malformed of [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      expect(() => fatal(Uint8Array.from(malformed))).toThrow(TypeError);
    }
  });

  it('rule: the fast path falls back on it for a text holding U+FFFD, with its verdict', async () => {
    vi.resetModules();
    const { fastUtf8Decoder } = await import('../../../runtime/boundary/utf8-lines.ts');
    const fast = fastUtf8Decoder();
    expect(() => fast(Uint8Array.of(0x61, 0xff))).toThrow(TypeError);
    expect(fast(Uint8Array.of(0xef, 0xbb, 0xbf, 0xef, 0xbf, 0xbd))).toBe('\ufeff\ufffd');
  });
});

describe('decodeMostlyAscii at its edges', () => {
  it('rule: more than MOSTLY_ASCII_MAX_BYTES at once is refused with a RangeError that names the limit', () => {
    const bytes = new Uint8Array(MOSTLY_ASCII_MAX_BYTES + 2).fill(0x61);
    const message = `at most ${MOSTLY_ASCII_MAX_BYTES} bytes at a time`;
    expect(() => decode(bytes, 0, MOSTLY_ASCII_MAX_BYTES + 1)).toThrow(new RangeError(message));
    expect(() => decode(bytes, 1, MOSTLY_ASCII_MAX_BYTES + 2)).toThrow(new RangeError(message));
    expect(decode(bytes, 1, MOSTLY_ASCII_MAX_BYTES + 1)).toBe('a'.repeat(MOSTLY_ASCII_MAX_BYTES));
  });

  it('rule: a four-byte lead above F4 starts no character, even where its bits would give one under U+10FFFF', () => {
    for (const lead of [0xf5, 0xf7, 0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xff]) {
      for (const before of ['', 'abcd', 'é', '€']) {
        const bytes = Uint8Array.of(...utf8.encode(before), lead, 0x80, 0x80, 0x80, 0x61);
        expect(decode(bytes), `${before} then ${lead.toString(16)}`).toBeUndefined();
      }
    }
    expect(decode(Uint8Array.of(0xf4, 0x8f, 0xbf, 0xbf))).toBe('\u{10ffff}');
  });

  it('rule: a two-byte sequence cut by the end of the range is malformed, whatever an earlier call left past it', () => {
    for (const prefix of [[], [0x61], [0x61, 0x62, 0x63, 0x64, 0x65]]) {
      for (const lead of [0xc2, 0xc3]) {
        const whole = Uint8Array.of(...prefix, lead, 0xa9);
        expect(decode(whole)).toBe(String.fromCharCode(...prefix, ((lead & 0x1f) << 6) | 0x29));
        expect(
          decode(whole, 0, whole.length - 1),
          `${prefix.length} ASCII then ${lead.toString(16)} cut`,
        ).toBeUndefined();
        // The same cut sequence as the end of a view into a longer buffer.
        expect(decode(whole.subarray(0, whole.length - 1))).toBeUndefined();
      }
    }
  });
});
