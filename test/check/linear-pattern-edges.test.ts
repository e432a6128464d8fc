/**
 * The edges of provablyLinear (generator/check/linear-pattern.ts) that the generated patterns of
 * linear-pattern.test.ts do not reach: the number of paths a link carries into a group that starts
 * with two empty paths, and the step budget of the search for two meeting paths — 200,000 steps may
 * be taken, in the pairs of each position's successors and then in the pairs followed in step, and
 * the 200,001st gives up whatever the pattern would have turned out to be.
 */
import { describe, expect, it } from 'vitest';
import { provablyLinear } from '../../generator/check/linear-pattern.ts';

/**
 * Patterns built from characters no other part of them uses (CJK ideographs, in order), so that
 * only the pairs a test means to overlap do.
 */
function patternBuilder() {
  let next = 0;
  const char = () => String.fromCodePoint(0x4e00 + next++);
  const chars = (count: number) => Array.from({ length: count }, char);
  return {
    chars,
    /**
     * `(?:c1|…|ck)*s`, k fresh characters looped, then a fresh one: its k + 1 successor lists (the
     * one before it, and each ci's) hold k + 1 positions each, k(k + 1)²/2 steps; k = 0 stands for
     * `(?:a|b)s`, a list of two, one step.
     */
    block: (k: number) => (k === 0 ? `(?:${char()}|${char()})${char()}` : `(?:${chars(k).join('|')})*${char()}`),
  };
}

/**
 * `@(?:c1|…|ck)*!` or `@(?:c1|…|ck)*#`, the same k characters in both: the two @ split, and each pair
 * (ci, ci) is followed in step, (k + 1)² steps each, without the paths ever meeting (they end apart).
 */
const twoBranches = (cs: readonly string[]) => `(?:@(?:${cs.join('|')})*!|@(?:${cs.join('|')})*#)`;

describe('provablyLinear: paths into a group', () => {
  it('rule: two empty paths into the first character of a group make it ambiguous, as they do outside one', () => {
    expect(provablyLinear('^x(?:a?|b?)c$')).toBe(false);
    expect(provablyLinear('^x(?:(?:a?|b?)c)$')).toBe(false);
    expect(provablyLinear('^b(?:(?:|)a)$')).toBe(false);
    expect(provablyLinear('^x(?:(?:a?|b)c)$')).toBe(true);
  });
});

describe('provablyLinear: the step budget', () => {
  it('rule: a search whose successor pairs take exactly 200,000 steps still proves the pattern', () => {
    const { block } = patternBuilder();
    // 73·74²/2 + 5·6²/2 + 3·4²/2 + 2·3²/2 + 1·2²/2 + 1 = 199,874 + 90 + 24 + 9 + 2 + 1 = 200,000.
    const source = `^${[73, 5, 3, 2, 1, 0].map(block).join('')}$`;
    expect(provablyLinear(source)).toBe(true);
    // One step more (a 2-list after the last separator) is past the budget.
    const { block: again, chars } = patternBuilder();
    const [a, b] = chars(2);
    expect(provablyLinear(`^${[73, 5, 3, 2, 1, 0].map(again).join('')}(?:${a}|${b})$`)).toBe(false);
  });

  it('rule: a search that ends on its 200,000th step, following pairs in step, still proves the pattern', () => {
    const { block, chars } = patternBuilder();
    // Successor pairs: 63,838 in the blocks, 40²·41 + 1 in the branches; pairs in step: 41³ = 68,921.
    const source = `^${[49, 16, 7, 4, 1].map(block).join('')}${twoBranches(chars(40))}$`;
    expect(provablyLinear(source)).toBe(true);
  });

  it('rule: a search that passes 200,000 steps while following pairs in step gives up, though the pattern is linear', () => {
    const { chars } = patternBuilder();
    // 130,051 steps of successor pairs, then 51³ = 132,651 in step: past the budget in the second phase.
    expect(provablyLinear(`^${twoBranches(chars(50))}$`)).toBe(false);
    // The same shape with fewer characters stays within it, and is proved.
    const { chars: fewer } = patternBuilder();
    expect(provablyLinear(`^${twoBranches(fewer(20))}$`)).toBe(true);
  });
});
