import type { Change, DiffReport, Severity } from '../change.ts';
import type { ReportOptions } from './formats.ts';
import { changeLocation, staleAcceptanceWarning, summarySentence } from './describe-change.ts';
import { controlNote, controlsClause, uncountedLabel, waivedCount } from './describe-control.ts';

/** The workflow command each severity becomes; a change that does not count (accepted, ignored, not gated) is always a notice. */
const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = {
  breaking: 'error',
  dangerous: 'warning',
  safe: 'notice',
};

// https://docs.github.com/actions/using-workflow-commands-for-github-actions — the runner decodes
// these escapes; anything else (a raw newline, a `::`) would end or split the command.
export function escapeGithubData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeGithubProperty(text: string): string {
  return escapeGithubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(name: string, properties: readonly (readonly [string, string | number])[], message: string): string {
  const props = properties.map(([key, value]) => `${key}=${escapeGithubProperty(String(value))}`).join(',');
  return `::${name}${props === '' ? '' : ` ${props}`}::${escapeGithubData(message)}`;
}

function annotation(change: Change): string {
  const at = changeLocation(change);
  const where =
    at === undefined
      ? []
      : ([
          ['file', at.file],
          ['line', at.line],
          ['col', at.column],
        ] as const);
  const label = uncountedLabel(change);
  const title = label === undefined ? change.rule : `${change.rule} (${label})`;
  return command(
    label === undefined ? COMMAND[change.severity] : 'notice',
    [...where, ['title', title]],
    change.message + controlNote(change),
  );
}

/** GitHub Actions annotations: one per change, on its file and line when it has one, then the summary. */
export function githubReport(report: DiffReport, options: ReportOptions): string {
  const lines = report.changes.map(annotation);
  for (const fingerprint of report.staleAcceptances) {
    lines.push(command('warning', [['title', 'stale acceptance']], staleAcceptanceWarning(fingerprint)));
  }
  lines.push(
    command(
      'notice',
      [['title', 'contract diff']],
      summarySentence(report.summary, options, waivedCount(report)) + controlsClause(report),
    ),
  );
  return lines.join('\n') + '\n';
}
