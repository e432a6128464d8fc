/**
 * The accepted-changes file in-process (the CLI tests run it through the built dist/, which a change to
 * generator/diff/accepted-changes.ts does not reach): what it accepts, every problem at its position,
 * the stale acknowledgements, and the file `diff --accept` writes.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import {
  applyAcceptances,
  parseAcceptedChanges,
  renderAcceptedChanges,
  type Acceptance,
} from '../../generator/diff/accepted-changes.ts';
import type { Change } from '../../generator/diff/change.ts';

const FILE = '/project/spec/accepted-changes.yaml';
const ENTRY = {
  fingerprint: '0123456789abcdef',
  rule: 'enum-value-removed',
  pointer: '/types/Mode/enum/1',
  reason: 'nobody sent it',
};

const entryText = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value], index) => `${index === 0 ? '  - ' : '    '}${key}: ${value}`)
    .join('\n');

/** The problems as `line:col detail`, or the acceptances when there are none. */
function read(text: string) {
  const [accepted, problems] = parseAcceptedChanges(FILE, text);
  return { accepted, problems: problems.map((problem) => formatDiagnostic(problem).replace(`${FILE}:`, '')) };
}

function change(fingerprint: string, overrides: Partial<Change> = {}): Change {
  return {
    rule: 'property-made-required',
    severity: 'breaking',
    layer: 'wire',
    direction: 'client-to-host',
    breaks: 'old-writers',
    subject: { kind: 'operation-params', name: 'prompt' },
    old: { pointer: '/operations/prompt/params', location: undefined },
    new: { pointer: '/operations/prompt/params/required/0', location: undefined },
    message: 'property limit is now required',
    fingerprint,
    accepted: false,
    ...overrides,
  } as Change;
}

