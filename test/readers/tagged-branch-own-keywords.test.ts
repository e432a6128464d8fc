/**
 * The keywords an object beside a tagged union may carry for its branches to be merged into it
 * (tagged-branch-objects.ts OWN_KEYWORDS): each is kept in every merged branch.
 */
import { describe, expect, it } from 'vitest';
import { taggedBranchObjects } from '../../generator/emit/readers/tagged-branch-objects.ts';
import { agreement, reasonAt as at } from './support/agreement.ts';

const branch = (tag: string) => ({ required: ['k'], properties: { k: { const: tag } } });

describe('own keywords beside a tagged union', () => {
  it('rule: minProperties and propertyNames of the object are kept in each merged branch', () => {
    for (const [keyword, value] of [
      ['minProperties', 2],
      ['propertyNames', { maxLength: 3 }],
    ] as const) {
      const schema = {
        type: 'object',
        properties: { name: { type: 'string' } },
        [keyword]: value,
        oneOf: [branch('a'), branch('b')],
      };
      const merged = taggedBranchObjects(schema, new Map());
      expect(merged, keyword).toEqual({
        property: 'k',
        branches: ['a', 'b'].map((tag) => ({
          tag,
          schema: {
            type: 'object',
            properties: { name: { type: 'string' }, k: { const: tag } },
            [keyword]: value,
            required: ['k'],
          },
        })),
      });
    }
  });

  it('rule: an object with minProperties or propertyNames beside a tagged union is read by the branch its tag names, and strips', () => {
    const own = { type: 'object', properties: { name: { type: 'string' } } };
    const { readers } = agreement({
      Min: { ...own, minProperties: 2, oneOf: [branch('a'), branch('b')] },
      Names: { ...own, propertyNames: { maxLength: 4 }, oneOf: [branch('a'), branch('b')] },
    });
    expect(readers.read('Min', { k: 'a', name: 'n', junk: 1 })).toEqual({ k: 'a', name: 'n' });
    expect(readers.reason('Min', { k: 'a' })).toEqual(at('minProperties', { limit: 2 }));
    expect(readers.read('Names', { k: 'b', name: 'n', junk: 1 })).toEqual({ k: 'b', name: 'n' });
    expect(readers.reason('Names', { k: 'b', longer: 1 })).toEqual(at('propertyNames', { propertyName: 'longer' }));
  });
});
