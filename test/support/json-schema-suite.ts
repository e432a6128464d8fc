import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** One case of the official JSON-Schema-Test-Suite: a value and the verdict 2020-12 gives it. */
export interface SuiteCase {
  readonly description: string;
  readonly data: unknown;
  readonly valid: boolean;
}

/** One group of a suite file: a schema and its cases. */
export interface SuiteGroup<Schema = unknown> {
  readonly description: string;
  readonly schema: Schema;
  readonly tests: readonly SuiteCase[];
}

/**
 * The suite's draft 2020-12 folder, read in place from JSON_SCHEMA_TEST_SUITE (the folder holding
 * `tests/`; `.ci/run` sets it), or undefined after one loud line saying what `what` skips and why,
 * the way Ajv's own suite run needs its submodule.
 */
export function suiteDraftFolder(what: string): string | undefined {
  const root = process.env['JSON_SCHEMA_TEST_SUITE'];
  const dir = root === undefined ? undefined : join(root, 'tests', 'draft2020-12');
  if (dir !== undefined && existsSync(dir)) return dir;
  console.warn(
    `!! SKIPPED ${what}: ${dir === undefined ? 'JSON_SCHEMA_TEST_SUITE is not set' : `${dir} does not exist`}. ` +
      'Set JSON_SCHEMA_TEST_SUITE to a checkout of github.com/json-schema-org/JSON-Schema-Test-Suite (the folder holding tests/); .ci/run does.',
  );
  return undefined;
}
