/**
 * admitsOnlyAscii (generator/emit/readers/ascii-pattern.ts) at its edges: the last ASCII character,
 * the shortest anchored pattern, and groups and alternatives, where every part must be ASCII-only.
 */
import { describe, expect, it } from 'vitest';
import { admitsOnlyAscii } from '../../generator/emit/readers/ascii-pattern.ts';

describe('admitsOnlyAscii at its edges', () => {
  it('rule: U+007F is the last ASCII character; U+0080 is past it', () => {
    expect(admitsOnlyAscii('^\\x7f$')).toBe(true);
    expect(admitsOnlyAscii('^[\\x00-\\x7f]*$')).toBe(true);
    expect(admitsOnlyAscii('^\\x80$')).toBe(false);
    expect(admitsOnlyAscii('^[a-\\x80]$')).toBe(false);
  });

  it('rule: ^$ alone (the empty string) is ASCII-only; an empty pattern, matching anywhere, is not', () => {
    expect(admitsOnlyAscii('^$')).toBe(true);
    expect(admitsOnlyAscii('')).toBe(false);
    expect(admitsOnlyAscii('^')).toBe(false);
  });

  it('rule: a group or an alternative is ASCII-only when every part of it is', () => {
    expect(admitsOnlyAscii('^(?:ab)$')).toBe(true);
    expect(admitsOnlyAscii('^(a|b)+$')).toBe(true);
    expect(admitsOnlyAscii('^(?:aé)$')).toBe(false);
    expect(admitsOnlyAscii('^(?:éa)$')).toBe(false);
    expect(admitsOnlyAscii('^(a|é)$')).toBe(false);
    expect(admitsOnlyAscii('^(é|a)$')).toBe(false);
  });
});
