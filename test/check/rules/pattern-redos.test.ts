/**
 * pattern-redos (generator/check/rules/pattern-redos.ts): a pattern the ReDoS check cannot decide is
 * an error at the pattern, never a silent pass; one it shows safe is not reported.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, yaml } from './support.ts';

describe('pattern-redos', () => {
  it('rule: a pattern the check cannot decide is reported as inconclusive at the pattern, with the reason', async () => {
    // A group that refers to itself sends recheck's reader into unbounded recursion.
    expect(await diagnose({ 'extra.yaml': yaml('types:', "  Odd: { type: string, pattern: '(\\1a)*' }") })).toEqual([
      'extra.yaml:3:33  pattern-check-inconclusive  pattern "(\\\\1a)*" could not be shown free of catastrophic backtracking: recheck ran out of stack reading it (deeply nested groups, or a group that refers to itself). Simplify it (fewer look-arounds, back-references and nested or counted repeats) until the check decides',
    ]);
  });

  it('rule: a pattern the check shows safe is not reported', async () => {
    expect(await diagnose({ 'extra.yaml': yaml('types:', "  Even: { type: string, pattern: '(a)\\1' }") })).toEqual([]);
  });
});
