import { Command, Option } from 'commander';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import {
  checkName,
  checkPackage,
  checkTitle,
  nameFromFolder,
  type Checked,
  type ProtocolIdentity,
} from '../../generator/init/protocol-identity.ts';
import {
  DEFAULT_FAMILY,
  FAMILIES,
  readTemplate,
  renderScaffold,
  type ScaffoldFile,
} from '../../generator/init/render-scaffold.ts';
import { scaffoldEditorSchema } from '../../generator/init/scaffold-editor-schema.ts';
import { schemaReference } from '../../generator/init/schema-reference.ts';
import {
  describeFailure,
  nodeScaffoldDisk,
  writeScaffold,
  type ScaffoldDisk,
} from '../../generator/init/write-scaffold.ts';
import { OutputWriteError } from '../../generator/write/write-output.ts';
import { commandLine, shellWord } from '../command-line.ts';
import { EXIT } from '../exit-codes.ts';
import { withFormatOption } from '../output-format.ts';
import { displayPath, TOOLCHAIN_ROOT } from '../paths.ts';
import { DEFAULT_PATHS } from '../project/defaults.ts';
import { planProject, writeProjectFile, type ProjectPlan } from '../project/init-project.ts';
import { isWithin, PROJECT_FILE_NAME } from '../project/project-file.ts';
import { nearestProjectFile } from '../project/project-targets.ts';
import { paint, type Terminal } from '../terminal.ts';

export interface InitOptions {
  readonly name?: string | undefined;
  readonly package?: string | undefined;
  readonly title?: string | undefined;
  readonly force?: boolean | undefined;
  /** The framing family to scaffold (FAMILIES); default: DEFAULT_FAMILY. */
  readonly family?: string | undefined;
}

/** This toolchain's meta-schema, wherever it is installed (a checkout, or node_modules/felan-protocol). */
const META_SCHEMA = resolve(TOOLCHAIN_ROOT, 'schema/felan-spec.schema.json');

/**
 * init: a new spec folder that validates and generates as written — protocol, one group of three
 * operations with examples, types, errors, limits and a feature — for the author to rename and grow;
 * and, when no project file is found above it, a felan-protocol.yaml listing it (see planProject).
 * Nothing is written unless everything is: a bad name, a non-empty folder or an I/O error leaves
 * the disk as it was.
 */
