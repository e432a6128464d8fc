/** What every format says about the controls (generator/diff/format/describe-control.ts): the note after a change, its label, the summary's clause. */
import { describe, expect, it } from 'vitest';
import type { DiffReport, ReportControls } from '../../../generator/diff/change.ts';
import { REPORT_FORMATS } from '../../../generator/diff/format/formats.ts';
import { at, change, controlledReport, DEFAULT_CONTROLS, plain, report, summary } from './support/format-reports.ts';

const summaryLine = (gated: DiffReport) => REPORT_FORMATS.text(gated, plain).trimEnd().split('\n').at(-1);

const wireRemoval = change({
  rule: 'property-removed',
  severity: 'breaking',
  new: { pointer: '/types/Session/properties', location: at('spec/types.yaml', 12, 5) },
});
const byLayer = (layers: ReportControls['layers']) => ({
  by: 'layer' as const,
  reason: `--layer ${layers.join(',')} leaves the wire layer out`,
});

describe('the note after a change', () => {
  it("rule: text names the config entry that set a severity and the rule's own, then why a change does not count", () => {
    expect(REPORT_FORMATS.text(controlledReport(), plain)).toBe(
      [
        'breaking (3)',
        '  spec/types.yaml:40:7  union-variant-added [wire, both]  type Legacy: union variant kind="web" added: old readers reject it (ignored: Legacy is read by no client)',
        '  spec/limits.yaml:2:3  limit-lowered [wire, both]  limit maxTitle lowered from 200 to 100: old readers reject longer titles (not counted: it breaks old readers only; --compatibility backward checks that new readers read what old writers wrote)',
        '  spec/types.yaml:12:5  property-removed [typescript, both]  type Session: property owner removed (accepted)',
        'dangerous (2)',
        '  spec/sessions.yaml:21:9  property-added [wire, client-to-host]  operation sessions.create params: property mode added: old hosts ignore it (severity set by spec/diff-config.yaml:3:18; the rule says safe)',
        '  spec/types.yaml:52:9  enum-value-added [wire, both]  type LegacyKind: enum value "web" added: old readers reject it (severity set by spec/diff-config.yaml:4:22; the rule says breaking) (ignored: Legacy is read by no client)',
        'safe (1)',
        '  /operations/sessions.create  description-changed [docs, none]  operation sessions.create: description changed (not counted: --layer wire,typescript leaves the docs layer out)',
        'main → HEAD: 0 breaking, 1 dangerous, 0 safe (1 accepted); needs a patch bump: version 0.4.2 is enough; gated on the wire and typescript layers, compatibility backward, diff config spec/diff-config.yaml: 2 overridden, 2 ignored, 5 switched off, 2 not counted',
        '',
      ].join('\n'),
    );
  });

  it('rule: github makes every change that does not count a notice titled accepted, ignored or not counted', () => {
    expect(REPORT_FORMATS.github(controlledReport(), plain)).toBe(
      [
        '::warning file=spec/sessions.yaml,line=21,col=9,title=property-added::operation sessions.create params: property mode added: old hosts ignore it (severity set by spec/diff-config.yaml:3:18; the rule says safe)',
        '::notice file=spec/types.yaml,line=40,col=7,title=union-variant-added (ignored)::type Legacy: union variant kind="web" added: old readers reject it (ignored: Legacy is read by no client)',
        '::notice file=spec/types.yaml,line=52,col=9,title=enum-value-added (ignored)::type LegacyKind: enum value "web" added: old readers reject it (severity set by spec/diff-config.yaml:4:22; the rule says breaking) (ignored: Legacy is read by no client)',
        '::notice file=spec/limits.yaml,line=2,col=3,title=limit-lowered (not counted)::limit maxTitle lowered from 200 to 100: old readers reject longer titles (not counted: it breaks old readers only; --compatibility backward checks that new readers read what old writers wrote)',
        '::notice title=description-changed (not counted)::operation sessions.create: description changed (not counted: --layer wire,typescript leaves the docs layer out)',
        '::notice file=spec/types.yaml,line=12,col=5,title=property-removed (accepted)::type Session: property owner removed',
        '::notice title=contract diff::main → HEAD: 0 breaking, 1 dangerous, 0 safe (1 accepted); needs a patch bump: version 0.4.2 is enough; gated on the wire and typescript layers, compatibility backward, diff config spec/diff-config.yaml: 2 overridden, 2 ignored, 5 switched off, 2 not counted',
        '',
      ].join('\n'),
    );
  });
});

