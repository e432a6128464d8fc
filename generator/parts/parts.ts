import { PART_CHECKS, type CheckName } from './part-checks.ts';

/**
 * The opt-in runtime parts, in one table like the emitters. A part is hand-written runtime code that
 * belongs to one protocol's semantics rather than to the generic boundary — the session protocol's
 * text streams, revisions, request identity, interaction answers and UI actions. A spec asks for the
 * parts it wants by name (`parts:` in the spec, checked against this table's names by the
 * meta-schema); a spec that asks for none gets none of this code.
 */
export interface ProtocolPart {
  readonly name: string;
  readonly description: string;
  /** Modules under runtime/ whose exports the package re-exports. */
  readonly modules: readonly string[];
  /** Modules under runtime/ the part is built from, carried into the package but not exported. */
  readonly internal?: readonly string[];
  /** Folders of the generic runtime the part imports from (carried along with it). */
  readonly needs: readonly ('boundary/' | 'interaction/' | 'validation/')[];
  /** The checks (part-checks.ts) a schema of a spec that asks for the part may name with `check`. */
  readonly checks?: readonly CheckName[];
}

export const PARTS: readonly ProtocolPart[] = [
  {
    name: 'interaction-answers',
    description:
      'validateInteractionAnswer: an answer to a pending interaction (approval, form, input) checked against it.',
    modules: ['parts/interaction-answer.ts'],
    needs: ['boundary/', 'validation/'],
  },
  {
    name: 'request-identity',
    description:
      'Canonical request payloads, their comparison for retried ids, retention from a UUIDv7 id, and the UUIDv7 helpers.',
    modules: ['parts/request-identity.ts', 'parts/uuid-v7.ts'],
    needs: ['boundary/', 'validation/'],
  },
  {
    name: 'invariants',
    description:
      'Checks across members that a schema cannot state (a view item names only declared fields, names are unique, progress stays within its total…), named by `check` in a schema and run by its validators and parsers.',
    modules: [],
    internal: [...new Set(Object.values(PART_CHECKS).map((check) => `parts/checks/${check.module}.ts`))]
      .sort()
      .concat('parts/checks/check-failure.ts'),
    needs: ['boundary/', 'validation/'],
    checks: Object.keys(PART_CHECKS) as CheckName[],
  },
  {
    name: 'revisions',
    description: 'classifyRevision: whether an event is the next one, a duplicate or past a gap.',
    modules: ['parts/revision.ts'],
    needs: ['boundary/'],
  },
  {
    name: 'text-streams',
    description: 'Streamed text deltas checked and applied against a bounded per-session state, without rescanning.',
    modules: ['parts/text-stream.ts'],
    internal: ['parts/internal/text-delta-checks.ts', 'parts/internal/text-rope.ts'],
    needs: ['boundary/'],
  },
  {
    name: 'ui-actions',
    description: 'The ui.action protocols of presentations, built on the interaction kit.',
    modules: ['parts/ui-action-protocol.ts'],
    needs: ['interaction/'],
  },
];

/** The parts a model asks for, in table order. */
export function partsOf(names: readonly string[]): ProtocolPart[] {
  return PARTS.filter((part) => names.includes(part.name));
}
