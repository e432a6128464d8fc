/**
 * How the rules are registered and listed (generator/diff/rule-definition.ts, run-rules.ts,
 * rule-table.ts): a definition is the rule as written, the rules of a kind come in the table's order,
 * a kind no rule looks at has none, and the table classifies each rule for every direction by name.
 */
import { describe, expect, it } from 'vitest';
import type { PairKind } from '../../../generator/diff/pairs.ts';
import { defineRule } from '../../../generator/diff/rule-definition.ts';
import { ruleTable } from '../../../generator/diff/rule-table.ts';
import { RULE_LIST } from '../../../generator/diff/rules.ts';
import { rulesOn } from '../../../generator/diff/run-rules.ts';

describe('rule registry', () => {
  it('rule: defineRule gives back the very definition it was given', () => {
    const rule = { id: 'probe-rule', message: 'probe', detect: {} } as const;
    expect(defineRule(rule)).toBe(rule);
  });

  it("rule: rulesOn(kind) lists every rule that detects on that kind, in the table's order", () => {
    for (const kind of ['schema', 'operation', 'framing'] as const) {
      const expected = RULE_LIST.filter((rule) => Object.hasOwn(rule.detect, kind)).map((rule) => rule.id);
      expect(expected.length).toBeGreaterThan(1);
      expect(rulesOn(kind).map((rule) => rule.id)).toEqual(expected);
    }
  });

  it('rule: rulesOn of a kind no rule detects on is empty', () => {
    expect(rulesOn('no-such-kind' as PairKind)).toEqual([]);
  });

  it('rule: the rule table classifies each wire rule for client-to-host, host-to-client and stored data', () => {
    const rows = ruleTable().filter((row) => typeof row.wire === 'object' && row.wire !== null);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(Object.keys(row.wire as object)).toEqual(['client-to-host', 'host-to-client', 'stored']);
    const typeChanged = ruleTable().find((row) => row.rule === 'type-changed');
    expect(typeChanged?.wire).toEqual({
      'client-to-host': 'breaking',
      'host-to-client': 'breaking',
      stored: 'breaking',
    });
  });
});