describe('the controls clause at the end of the summary line', () => {
  it('rule: a report gated the default way, or by no control, has no clause', () => {
    const counted = report([wireRemoval], {
      summary: summary({ breaking: 1, requiredBump: 'minor', minimumVersion: '0.5.0', versionOk: false }),
    });
    const expected =
      'main → HEAD: 1 breaking, 0 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.4.2 is too small, needs at least 0.5.0';
    expect(summaryLine(counted)).toBe(expected);
    expect(summaryLine({ ...counted, controls: DEFAULT_CONTROLS })).toBe(expected);
  });

  it('rule: one layer is "the <layer> layer", and what it leaves out is "N not counted"', () => {
    const gated = report([{ ...wireRemoval, waived: byLayer(['typescript']) }], {
      controls: { ...DEFAULT_CONTROLS, layers: ['typescript'] },
    });
    expect(summaryLine(gated)).toBe(
      'main → HEAD: 0 breaking, 0 dangerous, 0 safe (0 accepted); needs no version bump; gated on the typescript layer, 1 not counted',
    );
  });

  it('rule: a mode other than full is named even when it leaves nothing out, with no "0 not counted"', () => {
    const counted = report([wireRemoval], {
      summary: summary({ breaking: 1, requiredBump: 'minor', newVersion: '0.5.0', minimumVersion: '0.5.0' }),
      controls: { ...DEFAULT_CONTROLS, compatibility: 'forward' },
    });
    expect(summaryLine(counted)).toBe(
      'main → HEAD: 1 breaking, 0 dangerous, 0 safe (0 accepted); needs a minor bump: version 0.5.0 is enough; compatibility forward',
    );
  });

  it('rule: the config part counts overrides, ignores and switched-off changes; ignored changes are not "not counted"', () => {
    const ignored = {
      ...wireRemoval,
      waived: { by: 'ignore' as const, reason: 'nobody reads it', at: at('diff-config.yaml', 5, 5) },
    };
    const overridden = change({
      rule: 'enum-value-added',
      severity: 'safe',
      override: { from: 'dangerous', at: at('diff-config.yaml', 2, 3) },
    });
    const plainChange = change({ rule: 'limit-raised', severity: 'safe' });
    const configured = report([ignored, overridden, plainChange], {
      summary: summary({ safe: 2, requiredBump: 'patch' }),
      controls: {
        ...DEFAULT_CONTROLS,
        config: 'diff-config.yaml',
        switchedOff: [{ rule: 'limit-added', layer: 'wire', at: at('diff-config.yaml', 3, 3), changes: 4 }],
      },
    });
    expect(summaryLine(configured)).toBe(
      'main → HEAD: 0 breaking, 0 dangerous, 2 safe (0 accepted); needs a patch bump: version 0.4.2 is enough; diff config diff-config.yaml: 1 overridden, 1 ignored, 4 switched off',
    );
  });

  it('rule: a config that changed nothing still says so, with zeros', () => {
    const configured = report([], { controls: { ...DEFAULT_CONTROLS, config: 'spec/diff-config.yaml' } });
    expect(summaryLine(configured)).toBe(
      'main → HEAD: 0 breaking, 0 dangerous, 0 safe (0 accepted); no change; diff config spec/diff-config.yaml: 0 overridden, 0 ignored, 0 switched off',
    );
  });
});

describe('changes listed but not counted, in the verdict', () => {
  it('rule: a report whose every change is waived still has changes: "needs no version bump", not "no change"', () => {
    const gated = report([{ ...wireRemoval, waived: byLayer(['docs']) }], {
      controls: { ...DEFAULT_CONTROLS, layers: ['docs'] },
    });
    expect(summaryLine(gated)).toBe(
      'main → HEAD: 0 breaking, 0 dangerous, 0 safe (0 accepted); needs no version bump; gated on the docs layer, 1 not counted',
    );
    expect(REPORT_FORMATS.github(gated, plain).trimEnd().split('\n').at(-1)).toBe(
      '::notice title=contract diff::main → HEAD: 0 breaking, 0 dangerous, 0 safe (0 accepted); needs no version bump; gated on the docs layer, 1 not counted',
    );
  });

  it('rule: one accepted and one waived change are two changes, not none', () => {
    const accepted = change({ rule: 'error-removed', severity: 'breaking', accepted: true });
    const gated = report([accepted, { ...wireRemoval, waived: byLayer(['typescript', 'docs']) }], {
      summary: summary({ accepted: 1 }),
      controls: { ...DEFAULT_CONTROLS, layers: ['typescript', 'docs'] },
    });
    expect(summaryLine(gated)).toBe(
      'main → HEAD: 0 breaking, 0 dangerous, 0 safe (1 accepted); needs no version bump; gated on the typescript and docs layers, 1 not counted',
    );
  });
});
