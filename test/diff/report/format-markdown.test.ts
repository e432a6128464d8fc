/** The Markdown report (generator/diff/format/markdown.ts), for a pull-request comment: whole outputs of small reports. */
import { describe, expect, it } from 'vitest';
import type { Change, DiffReport } from '../../../generator/diff/change.ts';
import { codeSpan, markdownCell, markdownReport } from '../../../generator/diff/format/markdown.ts';
import { at, change, controlledReport, plain, report, summary } from './support/format-reports.ts';

const HEADER = ['| Rule | Layer | Direction | Where | Change |', '| --- | --- | --- | --- | --- |'];
const counts = (breaking: number, dangerous: number, safe: number, accepted: number) => [
  '| Severity | Count |',
  '| --- | ---: |',
  `| breaking | ${breaking} |`,
  `| dangerous | ${dangerous} |`,
  `| safe | ${safe} |`,
  `| accepted | ${accepted} |`,
];

const removed = change({
  rule: 'property-removed',
  severity: 'breaking',
  message: 'type Session: property owner removed',
  new: { pointer: '/types/Session/properties', location: at('spec/types.yaml', 12, 5) },
});
const errorRemoved = change({
  rule: 'error-removed',
  severity: 'breaking',
  layer: 'typescript',
  breaks: 'typescript',
  accepted: true,
  message: 'error busy removed',
});
const enumAdded = change({
  rule: 'enum-value-added',
  severity: 'dangerous',
  direction: 'host-to-client',
  message: 'type Mode: enum value "fast" added',
});
const descriptionChanged = change({
  rule: 'description-changed',
  severity: 'safe',
  layer: 'docs',
  direction: 'none',
  message: 'operation sessions.create: description changed',
});
const exampleChanged = change({
  rule: 'examples-changed',
  severity: 'safe',
  layer: 'docs',
  direction: 'none',
  message: 'type Mode: examples changed',
});

/** The verdict line, third of the output. */
const verdictOf = (changes: readonly Change[], overrides: Partial<DiffReport['summary']>) =>
  markdownReport(report(changes, { summary: summary(overrides) }), plain).split('\n')[2];

describe('the whole comment', () => {
  it('rule: heading, verdict, counts, one table per non-empty severity (safe folded), then stale acceptances', () => {
    const out = markdownReport(
      report([descriptionChanged, removed, enumAdded, errorRemoved, exampleChanged], {
        summary: summary({
          breaking: 1,
          dangerous: 1,
          safe: 2,
          accepted: 1,
          requiredBump: 'minor',
          minimumVersion: '0.5.0',
          versionOk: false,
        }),
        staleAcceptances: ['fp-gone', 'fp-old'],
      }),
      plain,
    );
    expect(out).toBe(
      [
        '### Contract diff: main → HEAD',
        '',
        '**2 breaking changes** (1 accepted) need version 0.5.0; the spec says 0.4.2.',
        '',
        ...counts(1, 1, 2, 1),
        '',
        '#### Breaking changes (2)',
        '',
        ...HEADER,
        '| `property-removed` | wire | both | `spec/types.yaml:12:5` | type Session: property owner removed |',
        '| `error-removed` | typescript | both | `/operations/sessions.create` | error busy removed ✅ accepted |',
        '',
        '#### Dangerous changes (1)',
        '',
        ...HEADER,
        '| `enum-value-added` | wire | host-to-client | `/operations/sessions.create` | type Mode: enum value "fast" added |',
        '',
        '<details><summary>Safe changes (2)</summary>',
        '',
        ...HEADER,
        '| `description-changed` | docs | none | `/operations/sessions.create` | operation sessions.create: description changed |',
        '| `examples-changed` | docs | none | `/operations/sessions.create` | type Mode: examples changed |',
        '',
        '</details>',
        '',
        '- ⚠️ accepted change fp-gone no longer occurs; remove it from the accepted-changes file',
        '- ⚠️ accepted change fp-old no longer occurs; remove it from the accepted-changes file',
        '',
      ].join('\n'),
    );
  });

  it('rule: with no changes it says so between the two labels, and lists no tables', () => {
    expect(markdownReport(report([]), plain)).toBe(
      '### Contract diff: main → HEAD\n\nNo changes between main and HEAD.\n',
    );
    expect(
      markdownReport(report([], { staleAcceptances: ['fp-gone'] }), {
        color: false,
        oldLabel: 'v0.4.2',
        newLabel: 'working spec',
      }),
    ).toBe(
      '### Contract diff: v0.4.2 → working spec\n\nNo changes between v0.4.2 and working spec.\n\n- ⚠️ accepted change fp-gone no longer occurs; remove it from the accepted-changes file\n',
    );
  });

  it('rule: the controls that gated the report follow the verdict, and each change carries its note', () => {
    const row = (cells: string) => `| ${cells} |`;
    expect(markdownReport(controlledReport(), plain)).toBe(
      [
        '### Contract diff: main → HEAD',
        '',
        '**1 breaking change** (1 accepted); version 0.4.2 allows it. Controls: gated on the wire and typescript layers, compatibility backward, diff config spec/diff-config.yaml: 2 overridden, 2 ignored, 5 switched off, 2 not counted.',
        '',
        ...counts(0, 1, 0, 1),
        '',
        '#### Breaking changes (3)',
        '',
        ...HEADER,
        row(
          '`union-variant-added` | wire | both | `spec/types.yaml:40:7` | type Legacy: union variant kind="web" added: old readers reject it (ignored: Legacy is read by no client)',
        ),
        row(
          '`limit-lowered` | wire | both | `spec/limits.yaml:2:3` | limit maxTitle lowered from 200 to 100: old readers reject longer titles (not counted: it breaks old readers only; --compatibility backward checks that new readers read what old writers wrote)',
        ),
        row(
          '`property-removed` | typescript | both | `spec/types.yaml:12:5` | type Session: property owner removed ✅ accepted',
        ),
        '',
        '#### Dangerous changes (2)',
        '',
        ...HEADER,
        row(
          '`property-added` | wire | client-to-host | `spec/sessions.yaml:21:9` | operation sessions.create params: property mode added: old hosts ignore it (severity set by spec/diff-config.yaml:3:18; the rule says safe)',
        ),
        row(
          '`enum-value-added` | wire | both | `spec/types.yaml:52:9` | type LegacyKind: enum value "web" added: old readers reject it (severity set by spec/diff-config.yaml:4:22; the rule says breaking) (ignored: Legacy is read by no client)',
        ),
        '',
        '<details><summary>Safe changes (1)</summary>',
        '',
        ...HEADER,
        row(
          '`description-changed` | docs | none | `/operations/sessions.create` | operation sessions.create: description changed (not counted: --layer wire,typescript leaves the docs layer out)',
        ),
        '',
        '</details>',
        '',
      ].join('\n'),
    );
  });

  it('rule: labels are escaped as table text in the heading and the no-change line', () => {
    const out = markdownReport(report([]), { color: false, oldLabel: 'git:a&b<c>', newLabel: 'x|y' });
    expect(out).toBe(
      '### Contract diff: git:a&amp;b&lt;c> → x\\|y\n\nNo changes between git:a&amp;b&lt;c> and x\\|y.\n',
    );
  });
});

