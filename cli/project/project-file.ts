import type { ErrorObject } from 'ajv';
import type { LintSettings } from '../../generator/check/lint.ts';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { DEFAULT_PATHS } from './defaults.ts';
import { DEFAULT_PACKAGE_OPTIONS, type PackageOptions } from '../../generator/emit/package-options.ts';
import { projectValidator } from './project-validator.ts';
import {
  diagnostic,
  formatPosition,
  hasErrors,
  type Diagnostic,
  type SourcePosition,
  type WithDiagnostics,
} from '../../generator/diagnostics/diagnostic.ts';
import type { FileSystemHost } from '../../generator/host/file-system.ts';
import { findPositions, parseSpecFile, type SpecFile } from '../../generator/load/spec-file.ts';
import { decodeSpecText } from '../../generator/load/spec-text.ts';
import { errorLocation, pointerToPath } from '../../generator/diagnostics/ajv-error-path.ts';
import { didYouMean } from '../../generator/diagnostics/nearest-name.ts';

/** The project file's name: commands look for it in the working folder and every folder above. */
export const PROJECT_FILE_NAME = 'felan-protocol.yaml';

/** The keys of a specs entry that are paths, `spec` aside; absent ones take their defaults (project-targets.ts). */
export const ENTRY_PATHS = ['out', 'docs', 'schema', 'releases', 'accepted', 'editorSchema', 'diffConfig'] as const;
export type EntryPath = (typeof ENTRY_PATHS)[number];

/** One entry of `specs:`, its paths made absolute against the project file's folder. */
export interface ProjectEntry {
  readonly spec: string;
  /** Only the keys the entry writes. */
  readonly paths: Readonly<Partial<Record<EntryPath, string>>>;
  /** What the entry asks of its package (`schemaDocs`), the defaults for what it leaves out. */
  readonly package: PackageOptions;
  /** The entry's lint severities, by rule id (`lint:`); empty when it names none. */
  readonly lint: LintSettings;
  /** Where the entry's `spec:` value is written. */
  readonly at: SourcePosition;
}

export interface ProjectFile {
  /** Absolute. */
  readonly path: string;
  /** The folder every path in the file is relative to. */
  readonly root: string;
  readonly entries: readonly ProjectEntry[];
}

/** An entry as the project schema admits it. */
type RawEntry = { readonly spec: string; readonly schemaDocs?: boolean; readonly lint?: LintSettings } & Readonly<
  Partial<Record<EntryPath, string>>
>;

/**
 * Reads and checks a project file: YAML as the spec loader reads it (so the same hostile-input
 * guards and positions apply), then the project schema, then what a schema cannot say — a spec
 * listed twice, two specs sharing a releases folder or an output, a docs folder that would hold a
 * spec or a package. `shownPath` is the path diagnostics print. Undefined when anything is wrong.
 */
export async function readProjectFile(
  fs: FileSystemHost,
  path: string,
  shownPath: string,
): Promise<WithDiagnostics<ProjectFile | undefined>> {
  let bytes: Uint8Array;
  try {
    bytes = await fs.readBytes(path);
  } catch (error) {
    return [
      undefined,
      [
        diagnostic('file-unreadable', {
          path: shownPath,
          reason: error instanceof Error ? error.message : String(error),
        }),
      ],
    ];
  }
  const [text, textProblems] = decodeSpecText(shownPath, bytes);
  if (text === undefined) return [undefined, textProblems];
  const [file, parseProblems] = parseSpecFile(shownPath, text, bytes.length);
  // The `# yaml-language-server` line helps editors; a project file without one is still complete.
  const problems = parseProblems.filter((problem) => problem.code !== 'missing-schema-comment');
  if (hasErrors(problems)) return [undefined, problems];

  let data: unknown;
  try {
    data = file.document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    return [
      undefined,
      [
        diagnostic(
          'yaml-alias-expansion',
          { what: 'the project file', detail },
          { file: shownPath, line: 1, column: 1 },
        ),
      ],
    ];
  }
  const validate = projectValidator();
  if (!validate(data))
    return [
      undefined,
      (validate.errors ?? []).flatMap((error) => {
        const problem = schemaProblem(file, error);
        return problem === undefined ? [] : [problem];
      }),
    ];

  const root = dirname(path);
  const raw = (data as { specs: RawEntry[] }).specs;
  const entries = raw.map((entry, index): ProjectEntry => {
    const paths: Partial<Record<EntryPath, string>> = {};
    for (const key of ENTRY_PATHS) if (entry[key] !== undefined) paths[key] = resolve(root, entry[key]);
    const options: PackageOptions = { schemaDocs: entry.schemaDocs ?? DEFAULT_PACKAGE_OPTIONS.schemaDocs };
    return {
      spec: resolve(root, entry.spec),
      paths,
      package: options,
      lint: entry.lint ?? {},
      at: locate(file, ['specs', index, 'spec']),
    };
  });
  const clashes = findClashes(file, root, entries);
  if (clashes.length > 0) return [undefined, clashes];
  return [{ path, root, entries }, []];
}

/** `/specs/0/out`, as the spec loader names a place; the whole file when the path is empty. */
const describe = (path: readonly string[]) => (path.length === 0 ? 'the project file' : '/' + path.join('/'));

