import type { RuleDefinition } from './rule-definition.ts';
import { arraySizeLoosened } from './rules/array-size-loosened.ts';
import { arraySizeTightened } from './rules/array-size-tightened.ts';
import { byteLengthLoosened } from './rules/byte-length-loosened.ts';
import { byteLengthTightened } from './rules/byte-length-tightened.ts';
import { checkAdded } from './rules/check-added.ts';
import { checkChanged } from './rules/check-changed.ts';
import { checkRemoved } from './rules/check-removed.ts';
import { clientKindAdded } from './rules/client-kind-added.ts';
import { clientKindRemoved } from './rules/client-kind-removed.ts';
import { conditionChanged } from './rules/condition-changed.ts';
import { conditionalAdded } from './rules/conditional-added.ts';
import { conditionalBranchAdded } from './rules/conditional-branch-added.ts';
import { conditionalBranchRemoved } from './rules/conditional-branch-removed.ts';
import { conditionalRemoved } from './rules/conditional-removed.ts';
import { constantAdded } from './rules/constant-added.ts';
import { constantChanged } from './rules/constant-changed.ts';
import { constantRemoved } from './rules/constant-removed.ts';
import { containsAdded } from './rules/contains-added.ts';
import { containsChanged } from './rules/contains-changed.ts';
import { containsCountLoosened } from './rules/contains-count-loosened.ts';
import { containsCountTightened } from './rules/contains-count-tightened.ts';
import { containsRemoved } from './rules/contains-removed.ts';
import { defaultChanged } from './rules/default-changed.ts';
import { deferredOperationRemoved } from './rules/deferred-operation-removed.ts';
import { dependentRequiredAdded } from './rules/dependent-required-added.ts';
import { dependentRequiredRemoved } from './rules/dependent-required-removed.ts';
import { dependentSchemaAdded } from './rules/dependent-schema-added.ts';
import { dependentSchemaRemoved } from './rules/dependent-schema-removed.ts';
import { descriptionChanged } from './rules/description-changed.ts';
import { directionChanged } from './rules/direction-changed.ts';
import { enumRestricted } from './rules/enum-restricted.ts';
import { enumUnrestricted } from './rules/enum-unrestricted.ts';
import { enumValueAdded } from './rules/enum-value-added.ts';
import { enumValueRemoved } from './rules/enum-value-removed.ts';
import { errorCodeAdded } from './rules/error-code-added.ts';
import { errorCodeRemoved } from './rules/error-code-removed.ts';
import { errorRetryableChanged } from './rules/error-retryable-changed.ts';
import { examplesChanged } from './rules/examples-changed.ts';
import { featureAdded } from './rules/feature-added.ts';
import { featureRemoved } from './rules/feature-removed.ts';
import { fieldGateAdded } from './rules/field-gate-added.ts';
import { fieldGateRemoved } from './rules/field-gate-removed.ts';
import { formatAdded } from './rules/format-added.ts';
import { formatChanged } from './rules/format-changed.ts';
import { formatRemoved } from './rules/format-removed.ts';
import { framingChanged } from './rules/framing-changed.ts';
import { framingCommandChanged } from './rules/framing-command-changed.ts';
import { framingOperationsAdvertisedChanged } from './rules/framing-operations-advertised-changed.ts';
import { gatedOperationRemoved } from './rules/gated-operation-removed.ts';
import { groupAdded } from './rules/group-added.ts';
import { groupChanged } from './rules/group-changed.ts';
import { groupRemoved } from './rules/group-removed.ts';
import { interactionCatalogAdded } from './rules/interaction-catalog-added.ts';
import { interactionCatalogChanged } from './rules/interaction-catalog-changed.ts';
import { interactionCatalogRemoved } from './rules/interaction-catalog-removed.ts';
import { interactionCommandAdded } from './rules/interaction-command-added.ts';
import { interactionCommandChanged } from './rules/interaction-command-changed.ts';
import { interactionCommandRemoved } from './rules/interaction-command-removed.ts';
import { jsonSizeLoosened } from './rules/json-size-loosened.ts';
import { jsonSizeTightened } from './rules/json-size-tightened.ts';
import { limitAdded } from './rules/limit-added.ts';
import { limitLowered } from './rules/limit-lowered.ts';
import { limitRaised } from './rules/limit-raised.ts';
import { limitRemoved } from './rules/limit-removed.ts';
import { limitRenamed } from './rules/limit-renamed.ts';
import { limitUnitChanged } from './rules/limit-unit-changed.ts';
import { multipleOfChanged } from './rules/multiple-of-changed.ts';
import { numberRangeLoosened } from './rules/number-range-loosened.ts';
import { numberRangeTightened } from './rules/number-range-tightened.ts';
import { objectClosed } from './rules/object-closed.ts';
import { objectOpened } from './rules/object-opened.ts';
import { objectSizeLoosened } from './rules/object-size-loosened.ts';
import { objectSizeTightened } from './rules/object-size-tightened.ts';
import { operationAdded } from './rules/operation-added.ts';
import { operationClientAdded } from './rules/operation-client-added.ts';
import { operationClientRemoved } from './rules/operation-client-removed.ts';
import { operationDeferred } from './rules/operation-deferred.ts';
import { operationGateAdded } from './rules/operation-gate-added.ts';
import { operationGateRemoved } from './rules/operation-gate-removed.ts';
import { operationGroupChanged } from './rules/operation-group-changed.ts';
import { operationMutationChanged } from './rules/operation-mutation-changed.ts';
import { operationPersistenceChanged } from './rules/operation-persistence-changed.ts';
import { operationRemoved } from './rules/operation-removed.ts';
import { operationRemovedAfterSunset } from './rules/operation-removed-after-sunset.ts';
import { operationRenamed } from './rules/operation-renamed.ts';
import { operationScopeChanged } from './rules/operation-scope-changed.ts';
import { operationSenderChanged } from './rules/operation-sender-changed.ts';
import { operationSinceChanged } from './rules/operation-since-changed.ts';
import { operationStatusChanged } from './rules/operation-status-changed.ts';
import { operationUndeferred } from './rules/operation-undeferred.ts';
import { optionalPropertyAddedClosed } from './rules/optional-property-added-closed.ts';
import { optionalPropertyAddedOpen } from './rules/optional-property-added-open.ts';
import { packageRenamed } from './rules/package-renamed.ts';
import { partAdded } from './rules/part-added.ts';
import { partRemoved } from './rules/part-removed.ts';
import { patternAdded } from './rules/pattern-added.ts';
import { patternChanged } from './rules/pattern-changed.ts';
import { patternPropertyAdded } from './rules/pattern-property-added.ts';
import { patternPropertyRemoved } from './rules/pattern-property-removed.ts';
import { patternRemoved } from './rules/pattern-removed.ts';
import { persistenceClassAdded } from './rules/persistence-class-added.ts';
import { persistenceClassRemoved } from './rules/persistence-class-removed.ts';
import { propertyMadeOptional } from './rules/property-made-optional.ts';
import { propertyMadeRequired } from './rules/property-made-required.ts';
import { propertyRemoved } from './rules/property-removed.ts';
import { propertyRemovedAfterSunset } from './rules/property-removed-after-sunset.ts';
import { requiredPropertyAdded } from './rules/required-property-added.ts';
import { schemaChanged } from './rules/schema-changed.ts';
import { scopeAdded } from './rules/scope-added.ts';
import { scopeRemoved } from './rules/scope-removed.ts';
import { scopeTargetChanged } from './rules/scope-target-changed.ts';
import { sinceChanged } from './rules/since-changed.ts';
import { storedConstantChanged } from './rules/stored-constant-changed.ts';
import { stringLengthLoosened } from './rules/string-length-loosened.ts';
import { stringLengthTightened } from './rules/string-length-tightened.ts';
import { tupleClosed } from './rules/tuple-closed.ts';
import { tupleItemAdded } from './rules/tuple-item-added.ts';
import { tupleItemRemoved } from './rules/tuple-item-removed.ts';
import { tupleOpened } from './rules/tuple-opened.ts';
import { typeChanged } from './rules/type-changed.ts';
import { typeNarrowed } from './rules/type-narrowed.ts';
import { typeRemoved } from './rules/type-removed.ts';
import { typeRemovedAfterSunset } from './rules/type-removed-after-sunset.ts';
import { typeRenamed } from './rules/type-renamed.ts';
import { typeWidened } from './rules/type-widened.ts';
import { unionVariantAdded } from './rules/union-variant-added.ts';
import { unionVariantRemoved } from './rules/union-variant-removed.ts';
import { unionVariantRemovedAfterSunset } from './rules/union-variant-removed-after-sunset.ts';
import { uniqueItemsAdded } from './rules/unique-items-added.ts';
import { uniqueItemsRemoved } from './rules/unique-items-removed.ts';

