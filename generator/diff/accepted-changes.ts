import { stringify } from 'yaml';
import { diagnostic, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import { findNode, parseSpecFile, positionOfNode } from '../load/spec-file.ts';
import type { Change } from './change.ts';

/** One acknowledged change: matched by fingerprint; rule and pointer are there for the reader of the file. */
export interface Acceptance {
  readonly fingerprint: string;
  readonly rule: string;
  readonly pointer: string;
  readonly reason: string;
}

const FINGERPRINT = /^[0-9a-f]{16}$/;
const KEYS = ['fingerprint', 'rule', 'pointer', 'reason'] as const;

/**
 * Reads an accepted-changes file: `accepted:` followed by a list of {fingerprint, rule, pointer,
 * reason}. Every problem is positioned; a file with any problem accepts nothing.
 */
export function parseAcceptedChanges(path: string, text: string): WithDiagnostics<Acceptance[] | undefined> {
  const [file, parseProblems] = parseSpecFile(path, text);
  const problems: Diagnostic[] = parseProblems.filter((problem) => problem.code !== 'missing-schema-comment');
  if (problems.some((problem) => problem.severity === 'error')) return [undefined, problems];
  const at = (segments: (string | number)[]) => {
    const found = findNode(file, segments);
    return positionOfNode(file, found.node ?? found.key);
  };
  const fail = (detail: string, segments: (string | number)[]) =>
    problems.push(diagnostic('accepted-changes-invalid', { detail }, at(segments)));
  const data: unknown = file.document.toJS();
  if (data === null || data === undefined) return [[], problems];
  const list = (data as { accepted?: unknown }).accepted;
  if (typeof data !== 'object' || Array.isArray(data) || Object.keys(data).some((key) => key !== 'accepted')) {
    fail('the file must be a map with the single key accepted', []);
    return [undefined, problems];
  }
  if (list === null || list === undefined) return [[], problems];
  if (!Array.isArray(list)) {
    fail('accepted must be a list', ['accepted']);
    return [undefined, problems];
  }
  const out: Acceptance[] = [];
  const seen = new Set<string>();
  list.forEach((entry: unknown, index) => {
    const here = ['accepted', index];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      return fail('each entry must be a map of fingerprint, rule, pointer and reason', here);
    const record = entry as Record<string, unknown>;
    for (const key of Object.keys(record))
      if (!(KEYS as readonly string[]).includes(key))
        fail(`unknown key ${key}; allowed: ${KEYS.join(', ')}`, [...here, key]);
    for (const key of KEYS)
      if (typeof record[key] !== 'string' || record[key] === '')
        fail(`${key} must be a non-empty string`, Object.hasOwn(record, key) ? [...here, key] : here);
    if (typeof record.fingerprint === 'string' && !FINGERPRINT.test(record.fingerprint))
      fail('fingerprint must be 16 lowercase hex digits, as diff prints it', [...here, 'fingerprint']);
    if (typeof record.fingerprint === 'string' && seen.has(record.fingerprint))
      fail(`fingerprint ${record.fingerprint} is listed twice`, [...here, 'fingerprint']);
    seen.add(String(record.fingerprint));
    out.push(Object.fromEntries(KEYS.map((key) => [key, String(record[key])])) as unknown as Acceptance);
  });
  return problems.some((problem) => problem.severity === 'error') ? [undefined, problems] : [out, problems];
}

/** Marks the changes a fingerprint accepts; lists the acceptances that matched nothing. */
export function applyAcceptances(
  changes: readonly Change[],
  accepted: readonly Acceptance[],
): { changes: Change[]; stale: string[] } {
  const fingerprints = new Set(accepted.map((entry) => entry.fingerprint));
  const matched = new Set<string>();
  const marked = changes.map((change) => {
    if (!fingerprints.has(change.fingerprint)) return change;
    matched.add(change.fingerprint);
    return { ...change, accepted: true };
  });
  return {
    changes: marked,
    stale: accepted.map((entry) => entry.fingerprint).filter((fingerprint) => !matched.has(fingerprint)),
  };
}

const HEADER = [
  '# Contract changes accepted on purpose. `felan-protocol diff` still reports each one, marked',
  '# accepted, and no longer fails on it or counts it toward the version bump. Entries are matched',
  '# by fingerprint; `felan-protocol diff --accept --reason "..."` appends the current ones.',
].join('\n');

/** The file with `added` appended to `existing` (by fingerprint, existing entries first and untouched). */
export function renderAcceptedChanges(
  existing: readonly Acceptance[],
  added: readonly Change[],
  reason: string,
): string {
  const known = new Set(existing.map((entry) => entry.fingerprint));
  const entries = [...existing];
  for (const change of added) {
    if (known.has(change.fingerprint)) continue;
    known.add(change.fingerprint);
    // The more specific side: where it was added, or where it was removed from the old contract.
    const pointer = change.new.pointer.length >= change.old.pointer.length ? change.new.pointer : change.old.pointer;
    entries.push({ fingerprint: change.fingerprint, rule: change.rule, pointer, reason });
  }
  return `${HEADER}\n${stringify({ accepted: entries.map((entry) => ({ ...entry })) }, { lineWidth: 0 })}`;
}
