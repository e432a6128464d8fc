import { deepEqual } from '../../runtime/validation/deep-equal.ts';
import { exceedsJsonBytes, exceedsJsonEntries } from '../../runtime/validation/json-measure.ts';
import { ucs2length } from '../../runtime/validation/ucs2length.ts';
import { duplicatePair } from '../../runtime/validation/unique-items.ts';
import { exceedsUtf8Bytes } from '../../runtime/validation/utf8-byte-length.ts';
import { issue } from '../../runtime/validation/validation-issue.ts';
import { RUNTIME_REQUIRE } from '../../generator/schema/ajv-compiler.ts';
import { CHECK_REQUIRE_PREFIX } from '../../generator/schema/check-keyword.ts';
import { PART_CHECKS } from '../../generator/parts/part-checks.ts';

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
  // A part's checks, by module (check-keyword.ts).
  ...Object.fromEntries(
    Object.values(PART_CHECKS).map(({ module }) => [
      `${CHECK_REQUIRE_PREFIX}${module}`,
      Object.fromEntries(
        Object.entries(PART_CHECKS)
          .filter(([, check]) => check.module === module)
          .map(([name, check]) => [name, check.check]),
      ),
    ]),
  ),
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