export type { DiffRule, FactParams, WireEffects } from './rule-definition.ts';

/**
 * Every diff rule, in one table, each defined in its own file under rules/ (rule-definition.ts says
 * what a rule is). The order is the reference's (docs/contract-diff.md, `diff --list-rules`):
 * grouped by what the rules compare.
 */
export const RULE_LIST = [
  // --- protocol constants and vocabularies
  constantChanged,
  storedConstantChanged,
  constantAdded,
  constantRemoved,
  framingChanged,
  framingOperationsAdvertisedChanged,
  framingCommandChanged,
  partAdded,
  partRemoved,
  packageRenamed,
  clientKindAdded,
  clientKindRemoved,
  scopeAdded,
  scopeRemoved,
  scopeTargetChanged,
  persistenceClassAdded,
  persistenceClassRemoved,
  // --- operations
  operationAdded,
  operationRemoved,
  operationRemovedAfterSunset,
  gatedOperationRemoved,
  deferredOperationRemoved,
  operationRenamed,
  operationDeferred,
  operationUndeferred,
  operationStatusChanged,
  operationScopeChanged,
  operationSenderChanged,
  operationMutationChanged,
  operationPersistenceChanged,
  operationClientAdded,
  operationClientRemoved,
  operationGateAdded,
  operationGateRemoved,
  operationGroupChanged,
  operationSinceChanged,
  // --- error codes, limits, features
  errorCodeAdded,
  errorCodeRemoved,
  errorRetryableChanged,
  limitAdded,
  limitRemoved,
  limitRenamed,
  limitRaised,
  limitLowered,
  limitUnitChanged,
  featureAdded,
  featureRemoved,
  // --- named types (their content is compared like any schema, under /types/<Name>)
  typeRemovedAfterSunset,
  typeRemoved,
  typeRenamed,
  directionChanged,
  // --- schemas
  typeWidened,
  typeNarrowed,
  typeChanged,
  enumValueAdded,
  enumValueRemoved,
  enumRestricted,
  enumUnrestricted,
  requiredPropertyAdded,
  optionalPropertyAddedOpen,
  optionalPropertyAddedClosed,
  propertyRemoved,
  propertyRemovedAfterSunset,
  propertyMadeOptional,
  propertyMadeRequired,
  objectClosed,
  objectOpened,
  stringLengthTightened,
  stringLengthLoosened,
  byteLengthTightened,
  byteLengthLoosened,
  numberRangeTightened,
  numberRangeLoosened,
  multipleOfChanged,
  arraySizeTightened,
  arraySizeLoosened,
  uniqueItemsAdded,
  uniqueItemsRemoved,
  objectSizeTightened,
  objectSizeLoosened,
  jsonSizeTightened,
  jsonSizeLoosened,
  patternAdded,
  patternRemoved,
  patternChanged,
  formatAdded,
  formatRemoved,
  formatChanged,
  checkAdded,
  checkRemoved,
  checkChanged,
  patternPropertyAdded,
  patternPropertyRemoved,
  tupleItemAdded,
  tupleItemRemoved,
  tupleClosed,
  tupleOpened,
  containsAdded,
  containsRemoved,
  containsChanged,
  containsCountTightened,
  containsCountLoosened,
  dependentRequiredAdded,
  dependentRequiredRemoved,
  dependentSchemaAdded,
  dependentSchemaRemoved,
  conditionalAdded,
  conditionalRemoved,
  conditionChanged,
  conditionalBranchAdded,
  conditionalBranchRemoved,
  unionVariantRemovedAfterSunset,
  unionVariantAdded,
  unionVariantRemoved,
  fieldGateAdded,
  fieldGateRemoved,
  schemaChanged,
  // --- interaction catalogs (their commands' fields are compared like object properties)
  interactionCatalogAdded,
  interactionCatalogRemoved,
  interactionCommandAdded,
  interactionCommandRemoved,
  interactionCatalogChanged,
  interactionCommandChanged,
  // --- documentation only
  descriptionChanged,
  defaultChanged,
  examplesChanged,
  groupAdded,
  groupRemoved,
  groupChanged,
  sinceChanged,
] as const satisfies readonly RuleDefinition[];

export type DiffRuleId = (typeof RULE_LIST)[number]['id'];

/** The rules by id: what classify.ts, the rule table and the diff config look a rule up in. */
export const DIFF_RULES: Readonly<Record<DiffRuleId, RuleDefinition<DiffRuleId>>> = Object.fromEntries(
  RULE_LIST.map((rule) => [rule.id, rule]),
) as Record<DiffRuleId, RuleDefinition<DiffRuleId>>;
