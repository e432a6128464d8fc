import { aliasCycles } from './rules/alias-cycles.ts';
import { bounds } from './rules/bounds.ts';
import { deprecationSunset } from './rules/deprecation-sunset.ts';
import { errorCodes } from './rules/error-codes.ts';
import { examples } from './rules/examples.ts';
import { framingReferences } from './rules/framing-references.ts';
import { generatedNames } from './rules/generated-names.ts';
import { interactionCatalogs } from './rules/interaction-catalogs.ts';
import { keywordTypes } from './rules/keyword-types.ts';
import { literalLimits } from './rules/literal-limits.ts';
import { operationGovernance } from './rules/operation-governance.ts';
import { operationVocabulary } from './rules/operation-vocabulary.ts';
import { partChecks } from './rules/part-checks.ts';
import { patternRedos } from './rules/pattern-redos.ts';
import { patterns } from './rules/patterns.ts';
import { requiredProperties } from './rules/required-properties.ts';
import { schemaAnnotations } from './rules/schema-annotations.ts';
import { sinceVersions } from './rules/since-versions.ts';
import { versionSchemeRule } from './rules/version-scheme.ts';
import { typeReferences } from './rules/type-references.ts';
import { unknownMembers } from './rules/unknown-members.ts';
import type { SpecRule } from './rule.ts';

/** Every semantic rule, in one table. Order does not matter: diagnostics are sorted by position. */
export const SPEC_RULES: readonly SpecRule[] = [
  typeReferences,
  unknownMembers,
  aliasCycles,
  operationVocabulary,
  operationGovernance,
  framingReferences,
  errorCodes,
  sinceVersions,
  versionSchemeRule,
  deprecationSunset,
  patterns,
  patternRedos,
  requiredProperties,
  bounds,
  literalLimits,
  keywordTypes,
  generatedNames,
  examples,
  interactionCatalogs,
  schemaAnnotations,
  partChecks,
];
