// @ts-check
/**
 * StrykerJS for the area MUTATION_AREA names (areas.mjs); run it with `npm run mutation -- <area>`
 * (mutation/run.mjs), which also writes the area's summary.
 */
import { areaNamed } from './areas.mjs';

const area = areaNamed(process.env.MUTATION_AREA ?? '');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.ts', related: false },
  // Each mutant runs only the tests that reached its code in the first run.
  coverageAnalysis: 'perTest',
  // A mutant reached only while modules load (a module-level constant) is "static": Stryker would run
  // every test of the area against it, which no area's run can afford. It is left unrun here, and the
  // summary counts it as survived (summary.mjs), so the score never gains from it. One reached both
  // at load and by tests is judged by those tests.
  ignoreStatic: true,
  mutate: area.mutate,
  // Two cores: one test process each.
  concurrency: 2,
  timeoutMS: 5_000,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: `mutation/reports/${area.name}.json` },
  clearTextReporter: { allowColor: false, reportTests: false, reportScoreTable: true, reportMutants: false },
  incrementalFile: `mutation/.incremental/${area.name}.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['mutation/reports', 'mutation/.incremental', 'bench/results', 'coverage'],
  thresholds: { high: 90, low: 80, break: null },
};
