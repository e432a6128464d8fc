// How every report format words what the controls (--layer, --compatibility, the diff config) did to a report: one wording for all of them.
import { formatPosition } from '../../diagnostics/diagnostic.ts';
import type { Change, DiffReport } from '../change.ts';
import { LAYERS } from '../compatibility.ts';

/** After a change's message: the severity the config set instead of the rule's, and why the change does not count. Empty for a plain change. */
export function controlNote(change: Change): string {
  const notes: string[] = [];
  if (change.override !== undefined)
    notes.push(`severity set by ${formatPosition(change.override.at)}; the rule says ${change.override.from}`);
  if (change.waived !== undefined)
    notes.push(
      change.waived.by === 'ignore' ? `ignored: ${change.waived.reason}` : `not counted: ${change.waived.reason}`,
    );
  return notes.map((note) => ` (${note})`).join('');
}

/** How many changes are listed but waived: neither accepted nor counted. */
export function waivedCount(report: DiffReport): number {
  return report.changes.filter((change) => !change.accepted && change.waived !== undefined).length;
}

/** A short label for a change that does not count: `accepted`, `ignored` or `not counted`; undefined when it counts. */
export function uncountedLabel(change: Change): string | undefined {
  if (change.accepted) return 'accepted';
  if (change.waived === undefined) return undefined;
  return change.waived.by === 'ignore' ? 'ignored' : 'not counted';
}

/**
 * What gated the report, for the end of the summary line: the layers and mode when they are not
 * every layer both ways, the diff config and what it did, and how many changes do not count.
 * Empty when the report was gated the default way with no config (or by no control at all).
 */
export function controlsClause(report: DiffReport): string {
  const controls = report.controls;
  if (controls === undefined) return '';
  const parts: string[] = [];
  if (!LAYERS.every((layer) => controls.layers.includes(layer))) {
    parts.push(`gated on the ${controls.layers.join(' and ')} layer${controls.layers.length === 1 ? '' : 's'}`);
  }
  if (controls.compatibility !== 'full') parts.push(`compatibility ${controls.compatibility}`);
  if (controls.config !== undefined) {
    const overridden = report.changes.filter((change) => change.override !== undefined).length;
    const ignored = report.changes.filter((change) => change.waived?.by === 'ignore').length;
    const off = controls.switchedOff.reduce((sum, entry) => sum + entry.changes, 0);
    parts.push(`diff config ${controls.config}: ${overridden} overridden, ${ignored} ignored, ${off} switched off`);
  }
  if (parts.length === 0) return '';
  const notCounted = report.changes.filter(
    (change) => change.waived !== undefined && change.waived.by !== 'ignore',
  ).length;
  if (notCounted > 0) parts.push(`${notCounted} not counted`);
  return `; ${parts.join(', ')}`;
}
