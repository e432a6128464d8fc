import { hasErrors, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { MergedSpec } from '../load/merge-files.ts';
import type { SpecDocument } from '../load/spec-document.ts';
import { collectSchemas, type RuleContext } from './rule.ts';
import { SPEC_RULES } from './rules.ts';
import { ValidatorCache, type ValidatorSource } from './validator-cache.ts';

/**
 * check: runs the semantic rules over a spec that passed the meta-schema, and hands back the spec
 * as a SpecDocument only when none of them found an error. Checks sharing `validators` (the two
 * sides of a diff) compile each schema they have in common once.
 */
export function checkSpec(merged: MergedSpec, validators: ValidatorSource = new ValidatorCache()): WithDiagnostics<SpecDocument | undefined> {
  // The meta-schema has accepted merged.data, so it has the SpecDocument shape.
  const spec = merged.data as unknown as SpecDocument;
  const context: RuleContext = { spec, schemas: collectSchemas(spec), locate: merged.locate, validators: validators.forSpec(spec) };
  const problems: Diagnostic[] = SPEC_RULES.filter((rule) => rule.needs === undefined).flatMap((rule) => rule.check(context));
  if (!hasErrors(problems)) {
    problems.push(...SPEC_RULES.filter((rule) => rule.needs === 'sound-schemas').flatMap((rule) => rule.check(context)));
  }
  return [hasErrors(problems) ? undefined : spec, problems];
}
