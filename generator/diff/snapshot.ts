import type { SpecDocument } from '../load/spec-document.ts';
import { mapSpecSchemas } from '../schema/spec-schemas.ts';
import { restoreWrittenBounds } from '../schema/written-bounds.ts';

/** Sections in the order a snapshot lists them; names inside each are sorted, definitions kept as written. */
const SECTIONS = [
  'protocol',
  'constants',
  'framing',
  'parts',
  'groups',
  'operations',
  'errors',
  'limits',
  'features',
  'types',
  'interactions',
] as const;

/** Sections kept exactly as written: a single declaration, or a list whose order is the spec's. */
const AS_WRITTEN: ReadonlySet<string> = new Set(['protocol', 'framing', 'parts']);

function sortedRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(record).sort()) {
    Object.defineProperty(out, name, { value: record[name], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * A released contract frozen as one JSON file: the merged spec, sections in a fixed order and
 * names sorted, so the same contract always gives the same bytes whatever its file layout. JSON
 * is YAML, so every command reads a snapshot like a spec folder (`felan-protocol validate
 * spec/releases/0.4.3.json`), with positions into the snapshot.
 *
 * Bounds are written as the spec writes them: a bound that names a limit names it in the snapshot
 * too, and is resolved against the snapshot's own limits when it is read, so a later diff still sees
 * which limit the bound was (a renamed limit, see pairing/limit-renames.ts). Snapshots written before bounds
 * could name limits hold plain numbers and read as they always did.
 */
export function renderSnapshot(checked: SpecDocument): string {
  const spec = mapSpecSchemas(checked, restoreWrittenBounds);
  const out: Record<string, unknown> = {};
  for (const section of SECTIONS) {
    const value = spec[section];
    if (value === undefined) continue;
    out[section] = AS_WRITTEN.has(section) ? value : sortedRecord(value as Record<string, unknown>);
  }
  return JSON.stringify(out, null, 2) + '\n';
}
