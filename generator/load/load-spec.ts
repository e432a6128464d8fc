import { join } from 'node:path';
import { diagnostic, hasErrors, type Diagnostic, type WithDiagnostics } from '../diagnostics/diagnostic.ts';
import type { FileSystemHost } from '../host/file-system.ts';
import { mergeSpecFiles, type MergedSpec } from './merge-files.ts';
import { parseSpecFile, type SpecFile } from './spec-file.ts';
import { decodeSpecText } from './spec-text.ts';
import { validateStructure } from './validate-structure.ts';

const SPEC_FILE = /\.ya?ml$/;
/** A whole contract in one file: a release snapshot (JSON is YAML) or a one-file spec. */
const CONTRACT_FILE = /\.(json|ya?ml)$/;

/** Why a symbolic link was not followed, as the diagnostic that says so. */
const LINK_CODES = { loop: 'spec-link-loop', outside: 'spec-link-outside', dangling: 'spec-link-dangling' } as const;

/**
 * load: reads every YAML file of a spec folder (recursively, through the symbolic links that stay
 * inside it), parses each keeping positions, merges them, and checks the whole against the
 * meta-schema. `dir` may also name one file holding a whole contract (a release snapshot). Returns
 * undefined when the folder cannot be read at all or a file cannot be parsed; structural problems
 * still return the merged spec.
 */
export async function loadSpec(fs: FileSystemHost, dir: string): Promise<WithDiagnostics<MergedSpec | undefined>> {
  const problems: Diagnostic[] = [];
  const listed = await fs.listSpecFiles(dir, (name) => SPEC_FILE.test(name));
  let paths: string[];
  if (listed !== undefined) {
    for (const link of listed.links)
      problems.push(diagnostic(LINK_CODES[link.problem], { path: join(dir, link.path), target: link.target }));
    paths = listed.files.map((name) => join(dir, name));
    if (paths.length === 0 && problems.length === 0)
      return [undefined, [diagnostic('spec-folder-empty', { path: dir })]];
  } else if (CONTRACT_FILE.test(dir)) {
    paths = [dir];
  } else {
    return [undefined, [diagnostic('spec-folder-missing', { path: dir })]];
  }

  // Every read is started at once (they wait on the disk, not on this thread); the files are then
  // taken in order, so the diagnostics come out as they would one file at a time.
  const reads = paths.map(async (path) => {
    try {
      return { bytes: await fs.readBytes(path) };
    } catch (error) {
      return { error };
    }
  });
  const files: SpecFile[] = [];
  for (const [index, path] of paths.entries()) {
    const read = await reads[index]!;
    if ('error' in read) {
      const { error } = read;
      problems.push(
        diagnostic('file-unreadable', { path, reason: error instanceof Error ? error.message : String(error) }),
      );
      continue;
    }
    const { bytes } = read;
    const [text, textProblems] = decodeSpecText(path, bytes);
    problems.push(...textProblems);
    if (text === undefined) continue;
    const [file, fileProblems] = parseSpecFile(path, text, bytes.length);
    problems.push(...fileProblems);
    files.push(file);
  }
  if (hasErrors(problems)) return [undefined, problems];

  const [merged, mergeProblems] = mergeSpecFiles(files);
  problems.push(...mergeProblems, ...validateStructure(merged));
  return [merged, problems];
}
