/**
 * The one "did you mean" helper every spec diagnostic uses for a name that is not in scope: when it
 * suggests (a typo's distance), when it does not (a different name), and that ties come out the same
 * whatever order the names in scope are listed in.
 */
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearestName, nearestNames } from '../../generator/diagnostics/nearest-name.ts';
import { diagnostic } from '../../generator/diagnostics/diagnostic.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('basic', 'basics')).toBe(1);
  });

  it('counts two swapped neighbours as one edit', () => {
    expect(editDistance('requried', 'required')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abc', 'ca')).toBe(3); // optimal string alignment: a swapped pair is not edited again
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['requried', 'required'],
      ['payloadByte', 'payloadBytes'],
      ['hots', 'host'],
      ['date-tme', 'date-time'],
    ] as const) {
      expect(editDistance(a, b)).toBe(editDistance(b, a));
    }
  });
});

describe('nearestNames', () => {
  it('suggests a name one typo away', () => {
    expect(nearestNames('requried', ['requires', 'required', 'properties'])).toEqual(['required']);
    expect(nearestNames('hots', ['host', 'session'])).toEqual(['host']);
    expect(nearestNames('payloadByte', ['payloadBytes', 'frameBytes'])).toEqual(['payloadBytes']);
    expect(nearestNames('group', ['protocol', 'groups', 'operations'])).toEqual(['groups']);
  });

  it('suggests a name that differs only in case, and prefers the one whose case is nearest', () => {
    expect(nearestNames('NoteID', ['NoteId', 'NodeId', 'Note'])).toEqual(['NoteId']);
    expect(nearestNames('noteid', ['NOTEID', 'NoteId'])).toEqual(['NoteId']);
    expect(nearestNames('Bytes', ['bytes', 'count'])).toEqual(['bytes']);
  });

  it('allows more edits in a longer name: a third of its length', () => {
    expect(nearestNames('invalid_rqest', ['invalid_request'])).toEqual(['invalid_request']); // 2 edits in 13
    expect(nearestNames('hst', ['host'])).toEqual(['host']); // 1 edit in 3
    expect(nearestNames('hs', ['host'])).toEqual([]); // 2 edits in 2
  });

  it('does not suggest a name that is merely different', () => {
    expect(nearestNames('admin', ['basics'])).toEqual([]);
    expect(nearestNames('ping.turbo', ['ping.echo'])).toEqual([]);
    expect(
      nearestNames('retries', [
        'description',
        'group',
        'scope',
        'mutation',
        'persistence',
        'clients',
        'since',
        'params',
        'result',
        'examples',
      ]),
    ).toEqual([]);
    expect(nearestNames('Missing', ['Payload', 'Stamp', 'EchoOrStatus'])).toEqual([]);
  });

  it('does not take a short name for another it shares nothing with', () => {
    expect(nearestNames('tv', ['cli', 'web'])).toEqual([]);
    expect(nearestNames('a', ['b'])).toEqual([]);
    expect(nearestNames('', ['a', 'b'])).toEqual([]);
  });

  it('returns nothing when there is nothing in scope', () => {
    expect(nearestNames('anything', [])).toEqual([]);
  });

  it('a name in scope is its own nearest', () => {
    expect(nearestNames('Payload', ['Stamp', 'Payload'])).toEqual(['Payload']);
  });

  it('returns equally near names together, in the same order whatever order they came in', () => {
    const names = ['cat', 'bat', 'hat', 'rat'];
    expect(nearestNames('mat', ['bat', 'cat'])).toEqual(['bat', 'cat']);
    expect(nearestNames('mat', ['cat', 'bat'])).toEqual(['bat', 'cat']);
    // More than three names equally near is no hint at all.
    expect(nearestNames('mat', names)).toEqual([]);
    expect(nearestNames('mat', [...names].reverse())).toEqual([]);
  });

  it('breaks a tie of distance by case before listing both', () => {
    expect(nearestNames('Stat', ['state', 'State'])).toEqual(['State']);
  });

  it('reads each candidate once, however often it is listed', () => {
    expect(nearestNames('hots', ['host', 'host', 'host', 'host'])).toEqual(['host']);
  });
});

describe('nearestNames: the rules at their edges', () => {
  it('rule: a candidate as far as the shorter of the two names is long is no suggestion', () => {
    expect(nearestNames('a', ['ab'])).toEqual([]); // one edit, the length of `a`
    expect(nearestNames('ab', ['a'])).toEqual([]);
    expect(nearestNames('abc', ['abd'])).toEqual(['abd']);
  });

  it('rule: the nearest by distance wins over a farther one whose case distance is the same', () => {
    // ABcdef: 0 edits ignoring case, 2 with it; abcdxy: 2 edits either way.
    expect(nearestNames('abcdef', ['abcdxy', 'ABcdef'])).toEqual(['ABcdef']);
  });

  it('rule: three equally near names are all returned; a fourth makes none', () => {
    expect(nearestNames('mat', ['hat', 'cat', 'bat'])).toEqual(['bat', 'cat', 'hat']);
    expect(nearestNames('mat', ['hat', 'cat', 'bat', 'rat'])).toEqual([]);
  });
});

describe('nearestName', () => {
  it('is the one nearest name, or none when several are equally near', () => {
    expect(nearestName('requried', ['required', 'requires'])).toBe('required');
    expect(nearestName('mat', ['bat', 'cat'])).toBeUndefined();
    expect(nearestName('zzz', ['host'])).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('is the one wording of a suggestion, with the name quoted', () => {
    expect(didYouMean('requried', ['required'])).toBe(' (did you mean "required"?)');
    expect(didYouMean('mat', ['bat', 'cat'])).toBe(' (did you mean "bat" or "cat"?)');
    expect(didYouMean('admin', ['basics'])).toBe('');
  });

  it('writes the suggestion as the spec would', () => {
    expect(didYouMean('NoteID', ['NoteId'], (name) => `#/types/${name}`)).toBe(' (did you mean "#/types/NoteId"?)');
  });

  it("fills a message's {suggestion?}, which reads as nothing when there is none or it is left out", () => {
    const at = { file: 'f.yaml', line: 1, column: 1 };
    expect(
      diagnostic(
        'unknown-key',
        {
          key: 'requried',
          where: '/types/Note',
          allowed: 'required',
          suggestion: didYouMean('requried', ['required']),
        },
        at,
      ).message,
    ).toBe('unknown key requried in /types/Note (did you mean "required"?); allowed: required');
    expect(
      diagnostic(
        'unknown-key',
        { key: 'zzz', where: '/types/Note', allowed: 'required', suggestion: didYouMean('zzz', ['required']) },
        at,
      ).message,
    ).toBe('unknown key zzz in /types/Note; allowed: required');
    expect(diagnostic('unknown-key', { key: 'zzz', where: '/types/Note', allowed: 'required' }, at).message).toBe(
      'unknown key zzz in /types/Note; allowed: required',
    );
  });
});
