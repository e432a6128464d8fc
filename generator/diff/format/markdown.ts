import { SEVERITIES, type Change, type ChangeSummary, type DiffReport, type Severity } from '../change.ts';
import type { ReportOptions } from './formats.ts';
import { bumpWords, changeWhere, staleAcceptanceWarning } from './describe-change.ts';
import { controlNote, controlsClause } from './describe-control.ts';

const GROUP_TITLE: Record<Severity, string> = {
  breaking: 'Breaking changes',
  dangerous: 'Dangerous changes',
  safe: 'Safe changes',
};

/** Safe changes can run to hundreds of rows, so they are folded away in a pull-request comment. */
const FOLDED: ReadonlySet<Severity> = new Set(['safe']);

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Text in a table cell: `|` would end the cell and a newline the row; `<` is escaped so a message
 * quoting spec text cannot open HTML (such as a stray `</details>`) in the comment.
 */
export function markdownCell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, '<br>');
}

/** A one-line code span; the fence is longer than any run of backticks inside (CommonMark). */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r?\n|\r/g, ' ');
  // Two backticks with nothing between are not a code span; a lone space is (an empty pointer, the root).
  if (flat === '') return '` `';
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

function verdict(report: DiffReport): string {
  const summary: ChangeSummary = report.summary;
  const breaking = report.changes.filter((change) => change.severity === 'breaking' && change.waived === undefined);
  const acceptedBreaking = breaking.filter((change) => change.accepted).length;
  const accepted = acceptedBreaking > 0 ? ` (${acceptedBreaking} accepted)` : '';
  const stated = `the spec says ${summary.newVersion}.`;
  if (breaking.length > 0) {
    const what = `**${plural(breaking.length, 'breaking change')}**${accepted}`;
    const need = breaking.length === 1 ? 'needs' : 'need';
    return summary.versionOk
      ? `${what}; version ${summary.newVersion} allows ${breaking.length === 1 ? 'it' : 'them'}.`
      : `${what} ${need} version ${summary.minimumVersion}; ${stated}`;
  }
  if (!summary.versionOk)
    return `No breaking changes, but **${bumpWords(summary)}** is needed: version ${summary.minimumVersion}; ${stated}`;
  return summary.dangerous > 0
    ? `No breaking changes; ${plural(summary.dangerous, 'dangerous change')} to review.`
    : 'No breaking changes.';
}

function summaryTable(summary: ChangeSummary): string[] {
  return [
    '| Severity | Count |',
    '| --- | ---: |',
    ...SEVERITIES.map((severity) => `| ${severity} | ${summary[severity]} |`),
    `| accepted | ${summary.accepted} |`,
  ];
}

/** A code span in a table cell: GFM splits cells at unescaped pipes before it reads code spans. */
function codeCell(text: string): string {
  return codeSpan(text).replace(/\|/g, '\\|');
}

function changeRow(change: Change): string {
  const message = markdownCell(change.message + controlNote(change)) + (change.accepted ? ' ✅ accepted' : '');
  return `| ${codeCell(change.rule)} | ${change.layer} | ${change.direction} | ${codeCell(changeWhere(change))} | ${message} |`;
}

function changeTable(changes: readonly Change[]): string[] {
  return [
    '| Rule | Layer | Direction | Where | Change |',
    '| --- | --- | --- | --- | --- |',
    ...changes.map(changeRow),
  ];
}

function group(severity: Severity, changes: readonly Change[]): string[] {
  const title = `${GROUP_TITLE[severity]} (${changes.length})`;
  // GitHub renders Markdown inside <details> only with a blank line after <summary>.
  if (FOLDED.has(severity))
    return [`<details><summary>${title}</summary>`, '', ...changeTable(changes), '', '</details>'];
  return [`#### ${title}`, '', ...changeTable(changes)];
}

/** For a pull-request comment: heading, verdict, counts, then one table per non-empty severity. */
export function markdownReport(report: DiffReport, options: ReportOptions): string {
  const blocks: string[][] = [
    [`### Contract diff: ${markdownCell(options.oldLabel)} → ${markdownCell(options.newLabel)}`],
  ];
  if (report.changes.length === 0) {
    blocks.push([`No changes between ${markdownCell(options.oldLabel)} and ${markdownCell(options.newLabel)}.`]);
  } else {
    const gated = controlsClause(report);
    blocks.push(
      [verdict(report) + (gated === '' ? '' : ` Controls: ${markdownCell(gated.slice(2))}.`)],
      summaryTable(report.summary),
    );
    for (const severity of SEVERITIES) {
      const changes = report.changes.filter((change) => change.severity === severity);
      if (changes.length > 0) blocks.push(group(severity, changes));
    }
  }
  if (report.staleAcceptances.length > 0) {
    blocks.push(
      report.staleAcceptances.map((fingerprint) => `- ⚠️ ${markdownCell(staleAcceptanceWarning(fingerprint))}`),
    );
  }
  return blocks.map((block) => block.join('\n')).join('\n\n') + '\n';
}
