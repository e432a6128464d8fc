import { isMap, isScalar, visit, type Document, type LineCounter, type Scalar, type YAMLError } from 'yaml';
import { diagnostic, formatPosition, type Diagnostic, type SourcePosition } from '../diagnostics/diagnostic.ts';

/** How many other tab-indented lines the one tab diagnostic lists by number before it only counts them. */
const LINES_LISTED = 5;

/** A line's indentation, read from its first character on. */
const INDENTATION = /[ \t]*/y;

/**
 * What the YAML parser found wrong with one file, as yaml-syntax diagnostics — its own words, except
 * where they leave the reader stuck:
 *
 * - A tab used as indentation is one error, at the first tab, for the whole file. YAML forbids tabs
 *   there, and the parser, having said so, reads the rest of the block with the tab's line at the
 *   wrong depth: every following key is then "not at the same column", every nested map "not allowed
 *   in a compact mapping" — a dozen errors for one keystroke, none of them true. Once a line the
 *   parser rejects is indented with a tab, the file's other errors are taken for consequences and
 *   dropped (a real one shows once the tabs are gone). One error per file rather than per line: the
 *   fix is one (re-indent the file with spaces, one editor command), and the message still names
 *   every other line indented with tabs.
 * - A duplicate key names itself and where the first one is written ("Map keys must be unique" alone
 *   says neither).
 */
export function yamlSyntaxProblems(
  path: string,
  text: string,
  document: Document.Parsed,
  lines: LineCounter,
): Diagnostic[] {
  const at = (offset: number): SourcePosition => {
    const { line, col } = lines.linePos(offset);
    return { file: path, line, column: col };
  };
  const errors: readonly YAMLError[] = [...document.errors, ...document.warnings];
  const tab = indentingTab(text, document.errors, at);
  if (tab !== undefined) return [tab];
  let firstKeys: ReadonlyMap<number, Scalar> | undefined;
  return errors.map((error) => {
    let detail = error.message.split('\n')[0] ?? error.message;
    if (error.code === 'DUPLICATE_KEY') {
      const first = (firstKeys ??= duplicateKeys(document)).get(error.pos[0]);
      if (first !== undefined)
        detail += `: key ${JSON.stringify(String(first.value))} is already in this map, at ${formatPosition(at(first.range![0]))}`;
    }
    return diagnostic('yaml-syntax', { detail }, at(error.pos[0]));
  });
}

/**
 * The one diagnostic for a file that indents with tabs, at the first tab; undefined when no error of
 * the parser is about a tab. A line counts when the parser says a tab indents it (TAB_AS_INDENT, also
 * after a `- `), or finds the indentation of a line wrong where that indentation holds a tab (a block
 * scalar's line, where the parser says BAD_INDENT instead). A tab the parser accepts — inside a block
 * scalar, between a key and its value, indenting the lines of a JSON file (a flow collection) — is
 * not indentation, and another error on its line is that error, not the tab's.
 */
function indentingTab(
  text: string,
  errors: readonly YAMLError[],
  at: (offset: number) => SourcePosition,
): Diagnostic | undefined {
  const tabs = new Map<number, SourcePosition>();
  for (const error of errors) {
    const place = at(error.pos[0]);
    if (tabs.has(place.line)) continue;
    if (error.code === 'TAB_AS_INDENT') {
      tabs.set(place.line, place);
      continue;
    }
    if (error.code !== 'BAD_INDENT') continue;
    INDENTATION.lastIndex = error.pos[0] - (place.column - 1);
    const column = INDENTATION.exec(text)![0].indexOf('\t');
    if (column >= 0) tabs.set(place.line, { ...place, column: column + 1 });
  }
  if (tabs.size === 0) return undefined;
  const [first, ...others] = [...tabs.values()].sort((a, b) => a.line - b.line);
  const shown = others.slice(0, LINES_LISTED).map((place) => String(place.line));
  const items = others.length > shown.length ? [...shown, `${others.length - shown.length} more`] : shown;
  const listed = items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  const also = others.length === 0 ? '' : `; tabs also indent line${others.length === 1 ? '' : 's'} ${listed}`;
  return diagnostic(
    'yaml-syntax',
    { detail: `tab characters are not allowed for indentation: use spaces${also}` },
    first,
  );
}

/** For each key that repeats one before it in the same map, by the offset it starts at: the first key of that value. */
function duplicateKeys(document: Document.Parsed): Map<number, Scalar> {
  const found = new Map<number, Scalar>();
  visit(document, {
    Map(_, map) {
      if (!isMap(map)) return;
      const seen = new Map<unknown, Scalar>();
      for (const { key } of map.items) {
        if (!isScalar(key) || key.range == null) continue;
        const first = seen.get(key.value);
        if (first === undefined) seen.set(key.value, key);
        else found.set(key.range[0], first);
      }
    },
  });
  return found;
}