function schemaProblem(file: SpecFile, error: ErrorObject): Diagnostic | undefined {
  const path = pointerToPath(error.instancePath);
  const where = describe(path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      const at = errorLocation(error);
      return diagnostic(
        'unknown-key',
        { key: String(params.additionalProperty), where, allowed: allowed.join(', ') },
        locate(file, at.path, 'key'),
      );
    }
    case 'required':
      return diagnostic('missing-key', { key: String(params.missingProperty), where }, locate(file, path, 'key'));
    case 'type':
      return diagnostic('wrong-type', { where, expected: `of type ${String(params.type)}` }, locate(file, path));
    case 'minItems':
      return diagnostic(
        'project-invalid',
        { where, detail: 'lists no spec: list each spec folder as `- spec: <folder>`' },
        locate(file, path),
      );
    case 'minLength':
      return diagnostic(
        'project-invalid',
        { where, detail: 'is empty: give a path relative to the project file' },
        locate(file, path),
      );
    case 'pattern':
      return diagnostic(
        'project-invalid',
        {
          where,
          detail: `must be a path relative to the project file's folder, not ${JSON.stringify(error.data)}, so that the project works wherever it is checked out`,
        },
        locate(file, path),
      );
    case 'enum': {
      // An enum under propertyNames judges a key (a lint rule's id), one under a value the value.
      const allowed = (params.allowedValues as unknown[]).map(String);
      const key = error.propertyName;
      const detail =
        key === undefined
          ? `is ${JSON.stringify(error.data)}, not one of ${allowed.join(', ')}${didYouMean(String(error.data), allowed)}`
          : `names ${key}, not one of ${allowed.join(', ')}${didYouMean(key, allowed)}`;
      return diagnostic(
        'project-invalid',
        { where, detail },
        locate(file, key === undefined ? path : [...path, key], key === undefined ? 'value' : 'key'),
      );
    }
    case 'propertyNames':
      // Its own failing keyword (the enum above) has said what is wrong.
      return undefined;
    default:
      return diagnostic('project-invalid', { where, detail: error.message ?? error.keyword }, locate(file, path));
  }
}

/** The place of a value (or, for a key that is missing or empty, of its nearest key) in the file. */
function locate(file: SpecFile, path: readonly (string | number)[], target: 'key' | 'value' = 'value'): SourcePosition {
  if (path.length === 0) return { file: file.path, line: 1, column: 1 };
  const found = findPositions(file, path);
  if (found.reached === path.length && target === 'value' && !found.empty) return found.node;
  return found.key ?? found.node;
}

/**
 * What two entries must not share: a spec (listed twice), the folder its releases go to, its
 * accepted-changes file, its docs folder, its schema file and its editor schema (when written out:
 * the defaults are named after each spec). And a docs folder must not hold a spec, a package or an
 * editor schema, which docs would remove as files it did not write.
 */
function findClashes(file: SpecFile, root: string, entries: readonly ProjectEntry[]): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const shown = (path: string) => relative(root, path) || '.';
  const owners = new Map<string, { what: string; at: SourcePosition }>();
  entries.forEach((entry, index) => {
    const claims: [string, string, SourcePosition][] = [['spec folder', entry.spec, entry.at]];
    for (const key of ['releases', 'accepted', 'docs', 'schema', 'editorSchema'] as const) {
      const path = entry.paths[key];
      if (path !== undefined) claims.push([KEY_NAMES[key], path, locate(file, ['specs', index, key])]);
    }
    for (const [what, path, at] of claims) {
      const first = owners.get(path);
      if (first === undefined) owners.set(path, { what, at });
      else if (what === 'spec folder' && first.what === 'spec folder')
        problems.push(
          diagnostic('duplicate-definition', { what: `spec ${shown(path)}`, other: formatPosition(first.at) }, at),
        );
      else
        problems.push(
          diagnostic(
            'project-path-shared',
            { what, path: shown(path), otherWhat: first.what, other: formatPosition(first.at) },
            at,
          ),
        );
    }
  });
  entries.forEach((entry, index) => {
    const docs = entry.paths.docs;
    if (docs === undefined) return;
    const held = [
      ['the project file', join(root, PROJECT_FILE_NAME)] as const,
      ...entries.map((other) => ['spec folder', other.spec] as const),
      ...entries.map((other) => ['package folder', other.paths.out ?? DEFAULT_PATHS.out(root)] as const),
      ...entries.flatMap((other) =>
        other.paths.editorSchema === undefined ? [] : [['editor schema', other.paths.editorSchema] as const],
      ),
    ].find(([, path]) => isWithin(path, docs));
    if (held !== undefined)
      problems.push(
        diagnostic(
          'project-docs-overlap',
          { path: shown(docs), what: held[0], other: shown(held[1]) },
          locate(file, ['specs', index, 'docs']),
        ),
      );
  });
  return problems;
}

const KEY_NAMES: Readonly<Record<'releases' | 'accepted' | 'docs' | 'schema' | 'editorSchema', string>> = {
  releases: 'releases folder',
  accepted: 'accepted-changes file',
  docs: 'docs folder',
  schema: 'JSON Schema bundle',
  editorSchema: 'editor schema',
};

/** Whether `path` is `folder` or inside it. */
export function isWithin(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}
