import { ProtocolError } from '../boundary/protocol-error.js';

/**
 * How an incoming revision relates to the revision a client already holds (classifyRevision).
 *
 * - `next`: exactly one past the current revision; apply the event, and `revision` becomes current.
 * - `duplicate`: at or below the current revision; the state already reflects it (the snapshot
 *   captured it or the event was applied), so it is ignored. `stale` tells an exact repeat
 *   (false) from an older revision (true); both are handled the same way.
 * - `gap`: more than one past the current revision; at least one change was missed. The client
 *   must not apply the event and must not make up the revisions in between: it resyncs from a
 *   fresh snapshot. `code` is always `resync_required`, the error code of that notice.
 */
export type RevisionClassification =
  | { readonly kind: 'next'; readonly revision: number }
  | { readonly kind: 'duplicate'; readonly revision: number; readonly current: number; readonly stale: boolean }
  | {
      readonly kind: 'gap';
      readonly code: 'resync_required';
      /** The revision that was due: current + 1. */
      readonly expected: number;
      /** The revision that came instead. */
      readonly received: number;
      /** How many revisions were missed: received − expected (at least 1). */
      readonly missing: number;
    };

/** Whether `value` is a Revision: a non-negative safe integer. */
function isRevision(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function describe(value: unknown): string {
  return typeof value === 'number' ? String(value) : `a value of type ${value === null ? 'null' : typeof value}`;
}

/**
 * Classifies an event's revision against the revision the client holds: `next` (current + 1),
 * `duplicate` (at or below current) or `gap` (beyond current + 1). Pure: it never advances a
 * revision itself; the caller applies a `next` event, ignores a `duplicate`, and answers a `gap`
 * with a resync from a snapshot (`resync_required`), never with an invented revision.
 *
 * Choice: every gap is unrecoverable at this layer, because events of a session arrive in revision
 * order on one stream and no operation replays a single revision; so `gap` always carries
 * `code: 'resync_required'`. Choice: a revision below the current one is a `duplicate` marked
 * `stale`, not a gap and not a rewind: revisions only advance, and everything at or below the
 * current revision is already in the state. A client whose current revision is the largest
 * Revision (2^53 − 1) can only see duplicates, so nothing ever overflows.
 *
 * Both arguments must be Revisions (non-negative safe integers, -0 counts as 0); anything else
 * throws ProtocolError('invalid_request'), at `/revision` for the incoming one.
 *
 * @example
 * classifyRevision(4, 5); // { kind: 'next', revision: 5 }
 * classifyRevision(4, 4); // { kind: 'duplicate', revision: 4, current: 4, stale: false }
 * classifyRevision(4, 2); // { kind: 'duplicate', revision: 2, current: 4, stale: true }
 * classifyRevision(4, 7); // { kind: 'gap', code: 'resync_required', expected: 5, received: 7, missing: 2 }
 */
export function classifyRevision(current: number, incoming: number): RevisionClassification {
  if (!isRevision(current)) {
    throw new ProtocolError(
      'invalid_request',
      `current revision ${describe(current)} is not a non-negative safe integer`,
    );
  }
  if (!isRevision(incoming)) {
    throw new ProtocolError(
      'invalid_request',
      `revision ${describe(incoming)} is not a non-negative safe integer`,
      '/revision',
    );
  }
  // Normalize -0 to 0 so results never carry a negative zero.
  const held = current + 0;
  const received = incoming + 0;
  if (received <= held) return { kind: 'duplicate', revision: received, current: held, stale: received < held };
  // held < received <= 2^53 - 1, so held + 1 is exact.
  const expected = held + 1;
  if (received === expected) return { kind: 'next', revision: received };
  return { kind: 'gap', code: 'resync_required', expected, received, missing: received - expected };
}
