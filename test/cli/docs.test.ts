/**
 * `felan-protocol docs` and the reference-docs half of `check`, run as a user runs them (the real
 * CLI in a child process, NO_COLOR=1) on the minimal spec, each test in folders of its own.
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { renderReference } from '../../generator/docs/render-reference.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { ROOT, runCli, STACK_TRACE, temporaryFolders, type Run } from '../support/cli-process.ts';

const MINIMAL = 'test/fixtures/specs/minimal';
const SLOW = 120_000;

const folders = temporaryFolders('felan-docs-test-');
afterAll(() => folders.remove());

const cli = (args: readonly string[], env: Record<string, string | undefined> = {}) => runCli(args, { env });

/** Every file under `dir` with its text, by '/'-separated relative path. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')] = readFileSync(
        join(entry.parentPath, entry.name),
        'utf8',
      );
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const mtimes = (dir: string) =>
  Object.fromEntries(Object.keys(tree(dir)).map((path) => [path, statSync(join(dir, path)).mtimeMs]));

/** What the minimal spec's reference must be, rendered in this process. */
async function expectedReference(): Promise<Record<string, string>> {
  const { value } = await loadModel(nodeFileSystem, join(ROOT, MINIMAL));
  return Object.fromEntries(renderReference(value!).map((file) => [file.path, file.content]));
}

