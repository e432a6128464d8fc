import { stat } from 'node:fs/promises';
import type { LintSettings } from '../../generator/check/lint.ts';
import { basename, dirname, join, resolve } from 'node:path';
import { realpathSync } from 'node:fs';
import { isReleaseFileName } from '../../generator/diff/releases.ts';
import { DEFAULT_PACKAGE_OPTIONS, type PackageOptions } from '../../generator/emit/package-options.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { commandLine } from '../command-line.ts';
import { displayPath } from '../paths.ts';
import { paint, type Terminal } from '../terminal.ts';
import { UsageError } from '../usage-error.ts';
import { DEFAULT_PATHS } from './defaults.ts';
import { specPointsAt } from './editor-schema-reference.ts';
import { PROJECT_FILE_NAME, readProjectFile, type ProjectEntry, type ProjectFile } from './project-file.ts';

/**
 * A spec a command runs on, with every path its outputs go to, from the project that holds it:
 * the project file's entry for it, or the defaults relative to the project root. Commands apply
 * their own flags on top (--out, --releases, --accepted…).
 */
export interface SpecTarget {
  /** Absolute, as every path here. */
  readonly spec: string;
  /** The folder gen writes the package folder into. */
  readonly out: string;
  readonly releases: string;
  readonly accepted: string;
  /** The reference docs folder, and whether the project commits it (then check compares it). */
  readonly docs: { readonly folder: (packageDir: string) => string; readonly committed: boolean };
  /** The JSON Schema bundle file, and whether the project commits it. */
  readonly schema: { readonly file: (bundleFile: string) => string; readonly committed: boolean };
  /** The editor schema file gen writes and check compares; undefined for a one-file contract. */
  readonly editorSchema: string | undefined;
  /** What the project asks of the package (schemaDocs); gen generates and check compares with these. */
  readonly package: PackageOptions;
  /** The entry's `lint:` severities (none: every lint rule at its default). */
  readonly lint: LintSettings;
  /** The entry's `diffConfig`, when it names one; diff otherwise looks beside the accepted-changes file it uses. */
  readonly diffConfig: string | undefined;
}

export interface ProjectFlags {
  /** --project: the project file (or its folder). */
  readonly project?: string | undefined;
  /** --spec: the spec folder. */
  readonly spec?: string | undefined;
}

/**
 * The specs a command that can run over a whole project (gen, check, validate, docs, schema) runs
 * on: the one --spec names, or every spec the project file lists. Undefined after printing why
 * (no project and no --spec, a broken project file); a --spec the named project does not list is a
 * UsageError.
 */
export async function resolveTargets(terminal: Terminal, flags: ProjectFlags): Promise<SpecTarget[] | undefined> {
  const found = await findProject(terminal, flags, flags.spec);
  if (found === undefined) return undefined;
  if (flags.spec !== undefined) return [targetForSpec(found, flags, flags.spec)];
  if (found.project === undefined) {
    noProject(terminal);
    return undefined;
  }
  const project = found.project;
  return project.entries.map((entry) => targetOf(entry.spec, project.root, entry));
}

/**
 * The one spec a command that works on a single contract (diff, changelog, release) runs on: the
 * one --spec names; else the project's only spec; else the one `working` (the new side of a diff,
 * a path on disk) belongs to — its spec folder or a snapshot in its releases folder; else an error
 * that lists the specs and asks for --spec. With no project at all, `working` stands for --spec.
 */
export async function resolveTarget(
  terminal: Terminal,
  command: string,
  flags: ProjectFlags,
  working?: string,
): Promise<SpecTarget | undefined> {
  const found = await findProject(terminal, flags, flags.spec ?? working);
  if (found === undefined) return undefined;
  if (flags.spec !== undefined) return targetForSpec(found, flags, flags.spec);
  const project = found.project;
  if (project === undefined) {
    if (working !== undefined) return targetOf(resolve(working), dirname(resolve(working)), undefined);
    noProject(terminal);
    return undefined;
  }
  const belongs =
    working === undefined ? [] : project.entries.filter((entry) => ownsContract(project.root, entry, resolve(working)));
  const entry = project.entries.length === 1 ? project.entries[0] : belongs.length === 1 ? belongs[0] : undefined;
  if (entry !== undefined) return targetOf(entry.spec, project.root, entry);
  // Nothing on the command line tells the specs apart: a usage error, as a missing argument is.
  const specs = project.entries.map((each) => displayPath(each.spec));
  throw new UsageError(
    `${displayPath(project.path)} lists ${specs.length} specs (${specs.join(', ')}) and ${command} works on one: name it with --spec, e.g. \`${commandLine(command, ['--project', flags.project], ['--spec', specs[0]])}\``,
  );
}

/** The project file in use, if any, and whether --project named it. */
interface FoundProject {
  readonly project: ProjectFile | undefined;
  readonly named: boolean;
}

/**
 * --project's file (a folder stands for the project file in it), else the nearest felan-protocol.yaml
 * in `from`'s folder or above (from the working folder when `from` is undefined). Undefined after
 * printing why when the file named is missing or the file found is broken.
 */
