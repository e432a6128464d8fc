/**
 * Whether a schema's reader copies every valid value whole (copies-whole.ts copiesWhole): only
 * scalars, open JSON, arrays and objects typed so count; any other schema whose plan strips does not.
 */
import { describe, expect, it } from 'vitest';
import { refusal } from './support/compiled-readers.ts';

describe('a schema with no type whose plan strips', () => {
  it('rule: closed properties without type: object do not count as copied whole, so uniqueItems over them and an untagged union of them are refused as stripping', () => {
    const untyped = { additionalProperties: false, properties: { a: { type: 'string' } } };
    expect(refusal({}, { type: 'array', uniqueItems: true, items: untyped })).toBe(
      'uniqueItems over items that are stripped',
    );
    expect(refusal({}, { oneOf: [untyped, { type: 'number' }] })).toBe('an untagged union whose branches strip');
    const typed = { type: 'object', ...untyped };
    expect(refusal({}, { type: 'array', uniqueItems: true, items: typed })).toBeUndefined();
    expect(refusal({}, { oneOf: [typed, { type: 'number' }] })).toBeUndefined();
  });
});
