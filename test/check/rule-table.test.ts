/**
 * The table of semantic rules (generator/check/rules.ts): one rule per file under rules/, each rule's
 * id the file's name, every file registered once. The id is how a rule is named in the docs and in a
 * bug report; a rule left out of the table would silently check nothing. literal-limits is the one
 * advice rule: its findings are advice, which the contract comparisons skip.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEC_RULES } from '../../generator/check/rules.ts';

const RULES_DIR = fileURLToPath(new URL('../../generator/check/rules/', import.meta.url));

describe('the semantic rules table', () => {
  it("rule: each rule's id is the name of its file, and every file of rules/ is in the table once", () => {
    const files = readdirSync(RULES_DIR)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.slice(0, -'.ts'.length))
      .sort();
    const ids = SPEC_RULES.map((rule) => rule.id);
    expect([...ids].sort()).toEqual(files);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rule: literal-limits is advice, and no other rule is', () => {
    expect(SPEC_RULES.filter((rule) => rule.advice !== undefined).map((rule) => [rule.id, rule.advice])).toEqual([
      ['literal-limits', true],
    ]);
  });
});
