/**
 * `--format json` is JSON for every outcome (issue 22): for each command that offers it, a success,
 * bad input and a usage error each print exactly one JSON document on stdout — `{command, ok,
 * exitCode, error?, …, diagnostics, messages}` (docs/json-output.md) — and nothing on stderr, with
 * the exit status of the text format. The real CLI in child processes, as a script runs it; the
 * outcomes a child cannot be made to reach (a bug, an interactive terminal) run in process.
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, it, type ExpectStatic } from 'vitest';
import { main } from '../../cli/main.ts';
import { captureTerminal, type JsonReport } from '../../cli/terminal.ts';
import { loadContract } from '../../generator/diff/contract-source.ts';
import { renderSnapshot } from '../../generator/diff/snapshot.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { ROOT, runCli, STACK_TRACE, temporaryFolders, type Run } from '../support/cli-process.ts';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
/** Per test: several runs, each waiting for a process slot. */
const SLOW = 300_000;
const RUN_TIMEOUT = 120_000;

const folders = temporaryFolders('felan-json-output-');
afterAll(() => folders.remove());
const fresh = (label: string) => folders.fresh(label);
/** An accepted-changes file that does not exist: no run reads the repository's own. */
const noAcceptances = () => join(fresh('no-acceptances'), 'accepted-changes.yaml');

/** A spec folder whose one file is broken YAML: a positioned yaml-syntax error. */
const BROKEN = join(fresh('broken'), 'spec');
mkdirSync(BROKEN);
writeFileSync(join(BROKEN, 'protocol.yaml'), 'protocol: [unclosed\n');

/** A private copy of the minimal spec (release writes beside nothing of it, but a copy keeps runs apart). */
function minimalCopy(label: string): string {
  const dir = join(fresh(label), 'ping');
  cpSync(MINIMAL, dir, { recursive: true });
  return dir;
}

type ErrorCode = NonNullable<JsonReport['error']>['code'];

/**
 * Runs `args` with `--format json` added where `at` says (the end, by default) and asserts the
 * contract: one JSON document on stdout, nothing on stderr, the exit status, `ok` and `exitCode`
 * agreeing with it, and an `error` of `code` exactly when the run failed.
 */
async function jsonRun(
  expect: ExpectStatic,
  command: string,
  args: readonly string[],
  exit: number,
  code?: ErrorCode,
): Promise<JsonReport & Record<string, unknown>> {
  const run: Run = await runCli([...args, '--format', 'json'], { timeoutMs: RUN_TIMEOUT });
  return expectDocument(expect, run, command, exit, code);
}

function expectDocument(
  expect: ExpectStatic,
  run: Pick<Run, 'code' | 'stdout' | 'stderr'>,
  command: string,
  exit: number,
  code?: ErrorCode,
): JsonReport & Record<string, unknown> {
  const context = `exit ${run.code}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`;
  expect(run.stderr, context).toBe('');
  expect(() => JSON.parse(run.stdout), context).not.toThrow();
  const document = JSON.parse(run.stdout) as JsonReport & Record<string, unknown>;
  expect(run.code, context).toBe(exit);
  expect(document, context).toMatchObject({ command, ok: exit === 0, exitCode: exit });
  expect(Array.isArray(document.diagnostics) && Array.isArray(document.messages)).toBe(true);
  if (exit === 0) expect(document).not.toHaveProperty('error');
  else expect(document.error, context).toEqual({ code, message: expect.stringMatching(/\S/) });
  expect(run.stdout).not.toMatch(STACK_TRACE);
  return document;
}

/** The package the check, build and diff cases read: one gen of the minimal spec, made once. */
let generatedPromise: Promise<string> | undefined;
function generated(): Promise<string> {
  generatedPromise ??= (async () => {
    const out = fresh('generated');
    const run = await runCli(['gen', MINIMAL, '--out', out], { timeoutMs: RUN_TIMEOUT });
    if (run.code !== 0) throw new Error(`gen of the minimal spec failed:\n${run.output}`);
    return out;
  })();
  return generatedPromise;
}
generated().catch(() => {}); // started now, awaited by the tests that need it

