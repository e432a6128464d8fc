import { SEVERITIES, type Change, type DiffReport, type Severity } from '../change.ts';
import { changeWhere, staleAcceptanceWarning, summarySentence } from './describe-change.ts';
import { controlNote, controlsClause, waivedCount } from './describe-control.ts';
import { counts } from '../change-summary.ts';
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

function changeLine(change: Change, color: boolean): string {
  const accepted = change.accepted ? ' (accepted)' : '';
  const line = `  ${changeWhere(change)}  ${change.rule} [${change.layer}, ${change.direction}]  ${change.message}${accepted}${controlNote(change)}`;
  return paint(color, counts(change) ? SEVERITY_STYLE[change.severity] : 'dim', line);
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
  const summary = summarySentence(report.summary, options, waivedCount(report)) + controlsClause(report);
  lines.push(report.summary.versionOk ? summary : paint(options.color, 'red', summary));
  return lines.join('\n') + '\n';
}
