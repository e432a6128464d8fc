import type { DiffReport } from '../change.ts';
import { githubReport } from './github.ts';
import { jsonReport } from './json.ts';
import { junitReport } from './junit.ts';
import { markdownReport } from './markdown.ts';
import { textReport } from './text.ts';

export interface ReportOptions {
  /** ANSI colour; only the text format uses it, and only the CLI knows whether stdout is a terminal. */
  readonly color: boolean;
  /** How to name the two sides, e.g. a git ref or a file path. */
  readonly oldLabel: string;
  readonly newLabel: string;
}

/** Pure: the whole output as one string ending in a newline, the same bytes for the same report. */
export type ReportFormatter = (report: DiffReport, options: ReportOptions) => string;

const formatters = {
  text: textReport,
  json: jsonReport,
  markdown: markdownReport,
  github: githubReport,
  junit: junitReport,
};

/**
 * Every report format `felan-protocol diff --format` accepts. Typed as the common signature so a
 * caller can pass options to any of them, including the ones that ignore options.
 */
export const REPORT_FORMATS: { readonly [F in keyof typeof formatters]: ReportFormatter } = formatters;

export type ReportFormat = keyof typeof REPORT_FORMATS;
