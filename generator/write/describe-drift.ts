import { createTwoFilesPatch } from 'diff';
import type { FileComparison } from './compare-output.ts';

/** A short unified diff of one drifted file: at most `maxLines` lines of hunks, the rest counted. */
export function describeDrift(entry: FileComparison, maxLines = 20): string {
  const patch = createTwoFilesPatch(`generated/${entry.path}`, `spec/${entry.path}`, entry.actual ?? '', entry.expected ?? '', 'on disk', 'from the spec', {
    context: 1,
  });
  // Keep the ---/+++ header and the hunks; drop the ===== separator line diff puts first.
  const lines = patch.split('\n').filter((line) => line.length > 0 && !/^(=+|Index: .*)$/.test(line));
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown.push(`… ${lines.length - maxLines} more diff lines`);
  return shown.join('\n');
}
