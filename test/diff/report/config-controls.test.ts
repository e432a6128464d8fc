/**
 * The controls over classified changes in process: the diff config's severities and ignore entries
 * (applyDiffConfig, ignores) and --layer / --compatibility (selectionWaiver, isTransitive), on
 * changes built by hand so that each rule is seen on exactly the fields it reads.
 */
import { describe, expect, it } from 'vitest';
import { applyDiffConfig, ignores } from '../../../generator/diff/apply-config.ts';
import type { Change } from '../../../generator/diff/change.ts';
import { isTransitive, selectionWaiver } from '../../../generator/diff/compatibility.ts';
import { parseDiffConfig, type DiffConfig } from '../../../generator/diff/diff-config.ts';

function configOf(text: string): DiffConfig {
  const [value, problems] = parseDiffConfig('diff-config.yaml', text);
  expect(problems).toEqual([]);
  return value!;
}

function change(overrides: Partial<Change> & { oldPointer?: string; newPointer?: string } = {}): Change {
  const { oldPointer = '/types/T/properties/x', newPointer = '/types/T', ...rest } = overrides;
  return {
    rule: 'property-removed',
    severity: 'breaking',
    layer: 'wire',
    direction: 'host-to-client',
    breaks: 'old-writers',
    subject: { kind: 'type', name: 'T' },
    old: { pointer: oldPointer, location: undefined },
    new: { pointer: newPointer, location: undefined },
    message: 'type T: property x removed',
    fingerprint: '0123456789abcdef',
    accepted: false,
    ...rest,
  } as Change;
}

const ignoreEntry = (text: string) => configOf(`ignore:\n  - ${text}\n`).ignore[0]!;

describe('the diff config over changes', () => {
  it("rule: a severity equal to the rule's own is no override", () => {
    const { changes } = applyDiffConfig([change()], configOf('rules:\n  property-removed: breaking\n'));
    expect(changes).toEqual([change()]);
    expect('override' in changes[0]!).toBe(false);
  });

  it("rule: a different severity is an override that records the rule's severity and the entry", () => {
    const { changes } = applyDiffConfig([change()], configOf('rules:\n  property-removed: dangerous\n'));
    expect(changes).toEqual([
      {
        ...change(),
        severity: 'dangerous',
        override: { from: 'breaking', at: { file: 'diff-config.yaml', line: 2, column: 21 } },
      },
    ]);
  });

  it('rule: an entry naming another rule ignores nothing; one naming no rule ignores every rule', () => {
    expect(ignores(ignoreEntry('{ rule: enum-value-added, reason: r }'), change())).toBe(false);
    expect(ignores(ignoreEntry('{ rule: property-removed, reason: r }'), change())).toBe(true);
    expect(ignores(ignoreEntry('{ path: /types/T, reason: r }'), change())).toBe(true);
    expect(ignores(ignoreEntry('{ path: /types/T, reason: r }'), change({ rule: 'enum-value-added' }))).toBe(true);
  });

  it('rule: an entry naming no layer ignores every layer; one naming a layer only that layer', () => {
    expect(ignores(ignoreEntry('{ rule: property-removed, reason: r }'), change({ layer: 'typescript' }))).toBe(true);
    expect(
      ignores(ignoreEntry('{ rule: property-removed, layer: typescript, reason: r }'), change({ layer: 'typescript' })),
    ).toBe(true);
    expect(ignores(ignoreEntry('{ rule: property-removed, layer: typescript, reason: r }'), change())).toBe(false);
  });

  it('rule: a path matches the pointer on either side of the comparison, alone', () => {
    // A removal: only the old side points at the member.
    expect(ignores(ignoreEntry('{ path: /types/T/properties/x, reason: r }'), change())).toBe(true);
    // An addition: only the new side points at it.
    expect(
      ignores(
        ignoreEntry('{ path: /types/T/properties/x, reason: r }'),
        change({ oldPointer: '/types/T', newPointer: '/types/T/properties/x' }),
      ),
    ).toBe(true);
    expect(ignores(ignoreEntry('{ path: /types/U, reason: r }'), change())).toBe(false);
  });

  it("rule: an ignored change is waived with the entry's reason and place; another rule's is not", () => {
    const config = configOf('ignore:\n  - { rule: property-removed, reason: nobody reads x }\n');
    const { changes } = applyDiffConfig([change(), change({ rule: 'enum-value-added' })], config);
    expect(changes.map((each) => each.waived)).toEqual([
      { by: 'ignore', reason: 'nobody reads x', at: { file: 'diff-config.yaml', line: 2, column: 5 } },
      undefined,
    ]);
  });
});

describe('--layer and --compatibility', () => {
  it('rule: a transitive mode is one ending in -transitive', () => {
    expect(isTransitive('full-transitive')).toBe(true);
    expect(isTransitive('backward-transitive')).toBe(true);
    expect(isTransitive('full')).toBe(false);
    expect(isTransitive('forward')).toBe(false);
  });

  it('rule: a change on a layer left out is waived, naming every layer gated', () => {
    expect(
      selectionWaiver(change({ layer: 'docs' }), { layers: ['wire', 'typescript'], compatibility: 'full' }),
    ).toEqual({
      by: 'layer',
      reason: '--layer wire,typescript leaves the docs layer out',
    });
  });

  it('rule: the mode speaks of the wire only: a TypeScript change counts in every mode, whoever it breaks', () => {
    const selection = { layers: ['wire', 'typescript', 'docs'] as const, compatibility: 'forward' as const };
    expect(selectionWaiver(change({ layer: 'typescript', breaks: 'old-writers' }), selection)).toBeUndefined();
    expect(selectionWaiver(change({ layer: 'wire', breaks: 'old-writers' }), selection)).toEqual({
      by: 'compatibility',
      reason: 'it breaks old writers only; --compatibility forward checks that old readers read what new writers write',
    });
  });
});
