/**
 * Issue 19's scale figures (gen at 2,000 operations: wall ≤ 60 s, peak memory ≤ 1.5 GB), as the last
 * recorded `npm run bench:scale -- --json bench/results/scale.json` measured them. This module does
 * not run the scale bench (it takes many minutes): it reads bench/results/scale.json, and the labels
 * give that run's date (support/scale-figures.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ISSUE_19 } from './support/issue-19.ts';
import type { BenchReport } from './support/report.ts';
import { scaleFigures, type ScaleDocument } from './support/scale-figures.ts';

const RECORD = fileURLToPath(new URL('results/scale.json', import.meta.url));

export default async function scaleBench(): Promise<BenchReport> {
  let document: ScaleDocument;
  try {
    document = JSON.parse(readFileSync(RECORD, 'utf8')) as ScaleDocument;
  } catch (error) {
    const reason = `no readable bench/results/scale.json (${error instanceof Error ? error.message : String(error)}): npm run bench:scale -- --json bench/results/scale.json`;
    return {
      lines: [`  ${reason}`],
      figures: [ISSUE_19.scaleWall, ISSUE_19.scaleMemory].map(({ id, label, unit, target }) => ({
        id,
        label,
        value: NaN,
        unit,
        target,
        error: reason,
      })),
    };
  }
  const figures = scaleFigures(document);
  const { environment } = document;
  return {
    lines: [
      `  from bench/results/scale.json: the bench:scale run of ${environment.date} (Node ${environment.node ?? '?'}, ${environment.cpu ?? '?'} × ${environment.cpus ?? '?'}), sizes ${document.sizes.map((size) => size.operations).join(', ')} operations; not re-run here`,
    ],
    figures,
  };
}
