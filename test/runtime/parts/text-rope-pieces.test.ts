import { describe, expect, it } from 'vitest';
import {
  matchPrefix,
  NO_SCAN,
  pushText,
  ropeText,
  scanText,
  type TextRope,
  type TextRopeNode,
  type TextScan,
} from '../../../runtime/parts/internal/text-rope.ts';

interface Piece {
  readonly start: number;
  readonly length: number;
  readonly text: string;
  readonly bmp: boolean;
}

/** The pieces of a rope, oldest first, as plain data. */
function pieces(rope: TextRope | undefined): Piece[] {
  const trees: TextRopeNode[] = [];
  for (let cell = rope; cell !== undefined; cell = cell.next) trees.push(cell.tree);
  const out: Piece[] = [];
  const walk = (node: TextRopeNode): void => {
    if (node.older !== undefined) walk(node.older);
    if (node.newer !== undefined) walk(node.newer);
    out.push({ start: node.start, length: node.length, text: node.text, bmp: node.bmp });
  };
  for (let i = trees.length - 1; i >= 0; i--) walk(trees[i] as TextRopeNode);
  return out;
}

/** The pieces pushText should cut `text` into from `start`: 1,024 code points each. */
function expectedPieces(text: string, start: number): Piece[] {
  const points = Array.from(text);
  const out: Piece[] = [];
  for (let i = 0; i < points.length; i += 1024) {
    const chunk = points.slice(i, i + 1024);
    const chunkText = chunk.join('');
    out.push({ start: start + i, length: chunk.length, text: chunkText, bmp: chunkText.length === chunk.length });
  }
  return out;
}

const scanOf = (text: string): TextScan => scanText(text, 0, text.length) as TextScan;

/** `count` code points cycling through BMP, astral, U+D800-led, U+E000 and U+DBFF-led code points. */
function mixed(count: number): string {
  const cycle = ['a', '\u{1F600}', '\u{10000}', '\ue000', '\u{10FFFF}', 'é', '\uffff'];
  let out = '';
  for (let i = 0; i < count; i++) out += cycle[i % cycle.length];
  return out;
}

describe('scanText', () => {
  it('NO_SCAN is the scan of no text', () => {
    expect(NO_SCAN).toEqual({ codePoints: 0, bytes: 0, bmp: true });
    expect(scanText('', 0, 0)).toEqual(NO_SCAN);
  });

  it('counts UTF-8 bytes at each encoding boundary and reports BMP-only text as bmp', () => {
    expect(scanText('abc', 0, 3)).toEqual({ codePoints: 3, bytes: 3, bmp: true });
    expect(scanText('\u007f', 0, 1)).toEqual({ codePoints: 1, bytes: 1, bmp: true });
    expect(scanText('\u0080', 0, 1)).toEqual({ codePoints: 1, bytes: 2, bmp: true });
    expect(scanText('\u07ff', 0, 1)).toEqual({ codePoints: 1, bytes: 2, bmp: true });
    expect(scanText('\u0800', 0, 1)).toEqual({ codePoints: 1, bytes: 3, bmp: true });
    expect(scanText('\ue000\uffff', 0, 2)).toEqual({ codePoints: 2, bytes: 6, bmp: true });
    expect(scanText('\ud800\udc00', 0, 2)).toEqual({ codePoints: 1, bytes: 4, bmp: false });
    expect(scanText('\udbff\udfff', 0, 2)).toEqual({ codePoints: 1, bytes: 4, bmp: false });
  });

  it('rejects every lone surrogate, high or low, wherever it stands', () => {
    expect(scanText('\udfff', 0, 1)).toBeUndefined();
    expect(scanText('\udc00\udc00', 0, 2)).toBeUndefined();
    expect(scanText('\ud800\ue000', 0, 2)).toBeUndefined();
    expect(scanText('\ud800a', 0, 2)).toBeUndefined();
    expect(scanText('a\ud800', 0, 2)).toBeUndefined();
    expect(scanText('\ud800\udc00', 0, 1)).toBeUndefined();
  });
});

