import type { ValidateFunction } from 'ajv';
import { normalizeSchema } from '../schema/normalize-schema.ts';
import { operationSchemaId, typeSchemaId } from '../schema/ajv-compiler.ts';
import { StandaloneCompiler, type CompiledSchemas } from '../schema/standalone-compiler.ts';
import { ValidatorCache, type SpecValidators, type ValidatedSpec, type ValidatorSource } from './validator-cache.ts';

/**
 * The validators of `gen` and `check`, which go on to write the package's validators: the examples
 * are checked with the very code the package ships (a StandaloneCompiler over the schemas in the
 * model's canonical form, normalizeSchema), and the validators emitter then reuses that compiler
 * (`compiler`) instead of compiling every schema again. It reports only a value's first error, so
 * an example it rejects is validated again by a ValidatorCache validator, which reports every error
 * the way `validate` does; a valid spec never compiles those.
 */
export class StandaloneValidators implements ValidatorSource {
  /** The compiler of the last spec checked, once its schemas compiled. */
  compiler: StandaloneCompiler | undefined;
  readonly #reports = new ValidatorCache();

  forSpec(spec: ValidatedSpec): SpecValidators {
    const compiler = new StandaloneCompiler(canonicalSchemas(spec));
    this.compiler = compiler;
    const reports = this.#reports.forSpec(spec);
    const shipped = (id: string, report: () => ValidateFunction): ValidateFunction => {
      let validate: ValidateFunction;
      try {
        validate = compiler.validator(id);
      } catch {
        // A schema Ajv refuses: the compiler is not reused, and the report says why (or throws it).
        if (this.compiler === compiler) this.compiler = undefined;
        return report();
      }
      return firstThenEvery(validate, report);
    };
    return {
      operation: (op, part, schema) => shipped(operationSchemaId(op, part), () => reports.operation(op, part, schema)),
      named: (name) => shipped(typeSchemaId(name), () => reports.named(name)),
    };
  }
}

/** The spec's schemas in the model's form (build-model.ts normalizes each the same way). */
function canonicalSchemas({ types = {}, operations = {} }: ValidatedSpec): CompiledSchemas {
  return {
    types: Object.fromEntries(Object.entries(types).map(([name, schema]) => [name, normalizeSchema(schema)])),
    operations: Object.entries(operations).map(([name, op]) => ({
      name,
      params: normalizeSchema(op.params),
      result: normalizeSchema(op.result),
    })),
  };
}

/**
 * A validator that answers with `first` (the shipped code, first error only) and, for a value it
 * rejects, gives the verdict and every error of `every` (compiled on first need).
 */
function firstThenEvery(first: ValidateFunction, every: () => ValidateFunction): ValidateFunction {
  let reporting: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    if (first(data)) {
      validate.errors = null;
      return true;
    }
    reporting ??= every();
    const valid = reporting(data);
    validate.errors = reporting.errors ?? null;
    return valid;
  }) as ValidateFunction;
  validate.errors = null;
  return validate;
}
