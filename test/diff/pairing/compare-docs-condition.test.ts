/**
 * Documentation under a condition (generator/diff/compare-schema.ts): facts under `if` keep no
 * direction in the whole, so only its documentation changes are reported as they are.
 */
import { describe, expect, it } from 'vitest';
import { valueChanges as at } from './support/value-changes.ts';

const V = '/operations/probe/params/properties/value';

describe('documentation under if', () => {
  it('rule: examples-changed under if is reported as it is, not as condition-changed', async () => {
    const conditional = (example: string) => ({
      type: 'string',
      if: { const: 'a', examples: [example] },
      then: { maxLength: 2 },
    });
    expect(await at(conditional('a'), conditional('b'))).toEqual([`examples-changed ${V}/if ${V}/if`]);
  });
});
