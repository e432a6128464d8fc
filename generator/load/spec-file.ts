import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type Pair,
} from 'yaml';
import { diagnostic, type Diagnostic, type SourcePosition, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import { CanonicalJsonPositions, readCanonicalJson, type FoundPositions } from './canonical-json.ts';
import { MAX_YAML_BYTES, tooLarge } from './spec-text.ts';
import { yamlSyntaxProblems } from './yaml-errors.ts';

/** One parsed YAML file of a spec folder, with what is needed to turn any node back into `file:line:col`. */
export interface SpecFile {
  /** The path as diagnostics print it (the spec folder as given, joined with the file's relative path). */
  readonly path: string;
  /** The YAML tree; for a canonical JSON file (see `canonical`), parsed only if asked for. */
  readonly document: Document.Parsed;
  readonly lines: LineCounter;
  /** A canonical JSON contract (a release snapshot) read without the YAML tree: its value, and positions in it. */
  readonly canonical?: {
    readonly value: Readonly<Record<string, unknown>>;
    readonly positions: CanonicalJsonPositions;
  };
}

export const SCHEMA_COMMENT = /^# yaml-language-server: \$schema=\S+/;

/**
 * Deepest nesting of maps and lists a spec file may have. Real specs stay well below it (the session
 * protocol: 12); later stages recurse with it — Ajv's generated code nests per schema level, and the
 * TypeScript checker overflows its stack on validators nested ~28 deep — so depth is bounded here, once.
 */
export const MAX_NESTING = 24;

export function positionAt(file: SpecFile, offset: number): SourcePosition {
  const { line, col } = file.lines.linePos(offset);
  return { file: file.path, line, column: col };
}

export function positionOfNode(file: SpecFile, node: Node | Pair['key'] | null | undefined): SourcePosition {
  const range =
    node && typeof node === 'object' && 'range' in node ? (node.range as readonly number[] | undefined) : undefined;
  return positionAt(file, range?.[0] ?? 0);
}

/**
 * Parses one file: YAML syntax errors, unresolved tags and values JSON cannot hold are all reported
 * here. A canonical JSON file (a release snapshot) is read with JSON.parse, which gives the same value
 * and no diagnostic, and its positions are computed from that value (see canonical-json.ts).
 */
export function parseSpecFile(
  path: string,
  text: string,
  bytes = new TextEncoder().encode(text).length,
): WithDiagnostics<SpecFile> {
  const value = path.endsWith('.json') ? readCanonicalJson(text, MAX_NESTING) : undefined;
  if (value !== undefined) return [canonicalJsonFile(path, text, value), []];
  if (bytes > MAX_YAML_BYTES) return [{ path, ...parseYaml('') }, [tooLarge(path, bytes, MAX_YAML_BYTES)]];
  const file: SpecFile = { path, ...parseYaml(text) };
  const { document } = file;
  const problems = yamlSyntaxProblems(path, text, document, file.lines);
  if (document.errors.length === 0) problems.push(...findNonJsonValues(file));
  // JSON has no comments: a .json contract (a release snapshot) is checked by the meta-schema alone.
  if (!path.endsWith('.json') && !SCHEMA_COMMENT.test(text))
    problems.push(diagnostic('missing-schema-comment', {}, { file: path, line: 1, column: 1 }));
  return [file, problems];
}

function parseYaml(text: string): { document: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  const document = parseDocument(text, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
    keepSourceTokens: false,
  });
  return { document, lines };
}

/** A file whose value and positions are known without the YAML tree, which is parsed only if asked for. */
function canonicalJsonFile(path: string, text: string, value: Readonly<Record<string, unknown>>): SpecFile {
  let tree: ReturnType<typeof parseYaml> | undefined;
  const parsed = () => (tree ??= parseYaml(text));
  return {
    path,
    canonical: { value, positions: new CanonicalJsonPositions(path, value) },
    get document() {
      return parsed().document;
    },
    get lines() {
      return parsed().lines;
    },
  };
}

/**
 * Every value JSON cannot hold, every alias to no anchor, and the first map or list nested deeper
 * than MAX_NESTING, where the walk stops. A walk of its own rather than yaml's visit(), which copies
 * the list of a node's ancestors at every map, list and pair (~30 ms, and garbage to collect, for
 * the bundled spec); test/load/non-json-values.test.ts holds the two to the same findings.
 */
export function findNonJsonValues(file: SpecFile): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const tooDeep = (node: Node, depth: number) => {
    if (depth <= MAX_NESTING) return false;
    problems.push(diagnostic('too-deep', { max: MAX_NESTING }, positionOfNode(file, node)));
    return true;
  };
  /** `depth`: how many maps and lists hold `node`. False: stop walking. */
  const walk = (node: unknown, depth: number): boolean => {
    if (isMap(node) || isSeq(node))
      return !tooDeep(node, depth) && node.items.every((item: unknown) => walk(item, depth + 1));
    if (isPair(node)) {
      if (node.key !== null && !isScalar(node.key)) {
        problems.push(
          diagnostic(
            'yaml-not-json',
            { detail: 'a map key must be a plain string' },
            positionOfNode(file, node.key as Node),
          ),
        );
      }
      return walk(node.key, depth) && walk(node.value, depth);
    }
    if (isScalar(node)) {
      const value: unknown = node.value;
      const ok =
        value === null ||
        typeof value === 'string' ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value));
      if (!ok) {
        const shown = typeof value === 'number' ? String(value) : typeof value;
        problems.push(
          diagnostic('yaml-not-json', { detail: `the value ${shown} is not JSON` }, positionOfNode(file, node)),
        );
      }
      return true;
    }
    if (isAlias(node)) {
      // The parser leaves an alias to no anchor for toJS to throw on: report it where it is written.
      if (node.resolve(file.document) === undefined)
        problems.push(diagnostic('yaml-alias-unresolved', { name: node.source }, positionOfNode(file, node)));
      return !tooDeep(node, depth);
    }
    return true;
  };
  walk(file.document.contents, 0);
  return problems;
}

/**
 * Follows a JSON path (map keys and list indexes) through the YAML tree as far as it goes.
 * `reached` counts the segments consumed, so a missing tail still points at its nearest ancestor;
 * `key` is the key node of the last segment consumed when that segment was a map key.
 */
export function findNode(
  file: SpecFile,
  path: readonly (string | number)[],
): { node: Node | null; key: Node | null; reached: number } {
  let node = file.document.contents as Node | null;
  let key: Node | null = null;
  let reached = 0;
  for (const segment of path) {
    if (isAlias(node)) node = (node.resolve(file.document) as Node | undefined) ?? null;
    if (isMap(node)) {
      const next = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
      );
      if (!next) break;
      key = next.key as Node;
      node = (next.value as Node | null) ?? null;
    } else if (isSeq(node)) {
      const next = node.items[Number(segment)] as Node | undefined;
      if (next === undefined) break;
      key = null;
      node = next;
    } else {
      break;
    }
    reached++;
  }
  return { node, key, reached };
}

/** findNode's answer as positions, for either kind of file; the YAML tree of a canonical JSON file is never needed. */
export function findPositions(file: SpecFile, path: readonly (string | number)[]): FoundPositions {
  if (file.canonical) return file.canonical.positions.find(path);
  const { node, key, reached } = findNode(file, path);
  // An empty value (`key:` with nothing after it) has no text of its own.
  const empty = isScalar(node) && node.value === null && node.source === '';
  return { reached, node: positionOfNode(file, node), key: key ? positionOfNode(file, key) : undefined, empty };
}
