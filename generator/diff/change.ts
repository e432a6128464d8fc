import type { SourcePosition } from '../diagnostics/diagnostic.ts';
import type { Compatibility } from './compatibility.ts';
import type { Subject } from './subject.ts';

/** How bad a change is for someone who built against the old contract. */
export type Severity = 'breaking' | 'dangerous' | 'safe';

/**
 * What a change is compatible with: the bytes on the wire (and in stored rows), the generated
 * TypeScript that applications compile against, or only the documentation.
 */
export type Layer = 'wire' | 'typescript' | 'docs';

/**
 * Who writes and who reads the data a change touches. Live traffic goes both ways between peers of
 * different versions; stored rows are written by one version and read back by later ones; `both`
 * is data used in both directions (or whose direction the contract does not say).
 */
export type Direction = 'client-to-host' | 'host-to-client' | 'stored' | 'both' | 'none';

/** The side a change breaks. */
export type Breaks = 'old-readers' | 'old-writers' | 'old-readers-and-writers' | 'typescript' | 'nobody';

export const SEVERITIES: readonly Severity[] = ['breaking', 'dangerous', 'safe'];

/** A place in one side of the comparison: a JSON pointer into the contract and, when it has one, its file position. */
export interface ChangeSide {
  readonly pointer: string;
  readonly location: SourcePosition | undefined;
}

/** One classified difference between two contracts. */
export interface Change {
  /** The stable id of the rule that classified it (kebab-case; see generator/diff/rules.ts). */
  readonly rule: string;
  readonly severity: Severity;
  readonly layer: Layer;
  readonly direction: Direction;
  readonly breaks: Breaks;
  /** The definition it concerns (an operation's params, a named type, an error code…), which the message names (subject.ts). */
  readonly subject: Subject;
  /** Where it is in the old contract; for an addition, the place it was added to. */
  readonly old: ChangeSide;
  /** Where it is in the new contract; for a removal, the place it was removed from. */
  readonly new: ChangeSide;
  /** What changed, after its subject when the rule's own words do not name it: `operation prompt params: property limit is now required: …`. */
  readonly message: string;
  /** Stable across runs, machines and file moves: derived from the rule, layer, pointers and the rule's own message only (not the subject). */
  readonly fingerprint: string;
  /** Acknowledged in the accepted-changes file: still reported, never fails. */
  readonly accepted: boolean;
  /** Set by the diff config (apply-config.ts): the severity is the config's, `from` the rule's. */
  readonly override?: SeverityOverride;
  /** Set by the controls (controls.ts): why the change, though not accepted, does not count toward --fail-on and the version gate. */
  readonly waived?: Waiver;
}

export interface SeverityOverride {
  readonly from: Severity;
  /** The config entry that set it. */
  readonly at: SourcePosition;
}

/**
 * `ignore`: an ignore entry of the diff config matched it (`at`, with its reason); `layer`: its layer
 * is not among --layer; `compatibility`: it breaks only the side --compatibility does not check.
 */
export interface Waiver {
  readonly by: 'ignore' | 'layer' | 'compatibility';
  readonly reason: string;
  readonly at?: SourcePosition;
}

/** The next version a contract needs: `none` when nothing changed at all. */
export type Bump = 'major' | 'minor' | 'patch' | 'none';

export const BUMP_ORDER: readonly Bump[] = ['none', 'patch', 'minor', 'major'];

export interface ChangeSummary {
  readonly breaking: number;
  readonly dangerous: number;
  readonly safe: number;
  readonly accepted: number;
  /** The smallest bump the unaccepted changes need under the versioning policy. */
  readonly requiredBump: Bump;
  readonly oldVersion: string;
  readonly newVersion: string;
  /** The smallest version the new contract may carry. */
  readonly minimumVersion: string;
  /** Whether the new contract's version is at least `minimumVersion`. */
  readonly versionOk: boolean;
}

export interface DiffReport {
  readonly changes: readonly Change[];
  readonly summary: ChangeSummary;
  /** Entries of the accepted-changes file whose fingerprint matched no change (left over after a fix or a release). */
  readonly staleAcceptances: readonly string[];
  /** How `diff` gated this report (controls.ts); undefined for a report no control has seen. */
  readonly controls?: ReportControls;
}

/** The controls a report was gated with: --layer, --compatibility and the diff config. */
export interface ReportControls {
  readonly layers: readonly Layer[];
  readonly compatibility: Compatibility;
  /** The diff config read, as its path is shown; undefined when there was none. */
  readonly config: string | undefined;
  /** The rules (per layer) the config switches off, with how many changes they would have reported. */
  readonly switchedOff: readonly {
    readonly rule: string;
    readonly layer: Layer;
    readonly at: SourcePosition;
    readonly changes: number;
  }[];
}

export function severityRank(severity: Severity): number {
  return SEVERITIES.length - SEVERITIES.indexOf(severity);
}

/** Whether `severity` is at least `threshold` (`none` is never met). */
export function meetsThreshold(severity: Severity, threshold: Severity | 'none'): boolean {
  return threshold !== 'none' && severityRank(severity) >= severityRank(threshold);
}
