import { Ajv, type Options, type ValidateFunction } from 'ajv';
import { precompiledOr } from '../../generator/load/precompiled-validator.ts';
import projectSchema from './felan-project.schema.json' with { type: 'json' };
import * as precompiled from './project-validator.generated.ts';

export const PROJECT_VALIDATOR_OPTIONS: Options = { allErrors: true, verbose: true, strict: true };

/** The project schema compiled by Ajv now (~30 ms, most of it checking the schema against draft-07's). */
export function compileProjectValidator(): ValidateFunction {
  return new Ajv(PROJECT_VALIDATOR_OPTIONS).compile(projectSchema);
}

let chosen: ValidateFunction | undefined;

/**
 * The project file's validator: Ajv's standalone code in project-validator.generated.ts, unless the
 * schema changed since. test/cli/project-validator.test.ts holds that file to what Ajv makes of the
 * schema, and its errors to those of compileProjectValidator, which it replaces.
 */
export function projectValidator(): ValidateFunction {
  return (chosen ??= precompiledOr(projectSchema, precompiled, compileProjectValidator));
}
