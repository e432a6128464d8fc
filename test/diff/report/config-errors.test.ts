/**
 * The diff config file read in process: every problem of a bad file at its exact file:line:col with
 * its exact message, and what a good file configures (docs/contract-diff.md#the-diff-config).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import { parseDiffConfig, ruleLayers } from '../../../generator/diff/diff-config.ts';

const problemsOf = (text: string) => {
  const [value, problems] = parseDiffConfig('diff-config.yaml', text);
  if (problems.length > 0) expect(value).toBeUndefined();
  return problems.map(formatDiagnostic);
};

function configOf(text: string) {
  const [value, problems] = parseDiffConfig('diff-config.yaml', text);
  expect(problems.map(formatDiagnostic)).toEqual([]);
  return value!;
}

const SEVERITY_OR_MAP =
  'must be a severity (breaking, dangerous, safe, off) or a map of severity and per-layer severities (wire, typescript, docs)';

describe('the diff config file: a bad file', () => {
  it('rule: a file that is not a map is one problem at 1:1, whatever comes first in the file', () => {
    expect(problemsOf('# a list, not a map\n- rules\n')).toEqual([
      'diff-config.yaml:1:1  diff-config-invalid  diff config: the diff config must be a map of rules and ignore',
    ]);
    expect(problemsOf('just text\n')).toEqual([
      'diff-config.yaml:1:1  diff-config-invalid  diff config: the diff config must be a map of rules and ignore',
    ]);
  });

  it('rule: an alias that multiplies a definition is refused at 1:1, not expanded', () => {
    const text = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      '',
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      'diff-config.yaml:1:1  yaml-alias-expansion  the diff config cannot be read: Excessive alias count indicates a resource exhaustion attack; an alias shares a definition, it may not multiply one',
    ]);
  });

  it('rule: a YAML error stops the reading: nothing else is reported', () => {
    expect(problemsOf('rules:\n  zzzz-nothing: off\n  zzzz-nothing: safe\n')).toEqual([
      'diff-config.yaml:3:3  yaml-syntax  YAML syntax error: Map keys must be unique: key "zzzz-nothing" is already in this map, at diff-config.yaml:2:3',
    ]);
  });

  it('rule: a rule maps to a severity or to a non-empty map; an empty map, a list or nothing is refused at the value', () => {
    expect(problemsOf('rules:\n  enum-value-added: {}\n  property-removed: [safe]\n  check-added:\n')).toEqual([
      `diff-config.yaml:2:21  diff-config-invalid  diff config: /rules/enum-value-added ${SEVERITY_OR_MAP}`,
      `diff-config.yaml:3:21  diff-config-invalid  diff config: /rules/property-removed ${SEVERITY_OR_MAP}`,
      `diff-config.yaml:4:15  diff-config-invalid  diff config: /rules/check-added ${SEVERITY_OR_MAP}`,
    ]);
  });

  it('rule: a bad severity in a map is reported at its severity key; a layer the rule lacks names every layer it has', () => {
    expect(problemsOf('rules:\n  enum-value-added: { severity: never, docs: safe }\n')).toEqual([
      'diff-config.yaml:2:33  diff-config-bad-severity  diff config: /rules/enum-value-added/severity is "never"; a severity is one of breaking, dangerous, safe, off',
      'diff-config.yaml:2:40  diff-config-layer-absent  diff config: /rules/enum-value-added/docs: rule enum-value-added reports no docs change (its layers: wire, typescript)',
    ]);
  });

  it('rule: an unknown rule far from every id gets no suggestion, and its value is not read', () => {
    expect(problemsOf('rules:\n  zzzzzzzzzzzzzz: never\n')).toEqual([
      'diff-config.yaml:2:3  diff-config-unknown-rule  diff config: /rules/zzzzzzzzzzzzzz names rule zzzzzzzzzzzzzz, which does not exist; `felan-protocol diff --list-rules` lists every rule',
    ]);
    expect(problemsOf('ignore:\n  - { rule: zzzzzzzzzzzzzz, layer: wire, reason: r }\n')).toEqual([
      'diff-config.yaml:2:13  diff-config-unknown-rule  diff config: /ignore/0/rule names rule zzzzzzzzzzzzzz, which does not exist; `felan-protocol diff --list-rules` lists every rule',
    ]);
  });

  it('rule: ignore must be a list, each entry a map', () => {
    expect(problemsOf('ignore: { rule: check-added }\n')).toEqual([
      'diff-config.yaml:1:9  diff-config-invalid  diff config: /ignore must be a list of {rule, path, layer, reason}',
    ]);
    expect(problemsOf('ignore:\n  - just-text\n  -\n')).toEqual([
      'diff-config.yaml:2:5  diff-config-invalid  diff config: /ignore/0 must be a map of rule, path, layer and reason',
      'diff-config.yaml:3:4  diff-config-invalid  diff config: /ignore/1 must be a map of rule, path, layer and reason',
    ]);
  });

  it('rule: an ignore layer must be a layer, and one its rule reports', () => {
    expect(
      problemsOf(
        'ignore:\n  - { rule: enum-value-added, layer: docs, reason: r }\n  - { rule: check-added, layer: wires, reason: r }\n  - { path: /types/X, layer: 3, reason: r }\n',
      ),
    ).toEqual([
      'diff-config.yaml:2:38  diff-config-layer-absent  diff config: /ignore/0/layer: rule enum-value-added reports no docs change (its layers: wire, typescript)',
      'diff-config.yaml:3:33  diff-config-invalid  diff config: /ignore/1/layer must be one of wire, typescript, docs, not "wires"',
      'diff-config.yaml:4:30  diff-config-invalid  diff config: /ignore/2/layer must be one of wire, typescript, docs, not 3',
    ]);
  });

  it('rule: rule, path and reason must be non-empty strings; a blank reason is no reason', () => {
    expect(problemsOf('ignore:\n  - { rule: 3, reason: "  " }\n  - { path: /types/X, reason: 4 }\n')).toEqual([
      'diff-config.yaml:2:13  diff-config-invalid  diff config: /ignore/0/rule must be a non-empty string',
      'diff-config.yaml:2:24  diff-config-invalid  diff config: /ignore/0/reason must be a non-empty string',
      'diff-config.yaml:3:31  diff-config-invalid  diff config: /ignore/1/reason must be a non-empty string',
    ]);
    expect(problemsOf('ignore:\n  - { path: "   ", reason: r }\n')).toEqual([
      'diff-config.yaml:2:13  diff-config-invalid  diff config: /ignore/0/path must be a non-empty string',
    ]);
  });
});

describe('the diff config file: a good file', () => {
  it('rule: ignore entries differing in rule, path or layer alone are not duplicates', () => {
    const value = configOf(
      [
        'ignore:',
        '  - { rule: property-removed, path: /types/A, layer: wire, reason: one }',
        '  - { rule: enum-value-added, path: /types/A, layer: wire, reason: two }',
        '  - { rule: property-removed, path: /types/B, layer: wire, reason: three }',
        '  - { rule: property-removed, path: /types/A, layer: typescript, reason: four }',
        '',
      ].join('\n'),
    );
    expect(value.ignore.map((entry) => entry.reason)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('rule: an entry may name a path alone, on any layer; its reason is kept trimmed', () => {
    const value = configOf('ignore:\n  - { path: /types/Legacy, layer: docs, reason: "  kept for old hosts  " }\n');
    expect(value.ignore).toEqual([
      {
        rule: undefined,
        path: expect.anything(),
        layer: 'docs',
        reason: 'kept for old hosts',
        at: { file: 'diff-config.yaml', line: 2, column: 5 },
      },
    ]);
    expect(value.ignore[0]!.path).toBeDefined();
  });

  it('rule: a rule id no table entry has reports on no layer; a docs rule on docs alone', () => {
    expect(ruleLayers('no-such-rule')).toEqual([]);
    expect(ruleLayers('description-changed')).toEqual(['docs']);
    expect(ruleLayers('enum-value-added')).toEqual(['wire', 'typescript']);
    expect(ruleLayers('check-added')).toEqual(['wire']);
  });
});
