/**
 * End-to-end tests of the real CLI: `node bin/felan-protocol.js …` in a child process, from the repo
 * root, with NO_COLOR=1. Generation costs seconds, so one baseline `gen` of the minimal spec is made
 * once and every test that needs a generated package works on its own copy of it; the tests run
 * concurrently (the slow part is process start-up and the in-memory TypeScript build).
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
import { afterAll, describe, it, type ExpectStatic } from 'vitest';
import { ROOT, runCli, STACK_TRACE, temporaryFolders, type Run } from '../support/cli-process.ts';

const MINIMAL = 'test/fixtures/specs/minimal';
/** `gen` writes the package into `<out>/<protocol.name>`. */
const PACKAGE = 'ping-protocol';
/** Per-test budget: generous, since concurrent tests share two cores; the file itself should take well under a minute. */
const SLOW = 120_000;

/** Runs the CLI as a user would; `env` adds to (or, with undefined, removes from) the inherited environment. */
function cli(args: readonly string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  return runCli(args, { env });
}

/** Every file under `dir` (recursively) with its bytes, keyed by its path relative to `dir`. */
function snapshot(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path).split('\\').join('/')] = readFileSync(path);
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Every file's modification time under `dir`, keyed like `snapshot`. */
function mtimes(dir: string): Record<string, number> {
  return Object.fromEntries(Object.keys(snapshot(dir)).map((path) => [path, statSync(join(dir, path)).mtimeMs]));
}

const folders = temporaryFolders('felan-cli-test-');
/** A fresh empty folder under this file's temporary root (all removed after the file). */
const freshDir = (label: string) => folders.fresh(label);

afterAll(() => folders.remove());

interface Baseline {
  /** The `--out` folder of the baseline run. */
  readonly out: string;
  readonly run: Run;
  /** The output tree right after the run. */
  readonly tree: Record<string, Buffer>;
}

let baselinePromise: Promise<Baseline> | undefined;
/** The one shared `gen` of the minimal spec, run in a time zone far east of UTC (UTC+14). */
function baseline(): Promise<Baseline> {
  baselinePromise ??= (async () => {
    const out = freshDir('baseline');
    const run = await cli(['gen', '--spec', MINIMAL, '--out', out], { TZ: 'Pacific/Kiritimati' });
    return { out, run, tree: snapshot(out) };
  })();
  return baselinePromise;
}

/** A private copy of the baseline output folder (timestamps kept); fails the test if the baseline gen failed. */
async function baselineCopy(label: string): Promise<string> {
  const { out, run } = await baseline();
  if (run.code !== 0) throw new Error(`the baseline gen failed (exit ${run.code}):\n${run.output}`);
  const copy = freshDir(label);
  cpSync(out, copy, { recursive: true, preserveTimestamps: true });
  return copy;
}

// Start the baseline now so it overlaps with the quick tests below (a failure surfaces in the tests that await it).
baseline().catch(() => {});

