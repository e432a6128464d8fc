import { parsePattern, type PatternNode } from '../../check/pattern-syntax.ts';

const ASCII_END = 0x7f;

/**
 * Whether every string a pattern matches is ASCII: its tree (pattern-syntax.ts) is a sequence that
 * starts with `^` and ends with `$`, so a match spans the whole string, and every character between
 * is matched by a set of ASCII characters only. Such a string has as many code points and UTF-8
 * bytes as UTF-16 units, so a reader's length and byte tests beside the pattern compare `length`
 * alone (scalar-test.ts). False when the parser does not know the pattern.
 */
export function admitsOnlyAscii(pattern: string): boolean {
  const tree = parsePattern(pattern);
  if (tree === undefined || tree.kind !== 'sequence') return false;
  const items = tree.items;
  return items.length >= 2 && items[0]!.kind === 'start' && items.at(-1)!.kind === 'end' && items.every(asciiOnly);
}

function asciiOnly(node: PatternNode): boolean {
  switch (node.kind) {
    case 'char':
      return node.set.every(([, to]) => to <= ASCII_END);
    case 'sequence':
      return node.items.every(asciiOnly);
    case 'choice':
      return node.branches.every(asciiOnly);
    case 'repeat':
      return asciiOnly(node.body);
    case 'start':
    case 'end':
      return true;
  }
}