describe('pushText', () => {
  it('pushing no code points returns the same rope', () => {
    expect(pushText(undefined, 0, '', NO_SCAN)).toBeUndefined();
    const rope = pushText(undefined, 0, 'ab', scanOf('ab'));
    expect(pushText(rope, 2, '', NO_SCAN)).toBe(rope);
  });

  it('keeps a text of at most 1,024 code points as one piece', () => {
    const text = mixed(1024);
    expect(pieces(pushText(undefined, 0, text, scanOf(text)))).toEqual(expectedPieces(text, 0));
    expect(pieces(pushText(undefined, 0, text, scanOf(text)))).toHaveLength(1);
  });

  it('cuts a long BMP text into pieces of 1,024 code points', () => {
    const text = 'abcdefghij'.repeat(250);
    const rope = pushText(undefined, 5, text, scanOf(text));
    expect(pieces(rope)).toEqual(expectedPieces(text, 5));
    expect(pieces(rope).map((p) => p.length)).toEqual([1024, 1024, 452]);
    expect(ropeText(rope)).toBe(text);
  });

  it('cuts a long text with astral code points into pieces of 1,024 code points, not UTF-16 units', () => {
    const text = mixed(2100);
    const rope = pushText(undefined, 0, text, scanOf(text));
    expect(pieces(rope)).toEqual(expectedPieces(text, 0));
    expect(pieces(rope).map((p) => p.length)).toEqual([1024, 1024, 52]);
    expect(ropeText(rope)).toBe(text);
  });

  it('cuts an astral-only text at code points led by U+D800 and U+DBFF', () => {
    for (const point of ['\u{10000}', '\u{10FFFF}', '\u{10FC00}']) {
      const text = point.repeat(1030);
      expect(pieces(pushText(undefined, 0, text, scanOf(text)))).toEqual(expectedPieces(text, 0));
    }
  });

  it('merges the two newest trees of equal size into one of 2k+1 pieces (skew-binary sizes)', () => {
    let rope: TextRope | undefined;
    const sizes: number[][] = [];
    for (let i = 0; i < 7; i++) {
      rope = pushText(rope, i, String.fromCharCode(97 + i), scanOf('x'));
      const row: number[] = [];
      for (let cell = rope; cell !== undefined; cell = cell.next) row.push(cell.tree.size);
      sizes.push(row);
    }
    expect(sizes).toEqual([[1], [1, 1], [3], [1, 3], [1, 1, 3], [3, 3], [7]]);
    expect(rope?.tree.first).toBe(0);
    expect(ropeText(rope)).toBe('abcdefg');
  });
});

describe('matchPrefix', () => {
  it('finds nothing to match in an empty rope or before the first piece', () => {
    expect(matchPrefix(undefined, 0, 1, 'a')).toBe(-1);
    const rope = pushText(undefined, 5, 'abc', scanOf('abc'));
    expect(matchPrefix(rope, 0, 1, 'a')).toBe(-1);
    expect(matchPrefix(rope, 5, 2, 'ab')).toBe(2);
  });

  it('locates a code point after an astral code point led by U+D800 inside a piece', () => {
    const text = '\u{10000}ab';
    const rope = pushText(undefined, 0, text, scanOf(text));
    expect(matchPrefix(rope, 1, 2, 'ab')).toBe(2);
    expect(matchPrefix(rope, 0, 2, '\u{10000}a')).toBe(3);
  });

  it('returns -1 when the matched prefix holds more UTF-16 units than the text', () => {
    const rope = pushText(undefined, 0, '\u{1F600}x', scanOf('\u{1F600}x'));
    expect(matchPrefix(rope, 0, 1, 'a')).toBe(-1);
    expect(matchPrefix(rope, 0, 1, '\ud83d')).toBe(-1);
  });

  it('matches across many pieces and finds the first difference', () => {
    const text = mixed(5000);
    const rope = pushText(undefined, 0, text, scanOf(text));
    const points = Array.from(text);
    const tail = points.slice(1000, 3100).join('');
    expect(matchPrefix(rope, 1000, 2100, tail)).toBe(tail.length);
    const changed = `${points.slice(1000, 3099).join('')}z`;
    expect(matchPrefix(rope, 1000, 2100, changed)).toBe(-1);
  });
});