async function findProject(
  terminal: Terminal,
  flags: ProjectFlags,
  from: string | undefined,
): Promise<FoundProject | undefined> {
  let path: string | undefined;
  if (flags.project !== undefined) {
    const named = resolve(flags.project);
    path = (await kindOf(named)) === 'folder' ? join(named, PROJECT_FILE_NAME) : named;
    if ((await kindOf(path)) !== 'file') {
      terminal.err(
        paint(terminal, 'red', `felan-protocol: --project ${flags.project}: ${displayPath(path)} does not exist`) +
          ` (a project file is a ${PROJECT_FILE_NAME}; \`felan-protocol init <dir>\` writes one)`,
      );
      return undefined;
    }
  } else {
    path = await nearestProjectFile(resolve(from ?? '.'));
    if (path === undefined) return { project: undefined, named: false };
  }
  const shown = displayPath(path);
  const [project, problems] = await readProjectFile(nodeFileSystem, path, shown);
  if (project === undefined) {
    terminal.diagnostics(problems);
    const errors = problems.filter((problem) => problem.severity === 'error').length;
    terminal.err(`${errors} error${errors === 1 ? '' : 's'} in the project file ${shown}: nothing was run`);
    return undefined;
  }
  return { project, named: flags.project !== undefined };
}

/** The first felan-protocol.yaml in `start` or a folder above it, up to the root of the file system. */
export async function nearestProjectFile(start: string): Promise<string | undefined> {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, PROJECT_FILE_NAME);
    if ((await kindOf(candidate)) === 'file') return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

function targetForSpec(found: FoundProject, flags: ProjectFlags, given: string): SpecTarget {
  const spec = resolve(given);
  const { project } = found;
  if (project === undefined) return targetOf(spec, dirname(spec), undefined);
  const entry = project.entries.find((each) => samePath(each.spec, spec));
  if (entry === undefined && found.named) {
    // The two flags contradict each other: a mistake in the command line, not in a file.
    const listed = project.entries.map((each) => displayPath(each.spec)).join(', ');
    throw new UsageError(
      `the spec folder ${given} is not listed in --project ${flags.project} (it lists ${listed}): add it under specs: in ${displayPath(project.path)}, or leave out --project to use the spec's own project`,
    );
  }
  return targetOf(spec, project.root, entry);
}

/** The default editor schema, when the spec's files point at it (editor-schema-reference.ts). */
function defaultEditorSchema(spec: string): string | undefined {
  const file = DEFAULT_PATHS.editorSchema(spec);
  return file !== undefined && specPointsAt(spec, file) ? file : undefined;
}

/** The target of `spec` in the project rooted at `root`: its entry's paths and options, the defaults for the rest. */
function targetOf(spec: string, root: string, entry: ProjectEntry | undefined): SpecTarget {
  const paths = entry?.paths ?? {};
  const docs = paths.docs;
  const schema = paths.schema;
  return {
    spec,
    out: paths.out ?? DEFAULT_PATHS.out(root),
    releases: paths.releases ?? DEFAULT_PATHS.releases(root, spec),
    accepted: paths.accepted ?? DEFAULT_PATHS.accepted(root, spec),
    docs: { folder: (packageDir) => docs ?? DEFAULT_PATHS.docs(root, packageDir), committed: docs !== undefined },
    schema: { file: (bundleFile) => schema ?? DEFAULT_PATHS.schema(root, bundleFile), committed: schema !== undefined },
    editorSchema: paths.editorSchema ?? defaultEditorSchema(spec),
    package: entry?.package ?? DEFAULT_PACKAGE_OPTIONS,
    lint: entry?.lint ?? {},
    diffConfig: paths.diffConfig,
  };
}

/**
 * Whether a contract on disk is the entry's spec or one of its release snapshots: a `<version>.json`
 * directly in its releases folder, as listReleases reads them — not any file below it, since one
 * spec's releases folder may hold another's (spec/releases and spec/releases/tasks-rpc).
 */
function ownsContract(root: string, entry: ProjectEntry, contract: string): boolean {
  const releases = entry.paths.releases ?? DEFAULT_PATHS.releases(root, entry.spec);
  return (
    samePath(entry.spec, contract) || (isReleaseFileName(basename(contract)) && samePath(dirname(contract), releases))
  );
}

function noProject(terminal: Terminal): void {
  terminal.err(
    paint(terminal, 'red', `felan-protocol: no ${PROJECT_FILE_NAME} found from ${process.cwd()} upward and no --spec`) +
      ': run `felan-protocol init <dir>` or pass --spec',
  );
}

/** Two paths of the same file or folder: equal, or equal once symbolic links are followed. */
function samePath(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

async function kindOf(path: string): Promise<'file' | 'folder' | undefined> {
  try {
    const entry = await stat(path);
    return entry.isDirectory() ? 'folder' : 'file';
  } catch {
    return undefined;
  }
}
