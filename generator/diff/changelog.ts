import { severityRank, type Change, type DiffReport } from './change.ts';
import { codeSpan } from './format/markdown.ts';

export interface ChangelogOptions {
  readonly version: string;
  /** Printed as given; the changelog never reads the clock, so the same diff gives the same bytes. */
  readonly date?: string;
  readonly oldLabel: string;
  readonly newLabel: string;
}

type Section = 'breaking' | 'dangerous' | 'added' | 'changed' | 'removed' | 'documentation';

/** Sections in the order they are printed (Keep a Changelog's names, with breaking and dangerous first). */
const SECTION_HEADINGS: Record<Section, string> = {
  breaking: 'Breaking changes',
  dangerous: 'Dangerous changes',
  added: 'Added',
  changed: 'Changed',
  removed: 'Removed',
  documentation: 'Documentation',
};

function sectionOf(change: Change, severity: Change['severity']): Section {
  if (severity !== 'safe') return severity;
  if (change.rule.endsWith('-added')) return 'added';
  if (change.rule.endsWith('-removed')) return 'removed';
  return change.layer === 'docs' ? 'documentation' : 'changed';
}

/** One fact as the changelog lists it: the most severe of its layers, and which layer that was. */
interface Entry {
  readonly change: Change;
  readonly severity: Change['severity'];
  readonly note: string;
}

/**
 * One fact gives a change per layer (the same rule at the same places); the changelog lists it once,
 * under the most severe of them, saying when only the generated TypeScript is affected that badly.
 */
function entries(changes: readonly Change[]): Entry[] {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = JSON.stringify([change.rule, change.old.pointer, change.new.pointer]);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return [...groups.values()].map((group) => {
    const worst = group.reduce((a, b) => (severityRank(b.severity) > severityRank(a.severity) ? b : a));
    const wire = group.find((change) => change.layer === 'wire');
    const note =
      worst.layer === 'typescript' && wire !== undefined
        ? ` (generated TypeScript: ${worst.severity}; wire: ${wire.severity})`
        : worst.layer === 'typescript'
          ? ' (generated TypeScript)'
          : '';
    const accepted = group.every((change) => change.accepted);
    return { change: { ...(wire ?? worst), accepted }, severity: worst.severity, note };
  });
}

function bullet({ change, severity, note }: Entry): string {
  const message = change.message.replace(/\s*(\r?\n|\r)\s*/g, ' ');
  const accepted = severity === 'breaking' && change.accepted ? ' (accepted breaking change)' : '';
  return `- ${message} (${codeSpan(change.new.pointer)})${note}${accepted}`;
}

/** A Markdown changelog section for one release, built from the diff against the previous one. */
export function renderChangelog(report: DiffReport, options: ChangelogOptions): string {
  const heading = `## ${options.version}${options.date === undefined ? '' : ` — ${options.date}`}`;
  const listed = entries(report.changes);
  if (listed.length === 0) return `${heading}\n\nNo contract changes.\n`;
  const blocks = [heading];
  for (const section of Object.keys(SECTION_HEADINGS) as Section[]) {
    const bullets = listed.filter((entry) => sectionOf(entry.change, entry.severity) === section).map(bullet);
    if (bullets.length > 0) blocks.push(`### ${SECTION_HEADINGS[section]}\n\n${bullets.join('\n')}`);
  }
  return blocks.join('\n\n') + '\n';
}
