import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * How a project takes a lint rule: as an error (the spec does not generate), a warning, or not at
 * all. A lint is a rule about how a spec is written that a protocol's own conventions may not share
 * (the bundled spec requires every operation's governance; MCP states none), so its severity is
 * the project's to set, per spec, in felan-protocol.yaml (`lint:`, docs/projects.md).
 */
export type LintSeverity = 'error' | 'warning' | 'off';

/** A project entry's `lint:` map, rule id → severity; a rule it leaves out keeps its default. */
export type LintSettings = Readonly<Record<string, LintSeverity>>;

/** The severity of a lint rule for this spec: the project's setting, else the rule's own default. */
export function lintSeverity(id: string, fallback: LintSeverity, settings: LintSettings | undefined): LintSeverity {
  return settings !== undefined && Object.hasOwn(settings, id) ? settings[id]! : fallback;
}

/** A lint rule's findings at the severity the project gives it (never called for `off`). */
export function atSeverity(found: readonly Diagnostic[], severity: Exclude<LintSeverity, 'off'>): Diagnostic[] {
  return found.map((problem) => (problem.severity === severity ? problem : { ...problem, severity }));
}
