import { describe, expect, it } from 'vitest';
import { viewItems } from '../../../../runtime/parts/checks/view-items.ts';

describe('viewItems: repeated item ids', () => {
  it('rule: a repeated id names the first item that has it, not merely item 0', () => {
    expect(viewItems({ fields: [], items: [{ id: 'b' }, { id: 'a' }, { id: 'a' }] })).toEqual({
      path: ['items', 2, 'id'],
      pointer: '/items/2/id',
      reason: 'must NOT repeat "a" (item 1 has it)',
    });
  });
});
