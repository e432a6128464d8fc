import type { ValidateFunction } from 'ajv';
import { createHash } from 'node:crypto';

/** What a `*.generated.ts` module of Ajv standalone code exports: the validator, and the fingerprint of the schema it was compiled from. */
export interface PrecompiledModule {
  readonly SCHEMA_SHA256: string;
  readonly validate: unknown;
}

export const schemaSha256 = (schema: unknown) => createHash('sha256').update(JSON.stringify(schema)).digest('hex');

/**
 * A fixed schema's validator without compiling it at run time (Ajv takes ~0.1 s for the spec
 * meta-schema; loading its standalone code, ~10 ms): the precompiled one when it was compiled from
 * this very schema, else `compile()` — the schema was edited, and its generated module not yet
 * regenerated (each has a test that says so, and regenerates it with RECORD=true).
 */
export function precompiledOr(
  schema: unknown,
  precompiled: PrecompiledModule,
  compile: () => ValidateFunction,
): ValidateFunction {
  return precompiled.SCHEMA_SHA256 === schemaSha256(schema) ? (precompiled.validate as ValidateFunction) : compile();
}
