import { writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { stringify } from 'yaml';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { toolchainRoot } from '../../generator/host/toolchain-root.ts';
import { schemaReference, SCHEMA_LINE_PREFIX } from '../../generator/init/schema-reference.ts';
import { isWithin, PROJECT_FILE_NAME, readProjectFile } from './project-file.ts';
import { nearestProjectFile } from './project-targets.ts';

/**
 * The project file's JSON Schema, which editors check the file against: the source file, which the
 * package ships as data (as it ships schema/), so a project's `$schema` line reads the same whether
 * the toolchain is a checkout or installed.
 */
export const PROJECT_SCHEMA_FILE = join(toolchainRoot(), 'cli/project/felan-project.schema.json');

/**
 * What init does about the project of a new spec folder:
 * - `create`: no project file above the spec: write one listing it, in the working folder when the
 *   spec is below it (so commands run from there find it), else beside the spec folder;
 * - `existing`: a project file above the spec already: init never edits a file, so it only says
 *   whether that file lists the spec (`listed`) or how to add it;
 * - `none`: the spec folder is the working folder itself, where a project file would be read as one
 *   of the spec's files.
 */
export type ProjectPlan =
  | { readonly kind: 'create'; readonly path: string; readonly root: string; readonly content: string }
  | {
      readonly kind: 'existing';
      readonly path: string;
      readonly root: string;
      readonly listed: boolean;
      readonly readable: boolean;
      /** The editor schema the listing entry names, if it names one. */
      readonly editorSchema?: string | undefined;
    }
  | { readonly kind: 'none' };

export async function planProject(target: string, cwd: string = process.cwd()): Promise<ProjectPlan> {
  const existing = await nearestProjectFile(target);
  if (existing !== undefined) {
    const [project] = await readProjectFile(nodeFileSystem, existing, existing);
    const entry = project?.entries.find((each) => each.spec === target);
    return {
      kind: 'existing',
      path: existing,
      root: dirname(existing),
      listed: entry !== undefined,
      readable: project !== undefined,
      editorSchema: entry?.paths.editorSchema,
    };
  }
  if (target === cwd) return { kind: 'none' };
  const root = isWithin(target, cwd) ? cwd : dirname(target);
  const path = join(root, PROJECT_FILE_NAME);
  return { kind: 'create', path, root, content: projectFileText(relative(root, target).split(sep).join('/'), root) };
}

/**
 * The new project file: the schema line editors read, the defaults in a comment (so the author
 * sees what a key would change), and the one entry.
 */
function projectFileText(spec: string, root: string): string {
  return [
    SCHEMA_LINE_PREFIX + schemaReference(root, PROJECT_SCHEMA_FILE),
    '# The specs of this project and where their outputs go; every path is relative to this file.',
    '# Left out, a spec entry has:   out: generated         (gen writes generated/<package folder>)',
    '#   docs: docs/<package folder>   schema: generated/json-schema/<package folder>.schema.json',
    '#   releases: releases/<spec folder name>   accepted: releases/<spec folder name>/accepted-changes.yaml',
    "#   editorSchema: <spec folder>/.felan/spec.schema.json   (what the spec files' $schema lines point at)",
    '# Writing docs: or schema: here also makes `felan-protocol check` compare them.',
    stringify({ specs: [{ spec }] }).trimEnd(),
    '',
  ].join('\n');
}

/** Creates the planned project file; fails (EEXIST) rather than replace one that appeared meanwhile. */
export async function writeProjectFile(plan: Extract<ProjectPlan, { kind: 'create' }>): Promise<void> {
  await writeFile(plan.path, plan.content, { encoding: 'utf8', flag: 'wx' });
}
