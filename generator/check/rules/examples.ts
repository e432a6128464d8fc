import type { ErrorObject, ValidateFunction } from 'ajv';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { errorLocation } from '../../schema/ajv-error-path.ts';
import type { SpecRule } from '../rule.ts';

const describeError = (error: ErrorObject) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`;

/**
 * Every example — an operation's params and result, and the `examples` a named type lists — must
 * validate against its schema, compiled by the same Ajv configuration as the generated validators.
 * An invalid example is a spec error, positioned at the value that fails.
 */
export const examples: SpecRule = {
  id: 'examples',
  needs: 'sound-schemas',
  check({ spec, locate, validators }) {
    const problems: Diagnostic[] = [];
    for (const [op, operation] of Object.entries(spec.operations)) {
      for (const part of ['params', 'result'] as const) {
        let validate: ValidateFunction;
        try {
          validate = validators.operation(op, part, operation[part]);
        } catch (error) {
          // The other rules are meant to catch whatever Ajv refuses; should one slip through, it is
          // still the spec's problem, reported at the schema rather than as a crash.
          const reason = error instanceof Error ? error.message : String(error);
          problems.push(diagnostic('schema-not-compilable', { part, op, reason }, locate(['operations', op, part], 'key')));
          continue;
        }
        operation.examples.forEach((example, index) => {
          if (validate(example[part])) return;
          for (const error of validate.errors ?? []) {
            const { path, target } = errorLocation(error);
            const at = locate(['operations', op, 'examples', index, part, ...path], target);
            problems.push(diagnostic('invalid-example', { index, part, op, detail: describeError(error) }, at));
          }
        });
      }
    }
    for (const [name, schema] of Object.entries(spec.types ?? {})) {
      if (!Array.isArray(schema.examples)) continue;
      const validate = validators.named(name);
      schema.examples.forEach((example: unknown, index: number) => {
        if (validate(example)) return;
        for (const error of validate.errors ?? []) {
          const { path, target } = errorLocation(error);
          problems.push(diagnostic('invalid-type-example', { index, name, detail: describeError(error) }, locate(['types', name, 'examples', index, ...path], target)));
        }
      });
    }
    return problems;
  },
};
