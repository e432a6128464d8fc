import { quoteInput } from '../../boundary/protocol-error.js';
import { checkFailure, type CheckFailure } from './check-failure.js';

// Serves RemoteCommandRow: "session is required for every operation except sessions.create,
// which names no existing session; the parser checks that". Whether a member of the row is
// required depends on a member of a nested object (command.op). JSON Schema could only say so with
// if/then/else around `required` and `not: {required}`, whose failures read "must match "else"
// schema" and "must NOT be valid" at the row instead of naming the rule at /session; the spec gives
// the rule to the parser.
//
// Choices: every op other than sessions.create needs a session, including one the schema does
// not know (it rejects the op itself), so an op added later is held to the rule by default. A
// session holding undefined (which JSON cannot carry) counts as absent.

const CREATE = 'sessions.create';

export function remoteCommandSession(value: unknown): CheckFailure | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const row = value as Record<string, unknown>;
  const command = Object.hasOwn(row, 'command') ? row['command'] : undefined;
  if (typeof command !== 'object' || command === null || Array.isArray(command)) return undefined;
  const op: unknown = Object.hasOwn(command, 'op') ? (command as Record<string, unknown>)['op'] : undefined;
  if (typeof op !== 'string') return undefined;
  const hasSession = Object.hasOwn(row, 'session') && row['session'] !== undefined;
  if (op === CREATE) {
    return hasSession
      ? checkFailure(['session'], `must NOT be present for ${CREATE}, which names no existing session`)
      : undefined;
  }
  return hasSession
    ? undefined
    : checkFailure(['session'], `must be present: op ${quoteInput(op)} targets an existing session`);
}
