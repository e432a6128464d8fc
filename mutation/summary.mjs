/**
 * An area's summary from Stryker's JSON report (mutation-testing-report-schema): the counts, the score
 * as issue 23 defines it — killed (or timed out) ÷ all mutants that ran or had no test, so no-coverage
 * counts as survived — and each survivor, matched against equivalent.yaml, with the entries that
 * match none (stale).
 */
import { parse } from 'yaml';

/** The score an area must reach. */
export const TARGET = 0.8;

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage', 'Static']);

/** A mutant's status for the score: a static mutant Stryker left unrun (ignoreStatic) is 'Static', undetected. */
const statusOf = (mutant) =>
  mutant.status === 'Ignored' && /^Static mutant/.test(mutant.statusReason ?? '') ? 'Static' : mutant.status;

export function summarize(area, report, { date, minutes, commit, dirty, incremental, equivalents }) {
  const listed = (parse(equivalents) ?? []).filter((entry) => entry.area === area);
  const counts = { all: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, static: 0, invalid: 0 };
  const survivors = [];
  const files = {};
  const matched = new Set();
  for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const lines = source.split('\n');
    const tally = (files[file] = { all: 0, detected: 0 });
    for (const mutant of mutants) {
      const status = statusOf(mutant);
      if (!DETECTED.has(status) && !UNDETECTED.has(status)) {
        counts.invalid += 1; // CompileError, RuntimeError: no test could run against it
        continue;
      }
      counts.all += 1;
      tally.all += 1;
      if (status === 'Killed') counts.killed += 1;
      if (status === 'Timeout') counts.timeout += 1;
      if (status === 'Survived') counts.survived += 1;
      if (status === 'NoCoverage') counts.noCoverage += 1;
      if (status === 'Static') counts.static += 1;
      if (DETECTED.has(status)) {
        tally.detected += 1;
        continue;
      }
      const code = spanText(lines, mutant.location);
      const line = mutant.location.start.line;
      const entry = listed.find(
        (item) =>
          item.file === file &&
          item.mutator === mutant.mutatorName &&
          item.replacement === mutant.replacement &&
          item.code === code &&
          (item.line === undefined || item.line === line),
      );
      if (entry !== undefined) matched.add(entry);
      survivors.push({
        file,
        line,
        mutator: mutant.mutatorName,
        code,
        replacement: mutant.replacement,
        status,
        ...(entry === undefined ? {} : { equivalent: entry.reason }),
      });
    }
  }
  survivors.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
  const detected = counts.killed + counts.timeout;
  return {
    area,
    date,
    commit,
    dirty,
    incremental,
    minutes,
    target: TARGET,
    score: counts.all === 0 ? 1 : Math.round((detected / counts.all) * 10000) / 10000,
    counts,
    files: Object.fromEntries(
      Object.entries(files).map(([file, tally]) => [
        file,
        { ...tally, score: tally.all === 0 ? 1 : Math.round((tally.detected / tally.all) * 1000) / 1000 },
      ]),
    ),
    survivors,
    // Entries of equivalent.yaml for this area that name no survivor: killed since, or moved (an
    // entry with a line matches that line only). A stale entry hides nothing, but its mutant, moved,
    // reads as unlisted.
    staleEquivalents: listed
      .filter((entry) => !matched.has(entry))
      .map(({ file, line, mutator, code, replacement }) => ({
        file,
        ...(line === undefined ? {} : { line }),
        mutator,
        code,
        replacement,
      })),
  };
}

/** The source a mutant replaced (locations are 1-based lines and columns), whitespace collapsed. */
export function spanText(lines, { start, end }) {
  const picked = lines.slice(start.line - 1, end.line);
  if (picked.length === 0) return '';
  picked[picked.length - 1] = picked[picked.length - 1].slice(0, end.column - 1);
  picked[0] = picked[0].slice(start.column - 1);
  return picked.join('\n').replace(/\s+/g, ' ').trim();
}
