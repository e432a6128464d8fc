import { compactErrorObjects, ERROR_FACTORY, factoryRequire } from './compact-errors.ts';
import { mayBeInlined, validatorSizes, type ValidatorSize } from './function-size.ts';
import { applyEdits, scanStandalone, type TopLevelFunction } from './standalone-source.ts';
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
 * The code is read with one pass of the tokenizer (standalone-source.ts) and only the expressions
 * edited are parsed, so time and memory follow the code's length, not a tree of it.
 */
export function slimStandalone(ajvCode: string): SlimStandalone {
  const scan = scanStandalone(ajvCode);
  // A call takes a few more bytes of bytecode than the literal it replaces: a validator small enough
  // for V8 to inline into its callers keeps its literals, so that it stays inlined (it holds under a
  // tenth of them).
  const inlinable = new Set(scan.functions.filter((fn) => mayBeInlined(fn.end - fn.start)));
  const errors = compactErrorObjects(ajvCode, scan, (start) => {
    const fn = enclosing(scan.functions, start);
    return fn !== undefined && inlinable.has(fn);
  });
  const edits = [...errors.edits, ...unusedSchemaConstants(ajvCode, scan)];
  const sizes = validatorSizes(scan.functions, edits);
  if (edits.some((edit) => edit.text.startsWith(`${ERROR_FACTORY}(`))) edits.push(factoryRequire(ajvCode));
  return { code: applyEdits(ajvCode, edits), sizes, keptErrorLiterals: errors.kept };
}

/** The top-level function `at` lies in (functions are in order and never overlap). */
function enclosing(functions: readonly TopLevelFunction[], at: number): TopLevelFunction | undefined {
  let low = 0;
  let high = functions.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const fn = functions[middle]!;
    if (at < fn.start) high = middle - 1;
    else if (at >= fn.end) low = middle + 1;
    else return fn;
  }
  return undefined;
}
