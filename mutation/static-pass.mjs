/**
 * The static pass: the mutants an area's run left unrun as static (reached only while modules load,
 * `ignoreStatic`), run again against the area's quick tests (`staticTests` in areas.mjs), each with a
 * fresh module load and every one of those tests, then merged back into the area's report. Run against
 * the area's full tests, each would cost as much as a whole test run of the area.
 */

/** Whether Stryker left this mutant unrun because it is static. */
export const isUnrunStatic = (mutant) =>
  mutant.status === 'Ignored' && /^Static mutant/.test(mutant.statusReason ?? '');

const UNRUN_STATIC = { status: 'Ignored', statusReason: 'Static mutant (and "ignoreStatic" was enabled)' };

/**
 * The report with each static mutant an earlier static pass let live (survived, or reached by no
 * test) made unrun again, so that this pass judges it by today's tests. Stryker's incremental mode
 * would keep such a verdict for good: it runs a live mutant again only when a new test covers it, and
 * a static mutant's coverage is not known per test, so tests written against it were never seen.
 * A static kill is left to Stryker: it is kept only while its killing test is unchanged.
 */
export function unjudgeStatic(report) {
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => [
      file,
      {
        ...entry,
        mutants: entry.mutants.map((mutant) => {
          if (mutant.static !== true || !['Survived', 'NoCoverage'].includes(mutant.status)) return mutant;
          const { killedBy: _killed, coveredBy: _covered, testsCompleted: _completed, ...rest } = mutant;
          return { ...rest, ...UNRUN_STATIC };
        }),
      },
    ]),
  );
  return { ...report, files };
}

/**
 * Stryker `mutate` patterns covering exactly the spans of the report's unrun static mutants, one per
 * mutant: `file:line:column-line:column`. A whole line would take in every other mutant on it, already
 * judged (a rule table's lines hold hundreds). The report's lines and columns count from 1; a pattern's
 * lines from 1 and its columns from 0 (Stryker's project-reader).
 */
export function staticRanges(report) {
  const ranges = new Set();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const {
      location: { start, end },
    } of mutants.filter(isUnrunStatic))
      ranges.add(`${file}:${start.line}:${start.column - 1}-${end.line}:${end.column - 1}`);
  }
  return [...ranges].sort();
}

const sameMutant = (a, b) =>
  a.mutatorName === b.mutatorName &&
  a.replacement === b.replacement &&
  a.location.start.line === b.location.start.line &&
  a.location.start.column === b.location.start.column &&
  a.location.end.line === b.location.end.line &&
  a.location.end.column === b.location.end.column;

/** A report's test ids by `file\u0000name`, and names by id. */
function testIndex(report) {
  const byKey = new Map();
  const keyOf = new Map();
  for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) {
    for (const test of tests) {
      byKey.set(`${file}\u0000${test.name}`, test.id);
      keyOf.set(test.id, `${file}\u0000${test.name}`);
    }
  }
  return { byKey, keyOf };
}

/**
 * The area's report with each unrun static mutant given the verdict of the static pass: the pass's
 * status and reason, and the tests that killed or covered it, as ids of the area's report (the pass
 * runs a subset of the area's tests). A static mutant the pass did not produce stays unrun (it then
 * counts as survived); so does one whose pass verdict is not a test verdict.
 */
export function mergeStatic(report, pass) {
  const main = testIndex(report);
  const other = testIndex(pass);
  const translate = (ids) =>
    (ids ?? []).map((id) => main.byKey.get(other.keyOf.get(id))).filter((id) => id !== undefined);
  let merged = 0;
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => {
      const candidates = pass.files[file]?.mutants ?? [];
      const mutants = entry.mutants.map((mutant) => {
        if (!isUnrunStatic(mutant)) return mutant;
        const verdict = candidates.find((candidate) => sameMutant(candidate, mutant));
        if (verdict === undefined || !['Killed', 'Survived', 'Timeout', 'NoCoverage'].includes(verdict.status))
          return mutant;
        merged += 1;
        const { killedBy: _killed, coveredBy: _covered, ...rest } = mutant;
        return {
          ...rest,
          status: verdict.status,
          statusReason: `static pass: ${verdict.statusReason ?? verdict.status}`,
          static: true,
          ...(verdict.killedBy === undefined ? {} : { killedBy: translate(verdict.killedBy) }),
          ...(verdict.coveredBy === undefined ? {} : { coveredBy: translate(verdict.coveredBy) }),
        };
      });
      return [file, { ...entry, mutants }];
    }),
  );
  return { report: { ...report, files }, merged };
}
