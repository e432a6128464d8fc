import type { SourceEdit, TopLevelFunction } from './standalone-source.ts';

/**
 * V8 never optimizes a function whose bytecode is longer than `--max-optimized-bytecode-size`
 * (61,440 bytes in Node 20's V8 11.3: `node --v8-options`); it then runs in the interpreter, several
 * times slower, on every frame.
 */
export const V8_MAX_OPTIMIZED_BYTECODE = 61_440;

/**
 * Bytecode bytes per character of a generated validator function as written to validators.js
 * (Ajv's unindented code, after slim-standalone.ts). Calibrated once on Node 20.20 (V8 11.3) by
 * dividing the "Bytecode length" that `node --no-lazy --print-bytecode
 * --print-bytecode-filter='validate*'` prints by each function's length:
 * - the bundled spec's 234 validators: 0.38 overall, 0.30–0.56 for the 35 over 5,000 characters,
 *   the most for the largest (HistoryEntry 46 k characters → 23.4 k bytes, Config 41 k → 22.9 k);
 * - nested inline objects as in test/fixtures/oversized-specs: 0.60 at 80 k, 240 k and 320 k characters.
 * `--trace-opt` confirms the limit: the 145 k-byte function is never marked for optimization, the
 * 48 k-byte one is optimized by TurboFan. The estimate takes the high end, so it warns early rather than late.
 */
export const BYTECODE_PER_CHARACTER = 0.6;

/**
 * TurboFan inlines a callee of at most `--max-inlined-bytecode-size` (460 bytes in V8 11.3) into its
 * caller: small validators of named types (an id, a bounded string) are inlined into the validators
 * that use them, and must stay that small.
 */
export const V8_MAX_INLINED_BYTECODE = 460;

/**
 * Whether a function of this many characters (of Ajv's own output) may have at most
 * V8_MAX_INLINED_BYTECODE bytes of bytecode. The ratio is below the lowest measured for functions
 * of 200–1,000 bytes of bytecode (0.243 bytes per character, in the bundled spec), so that every
 * function V8 might inline counts as inlinable.
 */
export function mayBeInlined(characters: number): boolean {
  return characters * 0.23 <= V8_MAX_INLINED_BYTECODE;
}

export interface ValidatorSize {
  /** The function's name in validators.js (`validate313`). */
  readonly name: string;
  /** The `$id` of the schema it validates (`felan:types/HistoryEntry`), when Ajv recorded one. */
  readonly schemaId: string | undefined;
  /** Source characters once the edits are applied. */
  readonly characters: number;
  readonly estimatedBytecode: number;
}

/** Every top-level validator function of the standalone code, measured as it will be written (after `edits`). */
export function validatorSizes(functions: readonly TopLevelFunction[], edits: readonly SourceEdit[]): ValidatorSize[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let next = 0;
  return functions.map((fn) => {
    let characters = fn.end - fn.start;
    while (next < sorted.length && sorted[next]!.start < fn.end) {
      const edit = sorted[next++]!;
      if (edit.start >= fn.start) characters += edit.text.length - (edit.end - edit.start);
    }
    return {
      name: fn.name,
      schemaId: fn.schemaId,
      characters,
      estimatedBytecode: Math.round(characters * BYTECODE_PER_CHARACTER),
    };
  });
}
