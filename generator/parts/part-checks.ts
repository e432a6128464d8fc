import type { Check } from '../../runtime/parts/checks/check-failure.ts';
import { formFieldDefault } from '../../runtime/parts/checks/form-field-default.ts';
import { outputChunkOffsets } from '../../runtime/parts/checks/output-chunk.ts';
import { progressWithinTotal } from '../../runtime/parts/checks/progress.ts';
import { remoteCommandSession } from '../../runtime/parts/checks/remote-command-session.ts';
import { storedEventRow } from '../../runtime/parts/checks/stored-event-row.ts';
import { uniqueNames, uniqueValues } from '../../runtime/parts/checks/unique-member.ts';
import { viewItems } from '../../runtime/parts/checks/view-items.ts';

/** One check a schema may name with `check`: the function, its module under runtime/parts/checks/, and what it checks. */
export interface PartCheck {
  readonly check: Check;
  /** The module's file name under runtime/parts/checks/, without extension; it exports the check under its name. */
  readonly module: string;
  readonly description: string;
}

/**
 * The checks of the `invariants` part (parts.ts), by the name a schema gives them. A check runs after
 * the schema of its node accepts the value, reads only the members it names and reports the first
 * failure with its path (runtime/parts/checks/check-failure.ts). The meta-schema admits these names;
 * the check-names rule admits only those of the parts a spec asks for.
 */
export const PART_CHECKS = {
  uniqueNames: { check: uniqueNames, module: 'unique-member', description: 'No two items of the array share a name.' },
  uniqueValues: {
    check: uniqueValues,
    module: 'unique-member',
    description: 'No two items of the array share a value.',
  },
  viewItems: {
    check: viewItems,
    module: 'view-items',
    description:
      'Field names and item ids are unique, and every item value names a declared field and fits its type (null shows empty).',
  },
  progressWithinTotal: {
    check: progressWithinTotal,
    module: 'progress',
    description: 'The value does not exceed the total (1 when total is absent).',
  },
  formFieldDefault: {
    check: formFieldDefault,
    module: 'form-field-default',
    description: "The field's own bounds are ordered, and its default lies within them and its choices.",
  },
  outputChunkOffsets: {
    check: outputChunkOffsets,
    module: 'output-chunk',
    description: 'The next offset is the offset plus the decoded length of the data.',
  },
  storedEventRow: {
    check: storedEventRow,
    module: 'stored-event-row',
    description: "The row's session and revision are the event's own.",
  },
  remoteCommandSession: {
    check: remoteCommandSession,
    module: 'remote-command-session',
    description: 'A session is named for every operation but sessions.create, which names none.',
  },
} as const satisfies Readonly<Record<string, PartCheck>>;

export type CheckName = keyof typeof PART_CHECKS;
