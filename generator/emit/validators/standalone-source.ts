import { parseExpressionAt, tokenizer, type Expression } from 'acorn';

/**
 * What slim-standalone.ts needs to know of Ajv's standalone output, read in one pass of acorn's
 * tokenizer — no syntax tree of the whole code, whose memory at 2,000 operations ran to gigabytes
 * and whose parse was most of the rewrite's time: the top-level functions, the top-level
 * `const schemaNN = …` statements, where each error object literal starts, and how often each
 * `schemaNN` name occurs. The tokenizer tells code from strings, comments and regular expressions,
 * so a `{instancePath` inside a string is never taken for a literal. Each expression the rewrites
 * edit is then parsed alone (expressionAt).
 */
export interface StandaloneScan {
  readonly functions: readonly TopLevelFunction[];
  readonly schemaConstants: readonly SchemaConstant[];
  /** Where each object literal whose first member is `instancePath` starts (Ajv's error objects), in order. */
  readonly errorLiteralStarts: readonly number[];
  /** How often each `schemaNN` identifier occurs, declarations included. */
  readonly schemaMentions: ReadonlyMap<string, number>;
  /** Names the code declares (`const x`, `let x`, `var x`, `function x`): the rewrite must not shadow one. */
  readonly declaredNames: ReadonlySet<string>;
}

/** A top-level function: its name, its span, and the schema it validates (Ajv's `sourceURL` comment names its $id). */
export interface TopLevelFunction {
  readonly name: string;
  readonly start: number;
  readonly end: number;
  readonly schemaId: string | undefined;
}

/** A top-level `const schemaNN = <initializer>`: where the statement starts, and where its initializer does. */
export interface SchemaConstant {
  readonly name: string;
  readonly start: number;
  readonly initializer: number;
}

export const ACORN_OPTIONS = { ecmaVersion: 2022, sourceType: 'module' } as const;

const OPENING = new Set(['{', '(', '[', '${']);
const CLOSING = new Set(['}', ')', ']']);
const DECLARING = new Set(['const', 'let', 'var', 'function', 'class']);
const SCHEMA_NAME = /^schema\d+$/;
const SOURCE_URL = /^\s*\/\*# sourceURL="([^"]*)" \*\//;

export function scanStandalone(code: string): StandaloneScan {
  const functions: TopLevelFunction[] = [];
  const schemaConstants: SchemaConstant[] = [];
  const errorLiteralStarts: number[] = [];
  const schemaMentions = new Map<string, number>();
  const declaredNames = new Set<string>();
  let depth = 0;
  let previous: { label: string; start: number; end: number } | undefined;
  // The top-level function being read: from `function` to the `}` that closes its body.
  let fn: { start: number; name?: string; body?: number } | undefined;
  // A top-level `const schemaNN =` being read: `const`, then its name, then `=`, then its initializer's first token.
  let constant: { start: number; name?: string; initializer?: boolean } | undefined;
  for (const token of tokenizer(code, ACORN_OPTIONS)) {
    const label = token.type.label;
    const name = label === 'name' ? code.slice(token.start, token.end) : undefined;
    if (name !== undefined) {
      if (SCHEMA_NAME.test(name)) schemaMentions.set(name, (schemaMentions.get(name) ?? 0) + 1);
      if (previous !== undefined && DECLARING.has(previous.label)) declaredNames.add(name);
      // Not the destructured options a validator function takes (its parameters, before its body).
      if (name === 'instancePath' && previous?.label === '{' && !(fn !== undefined && fn.body === undefined))
        errorLiteralStarts.push(previous.start);
    }
    if (depth === 0) {
      if (label === 'function') fn = { start: token.start };
      else if (fn !== undefined && fn.name === undefined && name !== undefined) fn.name = name;
      else if (fn !== undefined && label === '{') fn.body = token.start;
      if (constant?.initializer === true) {
        schemaConstants.push({ name: constant.name!, start: constant.start, initializer: token.start });
        constant = undefined;
      } else if (label === 'const') {
        constant = { start: token.start };
      } else if (
        constant !== undefined &&
        constant.name === undefined &&
        name !== undefined &&
        SCHEMA_NAME.test(name)
      ) {
        constant.name = name;
      } else if (constant?.name !== undefined && label === '=' && previous?.label === 'name') {
        constant.initializer = true;
      } else {
        constant = undefined;
      }
    }
    if (OPENING.has(label)) depth++;
    else if (CLOSING.has(label)) depth--;
    if (depth < 0) throw new Error('the generated validators close a bracket they never opened');
    if (depth === 0 && label === '}' && fn?.body !== undefined) {
      if (fn.name === undefined) throw new Error('the generated validators declare a function without a name');
      const schemaId = SOURCE_URL.exec(code.slice(fn.body + 1, fn.body + 1 + 512))?.[1];
      functions.push({ name: fn.name, start: fn.start, end: token.end, schemaId });
      fn = undefined;
    }
    previous = { label, start: token.start, end: token.end };
  }
  if (depth !== 0) throw new Error('the generated validators leave a bracket open');
  return { functions, schemaConstants, errorLiteralStarts, schemaMentions, declaredNames };
}

/** The expression that starts at `start`, parsed on its own. */
export function expressionAt(code: string, start: number): Expression {
  return parseExpressionAt(code, start, ACORN_OPTIONS) as Expression;
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
