/**
 * The small helpers the keyword comparisons and the walker's matching share
 * (generator/diff/schema-keywords/schema-pair.ts, matched-keys.ts, pattern-overlap.ts,
 * generator/diff/schema-matches.ts): what counts as a schema, keys united without repeats, unicode
 * patterns, and which unions and allOf lists pair up.
 */
import { describe, expect, it } from 'vitest';
import { matchKeys } from '../../../generator/diff/schema-keywords/matched-keys.ts';
import { matchesName } from '../../../generator/diff/schema-keywords/pattern-overlap.ts';
import { isSchema, unitedKeys, type SchemaPair } from '../../../generator/diff/schema-keywords/schema-pair.ts';
import { matchSchemas } from '../../../generator/diff/schema-matches.ts';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';

describe('isSchema', () => {
  it('rule: an object is a schema; null, a list and a boolean are not', () => {
    expect(isSchema({})).toBe(true);
    expect(isSchema(null)).toBe(false);
    expect(isSchema([])).toBe(false);
    expect(isSchema(true)).toBe(false);
  });
});

describe('unitedKeys and matchKeys', () => {
  it('rule: unitedKeys lists the old keys, then those only the new map has, each once', () => {
    expect(unitedKeys({ a: 1, b: 2 }, { b: 3, c: 4 })).toEqual(['a', 'b', 'c']);
  });

  it('rule: matchKeys matches a key both sides hold once, with its place on each side', () => {
    const pair = { oldPath: ['old'], newPath: ['new'] } as unknown as SchemaPair;
    expect(matchKeys(pair, 'patternProperties', ['^a', '^b'], ['^b', '^c'])).toEqual([
      {
        key: '^a',
        inOld: true,
        inNew: false,
        oldAt: ['old', 'patternProperties', '^a'],
        newAt: ['new', 'patternProperties'],
      },
      {
        key: '^b',
        inOld: true,
        inNew: true,
        oldAt: ['old', 'patternProperties', '^b'],
        newAt: ['new', 'patternProperties', '^b'],
      },
      {
        key: '^c',
        inOld: false,
        inNew: true,
        oldAt: ['old', 'patternProperties'],
        newAt: ['new', 'patternProperties', '^c'],
      },
    ]);
  });
});

describe('matchesName', () => {
  it('rule: a pattern is read as a unicode regular expression (\\p{L} is any letter)', () => {
    expect(matchesName('^\\p{L}+$', 'été')).toBe(true);
    expect(matchesName('^\\p{L}+$', 'p{L}')).toBe(false);
  });
});

describe('matchSchemas', () => {
  it('rule: a union on one side only pairs no variants', () => {
    const union: JsonSchema = { anyOf: [{ type: 'string' }, { type: 'null' }] };
    expect(matchSchemas(union, {}, {}, {}).variants).toEqual({});
    expect(matchSchemas({}, union, {}, {}).variants).toEqual({});
  });

  it('rule: allOf lists pair by position only when every part on both sides is a schema', () => {
    expect(matchSchemas({ allOf: [{}, {}] }, { allOf: [{}, {}] }, {}, {}).allOfByPosition).toBe(true);
    expect(matchSchemas({ allOf: [{}, true] }, { allOf: [{}, {}] }, {}, {}).allOfByPosition).toBe(false);
    expect(matchSchemas({ allOf: [{}, {}] }, { allOf: [{}, true] }, {}, {}).allOfByPosition).toBe(false);
  });
});
