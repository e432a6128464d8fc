import type { Node } from 'acorn';
import { compactErrorObjects, ERROR_FACTORY, factoryRequire } from './compact-errors.ts';
import { mayBeInlined, validatorSizes, type ValidatorSize } from './function-size.ts';
import { applyEdits, parseStandalone, topLevelSpans, type SourceEdit } from './standalone-source.ts';
import { schemaMentionsIn, unusedSchemaConstants } from './unused-schemas.ts';

export interface SlimStandalone {
  /** Ajv's code with the edits applied; its `require` lines are still to be turned into imports. */
  readonly code: string;
  /** Each top-level validator function as written in `code`. */
  readonly sizes: readonly ValidatorSize[];
  /** Error literals left as Ajv wrote them (see compact-errors.ts). */
  readonly keptErrorLiterals: number;
}

/**
 * Ajv's standalone output without what no check needs: Node parses every byte of it on each import
 * of the package (about 15 ms per MB here), while V8 compiles a function only when first called.
 * The code is read a run of statements at a time (standalone-source.ts; `spanSize` characters or
 * more each), so memory follows the largest function, not the whole output.
 */
export function slimStandalone(ajvCode: string, spanSize?: number): SlimStandalone {
  const { spans, schemaMentions } = topLevelSpans(ajvCode, spanSize);
  const edits: SourceEdit[] = [];
  const sizes: ValidatorSize[] = [];
  let kept = 0;
  for (const span of spans) {
    const source = parseStandalone(ajvCode.slice(span.start, span.end));
    const mentions = schemaMentions ?? schemaMentionsIn(source); // uncut code is one span: its own count is the whole's
    // A call takes a few more bytes of bytecode than the literal it replaces: a validator small enough
    // for V8 to inline into its callers keeps its literals, so that it stays inlined (it holds under a
    // tenth of them).
    const inlinable = (node: Node) => node.type === 'FunctionDeclaration' && mayBeInlined(node.end - node.start);
    const errors = compactErrorObjects(source, inlinable);
    const local = [...errors.edits, ...unusedSchemaConstants(source, mentions)];
    sizes.push(...validatorSizes(source, local));
    edits.push(...local.map((edit) => ({ ...edit, start: edit.start + span.start, end: edit.end + span.start })));
    kept += errors.kept;
  }
  if (edits.some((edit) => edit.text.startsWith(`${ERROR_FACTORY}(`))) edits.push(factoryRequire(ajvCode));
  return { code: applyEdits(ajvCode, edits), sizes, keptErrorLiterals: kept };
}
