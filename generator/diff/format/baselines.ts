import { jsonReportValue, type JsonReport } from './json.ts';
import { githubReport } from './github.ts';
import { junitReport, escapeXmlAttribute } from './junit.ts';
import { markdownCell, markdownReport } from './markdown.ts';
import { textReport } from './text.ts';
import type { ReportFormat } from './formats.ts';
import type { Compatibility } from '../compatibility.ts';
import type { BaselineReport } from '../transitive.ts';

/** A transitive run as one output: each baseline's report in the format asked for, and the verdict over all of them. */
export type BaselinesFormatter = (
  baselines: readonly BaselineReport[],
  options: { readonly color: boolean; readonly compatibility: Compatibility },
) => string;

/** `--format json` of a transitive run: one document, a report per baseline, oldest first. */
export interface JsonBaselines {
  readonly compatibility: Compatibility;
  readonly passed: boolean;
  /** The versions of the baselines that failed. */
  readonly failing: readonly string[];
  readonly baselines: readonly {
    readonly version: string;
    readonly old: string;
    readonly new: string;
    readonly passed: boolean;
    readonly report: JsonReport;
  }[];
}

function verdict(baselines: readonly BaselineReport[], compatibility: Compatibility): string {
  const failing = baselines.filter((baseline) => !baseline.passed).map((baseline) => baseline.version);
  const range =
    baselines.length === 1 ? baselines[0]!.version : `${baselines[0]!.version} … ${baselines.at(-1)!.version}`;
  const outcome =
    failing.length === 0
      ? 'every one passes'
      : `${failing.length} fail${failing.length === 1 ? 's' : ''}: ${failing.join(', ')}`;
  return `${compatibility}: against ${baselines.length} release snapshot${baselines.length === 1 ? '' : 's'} (${range}), ${outcome}`;
}

const text: BaselinesFormatter = (baselines, { color, compatibility }) =>
  [
    ...baselines.map(
      (baseline) =>
        `against ${baseline.version} (${baseline.oldLabel})\n${textReport(baseline.report, { color, oldLabel: baseline.oldLabel, newLabel: baseline.newLabel })}`,
    ),
    verdict(baselines, compatibility) + '\n',
  ].join('\n');

/** The JSON format's value, for a document that holds it with more (the CLI's --format json report). */
export function jsonBaselinesValue(baselines: readonly BaselineReport[], compatibility: Compatibility): JsonBaselines {
  return {
    compatibility,
    passed: baselines.every((baseline) => baseline.passed),
    failing: baselines.filter((baseline) => !baseline.passed).map((baseline) => baseline.version),
    baselines: baselines.map((baseline) => ({
      version: baseline.version,
      old: baseline.oldLabel,
      new: baseline.newLabel,
      passed: baseline.passed,
      report: jsonReportValue(baseline.report),
    })),
  };
}

const json: BaselinesFormatter = (baselines, { compatibility }) =>
  JSON.stringify(jsonBaselinesValue(baselines, compatibility), null, 2) + '\n';

const markdown: BaselinesFormatter = (baselines, { compatibility }) =>
  [
    `## Contract diff against every release\n\n${markdownCell(verdict(baselines, compatibility))}.\n`,
    ...baselines.map((baseline) =>
      markdownReport(baseline.report, { color: false, oldLabel: baseline.oldLabel, newLabel: baseline.newLabel }),
    ),
  ].join('\n');

/** Annotations of every comparison, each once: a change found against several baselines is one annotation on its line. */
const github: BaselinesFormatter = (baselines, { compatibility }) => {
  const lines = new Set<string>();
  for (const baseline of baselines) {
    for (const line of githubReport(baseline.report, {
      color: false,
      oldLabel: baseline.oldLabel,
      newLabel: baseline.newLabel,
    })
      .trimEnd()
      .split('\n'))
      lines.add(line);
  }
  lines.add(`::notice title=contract diff::${verdict(baselines, compatibility)}`);
  return [...lines].join('\n') + '\n';
};

/** One <testsuite> per baseline, named after it, in one <testsuites>. */
const junit: BaselinesFormatter = (baselines) => {
  let tests = 0;
  let failures = 0;
  const suites = baselines.flatMap((baseline) => {
    const lines = junitReport(baseline.report).trimEnd().split('\n');
    // junitReport: the XML declaration, <testsuites …>, <testsuite …>, the cases, </testsuite>, </testsuites>.
    const suite = lines.slice(2, -1);
    tests += Number(/ tests="(\d+)"/.exec(suite[0]!)![1]);
    failures += Number(/ failures="(\d+)"/.exec(suite[0]!)![1]);
    suite[0] = suite[0]!.replace(
      ' name="contract diff"',
      ` name="${escapeXmlAttribute(`contract diff against ${baseline.version}`)}"`,
    );
    return suite;
  });
  const counts = ` tests="${tests}" failures="${failures}" skipped="0"`;
  return (
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="contract diff"${counts}>`,
      ...suites,
      '</testsuites>',
    ].join('\n') + '\n'
  );
};

export const BASELINE_FORMATS: { readonly [F in ReportFormat]: BaselinesFormatter } = {
  text,
  json,
  markdown,
  github,
  junit,
};
