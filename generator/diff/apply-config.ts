import type { SourcePosition } from '../diagnostics/diagnostic.ts';
import type { Change, Layer, ReportControls } from './change.ts';
import { severityKey, type DiffConfig, type IgnoreEntry } from './diff-config.ts';
import { matchesPointer } from './pointer-pattern.ts';

/**
 * The diff config applied to classified changes, after the rules and the acknowledgements and
 * before --fail-on, the version gate and the summary: a rule's change on a layer set `off` is
 * dropped (and counted), another severity replaces the rule's (recorded in `override`), and a
 * change an ignore entry matches is waived with that entry's reason. An accepted change is never
 * waived: it already does not count.
 */
export function applyDiffConfig(
  changes: readonly Change[],
  config: DiffConfig,
): { changes: Change[]; switchedOff: ReportControls['switchedOff'] } {
  const off = new Map<string, { rule: string; layer: Layer; at: SourcePosition; changes: number }>();
  const kept: Change[] = [];
  for (const change of changes) {
    const key = severityKey(change.rule, change.layer);
    const setting = config.severities.get(key);
    if (setting?.severity === 'off') {
      const entry = off.get(key) ?? { rule: change.rule, layer: change.layer, at: setting.at, changes: 0 };
      entry.changes++;
      off.set(key, entry);
      continue;
    }
    let next = change;
    if (setting !== undefined && setting.severity !== change.severity)
      next = { ...next, severity: setting.severity, override: { from: change.severity, at: setting.at } };
    const ignore = next.accepted ? undefined : config.ignore.find((entry) => ignores(entry, next));
    if (ignore !== undefined) next = { ...next, waived: { by: 'ignore', reason: ignore.reason, at: ignore.at } };
    kept.push(next);
  }
  return { changes: kept, switchedOff: [...off.values()] };
}

/** Whether an ignore entry covers a change: its rule, its layer, and its path on either side of the comparison. */
export function ignores(entry: IgnoreEntry, change: Change): boolean {
  if (entry.rule !== undefined && entry.rule !== change.rule) return false;
  if (entry.layer !== undefined && entry.layer !== change.layer) return false;
  return (
    entry.path === undefined ||
    matchesPointer(entry.path, change.old.pointer) ||
    matchesPointer(entry.path, change.new.pointer)
  );
}
