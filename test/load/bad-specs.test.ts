/**
 * The bad-spec corpus: every folder under test/fixtures/bad-specs/ is the minimal spec
 * (test/fixtures/specs/minimal/) with a few files replaced, added or removed, wrong in one way.
 *
 * A case folder holds:
 * - YAML files: a file with the same relative path as a minimal one replaces it, a new path is added;
 * - `REMOVED` (optional): relative paths of minimal files to leave out, one per line;
 * - `expected.txt`: one line per expected error, `relative/file.yaml:LINE:COL  code`, optionally followed by
 *   `  text` that the diagnostic's message must contain. Blank lines and `#` comment lines are ignored.
 *
 * A new case folder is picked up without touching this file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { SCHEMA_COMMENT } from '../../generator/load/spec-file.ts';
import { loadModel } from '../../generator/pipeline.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const MINIMAL = join(REPO, 'test/fixtures/specs/minimal');
const CASES = join(REPO, 'test/fixtures/bad-specs');
const META_SCHEMA = join(REPO, 'schema/felan-spec.schema.json');
const CLI = join(REPO, 'bin/felan-protocol.js');
/** Where the in-memory spec folder lives; diagnostics' files are printed relative to it. */
const ROOT = '/spec';

/** The files in a case folder that describe the case rather than belong to the spec. */
const CASE_META = new Set(['expected.txt', 'REMOVED']);

/** Paths of every file under `dir`, relative to it, '/'-separated, sorted. */
function listFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (sub: string) => {
    for (const name of readdirSync(join(dir, sub))) {
      const path = sub === '' ? name : `${sub}/${name}`;
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else found.push(path);
    }
  };
  walk('');
  return found.sort();
}

const readFiles = (dir: string, paths: readonly string[]) =>
  new Map(paths.map((path) => [path, readFileSync(join(dir, path), 'utf8')]));

const meaningfulLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));

interface Expectation {
  /** `relative/file.yaml:LINE:COL  code` */
  readonly key: string;
  /** Text the message must contain, when given. */
  readonly messageIncludes?: string;
}

const EXPECTED_LINE = /^(\S+:\d+:\d+ {2}[a-z][a-z-]*)(?: {2}(.+))?$/;

function parseExpected(text: string, caseName: string): Expectation[] {
  return meaningfulLines(text).map((line) => {
    const match = EXPECTED_LINE.exec(line);
    if (!match)
      throw new Error(
        `${caseName}/expected.txt: cannot read line ${JSON.stringify(line)}; want "file.yaml:LINE:COL  code[  message text]"`,
      );
    return match[2] === undefined ? { key: match[1]! } : { key: match[1]!, messageIncludes: match[2] };
  });
}

interface BadSpecCase {
  readonly name: string;
  /** The spec folder's files, minimal + overlay − REMOVED, by relative path. */
  readonly files: ReadonlyMap<string, string>;
  /** The overlay's own spec files, relative to the case folder. */
  readonly overlay: readonly string[];
  readonly expected: readonly Expectation[];
}

const minimalFiles = readFiles(MINIMAL, listFiles(MINIMAL));

function readCase(name: string): BadSpecCase {
  const dir = join(CASES, name);
  const all = listFiles(dir);
  const overlay = all.filter((path) => !CASE_META.has(path));
  const files = new Map(minimalFiles);
  if (all.includes('REMOVED')) {
    for (const path of meaningfulLines(readFileSync(join(dir, 'REMOVED'), 'utf8')).map((line) => line.trim())) {
      if (!files.delete(path)) throw new Error(`${name}/REMOVED names ${path}, which the minimal spec does not have`);
    }
  }
  for (const [path, text] of readFiles(dir, overlay)) files.set(path, text);
  if (!all.includes('expected.txt')) throw new Error(`${name} has no expected.txt`);
  return { name, files, overlay, expected: parseExpected(readFileSync(join(dir, 'expected.txt'), 'utf8'), name) };
}

const caseNames = readdirSync(CASES)
  .filter((name) => statSync(join(CASES, name)).isDirectory())
  .sort();
const cases = caseNames.map(readCase);

function memorySpec(files: ReadonlyMap<string, string>): MemoryFileSystem {
  return new MemoryFileSystem(Object.fromEntries([...files].map(([path, text]) => [`${ROOT}/${path}`, text])));
}

/** `relative/file.yaml:LINE:COL  code`, the file relative to the spec folder (`-` when the diagnostic has no place). */
function diagnosticKey(d: Diagnostic, specDir: string): string {
  if (d.at === undefined) return `-  ${d.code}`;
  const file = d.at.file.startsWith(`${specDir}/`) ? d.at.file.slice(specDir.length + 1) : d.at.file;
  return `${file}:${d.at.line}:${d.at.column}  ${d.code}`;
}

