import { formatPosition, type SourcePosition } from '../../diagnostics/diagnostic.ts';
import { SEVERITIES, type Change, type ChangeSummary, type DiffReport, type Severity } from '../change.ts';
import type { ReportOptions } from './formats.ts';

// The generator must not depend on cli/, so this is a local copy of cli/terminal.ts's SGR pairs.
const SGR = { red: [31, 39], yellow: [33, 39], green: [32, 39], dim: [2, 22] } as const;
type Style = keyof typeof SGR;

const SEVERITY_STYLE: Record<Severity, Style> = { breaking: 'red', dangerous: 'yellow', safe: 'green' };

function paint(color: boolean, style: Style, text: string): string {
  if (!color) return text;
  const [open, close] = SGR[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/** The file position a change is shown at: the new side's if it has one (for a removal, where it was removed from), else the old side's. */
export function changeLocation(change: Change): SourcePosition | undefined {
  return change.new.location ?? change.old.location;
}

/** `file:line:col` when the change has a position, else the new side's JSON pointer. */
export function changeWhere(change: Change): string {
  const at = changeLocation(change);
  return at === undefined ? change.new.pointer : formatPosition(at);
}

/** The one-line verdict shared by the text and github formats. */
export function summarySentence(summary: ChangeSummary, options: ReportOptions): string {
  const counts = `${summary.breaking} breaking, ${summary.dangerous} dangerous, ${summary.safe} safe (${summary.accepted} accepted)`;
  const verdict =
    summary.requiredBump === 'none'
      ? summary.breaking + summary.dangerous + summary.safe + summary.accepted === 0
        ? 'no change'
        : 'needs no version bump'
      : `needs a ${summary.requiredBump} bump: version ${summary.newVersion} ${
          summary.versionOk ? 'is enough' : `is too small, needs at least ${summary.minimumVersion}`
        }`;
  return `${options.oldLabel} → ${options.newLabel}: ${counts}; ${verdict}`;
}

export function staleAcceptanceWarning(fingerprint: string): string {
  return `accepted change ${fingerprint} no longer occurs; remove it from the accepted-changes file`;
}

function changeLine(change: Change, color: boolean): string {
  const accepted = change.accepted ? ' (accepted)' : '';
  const line = `  ${changeWhere(change)}  ${change.rule} [${change.layer}, ${change.direction}]  ${change.message}${accepted}`;
  return paint(color, change.accepted ? 'dim' : SEVERITY_STYLE[change.severity], line);
}

/** For terminals: changes grouped breaking → dangerous → safe, stale acceptances, then the summary. */
export function textReport(report: DiffReport, options: ReportOptions): string {
  const lines: string[] = [];
  if (report.changes.length === 0) lines.push(`no changes between ${options.oldLabel} and ${options.newLabel}`);
  for (const severity of SEVERITIES) {
    const group = report.changes.filter((change) => change.severity === severity);
    if (group.length === 0) continue;
    lines.push(paint(options.color, SEVERITY_STYLE[severity], `${severity} (${group.length})`));
    lines.push(...group.map((change) => changeLine(change, options.color)));
  }
  for (const fingerprint of report.staleAcceptances) {
    lines.push(paint(options.color, 'yellow', `warning: ${staleAcceptanceWarning(fingerprint)}`));
  }
  const summary = summarySentence(report.summary, options);
  lines.push(report.summary.versionOk ? summary : paint(options.color, 'red', summary));
  return lines.join('\n') + '\n';
}