describe('parseAcceptedChanges', () => {
  it('rule: an empty file, a file of only comments and `accepted:` with no list accept nothing, without a problem', () => {
    expect(read('')).toEqual({ accepted: [], problems: [] });
    expect(read('# nothing yet\n')).toEqual({ accepted: [], problems: [] });
    expect(read('accepted:\n')).toEqual({ accepted: [], problems: [] });
  });

  it('rule: each entry is read as its four strings', () => {
    expect(read(`accepted:\n${entryText(ENTRY)}\n`)).toEqual({ accepted: [ENTRY], problems: [] });
  });

  it.each([
    ['a list at the top', '- a\n', '1:1', 'the file must be a map with the single key accepted'],
    ['a scalar at the top', 'yes\n', '1:1', 'the file must be a map with the single key accepted'],
    [
      'a second top-level key',
      `accepted: []\nextra: 1\n`,
      '1:1',
      'the file must be a map with the single key accepted',
    ],
    ['accepted as a map', 'accepted:\n  a: 1\n', '2:3', 'accepted must be a list'],
    ['accepted as a string', 'accepted: all\n', '1:11', 'accepted must be a list'],
    [
      'an entry that is a string',
      'accepted:\n  - everything\n',
      '2:5',
      'each entry must be a map of fingerprint, rule, pointer and reason',
    ],
    [
      'an entry that is a list',
      'accepted:\n  - [a]\n',
      '2:5',
      'each entry must be a map of fingerprint, rule, pointer and reason',
    ],
    [
      'an unknown key',
      `accepted:\n${entryText({ ...ENTRY, note: 'x' })}\n`,
      '6:11',
      'unknown key note; allowed: fingerprint, rule, pointer, reason',
    ],
    [
      'an empty reason',
      `accepted:\n${entryText({ ...ENTRY, reason: "''" })}\n`,
      '5:13',
      'reason must be a non-empty string',
    ],
    [
      'a number as rule',
      `accepted:\n${entryText({ ...ENTRY, rule: '12' })}\n`,
      '3:11',
      'rule must be a non-empty string',
    ],
    [
      'a missing pointer',
      `accepted:\n${entryText({ fingerprint: ENTRY.fingerprint, rule: ENTRY.rule, reason: ENTRY.reason })}\n`,
      '2:5',
      'pointer must be a non-empty string',
    ],
    [
      'an uppercase fingerprint',
      `accepted:\n${entryText({ ...ENTRY, fingerprint: '0123456789ABCDEF' })}\n`,
      '2:18',
      'fingerprint must be 16 lowercase hex digits, as diff prints it',
    ],
    [
      'a fingerprint one digit short',
      `accepted:\n${entryText({ ...ENTRY, fingerprint: '0123456789abcde' })}\n`,
      '2:18',
      'fingerprint must be 16 lowercase hex digits',
    ],
    [
      'a fingerprint with a prefix',
      `accepted:\n${entryText({ ...ENTRY, fingerprint: 'x0123456789abcdef' })}\n`,
      '2:18',
      'fingerprint must be 16 lowercase hex digits',
    ],
    [
      'a fingerprint with a suffix',
      `accepted:\n${entryText({ ...ENTRY, fingerprint: '0123456789abcdefx' })}\n`,
      '2:18',
      'fingerprint must be 16 lowercase hex digits',
    ],
    [
      'a fingerprint listed twice',
      `accepted:\n${entryText(ENTRY)}\n${entryText({ ...ENTRY, reason: 'again' })}\n`,
      '6:18',
      'fingerprint 0123456789abcdef is listed twice',
    ],
  ])(
    'rule: %s is accepted-changes-invalid at its line:col, and the file accepts nothing',
    (_name, text, at, detail) => {
      const { accepted, problems } = read(text);
      expect(accepted).toBeUndefined();
      expect(problems).toEqual([
        expect.stringMatching(
          new RegExp(`^${at}  accepted-changes-invalid  .*${detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        ),
      ]);
    },
  );

  it('rule: a YAML syntax error is positioned and accepts nothing; the missing $schema comment is no problem', () => {
    const { accepted, problems } = read('accepted: [\n');
    expect(accepted).toBeUndefined();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => /^\d+:\d+ /.test(problem))).toBe(true);
    expect(problems.join('\n')).not.toContain('missing-schema-comment');
  });

  it('rule: every problem of every entry is reported, not only the first', () => {
    const { problems } = read(`accepted:\n${entryText({ ...ENTRY, fingerprint: 'nope', extra: 'x' })}\n  - 7\n`);
    expect(problems).toHaveLength(3);
  });
});

describe('applyAcceptances', () => {
  it('rule: a change whose fingerprint is listed is marked accepted, the others are left as they were; an entry that matched nothing is stale', () => {
    const kept = change('1111111111111111');
    const acknowledged = change('2222222222222222');
    const result = applyAcceptances(
      [kept, acknowledged],
      [
        { ...ENTRY, fingerprint: '2222222222222222' },
        { ...ENTRY, fingerprint: '3333333333333333' },
      ],
    );
    expect(result.changes[0]).toBe(kept);
    expect(result.changes[1]).toEqual({ ...acknowledged, accepted: true });
    expect(result.stale).toEqual(['3333333333333333']);
  });

  it('rule: nothing listed, nothing accepted and nothing stale', () => {
    expect(applyAcceptances([change('1111111111111111')], [])).toEqual({
      changes: [change('1111111111111111')],
      stale: [],
    });
  });
});

describe('renderAcceptedChanges', () => {
  it('rule: appends each new change once (by fingerprint) after the existing entries, with its rule, the more specific pointer and the reason; the result reads back', () => {
    const existing: Acceptance[] = [ENTRY];
    const added = [
      change('aaaaaaaaaaaaaaaa'),
      change('aaaaaaaaaaaaaaaa'),
      change(ENTRY.fingerprint),
      change('bbbbbbbbbbbbbbbb', {
        rule: 'operation-removed',
        old: { pointer: '/operations/legacy', location: undefined },
        new: { pointer: '/operations', location: undefined },
      }),
    ];
    const text = renderAcceptedChanges(existing, added, 'agreed with every client');
    expect(text.startsWith('# Contract changes accepted on purpose.')).toBe(true);
    expect(parse(text)).toEqual({
      accepted: [
        ENTRY,
        {
          fingerprint: 'aaaaaaaaaaaaaaaa',
          rule: 'property-made-required',
          pointer: '/operations/prompt/params/required/0',
          reason: 'agreed with every client',
        },
        {
          fingerprint: 'bbbbbbbbbbbbbbbb',
          rule: 'operation-removed',
          pointer: '/operations/legacy',
          reason: 'agreed with every client',
        },
      ],
    });
    expect(read(text)).toEqual({ accepted: parse(text).accepted, problems: [] });
  });

  it('rule: pointers of equal length take the new side', () => {
    const text = renderAcceptedChanges(
      [],
      [
        change('cccccccccccccccc', {
          old: { pointer: '/types/A', location: undefined },
          new: { pointer: '/types/B', location: undefined },
        }),
      ],
      'moved',
    );
    expect(parse(text).accepted[0].pointer).toBe('/types/B');
  });

  it('rule: long reasons stay on one line (no folding), so the file diffs cleanly', () => {
    const reason = 'a '.repeat(80).trim();
    const text = renderAcceptedChanges([], [change('dddddddddddddddd')], reason);
    expect(text).toContain(`reason: ${reason}\n`);
  });
});
