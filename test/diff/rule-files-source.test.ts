/**
 * One rule, one file (issue 21): every diff rule is defined in generator/diff/rules/<rule-id>.ts,
 * registered once in the rules table, and finds its own changes — a detector per kind of pair it
 * looks at — while the walkers under generator/diff only pair old with new elements: none of them
 * names a rule it reports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_LIST } from '../../generator/diff/rules.ts';

const DIFF = fileURLToPath(new URL('../../generator/diff/', import.meta.url));
const RULES = join(DIFF, 'rules');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const ruleFiles = readdirSync(RULES).filter((name) => name.endsWith('.ts'));

describe('the diff rules, one per file', () => {
  it('rule: each file under rules/ defines the rule its name says, and the table lists each file once', () => {
    expect(ruleFiles.map((name) => name.replace(/\.ts$/, '')).sort()).toEqual(RULE_LIST.map((rule) => rule.id).sort());
    for (const name of ruleFiles)
      expect(readFileSync(join(RULES, name), 'utf8'), name).toContain(`id: '${name.replace(/\.ts$/, '')}',`);
  });

  it('rule: every rule detects its own changes, on at least one kind of matched pair', () => {
    expect(RULE_LIST.filter((rule) => Object.keys(rule.detect).length === 0).map((rule) => rule.id)).toEqual([]);
  });

  it('rule: a rule file imports no other rule (shared judgement lives in rules/support/)', () => {
    for (const name of ruleFiles) {
      const imports = [...readFileSync(join(RULES, name), 'utf8').matchAll(/from '(\.\/[^']+)'/g)].map(
        (match) => match[1]!,
      );
      expect(
        imports.filter((path) => !path.startsWith('./support/')),
        name,
      ).toEqual([]);
    }
  });

  it('rule: outside the rules, nothing under generator/diff names a rule it reports (the walkers only pair)', () => {
    const reporting = sources(DIFF)
      .filter((path) => !path.startsWith(RULES + '/'))
      .filter((path) => /\brule: '[a-z-]+'|\bfact\('[a-z-]+'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(DIFF, path));
    expect(reporting).toEqual([]);
  });

  it('rule: no rule file is long: a rule is one judgement', () => {
    // Measured in characters other than white space, which the layout does not change (the formatter
    // breaks a line where it likes): 4,000 is a page, about 80 lines of 50 characters.
    const size = (name: string) => readFileSync(join(RULES, name), 'utf8').replace(/\s/g, '').length;
    expect(ruleFiles.filter((name) => size(name) > 4000)).toEqual([]);
  });
});
