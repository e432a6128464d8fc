import { join } from 'node:path';
import { diagnostic, hasErrors, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { FileSystemHost } from '../host/file-system.ts';
import { mergeSpecFiles, type MergedSpec } from './merge-files.ts';
import { parseSpecFile, type SpecFile } from './spec-file.ts';
import { validateStructure } from './validate-structure.ts';

const SPEC_FILE = /\.ya?ml$/;

/**
 * load: reads every YAML file of a spec folder (recursively), parses each keeping positions,
 * merges them, and checks the whole against the meta-schema. Returns undefined when the folder
 * cannot be read at all or a file cannot be parsed; structural problems still return the merged spec.
 */
export async function loadSpec(fs: FileSystemHost, dir: string): Promise<WithDiagnostics<MergedSpec | undefined>> {
  const listed = await fs.listFiles(dir);
  if (listed === undefined) return [undefined, [diagnostic('spec-folder-missing', { path: dir })]];
  const names = listed.filter((name) => SPEC_FILE.test(name));
  if (names.length === 0) return [undefined, [diagnostic('spec-folder-empty', { path: dir })]];

  const problems: Diagnostic[] = [];
  const files: SpecFile[] = [];
  for (const name of names) {
    const path = join(dir, name);
    let text: string;
    try {
      text = await fs.readText(path);
    } catch (error) {
      problems.push(diagnostic('file-unreadable', { path, reason: error instanceof Error ? error.message : String(error) }));
      continue;
    }
    const [file, fileProblems] = parseSpecFile(path, text);
    problems.push(...fileProblems);
    files.push(file);
  }
  if (hasErrors(problems)) return [undefined, problems];

  const [merged, mergeProblems] = mergeSpecFiles(files);
  problems.push(...mergeProblems, ...validateStructure(merged));
  return [merged, problems];
}
