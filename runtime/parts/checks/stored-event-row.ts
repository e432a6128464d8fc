import { quoteInput } from '../../boundary/protocol-error.js';
import { isRecord } from '../../validation/is-record.js';
import { checkFailure, type CheckFailure } from './check-failure.js';

// Serves StoredEventRow: "the parser checks that session and revision equal the event's own" and
// "rejects an event without a revision". JSON Schema cannot compare two members, and SessionEvent
// must allow an event without a revision (resync_required carries none), so only this check can
// keep such an event out of storage.
//
// Choices, in the order the rules run:
// - session: compared only when the row's own session is a string. When the row's is absent or of
//   another type the schema reports the row and there is nothing sound to compare with. When the
//   row's is a string, an event session that is absent or not a string is unequal: the row's key
//   must be the event's own, and an event without one cannot back it. The failure is at the
//   row's ['session']: the row is the derived copy.
// - revision: an event object with no revision (absent, or undefined, which JSON cannot carry) fails
//   at ['event', 'revision'] whatever the row holds, since that is a fact about the event alone.
//   Otherwise it is compared when the row's own revision is a number, like session, failing at
//   ['revision'] (an event revision of another type is unequal).

export function storedEventRow(value: unknown): CheckFailure | undefined {
  if (!isRecord(value)) return undefined;
  const event = member(value, 'event');
  if (!isRecord(event)) return undefined;

  const session = member(value, 'session');
  const eventSession = member(event, 'session');
  if (typeof session === 'string' && eventSession !== session) {
    return checkFailure(
      ['session'],
      typeof eventSession === 'string'
        ? `must equal the event's session ${quoteInput(eventSession)}`
        : "must equal the event's session, and the event has no session string",
    );
  }

  const revision = member(value, 'revision');
  const eventRevision = member(event, 'revision');
  if (eventRevision === undefined)
    return checkFailure(['event', 'revision'], 'must have a revision, as a stored event does');
  if (typeof revision === 'number' && eventRevision !== revision) {
    return checkFailure(
      ['revision'],
      typeof eventRevision === 'number'
        ? `must equal the event's revision (${eventRevision})`
        : "must equal the event's revision, which is not a number",
    );
  }
  return undefined;
}

/** The own member `key` of an object, or undefined for an absent member or a value that is no object. */
function member(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}
