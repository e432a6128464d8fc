/**
 * The mutation-testing areas: what each mutates and the tests that judge it, in one table.
 *
 * `npm run mutation -- <area>` runs one area (stryker.config.mjs and vitest.config.ts read this table);
 * each fits in about 20 minutes on a 2-core machine. Only tests that import the sources in-process are
 * named: a test of the generated package reads a copy of runtime/ that a mutant of the source never
 * reaches, and a test that spawns the CLI runs the built dist/, so neither can kill a mutant. Work a
 * test file does outside its tests (a beforeAll that generates a package) makes every mutant it
 * reaches "static", run against every test of the area: such files are left out where they would.
 */
export const AREAS = {
  runtime: {
    about: 'the runtime every generated package carries: boundary (framing, decoding, stripping), validation helpers, formats, protocol parts and their checks',
    mutate: ['runtime/boundary/**/*.ts', 'runtime/validation/**/*.ts', 'runtime/parts/**/*.ts'],
    tests: [
      'test/runtime/**/*.test.ts',
      'test/schema/validation-issue.test.ts',
      'test/schema/format-keyword.test.ts',
      // The readers' tests: they generate a package first and judge the emitted readers (area readers).
      '!test/runtime/boundary/reader*.test.ts',
      '!test/runtime/boundary/strip-plan-keywords.test.ts',
    ],
  },
  interaction: {
    about: 'the interaction command kit (runtime/interaction): declarations, compiled commands, strict schemas, rejections, dispatch',
    mutate: ['runtime/interaction/**/*.ts'],
    tests: ['test/interaction/**/*.test.ts', '!test/interaction/package-export.test.ts'],
  },
  check: {
    about: 'the spec checks (generator/check): rules over the resolved model, pattern safety, limit bounds, suggestions',
    mutate: ['generator/check/**/*.ts'],
    // deprecation-sunset generates a package in beforeAll: every check would run there, outside any
    // test, making each mutant static (judged by every test). Its misuses are bad-spec cases anyway.
    tests: ['test/check/**/*.test.ts', 'test/load/bad-specs.test.ts', '!test/check/deprecation-sunset.test.ts'],
  },
  diff: {
    about: 'the contract diff (generator/diff): pairing, the rules, classification, controls, acknowledgements, releases',
    mutate: ['generator/diff/**/*.ts'],
    tests: ['test/diff/**/*.test.ts', 'test/tasks-rpc/diff.test.ts'],
  },
  readers: {
    about: 'the emitters that matter most: compiled readers (the parsers every boundary runs) and the strip plans',
    mutate: ['generator/emit/readers/**/*.ts', 'generator/emit/boundary/strip-plan.ts', 'generator/emit/boundary/plan-merge.ts'],
    tests: ['test/readers/**/*.test.ts', 'test/runtime/boundary/readers.test.ts', 'test/runtime/boundary/reader-sharing.test.ts', 'test/differential/**/*.test.ts'],
  },
};

/** The area a run names (MUTATION_AREA), or an error naming the areas there are. */
export function areaNamed(name) {
  const area = AREAS[name];
  if (area === undefined) throw new Error(`unknown mutation area '${name}': one of ${Object.keys(AREAS).join(', ')}`);
  return { name, ...area };
}
