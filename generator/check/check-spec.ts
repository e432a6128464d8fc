import { hasErrors, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { MergedSpec } from '../load/merge-files.ts';
import type { SpecDocument } from '../load/spec-document.ts';
import { withEmptySections } from './empty-sections.ts';
import { atSeverity, lintSeverity, type LintSettings } from './lint.ts';
import { resolveLimitBounds } from './resolve-limit-bounds.ts';
import { collectSchemas, type RuleContext, type SpecRule } from './rule.ts';
import { SPEC_RULES } from './rules.ts';
import { ValidatorCache, type ValidatorSource } from './validator-cache.ts';

/**
 * What a check reports besides errors: `advice: false` leaves out the advice rules and the lints
 * (contract comparisons); `lint` is the project's severity for each lint rule it names.
 */
export interface CheckOptions {
  readonly advice: boolean;
  readonly lint?: LintSettings;
}

/**
 * check: resolves the bounds that name limits, runs the semantic rules over a spec that passed the
 * meta-schema, and hands back the spec as a SpecDocument — bounds resolved — only when none of them
 * found an error. Checks sharing `validators` (the two sides of a diff) compile each schema they
 * have in common once.
 */
export function checkSpec(
  merged: MergedSpec,
  validators: ValidatorSource = new ValidatorCache(),
  options: CheckOptions = { advice: true },
): WithDiagnostics<SpecDocument | undefined> {
  // The meta-schema has accepted merged.data, so it has the SpecDocument shape once the sections it
  // may leave out are there.
  const [spec, problems] = resolveLimitBounds(withEmptySections(merged.data), merged.locate);
  const context: RuleContext = {
    spec,
    schemas: collectSchemas(spec),
    locate: merged.locate,
    validators: validators.forSpec(spec),
  };
  const severity = (rule: SpecRule) =>
    rule.lint === undefined ? undefined : lintSeverity(rule.id, rule.lint.default, options.lint);
  const runs = (rule: SpecRule) =>
    rule.lint === undefined ? options.advice || rule.advice !== true : options.advice && severity(rule) !== 'off';
  const run = (rule: SpecRule) => {
    const level = severity(rule);
    const found = rule.check(context);
    return level === undefined || level === 'off' ? found : atSeverity(found, level);
  };
  const found: Diagnostic[] = [
    ...problems,
    ...SPEC_RULES.filter((rule) => rule.needs === undefined && runs(rule)).flatMap(run),
  ];
  if (!hasErrors(found)) {
    found.push(...SPEC_RULES.filter((rule) => rule.needs === 'sound-schemas' && runs(rule)).flatMap(run));
  }
  return [hasErrors(found) ? undefined : spec, found];
}
