import fc from 'fast-check';
import { applyEdits } from './apply-edits.ts';
import { editArbitrary, type EditOptions } from './edits.ts';
import { jsonTree } from './json-values.ts';

/** A case for an entry point that takes a name (an op, a schema, a validator) and a value. */
export interface NamedCase {
  readonly name: string;
  readonly description: unknown;
}

/**
 * Cases over `names`: mostly a mutation of one of the name's own valid examples, sometimes one of
 * another example or of arbitrary hostile JSON. `rename` is how often the value goes to another name
 * than the one its example belongs to (swapped ops).
 */
export function namedCases(
  names: readonly string[],
  examplesOf: (name: string) => readonly unknown[],
  others: readonly unknown[],
  options: EditOptions & { readonly rename?: fc.Arbitrary<string> },
): fc.Arbitrary<NamedCase> {
  const source = fc.oneof(
    { weight: 12, arbitrary: fc.record({ from: fc.constant('own' as const), index: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ from: fc.constant('other' as const), index: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ from: fc.constant('json' as const), tree: jsonTree }) },
  );
  const rename =
    options.rename === undefined ? fc.constant(undefined) : fc.option(options.rename, { freq: 5, nil: undefined });
  return fc
    .record({
      name: fc.constantFrom(...names),
      source,
      rename,
      edits: fc.array(editArbitrary(options), { maxLength: 3 }),
    })
    .map(({ name, source, rename, edits }) => {
      const own = examplesOf(name);
      const pool = source.from === 'own' && own.length > 0 ? own : others;
      const base = source.from === 'json' ? source.tree : pool[source.index % pool.length];
      return { name: rename ?? name, description: applyEdits(base, edits) };
    });
}
