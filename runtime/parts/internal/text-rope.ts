/**
 * The accepted text of one text stream, as text-stream.ts keeps it: a persistent piece list ("rope")
 * and the code-point scanning it relies on. Internal to the text-streams part: not exported from
 * the package; text-stream.ts re-exports the two rope types its public TextStreamEntry names.
 *
 * The rope is a skew-binary random-access list of pieces of at most PIECE_CODE_POINTS code points,
 * newest piece first. It is plain data, never mutated, so every state of a stream shares it: an
 * append costs O(delta) whatever the prefix length (one O(1) cons per piece), and the piece holding
 * a code point is found in O(log pieces), so an overlap check reads only the overlapped pieces.
 */

/** Most code points of one rope piece, so locating a code point inside a piece reads at most this many. */
const PIECE_CODE_POINTS = 1024;

/**
 * One piece of accepted text and, as a node of a skew-binary tree, the older pieces below it.
 * Internal representation: treat as opaque.
 */
export interface TextRopeNode {
  /** Code-point offset of this piece in the stream. */
  readonly start: number;
  /** Code points in this piece (at most 1,024). */
  readonly length: number;
  readonly text: string;
  /** Whether every code point of the piece is one UTF-16 unit. */
  readonly bmp: boolean;
  /** Pieces in this subtree (2^k − 1). */
  readonly size: number;
  /** Code-point offset where this subtree starts. */
  readonly first: number;
  /** The subtree just before this piece. */
  readonly newer: TextRopeNode | undefined;
  /** The subtree before `newer`. */
  readonly older: TextRopeNode | undefined;
}

/** The accepted text of a stream: a list of trees, newest first. Internal representation: treat as opaque. */
export interface TextRope {
  readonly tree: TextRopeNode;
  readonly next: TextRope | undefined;
}

/** Code points, UTF-8 bytes and whether every code point is one UTF-16 unit, of some text. */
export interface TextScan {
  readonly codePoints: number;
  readonly bytes: number;
  readonly bmp: boolean;
}

/** The scan of no text: what the outcomes that append nothing carry. */
export const NO_SCAN: TextScan = { codePoints: 0, bytes: 0, bmp: true };

// --- code-point scanning ---------------------------------------------------------------------------

/** UTF-16 index `count` code points after `from` in well-formed `text`. */
function advance(text: string, from: number, count: number): number {
  let index = from;
  for (let n = 0; n < count; n++) {
    const unit = text.charCodeAt(index);
    index += unit >= 0xd800 && unit <= 0xdbff ? 2 : 1;
  }
  return index;
}

/** Like {@link advance}, but stops at the end of `text`. */
function advanceAtMost(text: string, from: number, count: number): number {
  let index = from;
  for (let n = 0; n < count && index < text.length; n++) {
    const unit = text.charCodeAt(index);
    index += unit >= 0xd800 && unit <= 0xdbff ? 2 : 1;
  }
  return index;
}

/**
 * Code points, UTF-8 bytes and BMP-ness of text[from, to); undefined when it holds a lone
 * surrogate (not well-formed, so code points are ill-defined).
 */
export function scanText(text: string, from: number, to: number): TextScan | undefined {
  let codePoints = 0;
  let bytes = 0;
  let bmp = true;
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i);
    codePoints++;
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit < 0xd800 || unit > 0xdfff) bytes += 3;
    else {
      if (unit > 0xdbff || i + 1 >= to) return undefined;
      const next = text.charCodeAt(i + 1);
      if (next < 0xdc00 || next > 0xdfff) return undefined;
      bytes += 4;
      bmp = false;
      i++;
    }
  }
  return { codePoints, bytes, bmp };
}

// --- rope ------------------------------------------------------------------------------------------

/** Appends `text` (scanned as `scan`) at code point `start`, split into pieces of ≤ PIECE_CODE_POINTS. */
export function pushText(
  rope: TextRope | undefined,
  start: number,
  text: string,
  scan: TextScan,
): TextRope | undefined {
  if (scan.codePoints === 0) return rope;
  if (scan.codePoints <= PIECE_CODE_POINTS) return pushPiece(rope, start, scan.codePoints, text, scan.bmp);
  let next = rope;
  let position = start;
  let index = 0;
  while (index < text.length) {
    const end = scan.bmp
      ? Math.min(text.length, index + PIECE_CODE_POINTS)
      : advanceAtMost(text, index, PIECE_CODE_POINTS);
    const pieceScan = scan.bmp ? { codePoints: end - index, bmp: true } : (scanText(text, index, end) as TextScan);
    next = pushPiece(next, position, pieceScan.codePoints, text.slice(index, end), pieceScan.bmp);
    position += pieceScan.codePoints;
    index = end;
  }
  return next;
}

/** Skew-binary cons: O(1) worst case; merges the two newest trees when they have the same size. */
function pushPiece(rope: TextRope | undefined, start: number, length: number, text: string, bmp: boolean): TextRope {
  const second = rope?.next;
  if (rope !== undefined && second !== undefined && rope.tree.size === second.tree.size) {
    const newer = rope.tree;
    const older = second.tree;
    return {
      tree: { start, length, text, bmp, size: 1 + 2 * newer.size, first: older.first, newer, older },
      next: second.next,
    };
  }
  return { tree: { start, length, text, bmp, size: 1, first: start, newer: undefined, older: undefined }, next: rope };
}

/** The piece holding code point `position`, in O(log pieces). */
function findPiece(rope: TextRope | undefined, position: number): TextRopeNode | undefined {
  let cell = rope;
  while (cell !== undefined && cell.tree.first > position) cell = cell.next;
  let node = cell?.tree;
  while (node !== undefined && position < node.start) {
    node = node.newer !== undefined && position >= node.newer.first ? node.newer : node.older;
  }
  return node;
}

/** The whole text of `rope` ('' for none), oldest piece first. O(text). */
export function ropeText(rope: TextRope | undefined): string {
  const trees: TextRopeNode[] = [];
  for (let cell = rope; cell !== undefined; cell = cell.next) trees.push(cell.tree);
  const parts: string[] = [];
  for (let i = trees.length - 1; i >= 0; i--) collect(trees[i] as TextRopeNode, parts);
  return parts.join('');
}

function collect(node: TextRopeNode, parts: string[]): void {
  if (node.older !== undefined) collect(node.older, parts);
  if (node.newer !== undefined) collect(node.newer, parts);
  parts.push(node.text);
}

/**
 * Compares the first `count` code points of `text` with the prefix from code point `offset` on.
 * Returns the UTF-16 index in `text` just past them, or -1 when they differ. Reads only the
 * overlapped pieces (each located in O(log pieces)).
 */
export function matchPrefix(rope: TextRope | undefined, offset: number, count: number, text: string): number {
  let position = offset;
  let remaining = count;
  let index = 0;
  while (remaining > 0) {
    const node = findPiece(rope, position);
    if (node === undefined) return -1;
    const within = position - node.start;
    const take = Math.min(remaining, node.length - within);
    const from = node.bmp ? within : advance(node.text, 0, within);
    const to = node.bmp ? from + take : advance(node.text, from, take);
    const units = to - from;
    if (index + units > text.length) return -1;
    for (let i = 0; i < units; i++) {
      if (node.text.charCodeAt(from + i) !== text.charCodeAt(index + i)) return -1;
    }
    index += units;
    position += take;
    remaining -= take;
  }
  return index;
}
