/** renderChangelog: which section each change lands in, and that one fact is listed once. */
import { describe, expect, it } from 'vitest';
import type { Change, DiffReport } from '../../generator/diff/change.ts';
import { renderChangelog } from '../../generator/diff/changelog.ts';

const at = (line: number) => ({ file: 'spec/sessions.yaml', line, column: 3 });

function change(overrides: Partial<Change> & Pick<Change, 'rule' | 'severity'>): Change {
  return {
    layer: 'wire',
    direction: 'both',
    breaks: 'nobody',
    old: { pointer: '/operations', location: undefined },
    new: { pointer: '/operations', location: undefined },
    subject: { kind: 'operation', name: 'sessions.create' },
    message: `${overrides.rule} happened`,
    fingerprint: `fp-${overrides.rule}`,
    accepted: false,
    ...overrides,
  };
}

function report(changes: Change[]): DiffReport {
  return {
    changes,
    summary: {
      breaking: 0,
      dangerous: 0,
      safe: changes.length,
      accepted: 0,
      requiredBump: 'minor',
      oldVersion: '0.4.2',
      newVersion: '0.5.0',
      minimumVersion: '0.5.0',
      versionOk: true,
    },
    staleAcceptances: [],
  };
}

const options = { version: '0.5.0', oldLabel: 'v0.4.2', newLabel: 'HEAD' };

const operationAdded = change({
  rule: 'operation-added',
  severity: 'safe',
  message: 'operation sessions.create added',
  new: { pointer: '/operations/sessions.create', location: at(10) },
});
// The generated TypeScript gains a method for the same operation: the same fact, seen by the compiler.
const operationAddedTs = {
  ...operationAdded,
  layer: 'typescript' as const,
  breaks: 'nobody' as const,
  fingerprint: 'fp-ts',
};

describe('renderChangelog', () => {
  it('puts a safe `-added` change under Added, with its JSON pointer (not a file position, which goes stale) in backticks', () => {
    expect(renderChangelog(report([operationAdded]), options)).toBe(
      '## 0.5.0\n\n### Added\n\n- operation sessions.create added (`/operations/sessions.create`)\n',
    );
  });

  it('lists a fact under the most severe of its layers, saying when only the TypeScript layer is that severe', () => {
    const wireSafe = change({
      rule: 'error-code-removed',
      severity: 'safe',
      message: 'error code busy removed',
      new: { pointer: '/errors', location: undefined },
    });
    const tsBreaking = {
      ...wireSafe,
      layer: 'typescript' as const,
      severity: 'breaking' as const,
      breaks: 'typescript' as const,
      fingerprint: 'fp-ts2',
    };
    const out = renderChangelog(report([wireSafe, tsBreaking]), options);
    expect(out).toBe(
      '## 0.5.0\n\n### Breaking changes\n\n- error code busy removed (`/errors`) (generated TypeScript: breaking; wire: safe)\n',
    );
  });

  it('does not list a TypeScript change twice when a wire change has the same rule and new pointer', () => {
    const out = renderChangelog(report([operationAdded, operationAddedTs]), options);
    expect(out.match(/operation sessions\.create added/g)).toHaveLength(1);
  });

  it('lists a TypeScript change that has no wire twin', () => {
    const tsOnly = change({
      rule: 'type-renamed',
      severity: 'breaking',
      layer: 'typescript',
      breaks: 'typescript',
      message: 'type Session renamed to SessionInfo',
    });
    // Same rule as a wire change but another pointer is not a twin either.
    const elsewhere = {
      ...operationAddedTs,
      message: 'method sessions.list added',
      new: { pointer: '/operations/sessions.list', location: undefined },
    };
    const out = renderChangelog(report([operationAdded, tsOnly, elsewhere]), options);
    expect(out).toContain('### Breaking changes\n\n- type Session renamed to SessionInfo (`/operations`)');
    expect(out).toContain('- method sessions.list added (`/operations/sessions.list`)');
  });

  it('sorts changes into sections by severity, rule suffix and layer, printed in a fixed order, empty ones omitted', () => {
    const changes = [
      change({ rule: 'description-changed', severity: 'safe', layer: 'docs', message: 'doc reworded' }),
      change({
        rule: 'field-removed',
        severity: 'safe',
        message: 'optional field dropped',
        old: { pointer: '/operations/x/params/properties/tag', location: undefined },
      }),
      change({ rule: 'maximum-raised', severity: 'safe', message: 'limit raised' }),
      change({ rule: 'enum-value-added', severity: 'dangerous', message: 'new status' }),
      operationAdded,
      change({ rule: 'field-removed', severity: 'breaking', message: 'owner removed', accepted: true }),
    ];
    const out = renderChangelog(report(changes), { ...options, date: '2025-01-31' });
    expect(out).toBe(
      [
        '## 0.5.0 — 2025-01-31',
        '',
        '### Breaking changes',
        '',
        '- owner removed (`/operations`) (accepted breaking change)',
        '',
        '### Dangerous changes',
        '',
        '- new status (`/operations`)',
        '',
        '### Added',
        '',
        '- operation sessions.create added (`/operations/sessions.create`)',
        '',
        '### Changed',
        '',
        '- limit raised (`/operations`)',
        '',
        '### Removed',
        '',
        '- optional field dropped (`/operations`)',
        '',
        '### Documentation',
        '',
        '- doc reworded (`/operations`)',
        '',
      ].join('\n'),
    );
  });

  it('keeps the order of report.changes within a section', () => {
    const second = {
      ...operationAdded,
      message: 'operation sessions.close added',
      new: { pointer: '/operations/sessions.close', location: at(30) },
    };
    const out = renderChangelog(report([second, operationAdded]), options);
    expect(out.indexOf('sessions.close')).toBeLessThan(out.indexOf('sessions.create'));
  });

  it('says "No contract changes." when nothing changed', () => {
    expect(renderChangelog(report([]), options)).toBe('## 0.5.0\n\nNo contract changes.\n');
  });
});
