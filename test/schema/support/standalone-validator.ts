import type { Ajv, AnySchemaObject } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { schemaSha256 } from '../../../generator/load/precompiled-validator.ts';

/**
 * A `*.generated.ts` module (see generator/load/precompiled-validator.ts): Ajv's standalone code for
 * `id` in `ajv` — whose ESM form still `require`s Ajv's runtime helpers, hence the createRequire — and
 * the fingerprint of `schema`, the schema it was compiled from (`from` names its file).
 */
export function standaloneValidatorModule(
  ajv: Ajv,
  id: string,
  schema: AnySchemaObject,
  from: string,
  test: string,
): string {
  const code = standaloneCode.default(ajv, ajv.getSchema(id)!).replace(/^"use strict";/, '');
  return [
    `// Generated from ${from} by \`RECORD=true npx vitest run ${test}\`: do not edit.`,
    '// @ts-nocheck',
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    `export const SCHEMA_SHA256 = '${schemaSha256(schema)}';`,
    code,
    '',
  ].join('\n');
}
