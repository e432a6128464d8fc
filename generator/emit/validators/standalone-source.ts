import { ts } from 'ts-morph';

/**
 * One top-level statement of Ajv's standalone output (or a few), parsed on its own: each rewrite
 * (compact-errors.ts, unused-schemas.ts) reads its tree and returns text edits, applied together by
 * slim-standalone.ts. Parsing a statement at a time keeps the memory to the largest function: the
 * whole output as one tree held gigabytes at 2,000 operations.
 */
export function parseStandalone(code: string): ts.SourceFile {
  return ts.createSourceFile('validators.js', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
}

/** A span of the code: `code.slice(start, end)`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The code cut into runs of whole top-level statements, each at least `size` characters (but the
 * last), with a count of every `schemaNN` identifier in all of it (unused-schemas.ts needs the
 * whole file's count to judge one constant). Ajv writes a statement per line, so a cut falls on a
 * line break outside every bracket, found with the compiler's scanner (no tree); a slash where an
 * expression starts opens a regular expression (Ajv escapes JSON Pointers with `/~/g`). Ajv writes
 * no template literal; on one, or on brackets that do not balance, the code is one span and the
 * count is left to the caller (undefined).
 */
export function topLevelSpans(code: string, size = 64 * 1024): { spans: Span[]; schemaMentions: Map<string, number> | undefined } {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, false, ts.LanguageVariant.Standard, code);
  const spans: Span[] = [];
  const schemaMentions = new Map<string, number>();
  let depth = 0;
  let start = 0;
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && EXPRESSION_STARTS.has(previous)) token = scanner.reScanSlashToken();
    if (OPENING.has(token)) depth++;
    else if (CLOSING.has(token)) depth--;
    else if (token === ts.SyntaxKind.Identifier) {
      const name = scanner.getTokenValue();
      if (/^schema\d+$/.test(name)) schemaMentions.set(name, (schemaMentions.get(name) ?? 0) + 1);
    } else if (token === ts.SyntaxKind.NewLineTrivia && depth === 0 && scanner.getTokenEnd() - start >= size) {
      spans.push({ start, end: scanner.getTokenEnd() });
      start = scanner.getTokenEnd();
    } else if (token === ts.SyntaxKind.TemplateHead || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral || token === ts.SyntaxKind.Unknown) {
      return { spans: [{ start: 0, end: code.length }], schemaMentions: undefined };
    }
    if (depth < 0) break;
    if (!TRIVIA.has(token)) previous = token;
  }
  if (depth !== 0) return { spans: [{ start: 0, end: code.length }], schemaMentions: undefined };
  if (start < code.length || spans.length === 0) spans.push({ start, end: code.length });
  return { spans, schemaMentions };
}

const OPENING = new Set([ts.SyntaxKind.OpenBraceToken, ts.SyntaxKind.OpenParenToken, ts.SyntaxKind.OpenBracketToken]);
const CLOSING = new Set([ts.SyntaxKind.CloseBraceToken, ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken]);
const TRIVIA = new Set([ts.SyntaxKind.WhitespaceTrivia, ts.SyntaxKind.NewLineTrivia, ts.SyntaxKind.SingleLineCommentTrivia, ts.SyntaxKind.MultiLineCommentTrivia]);
/** Tokens after which a slash begins a regular expression rather than divides. */
const EXPRESSION_STARTS = new Set([
  ts.SyntaxKind.Unknown,
  ts.SyntaxKind.OpenParenToken,
  ts.SyntaxKind.OpenBracketToken,
  ts.SyntaxKind.OpenBraceToken,
  ts.SyntaxKind.CommaToken,
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.ColonToken,
  ts.SyntaxKind.SemicolonToken,
  ts.SyntaxKind.QuestionToken,
  ts.SyntaxKind.ExclamationToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.ReturnKeyword,
]);

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

export function topLevelFunctions(source: ts.SourceFile): TopLevelFunction[] {
  return source.statements.filter(ts.isFunctionDeclaration).flatMap((fn) => {
    if (fn.name === undefined) return [];
    // Ajv opens each function body with `/*# sourceURL="<$id>" */;`: a comment before an empty statement.
    const first = fn.body?.statements[0];
    const comments = first === undefined ? [] : (ts.getLeadingCommentRanges(source.text, first.pos) ?? []);
    const schemaId = comments.map((range) => /^\/\*# sourceURL="([^"]*)" \*\/$/.exec(source.text.slice(range.pos, range.end))?.[1]).find(Boolean);
    return [{ name: fn.name.text, start: fn.getStart(source), end: fn.end, schemaId }];
  });
}
