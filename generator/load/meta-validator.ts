import { Ajv, type Options, type ValidateFunction } from 'ajv';
import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };
import { precompiledOr } from './precompiled-validator.ts';
import * as precompiled from './meta-validator.generated.ts';

/** What a merged spec folder is validated against. */
export const COMPLETE_SPEC = `${metaSchema.$id}#/definitions/completeSpec`;

/** allErrors: report every structural problem at once; verbose: errors carry the schema that failed. */
export const META_VALIDATOR_OPTIONS: Options = { allErrors: true, verbose: true, strict: true, strictRequired: false };

/**
 * The meta-schema compiled by Ajv now, ~0.1 s. No code optimizer: it makes the validator no different
 * in what it reports, and it is compiled once per run to validate one or two specs, where its passes
 * cost more (~120 ms) than they save.
 */
export function compileMetaValidator(): ValidateFunction {
  return new Ajv({ ...META_VALIDATOR_OPTIONS, code: { optimize: false } })
    .addSchema(metaSchema)
    .getSchema(COMPLETE_SPEC)!;
}

let chosen: ValidateFunction | undefined;

/**
 * The meta-schema's validator: Ajv's standalone code in meta-validator.generated.ts, unless the
 * meta-schema changed since. test/load/meta-validator.test.ts holds that file to what Ajv makes of
 * the meta-schema, and its errors to those of compileMetaValidator, which it replaces.
 */
export function metaValidator(): ValidateFunction {
  return (chosen ??= precompiledOr(metaSchema, precompiled, compileMetaValidator));
}
