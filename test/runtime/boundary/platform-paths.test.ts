/**
 * The runtime's platform picks, made once as its modules load (runtime/boundary/utf8-lines.ts,
 * utf8-runs.ts, mostly-ascii-utf8.ts): Node's Buffer methods where Buffer has them, the standard
 * path where it has none (browsers) or lacks some (a Buffer polyfill). Each test loads the modules
 * afresh on the platform it sets up, inside the test, and puts globalThis.Buffer back after it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type BufferHolder = { Buffer?: unknown };
const holder = globalThis as BufferHolder;
const realBuffer = holder.Buffer as { prototype: Record<string, unknown> };

afterEach(() => {
  holder.Buffer = realBuffer;
  vi.resetModules();
});

/** Sets up the platform: `undefined` for no Buffer, else a Buffer whose prototype holds only the methods named. */
function platform(methods: readonly string[] | undefined): void {
  if (methods === undefined) {
    delete holder.Buffer;
    return;
  }
  function PartialBuffer() {}
  for (const name of methods) (PartialBuffer.prototype as Record<string, unknown>)[name] = realBuffer.prototype[name];
  holder.Buffer = PartialBuffer;
}

async function freshLines() {
  vi.resetModules();
  return import('../../../runtime/boundary/utf8-lines.ts');
}

const utf8 = new TextEncoder();
const SLICES = ['utf8Slice', 'latin1Slice', 'ucs2Slice'] as const;

describe('utf8-lines on a platform without Buffer (a browser)', () => {
  it('rule: the module loads, offers no Node string slices, and finds bytes on the standard path', async () => {
    platform(undefined);
    const lines = await freshLines();
    expect(lines.nodeStringSlices).toBeUndefined();
    expect(lines.indexOfByte).toBe(lines.standardIndexOf);
    expect(lines.lastIndexOfByte).toBe(lines.standardLastIndexOf);
    const bytes = utf8.encode('a\nbc\nd');
    expect(lines.indexOfByte(bytes, 10, 0)).toBe(1);
    expect(lines.indexOfByte(bytes, 10, 2)).toBe(4);
    expect(lines.lastIndexOfByte(bytes, 10, 5)).toBe(4);
    expect(lines.lastIndexOfByte(bytes, 10, 3)).toBe(1);
  });

  it('rule: its fast decoder is the fatal decoder: the same text, a TypeError for malformed UTF-8', async () => {
    platform(undefined);
    const lines = await freshLines();
    const fast = lines.fastUtf8Decoder();
    expect(fast(utf8.encode('aé“😀\ufffd'))).toBe('aé“😀\ufffd');
    expect(() => fast(Uint8Array.of(0x61, 0xff))).toThrow(TypeError);
  });

  it('rule: the run decoder takes the standard path and decodes runs, or gives undefined for malformed ones', async () => {
    platform(undefined);
    vi.resetModules();
    const { runDecoder } = await import('../../../runtime/boundary/utf8-runs.ts');
    const decode = runDecoder();
    const bytes = utf8.encode('x{"a":"é“😀"}\n');
    expect(decode(bytes, 1, bytes.length)).toBe('{"a":"é“😀"}\n');
    expect(decode(Uint8Array.of(0x61, 0xc3), 0, 2)).toBeUndefined();
  });

  it('rule: the mostly-ASCII decoder allocates no scratch space there, so it takes no bytes at all', async () => {
    platform(undefined);
    vi.resetModules();
    const { decodeMostlyAscii } = await import('../../../runtime/boundary/mostly-ascii-utf8.ts');
    const latin1 = (bytes: Uint8Array, start: number, end: number) =>
      String.fromCharCode(...bytes.subarray(start, end));
    expect(decodeMostlyAscii(new Uint8Array(0), 0, 0, latin1, latin1)).toBe('');
    expect(() => decodeMostlyAscii(Uint8Array.of(0x61), 0, 1, latin1, latin1)).toThrow(
      new RangeError('at most 0 bytes at a time'),
    );
  });
});

describe('utf8-lines on a platform whose Buffer lacks some methods (a polyfill)', () => {
  it('rule: Node string slices are offered only when Buffer has all three of them', async () => {
    for (const missing of SLICES) {
      platform(['indexOf', 'lastIndexOf', ...SLICES.filter((name) => name !== missing)]);
      const lines = await freshLines();
      expect(lines.nodeStringSlices, `without ${missing}`).toBeUndefined();
    }
  });

  it('rule: a Buffer without indexOf and lastIndexOf leaves byte search on the standard path', async () => {
    platform([...SLICES]);
    const lines = await freshLines();
    expect(lines.indexOfByte).toBe(lines.standardIndexOf);
    expect(lines.lastIndexOfByte).toBe(lines.standardLastIndexOf);
    expect(lines.nodeStringSlices).toBeDefined();
  });
});

describe('utf8-lines on Node', () => {
  it('rule: byte search takes Buffer#indexOf and Buffer#lastIndexOf, with the standard results', async () => {
    const lines = await freshLines();
    expect(lines.indexOfByte).not.toBe(lines.standardIndexOf);
    expect(lines.lastIndexOfByte).not.toBe(lines.standardLastIndexOf);
    const bytes = utf8.encode('a\nbc\nd');
    expect(lines.indexOfByte(bytes, 10, 2)).toBe(4);
    expect(lines.indexOfByte(bytes, 10, 5)).toBe(-1);
    expect(lines.lastIndexOfByte(bytes, 10, 3)).toBe(1);
    expect(lines.lastIndexOfByte(bytes, 10, 0)).toBe(-1);
  });

  it('rule: Node string slices read a range as UTF-8, Latin-1 and UTF-16LE, unchecked', async () => {
    const lines = await freshLines();
    const slices = lines.nodeStringSlices!;
    expect(slices).toBeDefined();
    const bytes = Uint8Array.of(0x78, 0xc3, 0xa9, 0x41, 0x00, 0xff);
    expect(slices.utf8(bytes, 1, 4)).toBe('éA');
    expect(slices.utf8(bytes, 5, 6)).toBe('\ufffd');
    expect(slices.latin1(bytes, 1, 3)).toBe('Ã©');
    expect(slices.utf16le(bytes, 3, 5)).toBe('A');
  });
});
