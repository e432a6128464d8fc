/**
 * Two small tables of the diff: which keywords an allOf of objects may hold and still merge into one
 * object (generator/diff/schema-shape.ts), and the words a group's and a scope's subject read as
 * (generator/diff/subject.ts).
 */
import { describe, expect, it } from 'vitest';
import { flattenAllOf } from '../../../generator/diff/schema-shape.ts';
import { describeSubject } from '../../../generator/diff/subject.ts';

describe('flattenAllOf: additionalProperties', () => {
  it('rule: an allOf of one closed object merges into that object, additionalProperties kept', () => {
    const closed = {
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    };
    expect(flattenAllOf({ allOf: [closed] }, {})).toEqual(closed);
  });
});

describe('describeSubject: the words of a group and a scope', () => {
  it('rule: a group reads as "group <name>", a scope as "scope <name>"', () => {
    expect(describeSubject({ kind: 'group', name: 'basics' })).toBe('group basics');
    expect(describeSubject({ kind: 'scope', name: 'session' })).toBe('scope session');
  });
});