/** Release snapshots of the minimal spec (1.2.0), for a transitive diff. */
async function releasesOfMinimal(): Promise<string> {
  const releases = fresh('releases');
  const [contract, problems] = await loadContract(nodeFileSystem, MINIMAL, MINIMAL);
  if (contract === undefined) throw new Error(JSON.stringify(problems));
  writeFileSync(join(releases, '1.2.0.json'), renderSnapshot(contract.spec));
  return releases;
}

/** Every command that offers --format json, with a run that succeeds and one refused as bad input. */
const COMMANDS: readonly {
  readonly command: string;
  readonly success: () => Promise<string[]>;
  readonly check?: (expect: ExpectStatic, document: Record<string, unknown>) => void;
  readonly badInput: () => Promise<string[]>;
}[] = [
  {
    command: 'validate',
    success: async () => ['validate', MINIMAL],
    check: (expect, document) => expect(document).toMatchObject({ package: '@example/ping-protocol', operations: 2 }),
    badInput: async () => ['validate', BROKEN],
  },
  {
    command: 'gen',
    success: async () => ['gen', MINIMAL, '--out', fresh('gen')],
    check: (expect, document) => expect((document.files as unknown[]).length).toBeGreaterThan(10),
    badInput: async () => ['gen', BROKEN, '--out', fresh('gen-broken')],
  },
  {
    command: 'check',
    success: async () => ['check', MINIMAL, '--out', await generated()],
    check: (expect, document) =>
      expect(document.artifacts).toContainEqual(expect.objectContaining({ name: 'package', drifted: [] })),
    badInput: async () => ['check', BROKEN, '--out', fresh('check-broken')],
  },
  {
    command: 'build',
    success: async () => {
      const copy = fresh('build');
      cpSync(join(await generated(), 'ping-protocol'), copy, { recursive: true });
      return ['build', copy];
    },
    badInput: async () => ['build', fresh('build-not-a-package')],
  },
  {
    command: 'docs',
    success: async () => ['docs', MINIMAL, '--out', fresh('docs')],
    badInput: async () => ['docs', BROKEN, '--out', fresh('docs-broken')],
  },
  {
    command: 'schema',
    success: async () => ['schema', MINIMAL, '--out', join(fresh('schema'), 'ping.schema.json')],
    check: (expect, document) => expect(document).toMatchObject({ status: 'created' }),
    badInput: async () => ['schema', BROKEN, '--out', join(fresh('schema-broken'), 'ping.schema.json')],
  },
  {
    command: 'release',
    success: async () => [
      'release',
      minimalCopy('release'),
      '--releases',
      fresh('release-releases'),
      '--accepted',
      noAcceptances(),
    ],
    check: (expect, document) => expect(document).toMatchObject({ version: '1.2.0', released: true }),
    badInput: async () => ['release', BROKEN, '--releases', fresh('release-broken'), '--accepted', noAcceptances()],
  },
  {
    command: 'diff',
    success: async () => ['diff', MINIMAL, MINIMAL, '--accepted', noAcceptances()],
    check: (expect, document) =>
      expect(document).toMatchObject({ changes: [], summary: { breaking: 0 }, staleAcceptances: [] }),
    badInput: async () => ['diff', BROKEN, MINIMAL, '--accepted', noAcceptances()],
  },
  {
    command: 'init',
    success: async () => ['init', join(fresh('init'), 'notes-protocol')],
    check: (expect, document) => expect(document).toMatchObject({ name: 'notes-protocol', family: 'envelope' }),
    badInput: async () => {
      const taken = fresh('init-taken');
      writeFileSync(join(taken, 'README.md'), 'already here\n');
      return ['init', taken];
    },
  },
];

