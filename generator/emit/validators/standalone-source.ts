import { ts } from 'ts-morph';

/**
 * Ajv's standalone output, parsed once (the ~1 MB it writes for the bundled spec takes a few hundred
 * milliseconds): each rewrite (compact-errors.ts, unused-schemas.ts) reads this tree and returns
 * text edits, applied together by slim-standalone.ts.
 */
export function parseStandalone(code: string): ts.SourceFile {
  return ts.createSourceFile('validators.js', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
}

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
