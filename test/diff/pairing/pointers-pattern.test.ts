/**
 * The diff config's `path:` patterns (generator/diff/pointer-pattern.ts): a JSON pointer as the report
 * prints it, matching its place and everything under it, segment by segment, `*` any run within one segment.
 */
import { describe, expect, it } from 'vitest';
import { matchesPointer, parsePointerPattern, type PointerPattern } from '../../../generator/diff/pointer-pattern.ts';

function pattern(text: string): PointerPattern {
  const parsed = parsePointerPattern(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
}

describe('pointer patterns of the diff config', () => {
  it('rule: a path not starting with / is refused, saying what it must be', () => {
    expect(parsePointerPattern('types/Legacy')).toEqual({
      problem: 'must be a JSON pointer starting with / (as the report prints them), not "types/Legacy"',
    });
    expect(parsePointerPattern('types/')).toEqual({
      problem: 'must be a JSON pointer starting with / (as the report prints them), not "types/"',
    });
  });

  it('rule: / alone names the whole contract and is refused', () => {
    expect(parsePointerPattern('/')).toEqual({
      problem: 'names the whole contract: leave path out to ignore a rule everywhere',
    });
  });

  it('rule: a valid pattern keeps its text and matches its own place and everything under it', () => {
    const legacy = pattern('/types/Legacy');
    expect(legacy.text).toBe('/types/Legacy');
    expect(legacy.segments).toHaveLength(2);
    expect(matchesPointer(legacy, '/types/Legacy')).toBe(true);
    expect(matchesPointer(legacy, '/types/Legacy/properties/id')).toBe(true);
    expect(matchesPointer(legacy, '/types/LegacyTwo')).toBe(false);
    expect(matchesPointer(legacy, '/types/Other')).toBe(false);
    expect(matchesPointer(legacy, '/types')).toBe(false);
    expect(matchesPointer(legacy, '')).toBe(false);
  });

  it('rule: a * stands for any run of characters within one segment, never across a /', () => {
    const prefix = pattern('/types/Legacy*');
    expect(matchesPointer(prefix, '/types/LegacyTwo')).toBe(true);
    expect(matchesPointer(prefix, '/types/Legacy')).toBe(true);
    expect(matchesPointer(prefix, '/types/Leg')).toBe(false);
    const any = pattern('/types/*');
    expect(matchesPointer(any, '/types/Anything/properties/x')).toBe(true);
    expect(matchesPointer(any, '/types')).toBe(false);
    expect(matchesPointer(pattern('/*'), '')).toBe(false);
    expect(matchesPointer(pattern('/*'), '/types')).toBe(true);
  });

  it('rule: characters special to regular expressions in a pattern match only themselves', () => {
    const dotted = pattern('/operations/sessions.create/result');
    expect(matchesPointer(dotted, '/operations/sessions.create/result')).toBe(true);
    expect(matchesPointer(dotted, '/operations/sessionsXcreate/result')).toBe(false);
    expect(matchesPointer(pattern('/operations/sessions.*'), '/operations/sessions.list')).toBe(true);
    expect(matchesPointer(pattern('/types/a+(b)'), '/types/a+(b)')).toBe(true);
  });

  it('rule: a pattern matches whole code points (a lone surrogate is not half of a pair)', () => {
    expect(matchesPointer(pattern('/types/\uD83D*'), '/types/\uD83D\uDE00')).toBe(false);
  });
});
