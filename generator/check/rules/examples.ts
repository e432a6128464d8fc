import type { ErrorObject, ValidateFunction } from 'ajv';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { errorLocation } from '../../diagnostics/ajv-error-path.ts';
import type { SpecDocument } from '../../load/spec-document.ts';
import { didYouMean } from '../../diagnostics/nearest-name.ts';
import type { SpecRule } from '../rule.ts';
import type { SpecValidators } from '../validator-cache.ts';

const describeError = (error: ErrorObject) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`;

/** What a request or command example gets wrong about its operation: an unknown one, or params that are not its params. */
function commandProblems(
  spec: SpecDocument,
  example: unknown,
  validators: SpecValidators,
): [ErrorObject, readonly string[]][] {
  const { operation, params } = spec.framing!.request;
  const value = example as Record<string, unknown>;
  const op = value[operation];
  if (typeof op !== 'string' || !Object.hasOwn(spec.operations, op)) {
    const suggestion = typeof op === 'string' ? didYouMean(op, Object.keys(spec.operations)) : '';
    return [
      [
        {
          instancePath: '',
          keyword: 'operation',
          schemaPath: '',
          params: {},
          message: `names no operation of this spec (${JSON.stringify(op)})${suggestion}`,
        },
        [operation],
      ],
    ];
  }
  if (!Object.hasOwn(value, params)) return [];
  const validate = validators.operation(op, 'params', spec.operations[op]!.params);
  return validate(value[params]) ? [] : (validate.errors ?? []).map((error) => [error, [params]]);
}

/**
 * Every example — an operation's params and result, and the `examples` a named type lists — must
 * validate against its schema, compiled by the same Ajv configuration as the generated validators.
 * An invalid example is a spec error, positioned at the value that fails. An example of the
 * framing's request or command type is also held to its operation, as the parsers hold one.
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
          problems.push(
            diagnostic('schema-not-compilable', { part, op, reason }, locate(['operations', op, part], 'key')),
          );
          continue;
        }
        (operation.examples ?? []).forEach((example, index) => {
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
      const carriesCommand = name === spec.framing?.request.type || name === spec.framing?.request.command;
      schema.examples.forEach((example: unknown, index: number) => {
        const report = (error: ErrorObject, prefix: readonly string[] = []) => {
          const { path, target } = errorLocation(error);
          const detail = describeError({
            ...error,
            instancePath: `${prefix.map((segment) => `/${segment}`).join('')}${error.instancePath}`,
          });
          problems.push(
            diagnostic(
              'invalid-type-example',
              { index, name, detail },
              locate(['types', name, 'examples', index, ...prefix, ...path], target),
            ),
          );
        };
        if (!validate(example)) return void (validate.errors ?? []).forEach((error) => report(error));
        // A request or command example is parsed by its operation too: its params must be that operation's.
        if (carriesCommand)
          for (const [error, prefix] of commandProblems(spec, example, validators)) report(error, prefix);
      });
    }
    return problems;
  },
};
