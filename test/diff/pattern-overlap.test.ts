/** When the diff may take two property-name patterns (or a pattern and a declared name) to be apart. */
import { describe, expect, it } from 'vitest';
import { anchoredPrefix, matchesName, mayOverlap } from '../../generator/diff/schema-keywords/pattern-overlap.ts';

describe('property-name patterns', () => {
  it.each([
    ['^x-', 'x-'],
    ['^x-[a-z]+$', 'x-'],
    ['^ab?c', 'a'],
    ['^ab*', 'a'],
    ['^ab{0,2}', 'a'],
    ['^ab+', 'ab'],
    ['^\\d', ''],
    ['x-', undefined],
    ['^a|^b', undefined],
  ] as const)('the literal prefix every match of %s starts with is %s', (pattern, prefix) => {
    expect(anchoredPrefix(pattern)).toBe(prefix);
  });

  it.each([
    ['^x-', '^y-', false],
    ['^x-', '^x-y', true],
    ['^x-', 'y-', true],
    ['^a?x', '^x', true],
    ['^\\w', '^x', true],
  ] as const)('%s and %s may both match a name: %s', (p, q, overlap) => {
    expect(mayOverlap(p, q)).toBe(overlap);
    expect(mayOverlap(q, p)).toBe(overlap);
  });

  it('tests declared names exactly, and takes a pattern it cannot compile to match anything', () => {
    expect(matchesName('^x-', 'x-trace')).toBe(true);
    expect(matchesName('^x-', 'trace')).toBe(false);
    expect(matchesName('(', 'anything')).toBe(true);
  });
});
