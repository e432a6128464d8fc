import type { DiagnosticCode } from '../diagnostics/messages.ts';
import { VOCABULARIES, type Vocabulary } from './vocabularies.ts';

/**
 * A place in the meta-schema where a spec names something it declares elsewhere: the meta-schema
 * can only say "a string" there, the editor schema says "one of these names".
 */
export interface NamePlace {
  /** A JSON Pointer into the meta-schema; a `*` segment stands for every property of the object there. */
  readonly at: string;
  readonly vocabulary: Vocabulary;
  /** The diagnostic `validate` reports for a name that is not declared there: the same mistake, found by the CLI. */
  readonly checkedBy: DiagnosticCode;
}

/**
 * Every name place, in one table: the references the spec rules check (generator/check/rules:
 * operation-vocabulary, schema-annotations, type-references, framing-references, and the check
 * stage's resolve-limit-bounds). A place the
 * meta-schema no longer has is a toolchain bug that renderEditorSchema reports by its pointer.
 */
export const NAME_PLACES: readonly NamePlace[] = [
  { at: '/definitions/operation/properties/group', vocabulary: VOCABULARIES.groups, checkedBy: 'unknown-group' },
  { at: '/definitions/operation/properties/scope', vocabulary: VOCABULARIES.scopes, checkedBy: 'unknown-scope' },
  {
    at: '/definitions/operation/properties/persistence',
    vocabulary: VOCABULARIES.persistence,
    checkedBy: 'unknown-persistence',
  },
  {
    at: '/definitions/operation/properties/clients/items',
    vocabulary: VOCABULARIES.clientKinds,
    checkedBy: 'unknown-client-kind',
  },
  { at: '/definitions/operation/properties/requires', vocabulary: VOCABULARIES.features, checkedBy: 'unknown-feature' },
  {
    at: '/definitions/schema/properties/requires',
    vocabulary: VOCABULARIES.features,
    checkedBy: 'unknown-gate-feature',
  },
  { at: '/definitions/schema/properties/$ref', vocabulary: VOCABULARIES.typeRefs, checkedBy: 'unresolved-ref' },
  {
    at: '/definitions/framing/properties/limits/properties/frame',
    vocabulary: VOCABULARIES.byteLimits,
    checkedBy: 'framing-unknown-limit',
  },
  {
    at: '/definitions/framing/properties/limits/properties/depth',
    vocabulary: VOCABULARIES.depthLimits,
    checkedBy: 'framing-unknown-limit',
  },
  // A bound that names a limit, and the limits a literal bound says it is not: of a unit the keyword counts in (written-bounds.ts).
  ...(
    [
      ['countBound', VOCABULARIES.countLimits],
      ['byteBound', VOCABULARIES.byteLimits],
      ['numberBound', VOCABULARIES.limits],
    ] as const
  ).flatMap(([bound, vocabulary]): NamePlace[] => [
    { at: `/definitions/${bound}/then/then/properties/limit`, vocabulary, checkedBy: 'unknown-limit' },
    { at: `/definitions/${bound}/then/else/properties/notLimit/items`, vocabulary, checkedBy: 'unknown-limit' },
  ]),
  {
    at: '/definitions/framing/properties/version/properties/constant',
    vocabulary: VOCABULARIES.constants,
    checkedBy: 'framing-unknown-constant',
  },
  {
    at: '/definitions/framing/properties/codes/properties/*',
    vocabulary: VOCABULARIES.errors,
    checkedBy: 'framing-unknown-code',
  },
  {
    at: '/definitions/framing/properties/request/properties/type',
    vocabulary: VOCABULARIES.types,
    checkedBy: 'framing-unknown-type',
  },
  {
    at: '/definitions/framing/properties/request/properties/mutationId/properties/type',
    vocabulary: VOCABULARIES.types,
    checkedBy: 'framing-unknown-type',
  },
  {
    at: '/definitions/framing/properties/response/properties/type',
    vocabulary: VOCABULARIES.types,
    checkedBy: 'framing-unknown-type',
  },
  {
    at: '/definitions/framing/properties/events/items/properties/type',
    vocabulary: VOCABULARIES.types,
    checkedBy: 'framing-unknown-type',
  },
];
