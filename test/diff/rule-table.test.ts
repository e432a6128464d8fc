/** docs/contract-diff.md embeds the rule table generated from DIFF_RULES; it must not go stale. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRuleTable } from '../../generator/diff/rule-table.ts';
import { DIFF_RULES } from '../../generator/diff/rules.ts';

const DOC = readFileSync(new URL('../../docs/contract-diff.md', import.meta.url), 'utf8');

describe('the documented rule table', () => {
  it('rule: docs/contract-diff.md holds exactly the table renderRuleTable() prints (regenerate with `felan-protocol diff --list-rules`)', () => {
    const embedded = /<!-- rules:begin -->\n([\s\S]*?)<!-- rules:end -->/.exec(DOC)?.[1];
    expect(embedded).toBe(renderRuleTable());
  });

  it('rule: the table has one row per rule id, each id once', () => {
    const ids = [...renderRuleTable().matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(ids).toEqual(Object.keys(DIFF_RULES));
  });
});
