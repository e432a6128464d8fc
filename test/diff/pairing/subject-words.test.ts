/**
 * The subject a change names (generator/diff/subject.ts): the definition a path lies in, the more
 * specific of a change's two places, the words for each kind, and when a message already names it.
 */
import { describe, expect, it } from 'vitest';
import { describeSubject, subjectAt, subjectOf, withSubject } from '../../../generator/diff/subject.ts';

describe('subjectAt: only the sections that name definitions give one', () => {
  it("rule: a vocabulary name under a section other than protocol is that section's definition", () => {
    expect(subjectAt(['types', 'scopes'])).toEqual({ kind: 'type', name: 'scopes' });
    expect(subjectAt(['errors', 'clientKinds', 'message'])).toEqual({ kind: 'error', name: 'clientKinds' });
  });

  it("rule: only an interaction catalog's commands name an interaction command", () => {
    expect(subjectAt(['types', 'Note', 'commands', 'submit'])).toEqual({ kind: 'type', name: 'Note' });
    expect(subjectAt(['interactions', 'answer', 'fields', 'submit'])).toEqual({
      kind: 'interaction-catalog',
      name: 'answer',
    });
    expect(subjectAt(['interactions', 'answer', 'commands', 'submit'])).toEqual({
      kind: 'interaction-command',
      name: 'submit',
      catalog: 'answer',
    });
  });

  it('rule: a section the contract does not name definitions in has no subject', () => {
    expect(subjectAt(['bogus', 'thing'])).toBeUndefined();
  });
});

describe('subjectOf: the more specific of the two places', () => {
  it("rule: an operation's schema says more than the operation", () => {
    expect(subjectOf(['operations', 'prompt'], ['operations', 'prompt', 'params', 'properties', 'x'])).toEqual({
      kind: 'operation',
      name: 'prompt',
      part: 'params',
    });
    expect(subjectOf(['operations', 'prompt', 'status'], ['operations', 'other', 'result'])).toEqual({
      kind: 'operation',
      name: 'other',
      part: 'result',
    });
    expect(subjectOf(['operations', 'prompt', 'params'], ['operations', 'prompt', 'status'])).toEqual({
      kind: 'operation',
      name: 'prompt',
      part: 'params',
    });
  });

  it('rule: a named definition says more than the whole protocol', () => {
    expect(subjectOf(['protocol', 'package'], ['types', 'Note'])).toEqual({ kind: 'type', name: 'Note' });
  });

  it('rule: two places that name nothing are about the protocol', () => {
    expect(subjectOf([], [])).toEqual({ kind: 'protocol' });
    expect(subjectOf(['errors'], ['bogus', 'x'])).toEqual({ kind: 'protocol' });
  });
});

describe('describeSubject: the words for each kind', () => {
  it('rule: groups, scopes and the protocol read as their words', () => {
    expect(describeSubject({ kind: 'group', name: 'basics' })).toBe('group basics');
    expect(describeSubject({ kind: 'scope', name: 'session' })).toBe('scope session');
    expect(describeSubject({ kind: 'protocol' })).toBe('protocol');
    expect(describeSubject({ kind: 'framing' })).toBe('framing');
  });
});

describe('withSubject: a message is prefixed unless it names its definition as a whole name', () => {
  const feature = { kind: 'feature', name: 'probe' } as const;

  it('rule: the protocol is never printed as a subject', () => {
    expect(withSubject('package renamed', { kind: 'protocol' }, false)).toBe('package renamed');
    expect(withSubject('package renamed', { kind: 'protocol' }, true)).toBe('package renamed');
  });

  it('rule: a name inside a longer word is not the name', () => {
    expect(withSubject('xprobe removed', feature, true)).toBe('feature probe: xprobe removed');
    expect(withSubject('feature xprobe removed', feature, true)).toBe('feature probe: feature xprobe removed');
    expect(withSubject('feature probex removed', feature, true)).toBe('feature probe: feature probex removed');
  });

  it('rule: a name followed by a dotted continuation is a longer name', () => {
    expect(withSubject('probe.more removed', feature, true)).toBe('feature probe: probe.more removed');
    expect(withSubject('feature probe.more removed', feature, true)).toBe('feature probe: feature probe.more removed');
    expect(withSubject('gone: go!.next', { kind: 'feature', name: 'go!' }, true)).toBe('feature go!: gone: go!.next');
  });

  it('rule: a name at the start, at the end or before a full stop is the name', () => {
    expect(withSubject('probe removed', feature, true)).toBe('probe removed');
    expect(withSubject('removed feature probe', feature, true)).toBe('removed feature probe');
    expect(withSubject('removed feature probe.', feature, true)).toBe('removed feature probe.');
    expect(withSubject('removed feature probe. Gone.', feature, true)).toBe('removed feature probe. Gone.');
    expect(withSubject('removed feature probe', feature, false)).toBe('feature probe: removed feature probe');
  });
});
