/**
 * End-to-end tests of the contract-diff commands — `diff`, `release`, `changelog` — as a user (or CI)
 * runs them: `node bin/felan-protocol.js …` in a child process from the repo root, with NO_COLOR=1.
 * Every contract is a copy of the minimal spec with a few lines of YAML edited, in a temporary folder.
 * Each CLI run costs seconds of start-up, so the tests run concurrently with a few processes at a time,
 * and the one `release` the version-gate tests build on is started first.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, it, type ExpectStatic } from 'vitest';
import { ROOT, runCli, STACK_TRACE, temporaryFolders, type Run } from '../support/cli-process.ts';
import { parse as parseYaml } from 'yaml';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
/**
 * Per-test budget. It includes the wait for a process slot (every test starts at once and queues
 * for the CLI), so it is generous; a hung CLI is caught sooner, by RUN_TIMEOUT.
 */
const SLOW = 300_000;
/** One CLI run, from its start (not its place in the queue); a run takes seconds. */
const RUN_TIMEOUT = 90_000;

/** Runs the CLI as a user would, from the repo root. */
function cli(args: readonly string[]): Promise<Run> {
  return runCli(args, { timeoutMs: RUN_TIMEOUT });
}

/** Asserts a run was refused as bad input: exit 2, no stack trace, not reported as a toolchain bug. */
function expectBadInput(expect: ExpectStatic, run: Run): void {
  expect(run.code, run.output).toBe(2);
  expect(run.output).not.toMatch(STACK_TRACE);
  expect(run.output).not.toMatch(/internal error/);
}

const folders = temporaryFolders('felan-diff-cli-test-');
/** A fresh empty folder under this file's temporary root (all removed after the file). */
const freshDir = (label: string) => folders.fresh(label);

afterAll(() => folders.remove());

// --- spec variants: the minimal spec with YAML text edited

/** A text replacement in one spec file; `from` must occur, else the fixture changed under the test. */
interface SpecEdit {
  readonly file: string;
  readonly from: string | RegExp;
  readonly to: string;
}

function applyEdit(dir: string, { file, from, to }: SpecEdit): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = typeof from === 'string' ? before.replaceAll(from, to) : before.replace(from, to);
  if (after === before)
    throw new Error(`${file}: ${String(from)} not found: the minimal spec changed, pick another edit`);
  writeFileSync(path, after);
}

/** A copy of the spec folder `from` with `edits` applied, in a fresh folder. */
function specVariant(label: string, edits: readonly SpecEdit[], from = MINIMAL): string {
  const dir = freshDir(label);
  cpSync(from, dir, { recursive: true });
  for (const edit of edits) applyEdit(dir, edit);
  return dir;
}

/** The minimal spec (1.2.0) moved to the 0.x line, where the session protocol's policy applies: a break needs the next minor. */
const ON_0_4_0: readonly SpecEdit[] = [
  { file: 'protocol.yaml', from: 'version: 1.2.0', to: 'version: 0.4.0' },
  ...['protocol.yaml', 'operations.yaml'].flatMap((file) => [
    { file, from: 'since: 1.0.0', to: 'since: 0.1.0' },
    { file, from: 'since: 1.1.0', to: 'since: 0.3.0' },
  ]),
];
/** Breaking: an operation old clients still send disappears (ping.echo is the last one in the file). */
const REMOVE_PING_ECHO: SpecEdit = { file: 'operations.yaml', from: /^ {2}ping\.echo:\n[\s\S]*/m, to: '' };
/** Safe: a description-only edit. */
const REWORD_STAMP: SpecEdit = {
  file: 'types.yaml',
  from: 'Milliseconds since the epoch.',
  to: 'Milliseconds since the Unix epoch.',
};
const version = (to: string): SpecEdit => ({ file: 'protocol.yaml', from: 'version: 0.4.0', to: `version: ${to}` });

