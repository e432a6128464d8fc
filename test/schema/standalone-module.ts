import { deepEqual } from '../../runtime/validation/deep-equal.ts';
import { exceedsJsonBytes, exceedsJsonEntries } from '../../runtime/validation/json-measure.ts';
import { ucs2length } from '../../runtime/validation/ucs2length.ts';
import { duplicatePair } from '../../runtime/validation/unique-items.ts';
import { exceedsUtf8Bytes } from '../../runtime/validation/utf8-byte-length.ts';
import { issue } from '../../runtime/validation/validation-issue.ts';
import { RUNTIME_REQUIRE } from '../../generator/schema/ajv-compiler.ts';

export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}

/** What the `require` lines of Ajv's standalone code (before runtime-imports.ts) ask for. */
const MODULES: Readonly<Record<string, object>> = {
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv/dist/runtime/equal': { default: deepEqual },
  [RUNTIME_REQUIRE.exceedsUtf8Bytes]: { exceedsUtf8Bytes },
  [RUNTIME_REQUIRE.exceedsJsonEntries]: { exceedsJsonEntries, exceedsJsonBytes },
  [RUNTIME_REQUIRE.validationIssue]: { issue },
  [RUNTIME_REQUIRE.duplicatePair]: { duplicatePair },
};

/** Runs Ajv's standalone code (its `require` lines and `export const` lines as Ajv writes them) in this process. */
export function loadStandalone(code: string): Record<string, StandaloneValidator> {
  const body = code.replace(/^export const (\w+) = (\w+);$/gm, 'exports.$1 = $2;');
  const exports: Record<string, StandaloneValidator> = {};
  const require = (specifier: string) => {
    const module = MODULES[specifier];
    if (module === undefined) throw new Error(`standalone code requires ${specifier}`);
    return module;
  };
  new Function('require', 'exports', body)(require, exports);
  return exports;
}
