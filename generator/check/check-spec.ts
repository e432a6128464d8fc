import { hasErrors, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { MergedSpec } from '../load/merge-files.ts';
import type { SpecDocument } from '../load/spec-document.ts';
import { resolveLimitBounds } from './resolve-limit-bounds.ts';
import { collectSchemas, type RuleContext, type SpecRule } from './rule.ts';
import { SPEC_RULES } from './rules.ts';
import { ValidatorCache, type ValidatorSource } from './validator-cache.ts';

/** What a check reports besides errors: `advice: false` leaves out the advice rules (contract comparisons). */
export interface CheckOptions {
  readonly advice: boolean;
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
  // The meta-schema has accepted merged.data, so it has the SpecDocument shape.
  const [spec, problems] = resolveLimitBounds(merged.data as unknown as SpecDocument, merged.locate);
  const context: RuleContext = {
    spec,
    schemas: collectSchemas(spec),
    locate: merged.locate,
    validators: validators.forSpec(spec),
  };
  const runs = (rule: SpecRule) => options.advice || rule.advice !== true;
  const found: Diagnostic[] = [
    ...problems,
    ...SPEC_RULES.filter((rule) => rule.needs === undefined && runs(rule)).flatMap((rule) => rule.check(context)),
  ];
  if (!hasErrors(found)) {
    found.push(
      ...SPEC_RULES.filter((rule) => rule.needs === 'sound-schemas' && runs(rule)).flatMap((rule) =>
        rule.check(context),
      ),
    );
  }
  return [hasErrors(found) ? undefined : spec, found];
}