/** Breaking: the optional `payload` of ping's params becomes required (old writers may omit it); its example follows. */
const REQUIRE_PAYLOAD: readonly SpecEdit[] = [
  {
    file: 'operations.yaml',
    from: '      type: object\n      properties:\n        payload:',
    to: '      type: object\n      required: [payload]\n      properties:\n        payload:',
  },
  { file: 'operations.yaml', from: '        params: {}\n', to: '        params: { payload: hi }\n' },
];
/** Wire-safe, dangerous for an exhaustive switch over KnownErrorCode. */
const ADD_ERROR_CODE: SpecEdit = {
  file: 'protocol.yaml',
  from: '  invalid_request:\n',
  to: '  overloaded:\n    description: Too many pings at once.\n    since: 1.2.0\n  invalid_request:\n',
};
/** Dangerous only: retries and replays of ping behave differently. */
const PING_PERSISTS: SpecEdit = { file: 'operations.yaml', from: 'persistence: none', to: 'persistence: durable' };

/** Where `--accepted` points when a run must not see the repo's own spec/accepted-changes.yaml: a file that does not exist. */
const noAcceptances = () => join(freshDir('no-acceptances'), 'accepted-changes.yaml');

/** The text at a `file:line:col` location (the file relative to the repo root or absolute), from that column to the end of the line. */
/**
 * The file a `file:line:col` location names, as an absolute path: the CLI prints paths relative to
 * where it runs when that is shorter, so the same file reads differently from another checkout.
 */
function fileOf(location: string): string {
  return resolve(ROOT, location.replace(/:\d+:\d+$/, ''));
}

function textAt(location: string): string {
  const match = /^(.+):(\d+):(\d+)$/.exec(location);
  if (match === null) throw new Error(`not a file:line:col location: ${location}`);
  const line = readFileSync(resolve(ROOT, match[1]!), 'utf8').split('\n')[Number(match[2]) - 1] ?? '';
  return line.slice(Number(match[3]) - 1);
}

// --- the CI contract-diff flow: one release of the 0.x base, shared by the tests that diff against it

interface Released {
  readonly spec: string;
  readonly releases: string;
  readonly snapshot: string;
  readonly run: Run;
}

let releasedPromise: Promise<Released> | undefined;
function released(): Promise<Released> {
  releasedPromise ??= (async () => {
    const spec = specVariant('base-0.4.0', ON_0_4_0);
    const releases = join(freshDir('releases'), 'releases');
    const run = await cli(['release', '--spec', spec, '--releases', releases, '--accepted', noAcceptances()]);
    return { spec, releases, snapshot: join(releases, '0.4.0.json'), run };
  })();
  return releasedPromise;
}

/** The shared release; fails the calling test if the release itself failed. */
async function releasedOk(): Promise<Released> {
  const result = await released();
  if (result.run.code !== 0)
    throw new Error(`the shared release failed (exit ${result.run.code}):\n${result.run.output}`);
  return result;
}

// Queue the release first so the tests waiting for it are not last in line.
released().catch(() => {});

/** The CI check of the issue: released snapshot → working spec, version gate on, failing on breaks. */
const ciDiff = (snapshot: string, spec: string, accepted: string, ...extra: string[]) =>
  cli(['diff', snapshot, spec, '--check-version', '--fail-on', 'breaking', '--accepted', accepted, ...extra]);

interface JsonSide {
  readonly pointer: string;
  readonly location: string | null;
}
interface JsonChange {
  readonly rule: string;
  readonly severity: string;
  readonly layer: string;
  readonly direction: string;
  readonly old: JsonSide;
  readonly new: JsonSide;
  readonly message: string;
  readonly fingerprint: string;
  readonly accepted: boolean;
}
interface JsonReport {
  readonly changes: JsonChange[];
  readonly summary: {
    breaking: number;
    dangerous: number;
    safe: number;
    requiredBump: string;
    minimumVersion: string;
    versionOk: boolean;
  };
}

