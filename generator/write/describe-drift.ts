import { createTwoFilesPatch } from 'diff';
import { join } from 'node:path';
import type { FileComparison } from './compare-output.ts';

/**
 * A short unified diff of one drifted file of `folder`: at most `maxLines` lines of hunks, the rest
 * counted. Both headers name the file by its path (the folder as the user reads it, joined with the
 * file's); their labels tell the sides apart, as git's a/ and b/ do.
 */
export function describeDrift(entry: FileComparison, folder: string, maxLines = 20): string {
  const path = join(folder, entry.path);
  const patch = createTwoFilesPatch(path, path, entry.actual ?? '', entry.expected ?? '', 'on disk', 'from the spec', {
    context: 1,
  });
  // Keep the ---/+++ header and the hunks; drop the ===== separator line diff puts first.
  const lines = patch.split('\n').filter((line) => line.length > 0 && !/^(=+|Index: .*)$/.test(line));
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown.push(`… ${lines.length - maxLines} more diff lines`);
  return shown.join('\n');
}