function expectReadableMessages(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    expect(d.message.trim(), `${d.code} has an empty message`).not.toBe('');
    expect(d.message, `${d.code}: ${d.message}`).not.toContain('undefined');
    expect(d.message, `${d.code}: ${d.message}`).not.toContain('[object Object]');
  }
}

async function writeSpecFolder(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  for (const [path, text] of files) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text, 'utf8');
  }
}

describe('the overlay base', () => {
  it('the minimal spec loads with no errors', async () => {
    const result = await loadModel(memorySpec(minimalFiles), ROOT);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => diagnosticKey(d, ROOT))).toEqual([]);
    expect(result.value).toBeDefined();
  });

  it('the corpus has enough cases, each with its own expected.txt and at least one expected error', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
    for (const c of cases) expect(c.expected.length, c.name).toBeGreaterThan(0);
  });

  it('every overlay YAML file starts with a schema comment that points at the meta-schema', () => {
    for (const c of cases) {
      for (const path of c.overlay.filter((p) => /\.ya?ml$/.test(p))) {
        const text = c.files.get(path)!;
        expect(text, `${c.name}/${path}`).toMatch(SCHEMA_COMMENT);
        const target = /\$schema=(\S+)/.exec(text)![1]!;
        expect(resolve(dirname(join(CASES, c.name, path)), target), `${c.name}/${path}: $schema path`).toBe(
          META_SCHEMA,
        );
      }
    }
  });
});

describe('bad specs', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const result = await loadModel(memorySpec(c.files), ROOT);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const actual = errors.map((d) => diagnosticKey(d, ROOT)).sort();
    expect(actual).toEqual(c.expected.map((e) => e.key).sort());
    expect(result.value).toBeUndefined();
    expectReadableMessages(result.diagnostics);
    for (const e of c.expected) {
      if (e.messageIncludes === undefined) continue;
      const messages = errors.filter((d) => diagnosticKey(d, ROOT) === e.key).map((d) => d.message);
      expect(
        messages.some((m) => m.includes(e.messageIncludes!)),
        `${e.key}: a message containing ${JSON.stringify(e.messageIncludes)} among ${JSON.stringify(messages)}`,
      ).toBe(true);
    }
  });
});

describe('an empty spec folder', () => {
  it('a folder with no files at all is spec-folder-empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'felan-empty-spec-'));
    try {
      const result = await loadModel(nodeFileSystem, dir);
      expect(result.diagnostics.map((d) => d.code)).toEqual(['spec-folder-empty']);
      expect(result.diagnostics[0]!.severity).toBe('error');
      expect(result.diagnostics[0]!.message).toContain(dir);
      expect(result.value).toBeUndefined();
      expectReadableMessages(result.diagnostics);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a folder holding no YAML file is spec-folder-empty', async () => {
    const result = await loadModel(new MemoryFileSystem({ [`${ROOT}/README.md`]: '# not a spec\n' }), ROOT);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['spec-folder-empty']);
    expect(result.value).toBeUndefined();
    expectReadableMessages(result.diagnostics);
  });
});

describe('felan-protocol validate on a bad spec', () => {
  const CLI_CASE = 'several-semantic-errors';

  it(`reports ${CLI_CASE} as file:line:col  code lines on stderr and exits 2, without a stack trace`, async () => {
    expect(existsSync(join(CASES, CLI_CASE)), `case ${CLI_CASE} is missing`).toBe(true);
    const c = readCase(CLI_CASE);
    const dir = await mkdtemp(join(tmpdir(), 'felan-bad-spec-'));
    try {
      await writeSpecFolder(dir, c.files);
      const { FELAN_DEBUG: _, ...env } = process.env; // a stack trace must not appear unless asked for
      const run = spawnSync(process.execPath, [CLI, 'validate', '--spec', dir], {
        cwd: REPO,
        encoding: 'utf8',
        env: { ...env, NO_COLOR: '1' },
        timeout: 60_000,
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status, output).toBe(2);
      // The CLI prints the spec folder as given or relative to its working folder, whichever is shorter.
      const shown = [dir, relative(REPO, dir)];
      const lines = run.stderr.split('\n');
      for (const e of c.expected) {
        const printed = lines.some((line) => shown.some((prefix) => line.startsWith(`${prefix}/${e.key}  `)));
        expect(printed, `stderr lacks ${e.key}:\n${run.stderr}`).toBe(true);
      }
      expect(output).not.toMatch(/^ {4}at /m);
      expect(output).not.toContain('internal error');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
