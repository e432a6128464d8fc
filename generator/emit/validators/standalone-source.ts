import { parse, tokenizer, type Comment, type Node, type Program } from 'acorn';

/**
 * One top-level statement of Ajv's standalone output (or a few), parsed on its own with acorn: each
 * rewrite (compact-errors.ts, unused-schemas.ts) reads its tree and returns text edits, applied
 * together by slim-standalone.ts. Parsing a run of statements at a time keeps the memory to the
 * largest function: the whole output as one tree held gigabytes at 2,000 operations.
 */
export interface StandaloneSource {
  readonly text: string;
  readonly program: Program;
  /** Every comment, in order (Ajv's `/*# sourceURL="…" *\/` names the schema of a function). */
  readonly comments: readonly Comment[];
}

const ACORN_OPTIONS = { ecmaVersion: 2022, sourceType: 'module' } as const;

export function parseStandalone(code: string): StandaloneSource {
  const comments: Comment[] = [];
  const program = parse(code, { ...ACORN_OPTIONS, onComment: comments });
  return { text: code, program, comments };
}

/** Each child node of `node` (ESTree: the node-valued members, and the nodes in array members), in source order. */
export function forEachChild(node: Node, visit: (child: Node) => void): void {
  for (const key in node) {
    const value = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item);
    } else if (isNode(value)) {
      visit(value);
    }
  }
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string' && typeof (value as Node).start === 'number';

/** A span of the code: `code.slice(start, end)`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The code cut into runs of whole top-level statements, each at least `size` characters (but the
 * last), with a count of every `schemaNN` identifier in all of it (unused-schemas.ts needs the
 * whole file's count to judge one constant). Ajv writes a statement per line, so a cut falls on a
 * line break outside every bracket, found with acorn's tokenizer (no tree; it tells a regular
 * expression from a division). Ajv writes no template literal; on one, or on code the tokenizer
 * rejects or whose brackets do not balance, the code is one span and the count is left to the
 * caller (undefined).
 */
export function topLevelSpans(code: string, size = 64 * 1024): { spans: Span[]; schemaMentions: Map<string, number> | undefined } {
  const whole = { spans: [{ start: 0, end: code.length }], schemaMentions: undefined };
  const spans: Span[] = [];
  const schemaMentions = new Map<string, number>();
  let depth = 0;
  let start = 0;
  let previousEnd = 0;
  try {
    for (const token of tokenizer(code, ACORN_OPTIONS)) {
      const label = token.type.label;
      if (depth === 0 && token.start - start >= size) {
        const lineBreak = code.indexOf('\n', previousEnd);
        if (lineBreak !== -1 && lineBreak < token.start && lineBreak + 1 - start >= size) {
          spans.push({ start, end: lineBreak + 1 });
          start = lineBreak + 1;
        }
      }
      if (OPENING.has(label)) depth++;
      else if (CLOSING.has(label)) depth--;
      else if (label === 'name' && code.startsWith('schema', token.start)) {
        const name = code.slice(token.start, token.end);
        if (/^schema\d+$/.test(name)) schemaMentions.set(name, (schemaMentions.get(name) ?? 0) + 1);
      }
      else if (label === '`') return whole;
      if (depth < 0) return whole;
      previousEnd = token.end;
    }
  } catch {
    return whole;
  }
  if (depth !== 0) return whole;
  if (start < code.length || spans.length === 0) spans.push({ start, end: code.length });
  return { spans, schemaMentions };
}

const OPENING = new Set(['{', '(', '[', '${']);
const CLOSING = new Set(['}', ')', ']']);

/** Replace `code.slice(start, end)` by `text`. Edits never overlap. */
export interface SourceEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export function applyEdits(code: string, edits: readonly SourceEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const pieces: string[] = [];
  let from = 0;
  for (const edit of sorted) {
    if (edit.start < from) throw new Error('overlapping edits of the generated validators');
    pieces.push(code.slice(from, edit.start), edit.text);
    from = edit.end;
  }
  pieces.push(code.slice(from));
  return pieces.join('');
}

/** Each top-level function's name, span and the schema it validates (Ajv's `sourceURL` comment names its $id). */
export interface TopLevelFunction {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly schemaId: string | undefined;
}

export function topLevelFunctions(source: StandaloneSource): TopLevelFunction[] {
  return source.program.body.flatMap((statement) => {
    if (statement.type !== 'FunctionDeclaration') return [];
    // Ajv opens each function body with `/*# sourceURL="<$id>" */;`: a comment before an empty statement.
    const body = statement.body;
    const first = body.body[0];
    const comment = source.comments.find((entry) => entry.type === 'Block' && entry.start > body.start && (first === undefined || entry.end <= first.start));
    const schemaId = comment === undefined ? undefined : /^# sourceURL="([^"]*)" $/.exec(comment.value)?.[1];
    return [{ name: statement.id.name, start: statement.start, end: statement.end, schemaId }];
  });
}