let docsBaseline: Promise<{ dir: string; run: Run }> | undefined;
/** One `docs` run into a fresh folder, in a time zone far from UTC, shared by the tests that only read it. */
const baselineDocs = () =>
  (docsBaseline ??= (async () => {
    const dir = join(folders.fresh('docs-baseline'), 'reference');
    return {
      dir,
      run: await cli(['docs', '--spec', MINIMAL, '--out', dir], { TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8' }),
    };
  })());

/** A private copy of the baseline docs folder, every file back-dated so a rewrite would show. */
async function docsCopy(label: string): Promise<string> {
  const { dir, run } = await baselineDocs();
  if (run.code !== 0) throw new Error(`the baseline docs run failed (exit ${run.code}):\n${run.output}`);
  const copy = join(folders.fresh(label), 'reference');
  cpSync(dir, copy, { recursive: true });
  const past = new Date('2001-02-03T04:05:06Z');
  for (const path of Object.keys(tree(copy))) utimesSync(join(copy, path), past, past);
  return copy;
}

let packageBaseline: Promise<string> | undefined;
/** One `gen` of the minimal spec, so check has an up-to-date package next to the docs it compares. */
const generatedPackage = () =>
  (packageBaseline ??= (async () => {
    const out = folders.fresh('package');
    const run = await cli(['gen', '--spec', MINIMAL, '--out', out]);
    if (run.code !== 0) throw new Error(`the baseline gen failed (exit ${run.code}):\n${run.output}`);
    return out;
  })());

// Start the slow baselines now, so they overlap with the quick tests (a failure surfaces in the tests that await them).
baselineDocs().catch(() => {});
generatedPackage().catch(() => {});

describe.concurrent('felan-protocol docs', () => {
  it(
    'rule: docs writes exactly what the spec renders, names every file it created and counts them',
    async ({ expect }) => {
      const { dir, run } = await baselineDocs();
      expect(run.code, run.output).toBe(0);
      expect(run.output).not.toMatch(STACK_TRACE);
      const expected = await expectedReference();
      expect(tree(dir)).toEqual(expected);
      for (const path of Object.keys(expected))
        expect(run.stdout).toMatch(new RegExp(`created\\s+\\S*reference/${path.replace('.', '\\.')}\\b`));
      expect(run.stdout).toMatch(new RegExp(`: ${Object.keys(expected).length} written, 0 unchanged in \\d+ ms`));
    },
    SLOW,
  );

  it(
    'rule: a second docs run writes nothing and leaves every file time alone',
    async ({ expect }) => {
      const dir = await docsCopy('rerun');
      const before = mtimes(dir);
      const run = await cli(['docs', '--spec', MINIMAL, '--out', dir]);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toMatch(/\b0 written\b/);
      expect(run.stdout).not.toMatch(/\b(created|updated|removed)\b/);
      expect(mtimes(dir)).toEqual(before);
    },
    SLOW,
  );

  it(
    'rule: docs rewrites only the edited and the missing files, removes left-over files and their empty folders, and touches nothing else',
    async ({ expect }) => {
      const dir = await docsCopy('repair');
      appendFileSync(join(dir, 'README.md'), 'hand edit\n');
      unlinkSync(join(dir, 'types.md'));
      mkdirSync(join(dir, 'old'));
      writeFileSync(join(dir, 'old/stale.md'), '# stale\n');
      const before = mtimes(dir);
      const run = await cli(['docs', '--spec', MINIMAL, '--out', dir]);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toMatch(/updated\s+\S*reference\/README\.md/);
      expect(run.stdout).toMatch(/created\s+\S*reference\/types\.md/);
      expect(run.stdout).toMatch(/removed\s+\S*reference\/old\/stale\.md/);
      expect(run.stdout).toMatch(/\b3 written\b/);
      expect(existsSync(join(dir, 'old'))).toBe(false);
      expect(tree(dir)).toEqual(await expectedReference());
      const after = mtimes(dir);
      for (const path of Object.keys(after).filter((path) => path !== 'README.md' && path !== 'types.md'))
        expect(after[path], `${path} was rewritten`).toBe(before[path]);
    },
    SLOW,
  );

  it(
    'rule: docs on a broken spec exits 2, reports the error and writes nothing',
    async ({ expect }) => {
      const spec = folders.fresh('broken-spec');
      cpSync(join(ROOT, MINIMAL), spec, { recursive: true });
      const types = join(spec, 'types.yaml');
      writeFileSync(
        types,
        readFileSync(types, 'utf8').replace("echo: { $ref: '#/types/Payload' }", "echo: { $ref: '#/types/Missing' }"),
      );
      const dir = join(folders.fresh('broken-out'), 'reference');
      const run = await cli(['docs', '--spec', spec, '--out', dir]);
      expect(run.code, run.output).toBe(2);
      expect(run.stderr).toMatch(/types\.yaml:\d+:\d+\s+unresolved-ref\b/);
      expect(existsSync(dir)).toBe(false);
    },
    SLOW,
  );

  it(
    'rule: an --out the disk refuses (a file where the folder goes) exits 2 with the path, not as an internal error',
    async ({ expect }) => {
      const out = join(folders.fresh('out-is-a-file'), 'reference');
      writeFileSync(out, 'not a folder');
      const run = await cli(['docs', '--spec', MINIMAL, '--out', out]);
      expect(run.code, run.output).toBe(2);
      expect(run.stderr).toMatch(/output-write-failed|ENOTDIR|EEXIST/);
      expect(run.stderr).not.toMatch(/internal error/);
      expect(run.output).not.toMatch(STACK_TRACE);
    },
    SLOW,
  );

  it('rule: docs --help describes --spec and --out and shows examples', async ({ expect }) => {
    const run = await cli(['docs', '--help']);
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toMatch(/Usage: felan-protocol docs\b/);
    for (const option of ['--spec <dir>', '--out <dir>'])
      expect(run.stdout).toMatch(new RegExp(`^\\s+${option}\\s+\\S`, 'm'));
    expect(run.stdout).toMatch(/^Examples:\n\s+felan-protocol docs\b/m);
  });
});

describe.concurrent('check and the reference docs', () => {
  const check = async (docs: string, extra: readonly string[] = []) =>
    cli(['check', '--spec', MINIMAL, '--out', await generatedPackage(), '--docs', docs, ...extra]);

  /** Runs a check that must fail on the docs, and asserts it wrote nothing there. */
  async function failingCheck(expect: import('vitest').ExpectStatic, docs: string): Promise<Run> {
    const before = tree(docs);
    const times = mtimes(docs);
    const run = await check(docs);
    expect(run.code, run.output).toBe(1);
    expect(run.output).not.toMatch(STACK_TRACE);
    // The remedy repeats the flags check was given: it rewrites this very folder from this very spec.
    expect(run.stderr).toContain(
      `out of date: run \`felan-protocol docs --spec ${MINIMAL} --out ${docs}\` and commit the result`,
    );
    // The package is up to date: only the docs are reported.
    expect(run.stdout).toMatch(/ping-protocol matches the spec/);
    expect(run.stderr).not.toMatch(/generated files? out of date/);
    expect(tree(docs), 'check must not write').toEqual(before);
    expect(mtimes(docs), 'check must not write').toEqual(times);
    return run;
  }

  it(
    'rule: check exits 0 when both the package and the docs match, and says so for each',
    async ({ expect }) => {
      const docs = await docsCopy('check-clean');
      const run = await check(docs);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toMatch(/ping-protocol matches the spec/);
      expect(run.stdout).toMatch(/reference matches the spec \(\d+ files\)/);
    },
    SLOW,
  );

  it(
    'rule: a hand edit of a docs file makes check exit 1, name it changed with a diff, and give the docs remedy',
    async ({ expect }) => {
      const docs = await docsCopy('check-edited');
      appendFileSync(join(docs, 'basics.md'), 'hand edit\n');
      const run = await failingCheck(expect, docs);
      expect(run.stderr).toMatch(/changed\s+\S*reference\/basics\.md/);
      expect(run.stderr).toMatch(/^-hand edit$/m);
      expect(run.stderr).toMatch(/^1 reference docs file out of date/m);
    },
    SLOW,
  );

  it(
    'rule: a deleted docs file makes check exit 1 and name it missing; a stray file is left-over; check restores and removes nothing',
    async ({ expect }) => {
      const docs = await docsCopy('check-missing');
      unlinkSync(join(docs, 'index.html'));
      writeFileSync(join(docs, 'notes.md'), 'mine\n');
      const run = await failingCheck(expect, docs);
      expect(run.stderr).toMatch(/missing\s+\S*reference\/index\.html/);
      expect(run.stderr).toMatch(/left-over\s+\S*reference\/notes\.md/);
      expect(run.stderr).toMatch(/^2 reference docs files out of date/m);
    },
    SLOW,
  );

  it(
    'rule: --no-docs skips the docs comparison (a stale docs folder does not fail check)',
    async ({ expect }) => {
      const docs = await docsCopy('check-no-docs');
      appendFileSync(join(docs, 'README.md'), 'hand edit\n');
      const run = await check(docs, ['--no-docs']);
      expect(run.code, run.output).toBe(0);
      expect(run.output).not.toMatch(/reference/);
      expect(run.stdout).toMatch(/ping-protocol matches the spec/);
    },
    SLOW,
  );

  it(
    "rule: without --docs, check compares a spec's docs only when the project file lists them — a spec it does not list is not held to any docs folder",
    async ({ expect }) => {
      const run = await cli(['check', '--spec', MINIMAL, '--out', await generatedPackage()]);
      expect(run.code, run.output).toBe(0);
      expect(run.output).not.toMatch(/docs\/reference/);
    },
    SLOW,
  );

  it('rule: check --help describes --docs and --no-docs', async ({ expect }) => {
    const run = await cli(['check', '--help']);
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toMatch(/^\s+--docs <dir>\s+\S/m);
    expect(run.stdout).toMatch(/^\s+--no-docs\s+\S/m);
  });
});
