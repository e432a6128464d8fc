/**
 * A pattern of thousands of nested groups compiles in JavaScript, but reading it recursively runs
 * out of stack: the check must give a verdict — an inconclusive pattern, which is an error at the
 * pattern — never let a RangeError out. The linearity proof stops reading at MAX_GROUP_DEPTH and
 * leaves deeper patterns to recheck.
 */
import { describe, expect, it } from 'vitest';
import { provablyLinear } from '../../generator/check/linear-pattern.ts';
import { MAX_GROUP_DEPTH, parsePattern } from '../../generator/check/pattern-syntax.ts';
import { redosVerdict } from '../../generator/check/redos-verdict.ts';

const nested = (depth: number) => `${'('.repeat(depth)}a${')'.repeat(depth)}`;

describe('deeply nested patterns', () => {
  it('rule: groups nested up to MAX_GROUP_DEPTH are read; one more is left to recheck', () => {
    expect(parsePattern(nested(MAX_GROUP_DEPTH))).toBeDefined();
    expect(provablyLinear(nested(MAX_GROUP_DEPTH))).toBe(true);
    expect(parsePattern(nested(MAX_GROUP_DEPTH + 1))).toBeUndefined();
    expect(provablyLinear(nested(MAX_GROUP_DEPTH + 1))).toBe(false);
  });

  it('rule: a group closed lowers the depth again: many shallow groups in a row are read', () => {
    expect(parsePattern('(a)'.repeat(MAX_GROUP_DEPTH * 3))).toBeDefined();
  });

  it('rule: 5,000 nested groups compile in JavaScript, and the check calls them inconclusive instead of overflowing the stack', () => {
    const source = nested(5000);
    expect(() => new RegExp(source, 'u')).not.toThrow();
    expect(redosVerdict(source)).toEqual({
      status: 'inconclusive',
      reason: 'recheck ran out of stack reading it (deeply nested groups, or a group that refers to itself)',
    });
  });
});
