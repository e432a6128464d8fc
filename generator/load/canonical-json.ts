import type { SourcePosition } from '../diagnostics/diagnostic.ts';

/**
 * The value of a contract file written as `JSON.stringify(value, null, 2) + '\n'` (a release
 * snapshot, see diff/snapshot.ts), or undefined for any other text, malformed or not.
 *
 * Such a text gives the value YAML would give it (JSON is YAML) and no YAML diagnostic: a duplicate
 * key, a non-finite number, a tab or a BOM would not have survived the round trip, so the text
 * would differ. What remains is the nesting bound, checked here like the YAML path checks it. The
 * caller can then skip the YAML parser (0.5–1.4 s for a 390 KB snapshot, against ~10 ms for
 * JSON.parse), positions included (CanonicalJsonPositions).
 */
export function readCanonicalJson(text: string, maxNesting: number): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    JSON.stringify(value, null, 2) + '\n' !== text
  )
    return undefined;
  return nestingAtMost(value, maxNesting) ? (value as Record<string, unknown>) : undefined;
}

/** Whether no list or map sits inside more than `max` others (the YAML path's `too-deep`; scalars do not count). */
function nestingAtMost(root: unknown, max: number): boolean {
  const fits = (value: unknown, depth: number): boolean => {
    if (typeof value !== 'object' || value === null) return true;
    if (depth > max) return false;
    return (Array.isArray(value) ? value : Object.values(value)).every((child) => fits(child, depth + 1));
  };
  return fits(root, 0);
}

/** Where the segments of a path were found in a file, as far as they go (findNode's answer, as positions). */
export interface FoundPositions {
  /** How many segments were followed. */
  readonly reached: number;
  /** Where the value reached is written. */
  readonly node: SourcePosition;
  /** Where the key of the last segment followed is written, when that segment was a map key. */
  readonly key: SourcePosition | undefined;
  /** The value reached has no text of its own (`key:` with nothing after it). */
  readonly empty: boolean;
}

/**
 * Positions in a canonical JSON text, found from its value alone: `JSON.stringify(value, null, 2)` puts
 * each member and item on a line of its own, indented two spaces a level, so a position is a count of
 * the lines written before it. Answers what findNode and positionOfNode answer on the YAML tree of the
 * same text (test/load/canonical-json.test.ts compares every path of the release snapshots).
 */
export class CanonicalJsonPositions {
  readonly #lines = new WeakMap<object, number>();

  constructor(
    private readonly file: string,
    private readonly root: unknown,
  ) {}

  find(path: readonly (string | number)[]): FoundPositions {
    let value = this.root;
    let node: SourcePosition = { file: this.file, line: 1, column: 1 };
    let key: SourcePosition | undefined;
    let depth = 0;
    let reached = 0;
    for (const segment of path) {
      if (typeof value !== 'object' || value === null) break;
      // As findNode: a list takes Number(segment) as an index, a map compares String(segment) with its keys.
      const children: [string | undefined, unknown][] = Array.isArray(value)
        ? value.map((item) => [undefined, item])
        : Object.entries(value);
      const index = Array.isArray(value) ? Number(segment) : children.findIndex(([name]) => name === String(segment));
      if (!Number.isInteger(index) || index < 0 || index >= children.length) break;
      let line = node.line + 1;
      for (const [, child] of children.slice(0, index)) line += 1 + this.#linesOf(child);
      const column = 2 * (depth + 1) + 1;
      const [name, child] = children[index]!;
      key = name === undefined ? undefined : { file: this.file, line, column };
      node = { file: this.file, line, column: name === undefined ? column : column + JSON.stringify(name).length + 2 };
      value = child;
      depth++;
      reached++;
    }
    return { reached, node, key, empty: false };
  }

  /** How many line breaks the value's text holds. */
  #linesOf(value: unknown): number {
    if (typeof value !== 'object' || value === null) return 0;
    let lines = this.#lines.get(value);
    if (lines === undefined) {
      const children = Array.isArray(value) ? value : Object.values(value);
      lines = children.length === 0 ? 0 : children.reduce<number>((sum, child) => sum + 1 + this.#linesOf(child), 1);
      this.#lines.set(value, lines);
    }
    return lines;
  }
}
