/**
 * An unknown-variant branch is read by the tag only when it refuses every known tag
 * (generator/emit/readers/fallback-branch.ts): then exactly one branch can match any value.
 */
import { describe, expect, it } from 'vitest';
import { refusesTags } from '../../generator/emit/readers/fallback-branch.ts';

const TAGS = ['a.started', 'a.finished'];
const fallback = (type: object) => ({ type: 'object', required: ['type'], properties: { type } });

describe('refusesTags', () => {
  it('holds for a not of an enum holding every tag, or of the one tag as a const', () => {
    expect(refusesTags(fallback({ type: 'string', not: { enum: [...TAGS, 'other'] } }), 'type', TAGS, new Map())).toBe(
      true,
    );
    expect(refusesTags(fallback({ not: { const: 'a.started' } }), 'type', ['a.started'], new Map())).toBe(true);
  });

  it('follows a reference to a named type', () => {
    const types = new Map([['KnownNot', { type: 'string', not: { enum: TAGS } }]]);
    expect(refusesTags(fallback({ $ref: '#/types/KnownNot' }), 'type', TAGS, types)).toBe(true);
  });

  it('fails when a tag is missing, the not says more than the values, or the member has no not', () => {
    expect(refusesTags(fallback({ not: { enum: TAGS.slice(1) } }), 'type', TAGS, new Map())).toBe(false);
    expect(refusesTags(fallback({ not: { enum: TAGS, type: 'string' } }), 'type', TAGS, new Map())).toBe(false);
    expect(refusesTags(fallback({ type: 'string' }), 'type', TAGS, new Map())).toBe(false);
    expect(refusesTags(fallback({ not: { enum: TAGS } }), 'kind', TAGS, new Map())).toBe(false);
  });
});
