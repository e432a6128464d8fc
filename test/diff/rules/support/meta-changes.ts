/**
 * What the meta rule tests assert of every change a report holds: its class, its two pointers, its
 * subject and its message — everything a reader of the diff sees but the file positions and the
 * fingerprint.
 */
import type { Change, DiffReport } from '../../../../generator/diff/change.ts';
import { diffEdits, type Patch } from '../../support/contracts.ts';
import { seen, type SeenChange } from './seen-change.ts';

export { seen, type SeenChange };

/** Every change of the report diffing the base with `oldEdit` to the base with `newEdit`, in the report's order. */
export async function changesBetween(oldEdit: Patch | string, newEdit: Patch | string): Promise<SeenChange[]> {
  const report: DiffReport = await diffEdits(oldEdit, newEdit);
  return report.changes.map(seen);
}

/** A documentation-layer change at one place (the same pointer on both sides). */
export function docsChange(
  rule: string,
  pointer: string,
  subject: Change['subject'],
  message: string,
  direction: Change['direction'] = 'none',
): SeenChange {
  return {
    rule,
    layer: 'docs',
    severity: 'safe',
    direction,
    breaks: 'nobody',
    old: pointer,
    new: pointer,
    subject,
    message,
  };
}
