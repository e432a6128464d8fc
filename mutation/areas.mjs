/**
 * The mutation-testing areas: what each mutates, the tests that judge it, and the quick ones among
 * them that judge its static mutants (static-pass.mjs; all of its tests when it names none).
 *
 * `npm run mutation -- <area>` runs one area (stryker.config.mjs and vitest.config.ts read this table).
 * Only tests that run the sources in-process are named: a test that spawns the CLI runs the built
 * dist/, which a mutant never reaches. Tests of the generated packages do reach runtime/ in a mutation
 * run (vitest.config.ts). Work a test file does outside its tests (a beforeAll that generates a
 * package) makes every mutant it reaches static: such files are left out where they would.
 */
/** Tests that read source text rather than run it (layout, imports, regular expressions): an instrumented source fails them. */
const SOURCE_TESTS = '!test/**/*-source.test.ts';

/** The runtime's own tests, in-process from runtime/. */
const RUNTIME_TESTS = {
  // readers and reader-reasons compare every example and fuzz case, seconds a test: test/readers/ checks the same rules per schema.
  boundary: [
    'test/runtime/boundary/**/*.test.ts',
    '!test/runtime/boundary/strip-plan-keywords.test.ts',
    '!test/runtime/boundary/reader{s,-reasons}.test.ts',
    'test/readers/**/*.test.ts',
  ],
  validation: [
    'test/runtime/*.test.ts',
    'test/runtime/validation/**/*.test.ts',
    'test/schema/validation-issue.test.ts',
    'test/schema/format-keyword.test.ts',
  ],
  parts: ['test/runtime/parts/**/*.test.ts'],
};

/**
 * The tests of the committed generated packages, whose runtime a mutation run reads from runtime/
 * (vitest.config.ts). Left out: the files that generate a package of their own before their tests
 * (limit-written-once, schema-docs) or compare a build with the committed one (package), and the fuzz
 * and differential suites, whose few tests take 10 to 20 seconds each: every mutant they reach would
 * run them.
 */
const PACKAGE_TESTS = [
  'test/generated/**/*.test.ts',
  '!test/generated/limit-written-once.test.ts',
  '!test/generated/schema-docs.test.ts',
  '!test/generated/package.test.ts',
  // The JSON-RPC example's package: another framing through the same boundary.
  'test/tasks-rpc/boundary.test.ts',
];

/**
 * The tests that target the rules: one fixture pair per rule, each change run both ways, in every
 * place and from either sender, with its subject. Every diff runs every rule, so a test of the report
 * (git baselines, histories, releases) reaches each rule's mutants too, and a surviving one ran the
 * whole diff suite — 90 minutes estimated for the area with them, on two cores.
 */
const DIFF_RULE_TESTS = [
  'test/diff/rules.test.ts',
  'test/diff/rules/**/*.test.ts',
  'test/diff/rule-table.test.ts',
  'test/diff/symmetry.test.ts',
  'test/diff/sender.test.ts',
  'test/diff/subjects.test.ts',
  'test/diff/equivalent-spellings.test.ts',
  'test/diff/pattern-overlap.test.ts',
  'test/tasks-rpc/diff.test.ts',
  SOURCE_TESTS,
];

/**
 * The tests that target the pairing: the rule tests (every change is found by pairing the two
 * contracts' sections, operations, types and schemas first) and the refactors that pair renamed and
 * moved parts. Left out: the tests of the report, its controls and its sources (git baselines,
 * histories, releases), whose diffs reach each pairing mutant too and take seconds a test.
 */
const DIFF_PAIRING_TESTS = [...DIFF_RULE_TESTS, 'test/diff/refactors.test.ts', 'test/diff/pairing/**/*.test.ts'];

/**
 * The tests that target the run and its report: classification (the rule fixtures pin each change's
 * severity and who it breaks), fingerprints, acknowledgements, config and controls, formats, gates,
 * changelogs, histories, git baselines and releases. Left out: symmetry, senders, spellings and
 * refactors, which vary the contracts a diff reads, not what it reports.
 */
const DIFF_REPORT_TESTS = [
  'test/diff/rules.test.ts',
  'test/diff/subjects.test.ts',
  'test/diff/accepted-changes.test.ts',
  'test/diff/changelog.test.ts',
  'test/diff/diff-config.test.ts',
  'test/diff/fingerprints.test.ts',
  'test/diff/format.test.ts',
  'test/diff/gates.test.ts',
  'test/diff/git-baseline.test.ts',
  'test/diff/history.test.ts',
  'test/diff/json-report-example.test.ts',
  'test/diff/shared-validators.test.ts',
  'test/diff/report/**/*.test.ts',
  'test/tasks-rpc/diff.test.ts',
  'test/cli/release-in-process.test.ts',
  SOURCE_TESTS,
];

/** The diff's files that are neither rules nor schema pairing: the run, its report, its controls. */
const DIFF_REPORT = [
  'generator/diff/accepted-changes.ts',
  'generator/diff/apply-config.ts',
  'generator/diff/change.ts',
  'generator/diff/change-summary.ts',
  'generator/diff/changelog.ts',
  'generator/diff/classify.ts',
  'generator/diff/compatibility.ts',
  'generator/diff/contract-source.ts',
  'generator/diff/controls.ts',
  'generator/diff/diff-config.ts',
  'generator/diff/diff-contracts.ts',
  'generator/diff/git-baseline.ts',
  'generator/diff/releases.ts',
  'generator/diff/snapshot.ts',
  'generator/diff/sunset.ts',
  'generator/diff/transitive.ts',
  'generator/diff/version-gate.ts',
  'generator/diff/format/**/*.ts',
];