describe.concurrent('felan-protocol CLI', () => {
  describe('help and usage errors', () => {
    it('rule: --help exits 0 and lists the commands', async ({ expect }) => {
      const run = await cli(['--help']);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toMatch(/Usage: felan-protocol/);
      for (const command of ['gen', 'check', 'validate'])
        expect(run.stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
      expect(run.output).not.toMatch(STACK_TRACE);
    });

    it.for([
      { command: 'gen', options: ['--spec <dir>', '--out <dir>'] },
      { command: 'check', options: ['--spec <dir>', '--out <dir>'] },
      { command: 'validate', options: ['--spec <dir>'] },
    ])('rule: $command --help exits 0 and describes its options', async ({ command, options }, { expect }) => {
      const run = await cli([command, '--help']);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`Usage: felan-protocol ${command}\\b`));
      for (const option of options) expect(run.stdout).toMatch(new RegExp(`^\\s+${option}\\s+\\S`, 'm'));
      expect(run.output).not.toMatch(STACK_TRACE);
    });

    it('rule: an unknown command exits 2 with a clear message and no stack trace', async ({ expect }) => {
      const run = await cli(['frobnicate']);
      expect(run.code, run.output).toBe(2);
      expect(run.stderr).toMatch(/unknown command 'frobnicate'/);
      expect(run.output).not.toMatch(STACK_TRACE);
    });

    it('rule: an unknown flag exits 2 with a clear message and no stack trace', async ({ expect }) => {
      const run = await cli(['gen', '--frobnicate']);
      expect(run.code, run.output).toBe(2);
      expect(run.stderr).toMatch(/unknown option '--frobnicate'/);
      expect(run.output).not.toMatch(STACK_TRACE);
    });
    it('rule: an --out that cannot be written (a file where the package folder goes) exits 2 with the path, not as an internal error', async ({
      expect,
    }) => {
      const out = freshDir('out-is-a-file');
      writeFileSync(join(out, PACKAGE), 'not a folder');
      const run = await cli(['gen', '--spec', MINIMAL, '--out', out]);
      expect(run.code, run.output).toBe(2);
      // EEXIST when the first file written sits in the package folder itself (README.md), ENOTDIR below it.
      expect(run.stderr).toMatch(
        new RegExp(`output-write-failed {2}cannot write into \\S*${PACKAGE}: (EEXIST|ENOTDIR)`),
      );
      expect(run.stderr).not.toMatch(/internal error/);
      expect(run.output).not.toMatch(STACK_TRACE);
    });
  });

  describe('validate', () => {
    it('rule: validate on a missing spec folder exits 2 and reports spec-folder-missing', async ({ expect }) => {
      const run = await cli(['validate', '--spec', '/nonexistent']);
      expect(run.code, run.output).toBe(2);
      expect(run.stderr).toMatch(/spec-folder-missing/);
      expect(run.stderr).toMatch(/\/nonexistent/);
      expect(run.output).not.toMatch(STACK_TRACE);
    });

    it('rule: validate on the bundled spec exits 0', async ({ expect }) => {
      const run = await cli(['validate']);
      expect(run.code, run.output).toBe(0);
      expect(run.stdout).toMatch(/valid/);
      expect(run.output).not.toMatch(STACK_TRACE);
    });
  });

  describe('gen', () => {
    it(
      'rule: gen exits 0, prints each file it wrote and a duration, and creates the package sources and build',
      async ({ expect }) => {
        const { out, run, tree } = await baseline();
        expect(run.code, run.output).toBe(0);
        expect(run.output).not.toMatch(STACK_TRACE);
        expect(existsSync(join(out, PACKAGE, 'src/index.js'))).toBe(true);
        expect(existsSync(join(out, PACKAGE, 'dist/index.js'))).toBe(true);
        // Names what it wrote…
        expect(run.stdout).toMatch(new RegExp(`created\\s+\\S*${PACKAGE}/src/index\\.js`));
        expect(run.stdout).toMatch(new RegExp(`created\\s+\\S*${PACKAGE}/dist/index\\.js`));
        // …counts it: every file now in the folder was written by this run…
        const written = /\b(\d+) written\b/.exec(run.stdout);
        expect(written, run.stdout).not.toBeNull();
        expect(Number(written![1])).toBe(Object.keys(tree).length);
        // …and says how long it took.
        expect(run.stdout).toMatch(/\bin \d+ ms\b/);
      },
      SLOW,
    );

    it(
      'rule: a second identical gen writes nothing (reports 0 written) and leaves file times alone',
      async ({ expect }) => {
        const out = await baselineCopy('regen');
        // Back-date every file: a rewrite, even within the same millisecond as the copy, would move it.
        const past = new Date('2001-02-03T04:05:06Z');
        for (const path of Object.keys(snapshot(out))) utimesSync(join(out, path), past, past);
        const treeBefore = snapshot(out);
        const timesBefore = mtimes(out);

        const run = await cli(['gen', '--spec', MINIMAL, '--out', out]);
        expect(run.code, run.output).toBe(0);
        expect(run.stdout).toMatch(/\b0 written\b/);
        expect(run.stdout).not.toMatch(/\b(created|updated|removed)\b/);
        expect(snapshot(out)).toEqual(treeBefore);
        expect(mtimes(out)).toEqual(timesBefore);
        expect(statSync(join(out, PACKAGE, 'src/index.js')).mtimeMs).toBe(past.getTime());
      },
      SLOW,
    );

    it(
      'rule: gen on a broken spec exits 2, reports the error, and leaves an existing output folder untouched',
      async ({ expect }) => {
        const spec = freshDir('broken-spec');
        cpSync(join(ROOT, MINIMAL), spec, { recursive: true });
        const types = join(spec, 'types.yaml');
        const original = readFileSync(types, 'utf8');
        const broken = original.replace("echo: { $ref: '#/types/Payload' }", "echo: { $ref: '#/types/Missing' }");
        expect(broken, 'the fixture changed: pick another line to break').not.toBe(original);
        writeFileSync(types, broken);

        const out = await baselineCopy('broken-out');
        const treeBefore = snapshot(out);
        const timesBefore = mtimes(out);
        const run = await cli(['gen', '--spec', spec, '--out', out]);
        expect(run.code, run.output).toBe(2);
        expect(run.stderr).toMatch(/types\.yaml:\d+:\d+\s+unresolved-ref\b/);
        expect(run.output).not.toMatch(STACK_TRACE);
        expect(snapshot(out)).toEqual(treeBefore);
        expect(mtimes(out)).toEqual(timesBefore);
      },
      SLOW,
    );

    it(
      'rule: gen output does not depend on the time zone (UTC+14 vs UTC−9/−8 give byte-identical trees)',
      async ({ expect }) => {
        const out = freshDir('anchorage');
        const run = await cli(['gen', '--spec', MINIMAL, '--out', out], { TZ: 'America/Anchorage' });
        expect(run.code, run.output).toBe(0);
        const reference = await baseline();
        expect(reference.run.code, reference.run.output).toBe(0);
        const tree = snapshot(out);
        expect(Object.keys(tree)).toEqual(Object.keys(reference.tree));
        for (const [path, bytes] of Object.entries(tree))
          expect(bytes.equals(reference.tree[path]!), `${path} differs between time zones`).toBe(true);
      },
      SLOW,
    );
  });

  describe('check', () => {
    const check = (out: string) => cli(['check', '--spec', MINIMAL, '--out', out]);

    /** Runs a check that must fail, and asserts it changed nothing on disk (bytes, file set, times). */
    async function failingCheck(expect: ExpectStatic, out: string): Promise<Run> {
      const treeBefore = snapshot(out);
      const timesBefore = mtimes(out);
      const run = await check(out);
      expect(run.code, run.output).toBe(1);
      expect(run.output).not.toMatch(STACK_TRACE);
      expect(snapshot(out), 'check must not write').toEqual(treeBefore);
      expect(mtimes(out), 'check must not write').toEqual(timesBefore);
      return run;
    }

    it(
      'rule: check exits 0 right after gen',
      async ({ expect }) => {
        const out = await baselineCopy('check-clean');
        const run = await check(out);
        expect(run.code, run.output).toBe(0);
        expect(run.stdout).toMatch(/matches the spec/);
      },
      SLOW,
    );

    /** One check run on a copy with a hand-edited src/catalog.js, shared by the two tests that read its output. */
    let handEdited: Promise<Run> | undefined;
    const handEditedCheck = (expect: ExpectStatic) =>
      (handEdited ??= (async () => {
        const out = await baselineCopy('check-changed');
        appendFileSync(join(out, PACKAGE, 'src/catalog.js'), '// hand edit\n');
        return failingCheck(expect, out);
      })());

    it(
      'rule: a hand edit of a golden source makes check exit 1, name the file as changed and show the diff; check writes nothing',
      async ({ expect }) => {
        const run = await handEditedCheck(expect);
        expect(run.stderr).toMatch(new RegExp(`changed\\s+\\S*${PACKAGE}/src/catalog\\.js`));
        expect(run.stderr).toMatch(/^-\/\/ hand edit$/m);
        expect(run.stderr).not.toMatch(/src\/(types\.d\.ts|index\.js)/);
      },
      SLOW,
    );

    it(
      'rule: the drift report is a well-formed unified diff — a --- (on disk) and a +++ (from the spec) header before the hunks',
      async ({ expect }) => {
        const run = await handEditedCheck(expect);
        const lines = run.stderr.split('\n');
        const hunk = lines.findIndex((line) => line.startsWith('@@ '));
        expect(hunk, run.stderr).toBeGreaterThanOrEqual(2);
        expect(lines[hunk - 2], run.stderr).toMatch(/^--- \S*src\/catalog\.js\b/);
        expect(lines[hunk - 1], run.stderr).toMatch(/^\+\+\+ \S*src\/catalog\.js\b/);
      },
      SLOW,
    );

    it(
      'rule: a deleted golden source makes check exit 1 and name it missing; check does not recreate it',
      async ({ expect }) => {
        const out = await baselineCopy('check-missing');
        unlinkSync(join(out, PACKAGE, 'src/types.d.ts'));
        const run = await failingCheck(expect, out);
        expect(run.stderr).toMatch(new RegExp(`missing\\s+\\S*${PACKAGE}/src/types\\.d\\.ts`));
        expect(existsSync(join(out, PACKAGE, 'src/types.d.ts'))).toBe(false);
      },
      SLOW,
    );

    it(
      'rule: an extra file among the sources makes check exit 1 and name it left-over; check does not delete it',
      async ({ expect }) => {
        const out = await baselineCopy('check-left-over');
        writeFileSync(join(out, PACKAGE, 'src/extra.ts'), 'export const extra = 1;\n');
        const run = await failingCheck(expect, out);
        expect(run.stderr).toMatch(new RegExp(`left-over\\s+\\S*${PACKAGE}/src/extra\\.ts`));
        expect(existsSync(join(out, PACKAGE, 'src/extra.ts'))).toBe(true);
      },
      SLOW,
    );

    it(
      'rule: gen removes a left-over file and the folder it leaves empty',
      async ({ expect }) => {
        const out = await baselineCopy('gen-left-over-folder');
        mkdirSync(join(out, PACKAGE, 'src/obsolete'));
        writeFileSync(join(out, PACKAGE, 'src/obsolete/old.ts'), 'export {};\n');
        const run = await cli(['gen', '--spec', MINIMAL, '--out', out]);
        expect(run.code, run.output).toBe(0);
        expect(run.stdout).toMatch(/removed\s+\S*src\/obsolete\/old\.ts/);
        expect(existsSync(join(out, PACKAGE, 'src/obsolete'))).toBe(false);
        expect(existsSync(join(out, PACKAGE, 'src'))).toBe(true);
      },
      SLOW,
    );

    it(
      'rule: dist/ is build output, not golden — editing a file under dist/ does not make check fail',
      async ({ expect }) => {
        const out = await baselineCopy('check-dist');
        appendFileSync(join(out, PACKAGE, 'dist/index.js'), '// hand edit of build output\n');
        writeFileSync(join(out, PACKAGE, 'dist/extra.js'), 'export {};\n');
        const run = await check(out);
        expect(run.code, run.output).toBe(0);
        expect(run.output).not.toMatch(new RegExp(`${PACKAGE}/dist/`));
      },
      SLOW,
    );
  });
});