export async function runInit(
  dir: string,
  options: InitOptions,
  terminal: Terminal,
  disk: ScaffoldDisk = nodeScaffoldDisk,
): Promise<number> {
  const target = resolve(dir);
  const shown = displayPath(dir);
  const identity = chooseIdentity(target, options);
  if (!identity.ok) return refuse(terminal, identity.reason);
  const family = options.family ?? DEFAULT_FAMILY;
  if (!FAMILIES.some((entry) => entry.name === family))
    return refuse(
      terminal,
      `--family ${family} is not a framing family: choose ${FAMILIES.map((entry) => entry.name).join(' or ')}`,
    );

  const project = await planProject(target);
  // The spec files point at the spec's editor schema (docs/editor.md), which init writes with them
  // when it lies in the spec folder (the default); one the project file puts elsewhere is gen's to write.
  const editorSchema =
    (project.kind === 'existing' ? project.editorSchema : undefined) ?? DEFAULT_PATHS.editorSchema(target);
  const specFiles = renderScaffold(await readTemplate(family), identity.value, (path) =>
    schemaReference(dirname(join(target, path)), editorSchema ?? META_SCHEMA),
  );
  const ownSchema = editorSchema !== undefined && isWithin(editorSchema, target);
  const files = ownSchema
    ? [
        ...specFiles,
        { path: relative(target, editorSchema).split(sep).join('/'), content: await scaffoldEditorSchema(specFiles) },
      ]
    : specFiles;
  let existing: string[];
  try {
    const checked = await checkTarget(target, shown, files, options.force === true, disk);
    if (!checked.ok) return refuse(terminal, checked.reason);
    existing = checked.value;
    const before = project.kind === 'create' ? await diskBefore(target, files, disk) : undefined;
    await writeScaffold(target, files, disk);
    if (project.kind === 'create') await writeProjectOrUndo(project, target, files, before!, disk);
  } catch (error) {
    if (error instanceof OutputWriteError) {
      const outcome = error.restored
        ? 'nothing was written'
        : `some of the new files could not be removed: delete them from ${shown} by hand`;
      return refuse(
        terminal,
        `cannot write the spec into ${shown}: ${error.reason} (${displayPath(error.path)}); ${outcome}`,
      );
    }
    if (!isSystemError(error)) throw error;
    return refuse(
      terminal,
      `cannot use ${shown}: ${describeFailure(error)} (${displayPath(error.path ?? target)}); nothing was written`,
    );
  }

  for (const file of files) terminal.info(`  ${paint(terminal, 'green', 'created')} ${join(shown, file.path)}`);
  if (project.kind === 'create')
    terminal.info(
      `  ${paint(terminal, 'green', 'created')} ${displayPath(project.path)}  (the project file, listing ${shown})`,
    );
  const { name, title } = identity.value;
  terminal.info(
    `${title} (${identity.value.package}, protocol ${name}): ${specFiles.length} spec files${ownSchema ? ' and their editor schema' : ''} written to ${shown}`,
  );
  terminal.result({
    dir: shown,
    ...identity.value,
    family,
    files: files.map((file) => join(shown, file.path)),
    project: project.kind === 'none' ? null : displayPath(project.path),
  });
  if (existing.length > 0) {
    terminal.warn(
      paint(
        terminal,
        'yellow',
        `note: ${shown} already held ${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}`,
      ) +
        ': validate and gen read every .yaml and .yml file under the spec folder, subfolders included, so keep only spec files there',
    );
  }
  if (project.kind === 'existing' && !project.listed) {
    const entry = relative(project.root, target).split(sep).join('/');
    terminal.warn(
      paint(
        terminal,
        'yellow',
        `note: ${displayPath(project.path)} ${project.readable ? 'does not list' : 'cannot be read, so it does not list'} ${shown}`,
      ) +
        `: init never edits a file, so add \`- spec: ${entry}\` under its specs: for commands without --spec to include it`,
    );
  }
  if (project.kind === 'none') {
    terminal.warn(
      paint(
        terminal,
        'yellow',
        `note: no project file was written: ${shown} is the working folder, where one would be read as a spec file`,
      ) +
        `; run commands with --spec ${shellWord(shown)} (with no project file, their outputs go into the folder above it), or write ${PROJECT_FILE_NAME} in a folder above`,
    );
  }
  terminal.info(await nextSteps(target, shown, identity.value.package, project, ownSchema ? undefined : editorSchema));
  return EXIT.ok;
}

/**
 * What to run next, as it works from the working folder: no flag when the project file there (or
 * above) lists the spec, else --spec; and where gen puts the package.
 */
