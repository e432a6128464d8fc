import { ts } from 'ts-morph';
import { compactErrorObjects } from './compact-errors.ts';
import { mayBeInlined, validatorSizes, type ValidatorSize } from './function-size.ts';
import { applyEdits, parseStandalone } from './standalone-source.ts';
import { unusedSchemaConstants } from './unused-schemas.ts';

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
 */
export function slimStandalone(ajvCode: string): SlimStandalone {
  const source = parseStandalone(ajvCode);
  // A call takes a few more bytes of bytecode than the literal it replaces: a validator small enough
  // for V8 to inline into its callers keeps its literals, so that it stays inlined (it holds under a
  // tenth of them).
  const inlinable = (node: ts.Node) => ts.isFunctionDeclaration(node) && mayBeInlined(node.end - node.getStart(source));
  const errors = compactErrorObjects(source, inlinable);
  const edits = [...errors.edits, ...unusedSchemaConstants(source)];
  return { code: applyEdits(ajvCode, edits), sizes: validatorSizes(source, edits), keptErrorLiterals: errors.kept };
}