describe('the verdict', () => {
  const breakingBump = { requiredBump: 'minor', minimumVersion: '0.5.0', versionOk: false } as const;

  it('rule: one breaking change "needs" the version, several "need" it; accepted ones are counted apart', () => {
    expect(verdictOf([removed], { breaking: 1, ...breakingBump })).toBe(
      '**1 breaking change** needs version 0.5.0; the spec says 0.4.2.',
    );
    expect(verdictOf([removed, { ...removed, rule: 'error-removed' }], { breaking: 2, ...breakingBump })).toBe(
      '**2 breaking changes** need version 0.5.0; the spec says 0.4.2.',
    );
    expect(verdictOf([errorRemoved], { accepted: 1 })).toBe(
      '**1 breaking change** (1 accepted); version 0.4.2 allows it.',
    );
  });

  it('rule: a version big enough allows the breaking changes', () => {
    expect(
      verdictOf([removed, errorRemoved], {
        breaking: 1,
        accepted: 1,
        requiredBump: 'minor',
        newVersion: '0.5.0',
        minimumVersion: '0.5.0',
      }),
    ).toBe('**2 breaking changes** (1 accepted); version 0.5.0 allows them.');
  });

  it('rule: a breaking change the controls waive is no breaking change in the verdict', () => {
    const ignored = { ...removed, waived: { by: 'ignore' as const, reason: 'nobody reads it' } };
    expect(verdictOf([ignored, enumAdded], { dangerous: 1, requiredBump: 'patch' })).toBe(
      'No breaking changes; 1 dangerous change to review.',
    );
  });

  it('rule: dangerous changes are counted for review; with none and no bump, "No breaking changes."', () => {
    expect(verdictOf([enumAdded, { ...enumAdded, rule: 'error-added' }], { dangerous: 2, requiredBump: 'patch' })).toBe(
      'No breaking changes; 2 dangerous changes to review.',
    );
    expect(verdictOf([descriptionChanged], { safe: 1, requiredBump: 'patch' })).toBe('No breaking changes.');
  });

  it('rule: with no breaking change but a version too small, the bump needed is named', () => {
    expect(
      verdictOf([enumAdded], {
        dangerous: 1,
        requiredBump: 'minor',
        oldVersion: '1.2.0',
        newVersion: '1.2.0',
        minimumVersion: '1.3.0',
        versionOk: false,
      }),
    ).toBe('No breaking changes, but **a minor bump** is needed: version 1.3.0; the spec says 1.2.0.');
  });
});

describe('cells', () => {
  it('rule: table text escapes &, <, | and turns every kind of line break into <br>', () => {
    expect(markdownCell('a & b < c | d\ne\r\nf\rg')).toBe('a &amp; b &lt; c \\| d<br>e<br>f<br>g');
  });

  it('rule: a code span is one line, fenced longer than any run of backticks inside, padded when it starts or ends with one', () => {
    expect(codeSpan('/types/A')).toBe('`/types/A`');
    expect(codeSpan('a\nb\r\nc\rd')).toBe('`a b c d`');
    expect(codeSpan('a``b`c')).toBe('```a``b`c```');
    expect(codeSpan('`a')).toBe('`` `a ``');
    expect(codeSpan('a`')).toBe('`` a` ``');
    expect(codeSpan('')).toBe('` `');
  });

  it('rule: the root pointer is shown as a one-space code span, and a pointer with backticks or pipes stays one cell', () => {
    const atRoot = change({
      rule: 'protocol-changed',
      severity: 'safe',
      message: 'protocol changed',
      new: { pointer: '', location: undefined },
    });
    const odd = change({
      rule: 'property-added',
      severity: 'safe',
      message: 'property added',
      new: { pointer: '/types/A/properties/x`|y`', location: undefined },
    });
    const rows = markdownReport(report([atRoot, odd], { summary: summary({ safe: 2, requiredBump: 'patch' }) }), plain)
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows).toEqual([
      '| `protocol-changed` | wire | both | ` ` | protocol changed |',
      '| `property-added` | wire | both | `` /types/A/properties/x`\\|y` `` | property added |',
    ]);
  });
});
