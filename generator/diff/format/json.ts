import { formatPosition, type SourcePosition } from '../../diagnostics/diagnostic.ts';
import type { Bump, Change, ChangeSide, DiffReport } from '../change.ts';

/**
 * The documented JSON report. It is built key by key (never by spreading a Change) so the shape and
 * key order stay fixed even when the in-memory model grows.
 */
export interface JsonReport {
  readonly changes: readonly JsonChange[];
  readonly summary: {
    readonly breaking: number;
    readonly dangerous: number;
    readonly safe: number;
    readonly accepted: number;
    readonly requiredBump: Bump;
    readonly oldVersion: string;
    readonly newVersion: string;
    readonly minimumVersion: string;
    readonly versionOk: boolean;
  };
  readonly staleAcceptances: readonly string[];
}

export interface JsonChange {
  readonly rule: string;
  readonly severity: Change['severity'];
  readonly layer: Change['layer'];
  readonly direction: Change['direction'];
  readonly breaks: Change['breaks'];
  readonly old: JsonSide;
  readonly new: JsonSide;
  readonly message: string;
  readonly fingerprint: string;
  readonly accepted: boolean;
}

export interface JsonSide {
  readonly pointer: string;
  /** `file:line:col`, or null when the side has no position. */
  readonly location: string | null;
}

function jsonSide(side: ChangeSide): JsonSide {
  const at: SourcePosition | undefined = side.location;
  return { pointer: side.pointer, location: at === undefined ? null : formatPosition(at) };
}

function jsonChange(change: Change): JsonChange {
  return {
    rule: change.rule,
    severity: change.severity,
    layer: change.layer,
    direction: change.direction,
    breaks: change.breaks,
    old: jsonSide(change.old),
    new: jsonSide(change.new),
    message: change.message,
    fingerprint: change.fingerprint,
    accepted: change.accepted,
  };
}

export function jsonReport(report: DiffReport): string {
  const { summary } = report;
  const value: JsonReport = {
    changes: report.changes.map(jsonChange),
    summary: {
      breaking: summary.breaking,
      dangerous: summary.dangerous,
      safe: summary.safe,
      accepted: summary.accepted,
      requiredBump: summary.requiredBump,
      oldVersion: summary.oldVersion,
      newVersion: summary.newVersion,
      minimumVersion: summary.minimumVersion,
      versionOk: summary.versionOk,
    },
    staleAcceptances: [...report.staleAcceptances],
  };
  return JSON.stringify(value, null, 2) + '\n';
}
