/** stored-constant-changed: where a stored constant's value changed, for whom, in which words. */
import { describe, expect, it } from 'vitest';
import { changesBetween } from './support/meta-changes.ts';

describe('stored-constant-changed', () => {
  it('rule: a stored constant whose value changed is reported at /constants/<name>/value, breaking old writers', async () => {
    const place = {
      direction: 'stored',
      old: '/constants/ROW_VERSION/value',
      new: '/constants/ROW_VERSION/value',
      subject: { kind: 'constant', name: 'ROW_VERSION' },
    };
    expect(await changesBetween({}, { constants: { ROW_VERSION: { value: 2 } } })).toEqual([
      {
        rule: 'stored-constant-changed',
        layer: 'wire',
        severity: 'breaking',
        breaks: 'old-writers',
        ...place,
        message: 'constant ROW_VERSION changed from 1 to 2: records written before need a migration',
      },
      {
        rule: 'stored-constant-changed',
        layer: 'typescript',
        severity: 'dangerous',
        breaks: 'typescript',
        ...place,
        message:
          'constant ROW_VERSION changed from 1 to 2: an exhaustive switch or a literal type over the old values may no longer compile',
      },
    ]);
  });
});