export const AREAS = {
  'runtime-boundary': {
    about:
      'the runtime every generated package carries, its boundary: framing, line decoding, UTF-8, plain-JSON copies, stripping, errors',
    mutate: ['runtime/boundary/**/*.ts'],
    // The parts raise the boundary's errors and read through its copies. The boundary's own tests
    // build bindings inside each test (test/runtime/boundary/support/binding.ts), so the generated
    // packages' tests add little here and cost much: each timeout restarts a runner that reloads them.
    tests: [...RUNTIME_TESTS.boundary, ...RUNTIME_TESTS.parts, SOURCE_TESTS],
  },
  'runtime-validation': {
    about:
      "the runtime's validation helpers: formats, UTF-8 and UCS-2 lengths, JSON size, deep equality, unique items, issues",
    mutate: ['runtime/validation/**/*.ts'],
    // The boundary measures with the validation helpers (UTF-8 lengths).
    tests: [...RUNTIME_TESTS.validation, ...RUNTIME_TESTS.boundary, ...PACKAGE_TESTS, SOURCE_TESTS],
    staticTests: [...RUNTIME_TESTS.validation, SOURCE_TESTS],
  },
  'runtime-parts': {
    about: "the runtime's protocol parts (request identity, revisions, text streams, UUIDv7, answers) and their checks",
    mutate: ['runtime/parts/**/*.ts'],
    tests: [...RUNTIME_TESTS.parts, ...PACKAGE_TESTS, SOURCE_TESTS],
    staticTests: [...RUNTIME_TESTS.parts, SOURCE_TESTS],
  },
  interaction: {
    about:
      'the interaction command kit (runtime/interaction): declarations, compiled commands, strict schemas, rejections, dispatch',
    mutate: ['runtime/interaction/**/*.ts'],
    // The YAML path's tests generate a package at the top of the file (the kit compiles every catalog
    // there): in the area, every mutant of the compile path would be static. The runtime path's tests
    // define their protocols inside each test.
    tests: [
      'test/interaction/**/*.test.ts',
      '!test/interaction/package-export.test.ts',
      '!test/interaction/yaml-*.test.ts',
      SOURCE_TESTS,
    ],
  },
  check: {
    about:
      'the spec checks (generator/check): rules over the resolved model, pattern safety, limit bounds, and the suggestions their diagnostics make (generator/diagnostics/nearest-name.ts)',
    mutate: ['generator/check/**/*.ts', 'generator/diagnostics/nearest-name.ts'],
    // deprecation-sunset generates a package in beforeAll: every check would run there, outside any
    // test, making each mutant static (judged by every test). Its misuses are bad-spec cases anyway.
    tests: [
      'test/check/**/*.test.ts',
      'test/diagnostics/nearest-name.test.ts',
      'test/load/bad-specs.test.ts',
      '!test/check/deprecation-sunset.test.ts',
      SOURCE_TESTS,
    ],
  },
  'diff-rules': {
    about: "the contract diff's rules, one file each (generator/diff/rules), and their table",
    mutate: ['generator/diff/rules/**/*.ts', 'generator/diff/rules.ts'],
    tests: DIFF_RULE_TESTS,
  },
  'diff-pairing': {
    about:
      "the contract diff's pairing: sections, operations and types matched, schemas compared by meaning, union branches paired",
    mutate: [
      'generator/diff/**/*.ts',
      '!generator/diff/rules/**',
      '!generator/diff/rules.ts',
      ...DIFF_REPORT.map((glob) => `!${glob}`),
    ],
    tests: DIFF_PAIRING_TESTS,
  },
  'diff-report': {
    about:
      "the contract diff's run and report: classification, fingerprints, controls and config, acknowledgements, releases, git baselines, formats",
    mutate: DIFF_REPORT,
    tests: DIFF_REPORT_TESTS,
  },
  readers: {
    about: 'the emitters that matter most: compiled readers (the parsers every boundary runs) and the strip plans',
    mutate: [
      'generator/emit/readers/**/*.ts',
      'generator/emit/boundary/strip-plan.ts',
      'generator/emit/boundary/plan-merge.ts',
    ],
    // Readers compiled inside each test from the schemas it writes, and run against runtime/ (the
    // tests of a generated package never run the emitter; generating one before the tests would make
    // every mutant static).
    tests: ['test/readers/**/*.test.ts', SOURCE_TESTS],
  },
};

/** The areas a name selects: the area of that name, or every area in its group (`runtime` → `runtime-*`). */
export function areasNamed(name) {
  if (name in AREAS) return [name];
  return Object.keys(AREAS).filter((area) => area.startsWith(`${name}-`));
}

/** The area a run names (MUTATION_AREA), or an error naming the areas there are; its quick tests are its tests unless it names them. */
export function areaNamed(name) {
  const area = AREAS[name];
  if (area === undefined) throw new Error(`unknown mutation area '${name}': one of ${Object.keys(AREAS).join(', ')}`);
  return { name, staticTests: area.tests, ...area };
}
