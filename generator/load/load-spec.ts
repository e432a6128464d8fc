import { join } from 'node:path';
import { diagnostic, hasErrors, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { FileSystemHost } from '../host/file-system.ts';
import { mergeSpecFiles, type MergedSpec } from './merge-files.ts';
import { parseSpecFile, type SpecFile } from './spec-file.ts';
import { validateStructure } from './validate-structure.ts';

const SPEC_FILE = /\.ya?ml$/;
/** A whole contract in one file: a release snapshot (JSON is YAML) or a one-file spec. */
const CONTRACT_FILE = /\.(json|ya?ml)$/;

/**
 * load: reads every YAML file of a spec folder (recursively), parses each keeping positions,
 * merges them, and checks the whole against the meta-schema. `dir` may also name one file holding
 * a whole contract (a release snapshot). Returns undefined when the folder cannot be read at all or
 * a file cannot be parsed; structural problems still return the merged spec.
 */
export async function loadSpec(fs: FileSystemHost, dir: string): Promise<WithDiagnostics<MergedSpec | undefined>> {
  const listed = await fs.listFiles(dir);
  let paths: string[];
  if (listed !== undefined) {
    paths = listed.filter((name) => SPEC_FILE.test(name)).map((name) => join(dir, name));
    if (paths.length === 0) return [undefined, [diagnostic('spec-folder-empty', { path: dir })]];
  } else if (CONTRACT_FILE.test(dir)) {
    paths = [dir];
  } else {
    return [undefined, [diagnostic('spec-folder-missing', { path: dir })]];
  }

  const problems: Diagnostic[] = [];
  const files: SpecFile[] = [];
  for (const path of paths) {
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
