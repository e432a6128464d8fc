import { formatPosition, type SourcePosition } from '../../diagnostics/diagnostic.ts';
import type { Change, ChangeSide, ChangeSummary, DiffReport, Layer } from '../change.ts';
import type { Compatibility } from '../compatibility.ts';
import type { Subject } from '../subject.ts';

/**
 * The documented JSON report. It is built key by key (never by spreading a Change) so the shape and
 * key order stay fixed even when the in-memory model grows.
 */
export interface JsonReport {
  readonly changes: readonly JsonChange[];
  /** The summary's fields are all JSON already; jsonReportValue still copies them one by one, in the documented order. */
  readonly summary: ChangeSummary;
  readonly staleAcceptances: readonly string[];
  /** How `diff` gated the report (--layer, --compatibility, the diff config); absent from a report no control has seen. */
  readonly controls?: {
    readonly layers: readonly Layer[];
    readonly compatibility: Compatibility;
    readonly config: string | null;
    readonly switchedOff: readonly {
      readonly rule: string;
      readonly layer: Layer;
      readonly at: string;
      readonly changes: number;
    }[];
  };
}

export interface JsonChange {
  readonly rule: string;
  readonly severity: Change['severity'];
  readonly layer: Change['layer'];
  readonly direction: Change['direction'];
  readonly breaks: Change['breaks'];
  /** The definition the change concerns, as the message names it: `{kind: 'operation', name: 'prompt', part: 'params'}`. */
  readonly subject: JsonSubject;
  readonly old: JsonSide;
  readonly new: JsonSide;
  readonly message: string;
  readonly fingerprint: string;
  readonly accepted: boolean;
  /** Only when the diff config set the severity: the rule's own, and the config entry. */
  readonly override?: { readonly from: Change['severity']; readonly at: string };
  /** Only when the change does not count though not accepted: ignored by the diff config, or outside --layer or --compatibility. */
  readonly waived?: {
    readonly by: 'ignore' | 'layer' | 'compatibility';
    readonly reason: string;
    readonly at: string | null;
  };
}

/**
 * `kind` is operation, type, error, limit, feature, constant, group, interaction-catalog,
 * interaction-command, client-kind, scope, persistence-class, framing or protocol; `name` is the
 * definition's (an error's code), absent for framing and protocol; `part` (params or result) only for
 * an operation's schemas; `catalog` only for an interaction command.
 */
export interface JsonSubject {
  readonly kind: Subject['kind'];
  readonly name?: string;
  readonly part?: string;
  readonly catalog?: string;
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

function jsonSubject(subject: Subject): JsonSubject {
  return {
    kind: subject.kind,
    ...('name' in subject ? { name: subject.name } : {}),
    ...('part' in subject && subject.part !== undefined ? { part: subject.part } : {}),
    ...('catalog' in subject ? { catalog: subject.catalog } : {}),
  };
}

function jsonChange(change: Change): JsonChange {
  return {
    rule: change.rule,
    severity: change.severity,
    layer: change.layer,
    direction: change.direction,
    breaks: change.breaks,
    subject: jsonSubject(change.subject),
    old: jsonSide(change.old),
    new: jsonSide(change.new),
    message: change.message,
    fingerprint: change.fingerprint,
    accepted: change.accepted,
    ...(change.override === undefined
      ? {}
      : { override: { from: change.override.from, at: formatPosition(change.override.at) } }),
    ...(change.waived === undefined
      ? {}
      : {
          waived: {
            by: change.waived.by,
            reason: change.waived.reason,
            at: change.waived.at === undefined ? null : formatPosition(change.waived.at),
          },
        }),
  };
}

/** The report as the JSON format's value, for a document that holds several (one per baseline: format/baselines.ts). */
export function jsonReportValue(report: DiffReport): JsonReport {
  const { summary, controls } = report;
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
    ...(controls === undefined
      ? {}
      : {
          controls: {
            layers: [...controls.layers],
            compatibility: controls.compatibility,
            config: controls.config ?? null,
            switchedOff: controls.switchedOff.map((entry) => ({
              rule: entry.rule,
              layer: entry.layer,
              at: formatPosition(entry.at),
              changes: entry.changes,
            })),
          },
        }),
  };
  return value;
}

export function jsonReport(report: DiffReport): string {
  return JSON.stringify(jsonReportValue(report), null, 2) + '\n';
}
