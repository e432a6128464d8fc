import type { ErrorObject } from 'ajv';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { pointerToPath } from '../../load/validate-structure.ts';
import { addNamedTypes, createAjv, toAjvSchema } from '../../schema/ajv-compiler.ts';
import type { SpecRule } from '../rule.ts';

const describeError = (error: ErrorObject) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`;

/**
 * Every example's params and result must validate against the operation's schemas, compiled by the
 * same Ajv configuration as the generated validators. An invalid example is a spec error, positioned
 * at the value that fails.
 */
export const examples: SpecRule = {
  id: 'examples',
  needs: 'sound-schemas',
  check({ spec, locate }) {
    const ajv = createAjv({ standalone: false, allErrors: true });
    addNamedTypes(ajv, spec.types ?? {});
    const problems: Diagnostic[] = [];
    for (const [op, operation] of Object.entries(spec.operations)) {
      for (const part of ['params', 'result'] as const) {
        const validate = ajv.compile(toAjvSchema(operation[part]));
        operation.examples.forEach((example, index) => {
          if (validate(example[part])) return;
          for (const error of validate.errors ?? []) {
            const at = locate(['operations', op, 'examples', index, part, ...pointerToPath(error.instancePath)]);
            problems.push(diagnostic('invalid-example', { index, part, op, detail: describeError(error) }, at));
          }
        });
      }
    }
    return problems;
  },
};
