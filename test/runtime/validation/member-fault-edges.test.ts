/**
 * runtime/validation/member-fault.ts: only `required` and `additionalProperties` failures name a member.
 */
import { describe, expect, it } from 'vitest';
import { memberFault } from '../../../runtime/validation/member-fault.ts';

describe('memberFault', () => {
  it('rule: a keyword other than required or additionalProperties names no member, whatever its params', () => {
    expect(memberFault('type', { additionalProperty: 'x' })).toBeUndefined();
    expect(memberFault('propertyNames', { additionalProperty: 'x', missingProperty: 'y' })).toBeUndefined();
    expect(memberFault(undefined, { additionalProperty: 'x' })).toBeUndefined();
  });

  it('rule: an additionalProperties failure names its unknown member', () => {
    expect(memberFault('additionalProperties', { additionalProperty: 'x' })).toEqual({
      key: 'x',
      ofMember: 'must NOT be present: unknown property',
      ofHolder: 'has an unknown property',
    });
  });
});
