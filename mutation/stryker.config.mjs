// @ts-check
/**
 * StrykerJS for the area MUTATION_AREA names (areas.mjs); run it with `npm run mutation -- <area>`
 * (mutation/run.mjs), which also writes the area's summary. With MUTATION_PASS=static it is the
 * area's static pass (static-pass.mjs): the mutants MUTATION_STATIC names (`file:from-to` lines),
 * static ones run against the area's quick tests, into a report run.mjs merges.
 */
import { areaNamed } from './areas.mjs';

const area = areaNamed(process.env.MUTATION_AREA ?? '');
const staticPass = process.env.MUTATION_PASS === 'static';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.ts', related: false },
  // Each mutant runs only the tests that reached its code in the first run.
  coverageAnalysis: 'perTest',
  // A mutant reached only while modules load (a module-level constant) is "static": Stryker would run
  // every test of the area against it, each with a fresh load. The area's run leaves it unrun; the
  // static pass runs it against the area's quick tests. One reached both at load and by tests is
  // judged by those tests.
  ignoreStatic: !staticPass,
  mutate: staticPass ? JSON.parse(process.env.MUTATION_STATIC ?? '[]') : area.mutate,
  // Two cores: one test process each.
  concurrency: 2,
  timeoutMS: 5_000,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: {
    fileName: staticPass ? `mutation/.incremental/${area.name}.static.json` : `mutation/reports/${area.name}.json`,
  },
  clearTextReporter: { allowColor: false, reportTests: false, reportScoreTable: true, reportMutants: false },
  // The static pass starts from the area's report (run.mjs copies it there): every mutant the run
  // judged keeps its result, so only the static ones run, however much of the file their spans take in.
  incrementalFile: `mutation/.incremental/${area.name}${staticPass ? '.static-base' : ''}.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['mutation/reports', 'mutation/.incremental', 'bench/results', 'coverage'],
  thresholds: { high: 90, low: 80, break: null },
};
