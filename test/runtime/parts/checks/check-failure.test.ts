import { describe, expect, it } from 'vitest';
import { checkFailure } from '../../../../runtime/parts/checks/check-failure.ts';

describe('checkFailure', () => {
  it('rule: the pointer spells the path as an RFC 6901 JSON Pointer, numbers as indexes', () => {
    expect(checkFailure(['items', 0, 'values', 'b'], 'r')).toEqual({
      path: ['items', 0, 'values', 'b'],
      pointer: '/items/0/values/b',
      reason: 'r',
    });
    expect(checkFailure(['a/b', 'c~d', '~1', ''], 'r').pointer).toBe('/a~1b/c~0d/~01/');
    expect(checkFailure([12], 'r').pointer).toBe('/12');
  });

  it('rule: the failure keeps its own copy of the path, so a reused array cannot change it', () => {
    const path: (string | number)[] = ['fields', 1, 'name'];
    const failure = checkFailure(path, 'r');
    path[1] = 7;
    expect(failure.path).toEqual(['fields', 1, 'name']);
    expect(failure.pointer).toBe('/fields/1/name');
  });
});
