/**
 * A RuleContext made by hand, for calling one rule in-process on a spec written as an object: the
 * schemas are the spec's own (collectSchemas, walked when first read), a position names the path it was asked for (the
 * file is the path joined by '/', the column 1 for a key and 2 for a value), and the validators
 * are the test's. Nothing here runs until a test calls it.
 */
import { formatDiagnostic, type Diagnostic } from '../../../generator/diagnostics/diagnostic.ts';
import type { JsonPath } from '../../../generator/load/merge-files.ts';
import type { SpecDocument } from '../../../generator/load/spec-document.ts';
import { collectSchemas, type RuleContext } from '../../../generator/check/rule.ts';
import type { SpecValidators } from '../../../generator/check/validator-cache.ts';

/** Validators that no test of this context expects to be asked for. */
const NO_VALIDATORS: SpecValidators = {
  operation: () => {
    throw new Error('no operation validator was expected');
  },
  named: () => {
    throw new Error('no named validator was expected');
  },
};

/** A context over `spec` (a partial spec: only what the rule reads), with `validators` when the rule compiles. */
export function ruleContext(spec: Partial<SpecDocument>, validators: SpecValidators = NO_VALIDATORS): RuleContext {
  const whole = { operations: {}, ...spec } as SpecDocument;
  let schemas: RuleContext['schemas'] | undefined;
  return {
    spec: whole,
    // Walked when a rule first reads them: a rule that reads none can be given a spec no walk would take.
    get schemas() {
      return (schemas ??= collectSchemas(whole));
    },
    locate: (path: JsonPath, target?: 'key' | 'value') => ({
      file: path.join('/'),
      line: 1,
      column: target === 'key' ? 1 : 2,
    }),
    validators,
  };
}

/** Diagnostics as `file:line:col  code  message`, where the file is the path the rule located. */
export const lines = (diagnostics: readonly Diagnostic[]) => diagnostics.map(formatDiagnostic);
