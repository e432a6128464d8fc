/** group-changed (a group's title and description) and operation-group-changed: their places and words. */
import { describe, expect, it } from 'vitest';
import { changesBetween, docsChange } from './support/meta-changes.ts';

describe('group-changed', () => {
  it('rule: a group whose title and description changed gives one change for each, at /groups/<name>/<key>', async () => {
    expect(
      await changesBetween({}, { groups: { basics: { title: 'The basics', description: 'What every host serves.' } } }),
    ).toEqual([
      docsChange(
        'group-changed',
        '/groups/basics/title',
        { kind: 'group', name: 'basics' },
        'group basics: title changed',
      ),
      docsChange(
        'group-changed',
        '/groups/basics/description',
        { kind: 'group', name: 'basics' },
        'group basics: description changed',
      ),
    ]);
  });
});

describe('operation-group-changed', () => {
  it('rule: an operation moved to another group is reported at /operations/<op>/group with both groups', async () => {
    const more = { groups: { more: { title: 'More' } } };
    expect(await changesBetween(more, { ...more, operations: { probe: { group: 'more' } } })).toEqual([
      docsChange(
        'operation-group-changed',
        '/operations/probe/group',
        { kind: 'operation', name: 'probe' },
        'operation probe moved from group basics to more',
      ),
    ]);
  });
});

describe('operation-group-changed where governance is optional', () => {
  it('rule: an operation that leaves its group, or takes one, moved from or to (none), at /operations/<op>/group', async () => {
    const ungrouped = { operations: { probe: { group: null } } };
    expect(await changesBetween({}, ungrouped)).toEqual([
      docsChange(
        'operation-group-changed',
        '/operations/probe/group',
        { kind: 'operation', name: 'probe' },
        'operation probe moved from group basics to (none)',
      ),
    ]);
    expect((await changesBetween(ungrouped, {})).map((change) => change.message)).toEqual([
      'operation probe moved from group (none) to basics',
    ]);
  });
});