async function nextSteps(
  target: string,
  shown: string,
  pkg: string,
  project: ProjectPlan,
  unwrittenEditorSchema: string | undefined,
): Promise<string> {
  const listed = project.kind === 'create' || (project.kind === 'existing' && project.listed);
  const found = listed && (await nearestProjectFile(process.cwd())) === project.path;
  const spec: [string, string | undefined] = ['--spec', found ? undefined : shown];
  const root = project.kind === 'none' ? dirname(target) : project.root;
  const out = displayPath(join(DEFAULT_PATHS.out(root), pkg.replace(/^@[^/]+\//, '')));
  return [
    '',
    'Next steps:',
    `  ${commandLine('validate', spec)}`,
    `  ${commandLine('gen', spec)}`,
    `The package goes into ${out}${unwrittenEditorSchema === undefined ? '' : `, the editor schema into ${displayPath(unwrittenEditorSchema)}`}. Rename the example notes operations and`,
    'types to your own; an editor running yaml-language-server explains every key on hover, and',
    "checks and completes the spec's own names (scopes, types, error codes…): gen keeps the editor",
    'schema the spec files point at up to date.',
  ].join('\n');
}

/** What init must know to take back a scaffold it wrote: whether the folders existed before. */
interface DiskBefore {
  /** The topmost folder of the target's path that did not exist (the target itself, or a parent), if any. */
  readonly firstMissing: string | undefined;
  /** Folders of the scaffold (inside the target) that existed already. */
  readonly existingFolders: ReadonlySet<string>;
}

async function diskBefore(target: string, files: readonly ScaffoldFile[], disk: ScaffoldDisk): Promise<DiskBefore> {
  let firstMissing: string | undefined;
  for (let dir = target; (await disk.kind(dir)) === undefined && dirname(dir) !== dir; dir = dirname(dir))
    firstMissing = dir;
  const existingFolders = new Set<string>();
  for (const path of scaffoldPaths(files))
    if (path.folder && (await disk.kind(join(target, path.path))) === 'folder') existingFolders.add(path.path);
  return { firstMissing, existingFolders };
}

/**
 * Writes the new project file after the scaffold; if that fails, takes the scaffold back (the
 * folders init made, or the files it added to an existing folder), so that a failure leaves nothing.
 */
async function writeProjectOrUndo(
  project: Extract<ProjectPlan, { kind: 'create' }>,
  target: string,
  files: readonly ScaffoldFile[],
  before: DiskBefore,
  disk: ScaffoldDisk,
): Promise<void> {
  try {
    await writeProjectFile(project);
  } catch (error) {
    let restored = true;
    const undo = async (step: () => Promise<void>) => {
      try {
        await step();
      } catch {
        restored = false;
      }
    };
    if (before.firstMissing !== undefined) await undo(() => disk.removeTree(before.firstMissing!));
    else {
      for (const file of files) await undo(() => disk.removeFile(join(target, file.path)));
      const made = scaffoldPaths(files).filter((path) => path.folder && !before.existingFolders.has(path.path));
      for (const path of made.sort((a, b) => b.path.length - a.path.length))
        await undo(() => disk.removeEmptyFolder(join(target, path.path)));
    }
    throw new OutputWriteError(project.path, describeFailure(error), restored, { cause: error });
  }
}

function refuse(terminal: Terminal, reason: string): number {
  terminal.err(paint(terminal, 'red', `felan-protocol init: ${reason}`));
  return EXIT.badInput;
}

/** --name as written or the folder's name normalised, then the package and title that follow from it. */
function chooseIdentity(target: string, options: InitOptions): Checked<ProtocolIdentity> {
  const name = options.name === undefined ? nameFromFolder(basename(target)) : checkName(options.name);
  if (!name.ok) return name;
  const pkg = checkPackage(options.package, name.value);
  if (!pkg.ok) return pkg;
  const title = checkTitle(options.title, name.value);
  if (!title.ok) return title;
  return { ok: true, value: { name: name.value, package: pkg.value, title: title.value } };
}

/**
 * Whether init may write into `target`: it is missing or an empty folder, or --force is given and
 * none of the scaffold's files (nor a file where one of its folders goes) is there. The value lists
 * what the folder already held that validate will read too (YAML files and folders), for a note.
 */
async function checkTarget(
  target: string,
  shown: string,
  files: readonly ScaffoldFile[],
  force: boolean,
  disk: ScaffoldDisk,
): Promise<Checked<string[]>> {
  const kind = await disk.kind(target);
  if (kind === undefined) return { ok: true, value: [] };
  if (kind === 'other')
    return { ok: false, reason: `${shown} exists and is not a folder: choose a new or empty folder` };
  const entries = (await disk.list(target)).sort();
  if (entries.length === 0) return { ok: true, value: [] };
  if (!force) {
    return {
      ok: false,
      reason: `${shown} is not empty (${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}): choose a new or empty folder, or pass --force to add the spec files beside what is there (init never overwrites a file)`,
    };
  }
  const clashes: string[] = [];
  for (const path of scaffoldPaths(files)) {
    if (clashes.some((clash) => path.path.startsWith(`${clash}/`))) continue; // under a file: reported with it
    const kindThere = await disk.kind(join(target, path.path));
    if (kindThere !== undefined && (path.folder ? kindThere !== 'folder' : true)) clashes.push(path.path);
  }
  if (clashes.length > 0) {
    return {
      ok: false,
      reason: `${clashes.join(', ')} already exist${clashes.length === 1 ? 's' : ''} in ${shown}, and init never overwrites a file, even with --force: move ${clashes.length === 1 ? 'it' : 'them'} away or choose another folder`,
    };
  }
  // What validate will read besides the scaffold: YAML files, and folders (it reads them all the way down).
  const read: string[] = [];
  for (const entry of entries)
    if (/\.ya?ml$/.test(entry) || (await disk.kind(join(target, entry))) === 'folder') read.push(entry);
  return { ok: true, value: read.filter((entry) => !scaffoldPaths(files).some((path) => path.path === entry)) };
}

/** Every file of the scaffold and every folder above one (inside the target), each once, folders first. */
function scaffoldPaths(files: readonly ScaffoldFile[]): { path: string; folder: boolean }[] {
  const folders = new Set<string>();
  for (const file of files) for (let dir = dirname(file.path); dir !== '.'; dir = dirname(dir)) folders.add(dir);
  return [
    ...[...folders].sort().map((path) => ({ path, folder: true })),
    ...files.map((file) => ({ path: file.path, folder: false })),
  ];
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    typeof (error as NodeJS.ErrnoException).syscall === 'string'
  );
}

export function initCommand(terminal: Terminal, setExit: (code: number) => void): Command {
  return withFormatOption(new Command('init'))
    .description('scaffold a new protocol spec folder that validates and generates as written')
    .argument('<dir>', 'the spec folder to create (missing or empty; see --force)')
    .option('--name <kebab-name>', 'protocol name (default: the folder name, normalised to kebab-case)')
    .option('--package <npm-name>', 'npm name of the generated package (default: @example/<name>)')
    .option('--title <text>', 'human title of the protocol (default: the name in words)')
    .addOption(
      new Option(
        '--family <name>',
        `framing family of the new protocol: ${FAMILIES.map((entry) => `${entry.name} (${entry.description})`).join('; ')}`,
      )
        .choices(FAMILIES.map((entry) => entry.name))
        .default(DEFAULT_FAMILY),
    )
    .option('--force', 'write into a folder that is not empty; files that exist are still never overwritten', false)
    .addHelpText(
      'after',
      [
        '',
        '<dir> is the new spec folder, which the other commands then take as their argument (felan-protocol validate <dir>).',
        "Writes protocol.yaml, framing.yaml (the --family's), operations/notes.yaml, types.yaml, errors.yaml, limits.yaml and features.yaml,",
        "each starting with a yaml-language-server $schema line that points at the spec's editor schema, .felan/spec.schema.json:",
        "this toolchain's meta-schema narrowed to the names the spec declares, which init writes too and gen keeps up to date.",
        'When no felan-protocol.yaml is found in the folder or above, it also writes one listing the new spec:',
        'in the working folder when the spec is below it, else beside the spec folder. An existing project file',
        'is never edited: init says how to add the spec to it.',
        'All or nothing: on any problem, nothing is written. Without --force the folder must be missing or',
        'empty; with it, init adds its files beside what is there but stops, writing nothing, if one exists.',
        '',
        'Examples:',
        '  felan-protocol init my-protocol                      ./my-protocol and ./felan-protocol.yaml; then validate, gen',
        '  felan-protocol init specs/chat --name chat-protocol --package @acme/chat-protocol --title "Acme chat"',
        '  felan-protocol init tools-server --family json-rpc        a JSON-RPC 2.0 protocol (as MCP and LSP speak it)',
        '  felan-protocol init . --force                        add a spec to the current folder (named after it)',
        '  felan-protocol init my-protocol && felan-protocol validate && felan-protocol gen',
      ].join('\n'),
    )
    .action(async (dir: string, options: InitOptions) => setExit(await runInit(dir, options, terminal)));
}
