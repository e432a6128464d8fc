/**
 * The accepted-changes file in process: what a bad file reports (exactly, positioned), what an
 * empty one accepts, and the exact text `--accept` writes (docs/contract-diff.md, Acknowledgements).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import { parseAcceptedChanges, renderAcceptedChanges } from '../../../generator/diff/accepted-changes.ts';
import type { Change } from '../../../generator/diff/change.ts';

const read = (text: string) => {
  const [value, problems] = parseAcceptedChanges('accepted-changes.yaml', text);
  return { value, problems: problems.map(formatDiagnostic) };
};

const MAP_ONLY =
  'accepted-changes.yaml:1:1  accepted-changes-invalid  accepted-changes file: the file must be a map with the single key accepted';

describe('the accepted-changes file', () => {
  it('rule: a YAML error is the only problem reported; the file accepts nothing', () => {
    expect(read('accepted:\n  - fingerprint: 0123456789abcdef\n    rule: [x\n')).toEqual({
      value: undefined,
      problems: [expect.stringMatching(/^accepted-changes\.yaml:\d+:\d+ {2}yaml-syntax {2}YAML syntax error: /)],
    });
    expect(read('accepted:\n  - fingerprint: 0123456789abcdef\n    rule: [x\n').problems).toHaveLength(1);
  });

  it('rule: a file that is not a map with the key accepted is refused at 1:1, whatever scalar or list it holds', () => {
    for (const text of ['42\n', '[]\n', '- accepted\n', 'true\n'])
      expect(read(text), text).toEqual({ value: undefined, problems: [MAP_ONLY] });
  });

  it('rule: an empty map, an empty file or an empty list accepts nothing, without a problem', () => {
    for (const text of ['{}\n', '', 'accepted:\n', 'accepted: []\n'])
      expect(read(text), JSON.stringify(text)).toEqual({ value: [], problems: [] });
  });

  it('rule: an empty entry is refused at its place', () => {
    expect(read('accepted:\n  -\n')).toEqual({
      value: undefined,
      problems: [
        'accepted-changes.yaml:2:4  accepted-changes-invalid  accepted-changes file: each entry must be a map of fingerprint, rule, pointer and reason',
      ],
    });
  });

  it('rule: a fingerprint that is not a string is that one problem, not also a bad or repeated fingerprint', () => {
    const entry = (fingerprint: string) => `  - { fingerprint: ${fingerprint}, rule: r, pointer: /p, reason: why }`;
    expect(read(['accepted:', entry('3'), entry('3'), ''].join('\n'))).toEqual({
      value: undefined,
      problems: [
        'accepted-changes.yaml:2:20  accepted-changes-invalid  accepted-changes file: fingerprint must be a non-empty string',
        'accepted-changes.yaml:3:20  accepted-changes-invalid  accepted-changes file: fingerprint must be a non-empty string',
      ],
    });
  });
});

describe('writing acknowledgements', () => {
  it('rule: --accept writes the fixed header, then the entries, each with the more specific pointer', () => {
    const change = {
      rule: 'property-removed',
      fingerprint: 'aaaaaaaaaaaaaaaa',
      old: { pointer: '/types/T/properties/x', location: undefined },
      new: { pointer: '/types/T', location: undefined },
    } as unknown as Change;
    expect(renderAcceptedChanges([], [change], 'nobody sends x')).toBe(
      [
        '# Contract changes accepted on purpose. `felan-protocol diff` still reports each one, marked',
        '# accepted, and no longer fails on it or counts it toward the version bump. Entries are matched',
        '# by fingerprint; `felan-protocol diff --accept --reason "..."` appends the current ones.',
        'accepted:',
        '  - fingerprint: aaaaaaaaaaaaaaaa',
        '    rule: property-removed',
        '    pointer: /types/T/properties/x',
        '    reason: nobody sends x',
        '',
      ].join('\n'),
    );
  });
});
