import { applyDiffConfig } from './apply-config.ts';
import type { DiffReport } from './change.ts';
import { counts, summarizeChanges } from './change-summary.ts';
import { LAYERS, selectionWaiver, type GateSelection } from './compatibility.ts';
import type { DiffConfig } from './diff-config.ts';

/** What `diff` gates a report with: the layers and compatibility mode of the run, and the diff config. */
export interface Controls extends GateSelection {
  readonly config: DiffConfig | undefined;
}

/** Every layer, both ways, no config: what a report means before any control. */
export const NO_CONTROLS: Controls = { layers: LAYERS, compatibility: 'full', config: undefined };

/**
 * A classified report gated by the controls: the config's severities and ignores first
 * (apply-config.ts), then each change that still counts is waived when its layer or the side it
 * breaks is outside the selection (compatibility.ts), and the summary and version gate are computed
 * again from the changes that count. Every change stays listed, but those the config switches off.
 */
export function applyControls(report: DiffReport, controls: Controls): DiffReport {
  const configured =
    controls.config === undefined
      ? { changes: report.changes, switchedOff: [] }
      : applyDiffConfig(report.changes, controls.config);
  const changes = configured.changes.map((change) => {
    const waiver = counts(change) ? selectionWaiver(change, controls) : undefined;
    return waiver === undefined ? change : { ...change, waived: waiver };
  });
  return {
    changes,
    summary: summarizeChanges(changes, report.summary.oldVersion, report.summary.newVersion),
    staleAcceptances: report.staleAcceptances,
    controls: {
      layers: controls.layers,
      compatibility: controls.compatibility,
      config: controls.config?.path,
      switchedOff: configured.switchedOff,
    },
  };
}