describe.concurrent('felan-protocol diff, release and changelog', () => {
  describe('the CI contract-diff check (release, then diff --check-version --fail-on breaking)', () => {
    it(
      'rule: release freezes the working contract as <releases>/<version>.json, and diffing it against the unchanged spec exits 0 with no change',
      async ({ expect }) => {
        const { spec, snapshot, run: release } = await released();
        expect(release.code, release.output).toBe(0);
        expect(release.stdout).toMatch(/released 0\.4\.0/);
        expect(JSON.parse(readFileSync(snapshot, 'utf8')).protocol.version).toBe('0.4.0');

        const run = await ciDiff(snapshot, spec, noAcceptances());
        expect(run.code, run.output).toBe(0);
        expect(run.stdout).toMatch(/^no changes between /m);
        expect(run.output).not.toMatch(STACK_TRACE);
      },
      SLOW,
    );

    it(
      'rule: an unacknowledged break with no version bump exits 1, and stderr names the version it needs (0.x: the next minor)',
      async ({ expect }) => {
        const { spec, snapshot } = await releasedOk();
        const broken = specVariant('ci-broken', [REMOVE_PING_ECHO, REWORD_STAMP], spec);
        const run = await ciDiff(snapshot, broken, noAcceptances());
        expect(run.code, run.output).toBe(1);
        expect(run.stdout).toMatch(
          /operations\.yaml:\d+:\d+\s+operation-removed \[wire, client-to-host\]\s+operation ping\.echo removed/,
        );
        expect(run.stderr).toMatch(/version 0\.4\.0 is too small: the changes need a minor bump, at least 0\.5\.0/);
        expect(run.output).not.toMatch(STACK_TRACE);
      },
      SLOW,
    );

    it(
      'rule: bumping protocol.version to the next minor satisfies the version gate: the same break then exits 0',
      async ({ expect }) => {
        const { spec, snapshot } = await releasedOk();
        const bumped = specVariant('ci-bumped', [REMOVE_PING_ECHO, REWORD_STAMP, version('0.5.0')], spec);
        const run = await ciDiff(snapshot, bumped, noAcceptances());
        expect(run.code, run.output).toBe(0);
        expect(run.stdout).toMatch(/operation-removed/);
        expect(run.stdout).toMatch(/version 0\.5\.0 is enough/);
        expect(run.stderr).not.toMatch(/too small|unacknowledged/);
      },
      SLOW,
    );

    it(
      'rule: --accept --reason writes each breaking change (fingerprint, rule, pointer, reason) to the accepted-changes file; the same diff then passes and marks them (accepted)',
      async ({ expect }) => {
        const { spec, snapshot } = await releasedOk();
        const broken = specVariant('ci-accepted', [REMOVE_PING_ECHO, REWORD_STAMP], spec);
        const accepted = join(freshDir('accepted'), 'accepted-changes.yaml');
        const reason = 'ping.echo is retired: no client sends it';

        const accept = await cli([
          'diff',
          snapshot,
          broken,
          '--accept',
          '--reason',
          reason,
          '--accepted',
          accepted,
          '--format',
          'json',
        ]);
        expect(accept.code, accept.output).toBe(0);
        // --format json: the note is in the one document, stderr stays empty.
        expect(accept.stderr).toBe('');
        const acceptReport = JSON.parse(accept.stdout) as JsonReport & {
          acceptedChanges: unknown;
          messages: { level: string; text: string }[];
        };
        expect(acceptReport.acceptedChanges).toEqual({
          file: expect.stringMatching(/accepted-changes\.yaml$/),
          added: 2,
        });
        expect(acceptReport.messages).toContainEqual({
          level: 'warning',
          text: expect.stringMatching(/^accepted 2 changes in \S+: commit it with the spec change$/),
        });
        const breaking = acceptReport.changes.filter((change) => change.severity === 'breaking');
        expect(breaking.map((change) => change.rule)).toEqual(['operation-removed', 'operation-removed']);

        const file = parseYaml(readFileSync(accepted, 'utf8')) as { accepted: Record<string, string>[] };
        expect(file.accepted).toHaveLength(breaking.length);
        for (const [index, entry] of file.accepted.entries()) {
          const change = breaking[index]!;
          expect(Object.keys(entry).sort()).toEqual(['fingerprint', 'pointer', 'reason', 'rule']);
          expect(entry).toMatchObject({ fingerprint: change.fingerprint, rule: 'operation-removed', reason });
          expect([change.old.pointer, change.new.pointer]).toContain(entry.pointer);
        }

        // The same CI check, without a version bump: accepted changes are still printed, and no longer fail.
        const run = await ciDiff(snapshot, broken, accepted);
        expect(run.code, run.output).toBe(0);
        const removed = run.stdout.split('\n').filter((line) => line.includes('operation-removed'));
        expect(removed, run.stdout).toHaveLength(2);
        for (const line of removed) expect(line).toMatch(/\(accepted\)$/);
        expect(run.stdout).toMatch(/description-changed/);
        expect(run.stdout).not.toMatch(/description-changed.*\(accepted\)/);
        expect(run.stdout).toMatch(/\(2 accepted\)/);
      },
      SLOW,
    );

    it(
      'rule: --accept without --reason exits 2 and writes no accepted-changes file',
      async ({ expect }) => {
        const accepted = join(freshDir('accept-no-reason'), 'accepted-changes.yaml');
        const run = await cli([
          'diff',
          MINIMAL,
          specVariant('accept-no-reason-spec', [PING_PERSISTS]),
          '--accept',
          '--accepted',
          accepted,
        ]);
        expectBadInput(expect, run);
        expect(run.stderr).toMatch(/--accept needs --reason/);
        expect(existsSync(accepted)).toBe(false);
      },
      SLOW,
    );

    it(
      'rule: changelog <old> <new> --date prints a "## <version> — <date>" heading and lists a break under "### Breaking changes"',
      async ({ expect }) => {
        const { spec, snapshot } = await releasedOk();
        const bumped = specVariant('changelog-new', [REMOVE_PING_ECHO, REWORD_STAMP, version('0.5.0')], spec);
        const run = await cli(['changelog', snapshot, bumped, '--date', '2026-01-01', '--accepted', noAcceptances()]);
        expect(run.code, run.output).toBe(0);
        expect(run.stdout.split('\n')[0]).toBe('## 0.5.0 — 2026-01-01');
        const sections = run.stdout.split(/^(?=### )/m);
        const breaking = sections.find((section) => section.startsWith('### Breaking changes\n'));
        expect(breaking, run.stdout).toBeDefined();
        expect(breaking).toMatch(/^- operation ping\.echo removed\b/m);
        expect(breaking).not.toMatch(/description/);
      },
      SLOW,
    );
  });

  describe('release refuses what would rewrite history', () => {
    it(
      'rule: releasing an unchanged contract again is a no-op that exits 0 and leaves the snapshot alone',
      async ({ expect }) => {
        const { spec, releases, snapshot } = await releasedOk();
        const before = readFileSync(snapshot);
        const run = await cli(['release', '--spec', spec, '--releases', releases, '--accepted', noAcceptances()]);
        expect(run.code, run.output).toBe(0);
        expect(run.stdout).toMatch(/already released with this contract; nothing to do/);
        expect(readFileSync(snapshot).equals(before)).toBe(true);
      },
      SLOW,
    );

    it(
      'rule: release-exists — a changed contract under an already released version exits 2 and leaves the snapshot alone',
      async ({ expect }) => {
        const { spec, releases, snapshot } = await releasedOk();
        const before = readFileSync(snapshot);
        const changed = specVariant('release-exists', [REWORD_STAMP], spec);
        const run = await cli(['release', '--spec', changed, '--releases', releases, '--accepted', noAcceptances()]);
        expectBadInput(expect, run);
        expect(run.stderr).toMatch(/release-exists\s+version 0\.4\.0 is already released with a different contract/);
        expect(readFileSync(snapshot).equals(before)).toBe(true);
      },
      SLOW,
    );

    it(
      'rule: release-older — a version older than the latest release exits 2 and writes no snapshot',
      async ({ expect }) => {
        const { spec, releases } = await releasedOk();
        const older = specVariant('release-older', [version('0.3.0')], spec);
        const run = await cli(['release', '--spec', older, '--releases', releases, '--accepted', noAcceptances()]);
        expectBadInput(expect, run);
        expect(run.stderr).toMatch(/release-older\s+version 0\.3\.0 is not newer than the latest release 0\.4\.0/);
        expect(readdirSync(releases)).toEqual(['0.4.0.json']);
      },
      SLOW,
    );
  });

  describe('report formats and --fail-on (minimal spec 1.2.0 → payload required + error code added)', () => {
    /** Made once: the changed contract every format test reads. */
    let changedSpec: string | undefined;
    const changed = () => (changedSpec ??= specVariant('required-payload', [...REQUIRE_PAYLOAD, ADD_ERROR_CODE]));
    const diffAs = (format: string, ...extra: string[]) =>
      cli(['diff', MINIMAL, changed(), '--format', format, '--accepted', noAcceptances(), ...extra]);

    it(
      'rule: --format json has the documented shape, with a file:line:col location into the YAML file that holds the change',
      async ({ expect }) => {
        const run = await diffAs('json');
        expect(run.code, run.output).toBe(1);
        const report = JSON.parse(run.stdout) as JsonReport;
        for (const change of report.changes) {
          for (const key of [
            'rule',
            'severity',
            'layer',
            'direction',
            'old',
            'new',
            'message',
            'fingerprint',
            'accepted',
          ])
            expect(change).toHaveProperty(key);
          for (const side of [change.old, change.new]) {
            expect(typeof side.pointer).toBe('string');
            if (side.location !== null) expect(side.location).toMatch(/^.+\.(yaml|json):\d+:\d+$/);
          }
          expect(change.fingerprint).toMatch(/^[0-9a-f]{16}$/);
          expect(change.accepted).toBe(false);
        }

        const required = report.changes.filter((change) => change.rule === 'property-made-required');
        expect(required.map((change) => change.layer).sort()).toEqual(['typescript', 'wire']);
        const wire = required.find((change) => change.layer === 'wire')!;
        expect(wire).toMatchObject({
          severity: 'breaking',
          direction: 'client-to-host',
          old: { pointer: '/operations/ping/params/required' },
          new: { pointer: '/operations/ping/params/required' },
        });
        expect(wire.message).toMatch(/payload/);
        expect(wire.new.location).toMatch(/\/operations\.yaml:\d+:\d+$/);
        expect(fileOf(wire.new.location!).startsWith(changed())).toBe(true);
        expect(textAt(wire.new.location!)).toMatch(/^required: \[payload\]/);
        expect(wire.old.location).toMatch(/^test\/fixtures\/specs\/minimal\/operations\.yaml:\d+:\d+$/);

        // Two layers: the new error code is safe on the wire, dangerous for the generated TypeScript.
        const errorCode = report.changes.filter((change) => change.rule === 'error-code-added');
        expect(Object.fromEntries(errorCode.map((change) => [change.layer, change.severity]))).toEqual({
          wire: 'safe',
          typescript: 'dangerous',
        });
        expect(textAt(errorCode[0]!.new.location!)).toMatch(/^overloaded:/);

        // From 1.0 a break needs a major.
        expect(report.summary).toMatchObject({
          breaking: 2,
          dangerous: 1,
          requiredBump: 'major',
          minimumVersion: '2.0.0',
          versionOk: false,
        });
        expect(report.summary.safe).toBeGreaterThanOrEqual(1);
      },
      SLOW,
    );

    it(
      'rule: --format github annotates a breaking change as ::error file=… on its YAML file and line',
      async ({ expect }) => {
        const run = await diffAs('github');
        expect(run.code, run.output).toBe(1);
        const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error file='));
        expect(errors, run.stdout).toHaveLength(2);
        for (const line of errors)
          expect(line).toMatch(
            /^::error file=[^,]*operations\.yaml,line=\d+,col=\d+,title=property-made-required::operation ping params: property payload is now required/,
          );
        expect(run.stdout).toMatch(/^::warning file=[^,]*protocol\.yaml,.*title=error-code-added::/m);
      },
      SLOW,
    );

    it(
      'rule: --format junit reports a breaking change as a <failure> test case',
      async ({ expect }) => {
        const run = await diffAs('junit');
        expect(run.code, run.output).toBe(1);
        expect(run.stdout).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
        expect(run.stdout).toMatch(/<testsuite name="contract diff" tests="\d+" failures="2"/);
        expect(run.stdout).toMatch(
          /<failure type="breaking" message="operation ping params: property payload is now required[^"]*">/,
        );
      },
      SLOW,
    );

    it(
      'rule: --format markdown prints a change table; --fail-on none exits 0 despite a breaking change',
      async ({ expect }) => {
        const run = await diffAs('markdown', '--fail-on', 'none');
        expect(run.code, run.output).toBe(0);
        expect(run.stdout).toMatch(/^\| Rule \| Layer \| Direction \| Where \| Change \|$/m);
        expect(run.stdout).toMatch(/^\| --- \| --- \| --- \| --- \| --- \|$/m);
        expect(run.stdout).toMatch(
          /^\| `property-made-required` \| wire \| client-to-host \| `[^`]*operations\.yaml:\d+:\d+` \| operation ping params: property payload is now required/m,
        );
        expect(run.stderr).not.toMatch(/unacknowledged/);
      },
      SLOW,
    );

    it(
      'rule: --fail-on dangerous exits 1 for a dangerous-only change (operation-persistence-changed)',
      async ({ expect }) => {
        const run = await cli([
          'diff',
          MINIMAL,
          specVariant('persistence', [PING_PERSISTS]),
          '--fail-on',
          'dangerous',
          '--accepted',
          noAcceptances(),
        ]);
        expect(run.code, run.output).toBe(1);
        expect(run.stdout).toMatch(/^dangerous \(2\)$/m);
        expect(run.stdout).not.toMatch(/^breaking/m);
        expect(run.stdout).toMatch(
          /operation-persistence-changed \[wire, client-to-host\]\s+operation ping persistence changed from none to durable/,
        );
        expect(run.stderr).toMatch(/2 unacknowledged changes at or above --fail-on dangerous/);
      },
      SLOW,
    );
  });

  describe('git: sources', () => {
    function git(cwd: string, ...args: string[]): string {
      // Without git's redirections (GIT_DIR & co., set inside a git hook), which would point every call elsewhere.
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_')));
      return execFileSync('git', args, { cwd, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
    }

    /** A repository whose first commit holds the minimal spec under spec/. */
    function repoWithSpec(label: string): string {
      const repo = freshDir(label);
      git(repo, 'init', '-q');
      git(repo, 'config', 'user.name', 'Diff Test');
      git(repo, 'config', 'user.email', 'diff-test@example.invalid');
      git(repo, 'config', 'commit.gpgsign', 'false');
      cpSync(MINIMAL, join(repo, 'spec'), { recursive: true });
      git(repo, 'add', '.');
      git(repo, 'commit', '-q', '-m', 'base spec');
      return repo;
    }

    it(
      'rule: diff git:HEAD:<path> <path> compares the committed spec with the uncommitted edit, positions naming the revision',
      async ({ expect }) => {
        const repo = repoWithSpec('git-working-edit');
        applyEdit(join(repo, 'spec'), PING_PERSISTS);
        const run = await cli([
          'diff',
          'git:HEAD:spec',
          join(repo, 'spec'),
          '--format',
          'json',
          '--accepted',
          noAcceptances(),
        ]);
        // Dangerous only, below the default --fail-on breaking.
        expect(run.code, run.output).toBe(0);
        const report = JSON.parse(run.stdout) as JsonReport;
        expect(report.changes.map((change) => `${change.rule}/${change.layer}`).sort()).toEqual([
          'operation-persistence-changed/typescript',
          'operation-persistence-changed/wire',
        ]);
        expect(report.changes[0]!.old.location).toMatch(/^HEAD:spec\/operations\.yaml:\d+:\d+$/);
        expect(fileOf(report.changes[0]!.new.location!)).toBe(join(repo, 'spec', 'operations.yaml'));
      },
      SLOW,
    );

    it(
      'rule: git-revision-missing — a revision the repository does not have exits 2 without a stack trace',
      async ({ expect }) => {
        const repo = repoWithSpec('git-missing-rev');
        const run = await cli(['diff', 'git:nonexistent-rev', join(repo, 'spec'), '--accepted', noAcceptances()]);
        expectBadInput(expect, run);
        expect(run.stderr).toMatch(/git-revision-missing\s+git revision nonexistent-rev does not exist/);
        expect(run.stderr).not.toMatch(/shallow/);
      },
      SLOW,
    );

    it(
      'rule: git-revision-missing in a shallow clone without a remote to fetch from exits 2 and says the clone is shallow and how to fetch the revision',
      async ({ expect }) => {
        const origin = repoWithSpec('git-origin');
        applyEdit(join(origin, 'spec'), PING_PERSISTS);
        git(origin, 'commit', '-q', '-a', '-m', 'persist pings');
        const clone = join(freshDir('git-shallow'), 'clone');
        git(dirname(clone), 'clone', '-q', '--depth', '1', `file://${origin}`, clone);
        expect(git(clone, 'rev-parse', '--is-shallow-repository').trim()).toBe('true');
        // With its remote, the diff fetches the missing commit (test/diff/git-baseline.test.ts).
        git(clone, 'remote', 'remove', 'origin');

        const run = await cli(['diff', 'git:HEAD~1', join(clone, 'spec'), '--accepted', noAcceptances()]);
        expectBadInput(expect, run);
        expect(run.stderr).toMatch(/git-revision-missing\s+git revision HEAD~1 does not exist/);
        expect(run.stderr).toMatch(/shallow/);
        expect(run.stderr).toMatch(/git fetch/);
      },
      SLOW,
    );
  });

  describe('bad input exits 2 with a positioned message and no stack trace', () => {
    it(
      'rule: spec-folder-missing — a missing old contract path',
      async ({ expect }) => {
        const missing = join(freshDir('missing'), 'no-such-spec');
        const run = await cli(['diff', missing, MINIMAL, '--accepted', noAcceptances()]);
        expectBadInput(expect, run);
        expect(run.stderr).toMatch(/spec-folder-missing/);
        expect(run.stderr).toContain(missing);
        expect(run.stderr).toMatch(/cannot read the contract/);
      },
      SLOW,
    );

    it(
      'rule: a broken spec as the new side is reported at its file:line:col (unresolved-ref)',
      async ({ expect }) => {
        const broken = specVariant('broken-new', [
          { file: 'types.yaml', from: "echo: { $ref: '#/types/Payload' }", to: "echo: { $ref: '#/types/Missing' }" },
        ]);
        const run = await cli(['diff', MINIMAL, broken, '--accepted', noAcceptances()]);
        expectBadInput(expect, run);
        const at = /^(\S+types\.yaml:\d+:\d+)\s+unresolved-ref\b/m.exec(run.stderr);
        expect(at, run.stderr).not.toBeNull();
        expect(fileOf(at![1]!).startsWith(broken)).toBe(true);
        expect(textAt(at![1]!)).toMatch(/Missing/);
      },
      SLOW,
    );

    it(
      'rule: accepted-changes-invalid — a malformed accepted-changes file is reported at its file:line:col',
      async ({ expect }) => {
        const accepted = join(freshDir('bad-accepted'), 'accepted-changes.yaml');
        writeFileSync(
          accepted,
          'accepted:\n  - fingerprint: not-a-fingerprint\n    rule: operation-removed\n    pointer: /operations\n    reason: test\n',
        );
        const run = await cli(['diff', MINIMAL, MINIMAL, '--accepted', accepted]);
        expectBadInput(expect, run);
        const at =
          /^(\S+accepted-changes\.yaml:\d+:\d+)\s+accepted-changes-invalid\s+.*fingerprint must be 16 lowercase hex digits/m.exec(
            run.stderr,
          );
        expect(at, run.stderr).not.toBeNull();
        expect(textAt(at![1]!)).toMatch(/^not-a-fingerprint/);
      },
      SLOW,
    );

    it(
      'rule: an unknown --format value is refused with the allowed choices',
      async ({ expect }) => {
        const run = await cli(['diff', MINIMAL, MINIMAL, '--format', 'xml']);
        expectBadInput(expect, run);
        expect(run.stderr).toMatch(/argument 'xml' is invalid/);
        expect(run.stderr).toMatch(/text, json, markdown, github, junit/);
      },
      SLOW,
    );
  });

  it(
    'rule: a reader that closes the pipe early (`diff --format json | head`) ends the output quietly, without a stack trace',
    async ({ expect }) => {
      const releases = join(ROOT, 'spec/releases');
      const run = await new Promise<{ code: number | null; stderr: string }>((resolvePromise, reject) => {
        const child = spawn(
          process.execPath,
          [
            'bin/felan-protocol.js',
            'diff',
            join(releases, '0.1.0.json'),
            join(releases, '0.4.3.json'),
            '--format',
            'json',
            '--fail-on',
            'none',
          ],
          {
            cwd: ROOT,
            env: { ...process.env, NO_COLOR: '1', FELAN_DEBUG: '' },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        // Closed before the CLI writes a byte: its first write to stdout fails with EPIPE.
        child.stdout.destroy();
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('error', reject);
        child.on('close', (code) => resolvePromise({ code, stderr }));
      });
      expect(run.stderr).not.toMatch(STACK_TRACE);
      expect(run.stderr).not.toMatch(/EPIPE|internal error/);
      expect(run.code).toBe(0);
    },
    SLOW,
  );
});
