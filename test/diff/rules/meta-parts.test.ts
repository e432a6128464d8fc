/** part-added and part-removed: one change per part, in the order of the parts' names whatever the spec's order. */
import { describe, expect, it } from 'vitest';
import { changesBetween } from './support/meta-changes.ts';

const partChange = (rule: string, severity: 'safe' | 'breaking', message: string) => ({
  rule,
  layer: 'typescript',
  severity,
  direction: 'none',
  breaks: severity === 'safe' ? 'nobody' : 'typescript',
  old: '/parts',
  new: '/parts',
  subject: { kind: 'protocol' },
  message,
});

describe('part-added', () => {
  it('rule: parts asked for in reverse order are reported one each, sorted by name', async () => {
    expect(await changesBetween({}, { parts: ['revisions', 'invariants'] })).toEqual([
      partChange('part-added', 'safe', 'runtime part invariants added: the generated types only grow'),
      partChange('part-added', 'safe', 'runtime part revisions added: the generated types only grow'),
    ]);
  });
});

describe('part-removed', () => {
  it('rule: parts no longer asked for, listed in reverse order, are reported one each, sorted by name', async () => {
    expect(await changesBetween({ parts: ['revisions', 'invariants'] }, {})).toEqual([
      partChange(
        'part-removed',
        'breaking',
        'runtime part invariants removed: code written against the old generated types may no longer compile',
      ),
      partChange(
        'part-removed',
        'breaking',
        'runtime part revisions removed: code written against the old generated types may no longer compile',
      ),
    ]);
  });
});
