import fc from 'fast-check';
import { applyEdits } from './apply-edits.ts';
import { editArbitrary, type EditOptions } from './edits.ts';
import { jsonTree } from './json-values.ts';

/** Up to three edits on a base; none leaves the base valid, which keeps the round trip exercised. */
export function mutationsOf(base: fc.Arbitrary<unknown>, options: EditOptions): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.array(editArbitrary(options), { maxLength: 3 }))
    .map(([value, edits]) => applyEdits(value, edits));
}

/**
 * Inputs for an entry point: mostly mutations of its own valid examples, some of any example, and
 * some arbitrary (hostile) JSON that belongs to no schema.
 */
export function inputsFrom(
  own: readonly unknown[],
  others: readonly unknown[],
  options: EditOptions,
): fc.Arbitrary<unknown> {
  const mine = own.length > 0 ? own : others;
  return fc.oneof(
    { weight: 12, arbitrary: mutationsOf(fc.constantFrom(...mine), options) },
    { weight: 2, arbitrary: mutationsOf(fc.constantFrom(...others), options) },
    { weight: 2, arbitrary: mutationsOf(jsonTree, options) },
  );
}
