/** isDiffRuleId: what names a rule of the table, and what does not (an object's own keys only). */
import { describe, expect, it } from 'vitest';
import { DIFF_RULES, isDiffRuleId } from '../../../generator/diff/rules.ts';

describe('isDiffRuleId', () => {
  it('rule: every id of the table names a rule', () => {
    const ids = Object.keys(DIFF_RULES);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !isDiffRuleId(id))).toEqual([]);
    expect(isDiffRuleId('framing-changed')).toBe(true);
  });

  it('rule: an unknown id, an empty one or a key every object inherits names no rule', () => {
    for (const id of ['framing-change', '', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(isDiffRuleId(id), id).toBe(false);
  });
});
