/** Small hand-built reports for the format tests: changes, summaries and controls as the diff builds them. */
import type { Change, ChangeSummary, DiffReport, ReportControls } from '../../../../generator/diff/change.ts';
import type { ReportOptions } from '../../../../generator/diff/format/formats.ts';

export const at = (file: string, line: number, column: number) => ({ file, line, column });

/** A change on /operations/sessions.create with no position, the defaults overridden. */
export function change(overrides: Partial<Change> & Pick<Change, 'rule' | 'severity'>): Change {
  return {
    layer: 'wire',
    direction: 'both',
    breaks: overrides.severity === 'safe' ? 'nobody' : 'old-readers',
    subject: { kind: 'operation', name: 'sessions.create' },
    old: { pointer: '/operations/sessions.create', location: undefined },
    new: { pointer: '/operations/sessions.create', location: undefined },
    message: `${overrides.rule} happened`,
    fingerprint: `fp-${overrides.rule}`,
    accepted: false,
    ...overrides,
  };
}

/** A summary with nothing counted: no bump, version 0.4.2 on both sides. */
export function summary(overrides: Partial<ChangeSummary> = {}): ChangeSummary {
  return {
    breaking: 0,
    dangerous: 0,
    safe: 0,
    accepted: 0,
    requiredBump: 'none',
    oldVersion: '0.4.2',
    newVersion: '0.4.2',
    minimumVersion: '0.4.2',
    versionOk: true,
    ...overrides,
  };
}

export function report(changes: readonly Change[], overrides: Partial<DiffReport> = {}): DiffReport {
  return { changes, summary: summary(), staleAcceptances: [], ...overrides };
}

/** Every layer, both ways, no config: what applyControls records for a default run. */
export const DEFAULT_CONTROLS: ReportControls = {
  layers: ['wire', 'typescript', 'docs'],
  compatibility: 'full',
  config: undefined,
  switchedOff: [],
};

export const plain: ReportOptions = { color: false, oldLabel: 'main', newLabel: 'HEAD' };

/**
 * A report gated by every control, as applyControls leaves it for `--layer wire,typescript
 * --compatibility backward --config spec/diff-config.yaml`: one change whose severity the config
 * set, one it ignores, one it both sets and ignores, one outside the mode, one outside the layers,
 * one accepted; two rules switched off. Only the overridden one counts.
 */
export function controlledReport(): DiffReport {
  const config = 'spec/diff-config.yaml';
  const overridden = change({
    rule: 'property-added',
    severity: 'dangerous',
    direction: 'client-to-host',
    breaks: 'nobody',
    message: 'operation sessions.create params: property mode added: old hosts ignore it',
    override: { from: 'safe', at: at(config, 3, 18) },
    new: { pointer: '/operations/sessions.create/params/properties/mode', location: at('spec/sessions.yaml', 21, 9) },
  });
  const ignored = change({
    rule: 'union-variant-added',
    severity: 'breaking',
    message: 'type Legacy: union variant kind="web" added: old readers reject it',
    waived: { by: 'ignore', reason: 'Legacy is read by no client', at: at(config, 6, 5) },
    new: { pointer: '/types/Legacy/oneOf/2', location: at('spec/types.yaml', 40, 7) },
  });
  const overriddenAndIgnored = change({
    rule: 'enum-value-added',
    severity: 'dangerous',
    message: 'type LegacyKind: enum value "web" added: old readers reject it',
    override: { from: 'breaking', at: at(config, 4, 22) },
    waived: { by: 'ignore', reason: 'Legacy is read by no client', at: at(config, 6, 5) },
    new: { pointer: '/types/LegacyKind/enum/3', location: at('spec/types.yaml', 52, 9) },
  });
  const outsideMode = change({
    rule: 'limit-lowered',
    severity: 'breaking',
    breaks: 'old-readers',
    message: 'limit maxTitle lowered from 200 to 100: old readers reject longer titles',
    waived: {
      by: 'compatibility',
      reason:
        'it breaks old readers only; --compatibility backward checks that new readers read what old writers wrote',
    },
    new: { pointer: '/limits/maxTitle', location: at('spec/limits.yaml', 2, 3) },
  });
  const outsideLayers = change({
    rule: 'description-changed',
    severity: 'safe',
    layer: 'docs',
    direction: 'none',
    message: 'operation sessions.create: description changed',
    waived: { by: 'layer', reason: '--layer wire,typescript leaves the docs layer out' },
  });
  const accepted = change({
    rule: 'property-removed',
    severity: 'breaking',
    layer: 'typescript',
    breaks: 'typescript',
    accepted: true,
    message: 'type Session: property owner removed',
    new: { pointer: '/types/Session/properties', location: at('spec/types.yaml', 12, 5) },
  });
  return {
    changes: [overridden, ignored, overriddenAndIgnored, outsideMode, outsideLayers, accepted],
    summary: summary({ dangerous: 1, accepted: 1, requiredBump: 'patch', newVersion: '0.4.2' }),
    staleAcceptances: [],
    controls: {
      layers: ['wire', 'typescript'],
      compatibility: 'backward',
      config,
      switchedOff: [
        { rule: 'limit-added', layer: 'wire', at: at(config, 8, 3), changes: 2 },
        { rule: 'examples-changed', layer: 'docs', at: at(config, 9, 3), changes: 3 },
      ],
    },
  };
}