describe.concurrent('--format json: one document on stdout and nothing on stderr, for every outcome', () => {
  for (const { command, success, check, badInput } of COMMANDS) {
    it(
      `${command}: success (exit 0), bad input (exit 2, bad-input) and an unknown flag (exit 2, usage)`,
      async ({ expect }) => {
        const [succeeded, refused, mistyped] = await Promise.all([
          (async () => jsonRun(expect, command, await success(), 0))(),
          (async () => jsonRun(expect, command, await badInput(), 2, 'bad-input'))(),
          jsonRun(expect, command, [command, '--no-such-flag'], 2, 'usage'),
        ]);
        check?.(expect, succeeded);
        expect(refused.error!.message).not.toMatch(/^felan-protocol/);
        expect(mistyped.error!.message).toBe("unknown option '--no-such-flag'");
        expect(mistyped.messages).toContainEqual({ level: 'error', text: "error: unknown option '--no-such-flag'" });
      },
      SLOW,
    );
  }

  it(
    'a broken spec: every problem a diagnostic at its position, and the summary line as the error',
    async ({ expect }) => {
      const document = await jsonRun(expect, 'validate', ['validate', BROKEN], 2, 'bad-input');
      expect(document.diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', code: 'yaml-syntax' }));
      for (const d of document.diagnostics)
        expect(d).toMatchObject({
          file: expect.stringMatching(/protocol\.yaml$/),
          line: expect.any(Number),
          column: expect.any(Number),
        });
      expect(document.error!.message).toMatch(/^\d+ errors?(, \d+ warnings?)? in the spec$/);
    },
    SLOW,
  );

  it(
    'usage errors wherever --format json stands: before or after the mistake, as --format=json; missing arguments, bad choices, a --spec contradiction',
    async ({ expect }) => {
      const runs = await Promise.all([
        runCli(['validate', '--format', 'json', '--sepc', MINIMAL]),
        runCli(['validate', '--sepc', MINIMAL, '--format=json']),
        runCli(['init', '--format', 'json']),
        runCli(['diff', '--fail-on', 'sometimes', '--format', 'json']),
        runCli(['gen', '--format', 'json', '--layer', 'wire']),
        runCli(['validate', MINIMAL, '--spec', BROKEN, '--format', 'json']),
        runCli(['-q', '-v', 'validate', MINIMAL, '--format', 'json']),
        runCli(['validate', MINIMAL, MINIMAL, '--format', 'json']),
      ]);
      const messages = runs.map(
        (run, index) =>
          expectDocument(
            expect,
            run,
            ['validate', 'validate', 'init', 'diff', 'gen', 'validate', 'validate', 'validate'][index]!,
            2,
            'usage',
          ).error!.message,
      );
      expect(messages).toEqual([
        `unknown option '--sepc' (Did you mean --spec?)`,
        `unknown option '--sepc' (Did you mean --spec?)`,
        `missing required argument 'dir'`,
        expect.stringMatching(
          /^option '--fail-on <severity>' argument 'sometimes' is invalid\. Allowed choices are breaking, dangerous, none\.$/,
        ),
        `unknown option '--layer'`,
        expect.stringMatching(/^the spec folder is named twice, as \S+minimal and as --spec \S+spec: name it once/),
        '--quiet and --verbose contradict each other: pass one of them',
        expect.stringMatching(/^too many arguments for 'validate'\. Expected 1 argument but got 2\.$/),
      ]);
    },
    SLOW,
  );

  it(
    'an unknown command with --format json is json too; changelog, which has no json format, refuses --format in text',
    async ({ expect }) => {
      const [unknown, changelog] = await Promise.all([
        runCli(['valdate', '--format', 'json']),
        runCli(['changelog', '--format', 'json']),
      ]);
      expect(expectDocument(expect, unknown, 'felan-protocol', 2, 'usage').error!.message).toMatch(
        /^unknown command 'valdate' \(Did you mean validate\?\)$/,
      );
      expect(changelog.code).toBe(2);
      expect(changelog.stdout).toBe('');
      expect(changelog.stderr).toMatch(/unknown option '--format'/);
    },
    SLOW,
  );

  it(
    '--help with --format json is a document whose messages hold the help',
    async ({ expect }) => {
      const document = await jsonRun(expect, 'validate', ['validate', '--help'], 0);
      expect(document.messages.map((message) => message.text).join('\n')).toMatch(
        /^Usage: felan-protocol validate \[options\] \[spec\]$/m,
      );
    },
    SLOW,
  );

  it(
    'bad input files: a project file, an accepted-changes file, a spec folder that does not exist',
    async ({ expect }) => {
      const project = fresh('broken-project');
      writeFileSync(join(project, 'felan-protocol.yaml'), 'specs:\n  - spec: specs/ping\n    output: out\n');
      const accepted = join(fresh('broken-accepted'), 'accepted-changes.yaml');
      writeFileSync(
        accepted,
        'accepted:\n  - fingerprint: not-a-fingerprint\n    rule: operation-removed\n    pointer: /operations\n    reason: test\n',
      );
      const [projectRun, acceptedRun, missingRun] = await Promise.all([
        jsonRun(expect, 'validate', ['validate', '--project', project], 2, 'bad-input'),
        jsonRun(expect, 'diff', ['diff', MINIMAL, MINIMAL, '--accepted', accepted], 2, 'bad-input'),
        jsonRun(expect, 'validate', ['validate', join(fresh('missing'), 'nowhere')], 2, 'bad-input'),
      ]);
      expect(projectRun.diagnostics).toContainEqual(
        expect.objectContaining({
          code: 'unknown-key',
          file: expect.stringMatching(/felan-protocol\.yaml$/),
          line: 3,
          column: 5,
        }),
      );
      expect(projectRun.error!.message).toMatch(/^1 error in the project file \S+: nothing was run$/);
      expect(acceptedRun.diagnostics).toContainEqual(
        expect.objectContaining({
          code: 'accepted-changes-invalid',
          file: expect.stringMatching(/accepted-changes\.yaml$/),
        }),
      );
      expect(missingRun.diagnostics).toContainEqual(expect.objectContaining({ code: 'spec-folder-missing' }));
    },
    SLOW,
  );

  it(
    'diff: drift is exit 1 with the report and the failing line as the error; --accept puts its note in the document',
    async ({ expect }) => {
      const releases = join(ROOT, 'spec/releases');
      const accepted = join(fresh('accept'), 'accepted-changes.yaml');
      const [drift, accept] = await Promise.all([
        jsonRun(
          expect,
          'diff',
          ['diff', join(releases, '0.1.0.json'), join(releases, '0.2.0.json'), '--accepted', noAcceptances()],
          1,
          'drift',
        ),
        jsonRun(
          expect,
          'diff',
          [
            'diff',
            join(releases, '0.1.0.json'),
            join(releases, '0.2.0.json'),
            '--accepted',
            accepted,
            '--accept',
            '--reason',
            'a test',
          ],
          0,
        ),
      ]);
      expect((drift.summary as { breaking: number }).breaking).toBeGreaterThan(0);
      expect(drift.error!.message).toMatch(/^\d+ unacknowledged changes? at or above --fail-on breaking/);
      expect(accept.acceptedChanges).toEqual({
        file: expect.stringMatching(/accepted-changes\.yaml$/),
        added: expect.any(Number),
      });
      expect(accept.messages).toContainEqual({
        level: 'warning',
        text: expect.stringMatching(/^accepted \d+ changes? in \S+: commit it with the spec change$/),
      });
      expect(existsSync(accepted)).toBe(true);
    },
    SLOW,
  );

  it(
    'diff: a transitive run, its bad input and its usage error; --list-rules as data',
    async ({ expect }) => {
      const releases = await releasesOfMinimal();
      const [passed, empty, misused, rules] = await Promise.all([
        jsonRun(
          expect,
          'diff',
          [
            'diff',
            '--spec',
            MINIMAL,
            '--releases',
            releases,
            '--accepted',
            noAcceptances(),
            '--compatibility',
            'full-transitive',
          ],
          0,
        ),
        jsonRun(
          expect,
          'diff',
          [
            'diff',
            '--spec',
            MINIMAL,
            '--releases',
            fresh('no-releases'),
            '--accepted',
            noAcceptances(),
            '--compatibility',
            'full-transitive',
          ],
          2,
          'bad-input',
        ),
        jsonRun(expect, 'diff', ['diff', MINIMAL, '--compatibility', 'backward-transitive'], 2, 'usage'),
        jsonRun(expect, 'diff', ['diff', '--list-rules'], 0),
      ]);
      expect(passed).toMatchObject({
        compatibility: 'full-transitive',
        passed: true,
        failing: [],
        baselines: [expect.objectContaining({ version: '1.2.0', passed: true })],
      });
      expect(empty.error!.message).toMatch(/^no release snapshot in \S+ to compare with/);
      expect(misused.error!.message).toMatch(/takes no old contract/);
      expect(rules.rules).toContainEqual({
        rule: 'operation-removed',
        wire: expect.any(Object),
        typescript: expect.any(String),
        message: expect.any(String),
      });
    },
    SLOW,
  );

  it(
    'check: drift is exit 1, each stale file in the document and the remedy as the error',
    async ({ expect }) => {
      const document = await jsonRun(expect, 'check', ['check', MINIMAL, '--out', fresh('check-empty')], 1, 'drift');
      expect(document.error!.message).toMatch(
        /generated files? out of date: run `felan-protocol gen --spec \S+minimal --out \S+` and commit the result$/,
      );
      expect(document.artifacts).toContainEqual(
        expect.objectContaining({
          name: 'package',
          drifted: expect.arrayContaining([expect.objectContaining({ status: 'missing' })]),
        }),
      );
    },
    SLOW,
  );
});

describe('--format json in process: what a child cannot be made to do', () => {
  it('a bug (an exception inside the command) is exit 70, an internal error in the document, nothing on stderr', async ({
    expect,
  }) => {
    const captured = captureTerminal();
    const terminal = Object.create(captured.terminal, {
      result: {
        value: () => {
          throw new Error('boom');
        },
      },
    }) as typeof captured.terminal;
    const code = await main(['node', 'felan-protocol', 'validate', MINIMAL, '--format', 'json'], terminal);
    const document = expectDocument(
      expect,
      { code, stdout: captured.stdout(), stderr: captured.stderr() },
      'validate',
      70,
      'internal',
    );
    expect(document.error!.message).toBe('internal error: boom');
    expect(document.messages).toContainEqual({
      level: 'error',
      text: '(this is a bug in felan-protocol; set FELAN_DEBUG=1 for a stack trace)',
    });
  });

  it("on an interactive terminal the progress line stays off stderr, and init's notes are warnings in the document", async ({
    expect,
  }) => {
    const docs = captureTerminal({ interactive: true });
    const code = await main(
      ['node', 'felan-protocol', 'docs', MINIMAL, '--out', fresh('docs-interactive'), '--format', 'json'],
      docs.terminal,
    );
    expectDocument(expect, { code, stdout: docs.stdout(), stderr: docs.stderr() }, 'docs', 0);

    // A folder of its own for the project file init writes beside the spec folder.
    const folder = join(fresh('init-force'), 'spec');
    mkdirSync(folder);
    writeFileSync(join(folder, 'notes.yaml'), 'kept: true\n');
    const init = captureTerminal({ interactive: true });
    const initCode = await main(
      ['node', 'felan-protocol', 'init', folder, '--force', '--format', 'json'],
      init.terminal,
    );
    const document = expectDocument(
      expect,
      { code: initCode, stdout: init.stdout(), stderr: init.stderr() },
      'init',
      0,
    );
    expect(document.messages).toContainEqual({
      level: 'warning',
      text: expect.stringMatching(/^note: \S+ already held notes\.yaml/),
    });
  });
});
