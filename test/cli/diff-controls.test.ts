/**
 * The controls of `felan-protocol diff` as CI runs them (issue 21, "The controls peers have"):
 * `--layer`, `--compatibility` (with its transitive modes) and the diff config (`--config`, the
 * project's `diffConfig`, and diff-config.yaml beside the accepted-changes file). Each control has a
 * passing and a failing case run twice: through the real CLI (`node bin/felan-protocol.js`, a child
 * process) and in process (cli/main.ts with a captured terminal). Contracts are the minimal spec with
 * a line of YAML edited, in temporary folders; configs are test/fixtures/diff-controls/.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { main } from '../../cli/main.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { loadContract } from '../../generator/diff/contract-source.ts';
import { renderSnapshot } from '../../generator/diff/snapshot.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { ROOT, runCli, STACK_TRACE, temporaryFolders } from '../support/cli-process.ts';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
const CONFIGS = 'test/fixtures/diff-controls';
/** Per test: it waits for a process slot, and each CLI run costs seconds of start-up. */
const SLOW = 300_000;

const folders = temporaryFolders('felan-diff-controls-');
afterAll(() => folders.remove());

/** What a run printed and how it ended, from either runner. */
interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

type Runner = (args: readonly string[]) => Promise<Outcome>;

const RUNNERS: Readonly<Record<'cli' | 'in-process', Runner>> = {
  cli: (args) => runCli(args, { timeoutMs: 90_000 }),
  'in-process': async (args) => {
    const capture = captureTerminal({ env: { NO_COLOR: '1' } });
    const code = await main(['node', 'felan-protocol', ...args], capture.terminal);
    return { code, stdout: capture.stdout(), stderr: capture.stderr() };
  },
};

// --- contracts: the minimal spec (1.2.0) with one line edited

interface SpecEdit {
  readonly file: string;
  readonly from: string;
  readonly to: string;
}

function specVariant(label: string, ...edits: readonly SpecEdit[]): string {
  const dir = folders.fresh(label);
  cpSync(MINIMAL, dir, { recursive: true });
  for (const { file, from, to } of edits) {
    const before = readFileSync(join(dir, file), 'utf8');
    if (!before.includes(from))
      throw new Error(`${file}: ${from} not found: the minimal spec changed, pick another edit`);
    writeFileSync(join(dir, file), before.replace(from, to));
  }
  return dir;
}

/** Stamp.at gets an upper bound: narrows data both ways, so it breaks old writers (wire only). */
const TIGHTEN_STAMP: SpecEdit = {
  file: 'types.yaml',
  from: '        minimum: 0\n',
  to: '        minimum: 0\n        maximum: 1000000\n',
};
/** Stamp.at accepts negatives: widens, so it breaks old readers (wire only). */
const LOOSEN_STAMP: SpecEdit = { file: 'types.yaml', from: '        minimum: 0\n', to: '        minimum: -5\n' };
/** An error code removed: wire-safe, breaking for the generated TypeScript (KnownErrorCode). */
const REMOVE_BUSY: SpecEdit = {
  file: 'protocol.yaml',
  from: '  busy:\n    description: The host is busy; try again later.\n    since: 1.0.0\n    retryable: true\n',
  to: '',
};
/** A description reworded: a docs change. */
const REWORD_STAMP: SpecEdit = {
  file: 'types.yaml',
  from: 'Milliseconds since the epoch.',
  to: 'Milliseconds since the Unix epoch.',
};
const VERSION_1_1_0: SpecEdit = { file: 'protocol.yaml', from: 'version: 1.2.0', to: 'version: 1.1.0' };

let tight = '';
let loose = '';
let typescriptOnly = '';
let reworded = '';
/** A folder with no accepted-changes file and no diff config beside it. */
let nothing = '';
/** Release snapshots 1.1.0 (Stamp.at accepts negatives) and 1.2.0 (the minimal spec): the working spec `reworded` is compatible with the latest only. */
let releases = '';

beforeAll(async () => {
  tight = specVariant('tight', TIGHTEN_STAMP);
  loose = specVariant('loose', LOOSEN_STAMP);
  typescriptOnly = specVariant('typescript-only', REMOVE_BUSY);
  reworded = specVariant('reworded', REWORD_STAMP);
  nothing = folders.fresh('nothing');
  releases = folders.fresh('releases');
  for (const [version, spec] of [
    ['1.1.0', specVariant('release-1.1.0', LOOSEN_STAMP, VERSION_1_1_0)],
    ['1.2.0', MINIMAL],
  ] as const) {
    const [contract, problems] = await loadContract(nodeFileSystem, spec, spec);
    if (contract === undefined) throw new Error(`release ${version}: ${JSON.stringify(problems)}`);
    writeFileSync(join(releases, `${version}.json`), renderSnapshot(contract.spec));
  }
}, 120_000);

const noAcceptances = () => join(nothing, 'accepted-changes.yaml');
/** `diff <old> <new>` with no acknowledgements and no diff config but the flags given. */
const pair = (oldSpec: string, newSpec: string, ...flags: string[]) => [
  'diff',
  oldSpec,
  newSpec,
  '--accepted',
  noAcceptances(),
  ...flags,
];
/** `diff` of the working spec `reworded` against the releases folder. */
const againstReleases = (...flags: string[]) => [
  'diff',
  '--spec',
  reworded,
  '--releases',
  releases,
  '--accepted',
  noAcceptances(),
  ...flags,
];

interface JsonChange {
  readonly rule: string;
  readonly layer: string;
  readonly severity: string;
  readonly override?: { from: string; at: string };
  readonly waived?: { by: string; reason: string; at: string | null };
}
interface JsonReport {
  readonly changes: JsonChange[];
  readonly summary: { breaking: number; requiredBump: string; versionOk: boolean };
  readonly controls: {
    layers: string[];
    compatibility: string;
    config: string | null;
    switchedOff: { rule: string; layer: string; at: string; changes: number }[];
  };
}

/** stdout as the one JSON document it must be, whatever the exit, with nothing on stderr (docs/json-output.md). */
function json<T = JsonReport>(expect: ExpectStatic, run: Outcome): T & JsonDocument {
  expect(() => JSON.parse(run.stdout), `stdout is not one JSON document:\n${run.stdout}`).not.toThrow();
  expect(run.stderr).toBe('');
  const document = JSON.parse(run.stdout) as T & JsonDocument;
  expect(document).toMatchObject({ command: 'diff', ok: run.code === 0, exitCode: run.code });
  return document;
}

/** What the run's --format json document says beside the report: its error, diagnostics and the lines the text format prints. */
interface JsonDocument {
  readonly exitCode: number;
  readonly error?: { code: string; message: string };
  readonly diagnostics: {
    severity: string;
    code: string;
    message: string;
    file?: string;
    line?: number;
    column?: number;
  }[];
  readonly messages: { level: string; text: string }[];
}

/** The problems a --format json document holds, as the text format prints them on stderr: one per line. */
function problemLines(document: JsonDocument): string {
  const diagnostics = document.diagnostics.map(
    (d) => `${d.file === undefined ? '-' : `${d.file}:${d.line}:${d.column}`}  ${d.code}  ${d.message}`,
  );
  return [
    ...diagnostics,
    ...document.messages.filter((message) => message.level === 'error').map((message) => message.text),
  ].join('\n');
}

/** Exit 2 as bad input: no stack trace, not a bug; and in the text formats nothing half-written on stdout. */
function expectBadInput(expect: ExpectStatic, run: Outcome): void {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(2);
  expect(run.stderr).not.toMatch(STACK_TRACE);
  expect(run.stderr).not.toMatch(/internal error/);
  expect(run.stdout).toBe('');
}

/** One case of a control: the command line, the exit it must end with, and what else to check. */
interface ControlCase {
  readonly name: string;
  readonly args: () => string[];
  readonly exit: 0 | 1;
  readonly check?: (expect: ExpectStatic, run: Outcome) => void;
}

/** A passing and a failing case per control; each runs through the real CLI and in process. */
const CONTROL_CASES: readonly ControlCase[] = [
  {
    name: '--layer wire: a break of the generated TypeScript only is listed, marked not counted, and passes --fail-on breaking and --check-version',
    args: () => pair(MINIMAL, typescriptOnly, '--layer', 'wire', '--check-version'),
    exit: 0,
    check: (expect, run) => {
      expect(run.stdout).toMatch(
        /error-code-removed \[typescript, host-to-client\] .*\(not counted: --layer wire leaves the typescript layer out\)$/m,
      );
      expect(run.stdout).toMatch(
        /: 0 breaking, 0 dangerous, 1 safe \(0 accepted\); needs a patch bump: version 1\.2\.0 is enough; gated on the wire layer, 1 not counted$/m,
      );
      expect(run.stderr).toBe('');
    },
  },
  {
    name: '--layer typescript: the same break fails, and the version gate asks for a major',
    args: () => pair(MINIMAL, typescriptOnly, '--layer', 'typescript', '--check-version', '--format', 'json'),
    exit: 1,
    check: (expect, run) => {
      const report = json(expect, run);
      expect(report.summary).toMatchObject({ breaking: 1, requiredBump: 'major', versionOk: false });
      expect(report.controls.layers).toEqual(['typescript']);
      expect(report.changes.find((change) => change.layer === 'wire')!.waived).toMatchObject({ by: 'layer' });
      expect(problemLines(report)).toMatch(
        /version 1\.2\.0 is too small: the changes need a major bump, at least 2\.0\.0/,
      );
      expect(report.error).toEqual({
        code: 'drift',
        message: expect.stringMatching(
          /^1 unacknowledged change at or above --fail-on breaking.*--layer typescript --accept/,
        ),
      });
    },
  },
  {
    name: '--compatibility forward: a tightened bound breaks old writers only, so it is listed and passes',
    args: () => pair(MINIMAL, tight, '--compatibility', 'forward', '--format', 'json'),
    exit: 0,
    check: (expect, run) => {
      const report = json(expect, run);
      expect(report.changes).toEqual([
        expect.objectContaining({
          rule: 'number-range-tightened',
          severity: 'breaking',
          waived: expect.objectContaining({ by: 'compatibility' }),
        }),
      ]);
      expect(report.controls.compatibility).toBe('forward');
    },
  },
  {
    name: '--compatibility backward: the same tightened bound fails (new readers refuse what old writers send)',
    args: () => pair(MINIMAL, tight, '--compatibility', 'backward'),
    exit: 1,
    check: (expect, run) => {
      expect(run.stdout).toMatch(
        /number-range-tightened \[wire, both\]\s+type Stamp: maximum tightened from none to 1000000$/m,
      );
      expect(run.stdout).toMatch(/; compatibility backward$/m);
      expect(run.stderr).toMatch(/1 unacknowledged change at or above --fail-on breaking/);
    },
  },
  {
    name: '--config: a severity override makes the tightened bound dangerous, and the JSON says so and where',
    args: () => pair(MINIMAL, tight, '--config', `${CONFIGS}/soften-range.yaml`, '--format', 'json'),
    exit: 0,
    check: (expect, run) => {
      const report = json(expect, run);
      expect(report.changes).toEqual([
        expect.objectContaining({
          rule: 'number-range-tightened',
          severity: 'dangerous',
          override: { from: 'breaking', at: `${CONFIGS}/soften-range.yaml:3:35` },
        }),
      ]);
      expect(report.controls.config).toBe(`${CONFIGS}/soften-range.yaml`);
    },
  },
  {
    name: '--config: a config that makes documentation breaking fails a reworded description',
    args: () => pair(MINIMAL, reworded, '--config', `${CONFIGS}/strict-docs.yaml`),
    exit: 1,
    check: (expect, run) => {
      expect(run.stdout).toMatch(/^breaking \(1\)$/m);
      expect(run.stdout).toMatch(
        /description-changed \[docs, both\]\s+type Stamp: description changed \(severity set by test\/fixtures\/diff-controls\/strict-docs\.yaml:3:36; the rule says safe\)$/m,
      );
    },
  },
  {
    name: '--compatibility forward-transitive: against every release the tightening since 1.1.0 breaks old writers only, and passes',
    args: () => againstReleases('--compatibility', 'forward-transitive'),
    exit: 0,
    check: (expect, run) => {
      expect(run.stdout).toMatch(/^against 1\.1\.0 \(.*1\.1\.0\.json\)$/m);
      expect(run.stdout).toMatch(/^against 1\.2\.0 \(.*1\.2\.0\.json\)$/m);
      expect(run.stdout).toMatch(
        /^forward-transitive: against 2 release snapshots \(1\.1\.0 … 1\.2\.0\), every one passes$/m,
      );
    },
  },
  {
    name: '--compatibility backward-transitive: the same run fails on the 1.1.0 baseline alone, as one JSON document with a report per baseline',
    args: () => againstReleases('--compatibility', 'backward-transitive', '--format', 'json'),
    exit: 1,
    check: (expect, run) => {
      const value = json<{
        compatibility: string;
        passed: boolean;
        failing: string[];
        baselines: { version: string; passed: boolean; report: JsonReport }[];
      }>(expect, run);
      expect(value).toMatchObject({ compatibility: 'backward-transitive', passed: false, failing: ['1.1.0'] });
      expect(value.baselines.map((baseline) => [baseline.version, baseline.passed])).toEqual([
        ['1.1.0', false],
        ['1.2.0', true],
      ]);
      expect(value.baselines[0]!.report.changes.map((change) => change.rule)).toContain('number-range-tightened');
      expect(problemLines(value)).toMatch(/^against 1\.1\.0: 1 unacknowledged change at or above --fail-on breaking/m);
      expect(problemLines(value)).not.toMatch(/against 1\.2\.0/);
      expect(value.error).toMatchObject({ code: 'drift' });
    },
  },
];

/** A broken diff config of each kind: exit 2, the first problem at its file:line:col, no stack trace. */
const BAD_CONFIGS: readonly { file: string; expected: RegExp }[] = [
  {
    file: 'unknown-key.yaml',
    expected:
      /^test\/fixtures\/diff-controls\/unknown-key\.yaml:2:41 {2}unknown-key {2}unknown key colour in \/rules\/description-changed/m,
  },
  {
    file: 'unknown-rule.yaml',
    expected:
      /^test\/fixtures\/diff-controls\/unknown-rule\.yaml:2:3 {2}diff-config-unknown-rule {2}.*\(did you mean enum-value-added\?\)/m,
  },
  {
    file: 'bad-severity.yaml',
    expected: /^test\/fixtures\/diff-controls\/bad-severity\.yaml:2:51 {2}diff-config-bad-severity {2}.*is "fatal"/m,
  },
  { file: 'bad-yaml.yaml', expected: /^test\/fixtures\/diff-controls\/bad-yaml\.yaml:3:1 {2}yaml-syntax {2}/m },
  {
    file: 'duplicate-ignore.yaml',
    expected: /^test\/fixtures\/diff-controls\/duplicate-ignore\.yaml:3:5 {2}diff-config-duplicate-ignore {2}/m,
  },
  {
    file: 'missing-reason.yaml',
    expected: /^test\/fixtures\/diff-controls\/missing-reason\.yaml:2:5 {2}diff-config-invalid {2}.*is missing reason/m,
  },
];

for (const [runnerName, run] of Object.entries(RUNNERS)) {
  describe.concurrent(`diff controls (${runnerName})`, () => {
    for (const control of CONTROL_CASES) {
      it(
        `rule: ${control.name}`,
        async ({ expect }) => {
          const outcome = await run(control.args());
          expect(outcome.code, `${outcome.stdout}\n${outcome.stderr}`).toBe(control.exit);
          expect(outcome.stderr).not.toMatch(STACK_TRACE);
          control.check?.(expect, outcome);
        },
        SLOW,
      );
    }

    for (const { file, expected } of BAD_CONFIGS) {
      it(
        `rule: a broken diff config (${file}) exits 2 with a positioned error and no stack trace: on stderr and nothing on stdout, or with --format json in the one document`,
        async ({ expect }) => {
          const outcome = await run(pair(MINIMAL, tight, '--config', `${CONFIGS}/${file}`));
          expectBadInput(expect, outcome);
          expect(outcome.stderr).toMatch(expected);
          expect(outcome.stderr).toMatch(
            /^1 error in the diff config test\/fixtures\/diff-controls\/[\w-]+\.yaml: nothing was compared$/m,
          );

          const document = json(
            expect,
            await run(pair(MINIMAL, tight, '--config', `${CONFIGS}/${file}`, '--format', 'json')),
          );
          expect(document.exitCode).toBe(2);
          expect(problemLines(document)).toMatch(expected);
          expect(document.error).toEqual({
            code: 'bad-input',
            message: expect.stringMatching(
              /^1 error in the diff config test\/fixtures\/diff-controls\/[\w-]+\.yaml: nothing was compared$/,
            ),
          });
        },
        SLOW,
      );
    }
  });
}

describe.concurrent('diff controls in process: the rest of each control', () => {
  const run = RUNNERS['in-process'];

  it('rule: --layer takes a comma list or repeats; every layer named is the default; an unknown layer is refused (exit 2)', async ({
    expect,
  }) => {
    for (const flags of [['--layer', 'wire,typescript'], ['--layer', 'wire', '--layer', 'typescript'], []]) {
      const outcome = await run(pair(MINIMAL, typescriptOnly, ...flags));
      expect(outcome.code, flags.join(' ')).toBe(1);
    }
    const wrong = await run(pair(MINIMAL, typescriptOnly, '--layer', 'wire,wires'));
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/"wires" is not a layer; the layers are wire, typescript, docs/);
  });

  it('rule: --compatibility backward passes a loosened bound (it breaks old readers only), forward fails it', async ({
    expect,
  }) => {
    expect((await run(pair(MINIMAL, loose, '--compatibility', 'backward'))).code).toBe(0);
    expect((await run(pair(MINIMAL, loose, '--compatibility', 'forward'))).code).toBe(1);
  });

  it('rule: an ignore entry passes the tightened bound and reports it ignored with its reason', async ({ expect }) => {
    const outcome = await run(pair(MINIMAL, tight, '--config', `${CONFIGS}/ignore-stamp.yaml`, '--format', 'json'));
    expect(outcome.code).toBe(0);
    expect(json(expect, outcome).changes[0]!.waived).toEqual({
      by: 'ignore',
      reason: 'no client ever sent a negative or zero stamp',
      at: `${CONFIGS}/ignore-stamp.yaml:2:5`,
    });
  });

  it('rule: a rule switched off is not listed; controls.switchedOff counts what it hid', async ({ expect }) => {
    const text = await run(pair(MINIMAL, reworded, '--config', `${CONFIGS}/quiet-docs.yaml`));
    expect(text.code).toBe(0);
    expect(text.stdout).not.toMatch(/description-changed/);
    expect(text.stdout).toMatch(
      /diff config test\/fixtures\/diff-controls\/quiet-docs\.yaml: 0 overridden, 0 ignored, 1 switched off$/m,
    );
    const report = json(
      expect,
      await run(pair(MINIMAL, reworded, '--config', `${CONFIGS}/quiet-docs.yaml`, '--format', 'json')),
    );
    expect(report.changes).toEqual([]);
    expect(report.controls.switchedOff).toEqual([
      { rule: 'description-changed', layer: 'docs', at: `${CONFIGS}/quiet-docs.yaml:2:24`, changes: 1 },
    ]);
  });

  it('rule: with no --config, diff-config.yaml beside the accepted-changes file in use is read; absent, nothing is configured', async ({
    expect,
  }) => {
    const beside = folders.fresh('config-beside');
    cpSync(join(ROOT, CONFIGS, 'strict-docs.yaml'), join(beside, 'diff-config.yaml'));
    const configured = await run(['diff', MINIMAL, reworded, '--accepted', join(beside, 'accepted-changes.yaml')]);
    expect(configured.code, configured.stdout).toBe(1);
    expect(configured.stdout).toMatch(/severity set by .*diff-config\.yaml:3:36/);
    expect((await run(pair(MINIMAL, reworded))).code).toBe(0);
  });

  it("rule: the project entry's diffConfig is read (paths relative to the project file); --config wins over it; one that does not exist is an error", async ({
    expect,
  }) => {
    const root = folders.fresh('project');
    cpSync(reworded, join(root, 'spec'), { recursive: true });
    mkdirSync(join(root, 'policy'));
    cpSync(join(ROOT, CONFIGS, 'strict-docs.yaml'), join(root, 'policy', 'diff.yaml'));
    const project = (diffConfig: string) =>
      writeFileSync(
        join(root, 'felan-protocol.yaml'),
        `specs:\n  - spec: spec\n    accepted: history/accepted-changes.yaml\n    diffConfig: ${diffConfig}\n`,
      );
    project('policy/diff.yaml');
    const viaProject = await run(['diff', MINIMAL, '--project', root]);
    expect(viaProject.code, viaProject.stderr).toBe(1);
    expect(viaProject.stdout).toMatch(/severity set by .*policy\/diff\.yaml:3:36/);
    expect((await run(['diff', MINIMAL, '--project', root, '--config', `${CONFIGS}/quiet-docs.yaml`])).code).toBe(0);

    project('policy/missing.yaml');
    const missing = await run(['diff', MINIMAL, '--project', root]);
    expectBadInput(expect, missing);
    expect(missing.stderr).toMatch(
      /^- {2}diff-config-missing {2}diff config .*policy\/missing\.yaml does not exist: it is named by diffConfig in the project file/m,
    );
    const missingJson = json(expect, await run(['diff', MINIMAL, '--project', root, '--format', 'json']));
    expect(missingJson.exitCode).toBe(2);
    expect(problemLines(missingJson)).toMatch(
      /^- {2}diff-config-missing {2}diff config .*policy\/missing\.yaml does not exist: it is named by diffConfig in the project file/m,
    );
  });

  it('rule: the project file refuses a diffConfig that is not a relative path, at its position', async ({ expect }) => {
    const root = folders.fresh('project-absolute');
    cpSync(reworded, join(root, 'spec'), { recursive: true });
    writeFileSync(join(root, 'felan-protocol.yaml'), 'specs:\n  - spec: spec\n    diffConfig: /etc/diff.yaml\n');
    const outcome = await run(['diff', MINIMAL, '--project', root]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(
      /felan-protocol\.yaml:3:17 {2}project-invalid {2}\/specs\/0\/diffConfig must be a path relative to the project file's folder/,
    );
  });

  it('rule: without a transitive mode only the latest release is compared, and the same working spec passes', async ({
    expect,
  }) => {
    const outcome = await run(againstReleases('--compatibility', 'full'));
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toMatch(/1\.2\.0\.json → .*: 0 breaking, 0 dangerous, 1 safe/);
    expect(outcome.stdout).not.toMatch(/1\.1\.0/);
  });

  it('rule: --check-version in a transitive mode: a version bumped past every baseline declares their breaks', async ({
    expect,
  }) => {
    const failing = await run(againstReleases('--compatibility', 'full-transitive', '--check-version'));
    expect(failing.code).toBe(1);
    expect(failing.stderr).toMatch(
      /^against 1\.1\.0: version 1\.2\.0 is too small: the changes need a major bump, at least 2\.0\.0/m,
    );
  });

  it('rule: a transitive mode takes no old contract (exit 2, saying what to run instead)', async ({ expect }) => {
    const outcome = await run([
      'diff',
      MINIMAL,
      reworded,
      '--compatibility',
      'full-transitive',
      '--accepted',
      noAcceptances(),
    ]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(
      /--compatibility full-transitive compares the new contract with every release snapshot, so it takes no old contract/,
    );
  });

  it('rule: --accept in a transitive mode acknowledges what fails against any baseline; the same run then passes', async ({
    expect,
  }) => {
    const accepted = join(folders.fresh('transitive-accept'), 'accepted-changes.yaml');
    const flags = [
      'diff',
      '--spec',
      reworded,
      '--releases',
      releases,
      '--accepted',
      accepted,
      '--compatibility',
      'full-transitive',
    ];
    const accept = await run([...flags, '--accept', '--reason', 'the 1.1.0 clients are gone']);
    expect(accept.code, accept.stderr).toBe(0);
    expect(accept.stderr).toMatch(/accepted 1 change in /);
    const again = await run([...flags, '--format', 'markdown']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^## Contract diff against every release$/m);
    expect(again.stdout).toMatch(/✅ accepted/);
  });

  it('rule: each example of docs/contract-diff.md#controls ends with the exit it documents', async ({ expect }) => {
    const section = readFileSync(join(ROOT, 'docs/contract-diff.md'), 'utf8').split(/^## Controls$/m)[1] ?? '';
    const examples = [...section.matchAll(/^felan-protocol (diff .*?)\s+# exit (\d)$/gm)].map((match) => ({
      args: match[1]!.split(/\s+/),
      exit: Number(match[2]),
    }));
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const { args, exit } of examples) {
      // The repository's own accepted-changes file and diff config (if any) stay out of it, as in a fresh checkout.
      const outcome = await run([...args, '--accepted', noAcceptances()]);
      expect(outcome.code, `felan-protocol ${args.join(' ')}\n${outcome.stderr}`).toBe(exit);
    }
  });

  it('rule: --format junit and github of a transitive run: one testsuite per baseline; each annotation once', async ({
    expect,
  }) => {
    const junit = await run(againstReleases('--compatibility', 'full-transitive', '--format', 'junit'));
    expect(junit.code).toBe(1);
    expect(junit.stdout.match(/<testsuite name="contract diff against [\d.]+"/g)).toEqual([
      '<testsuite name="contract diff against 1.1.0"',
      '<testsuite name="contract diff against 1.2.0"',
    ]);
    expect(junit.stdout).toMatch(/^<testsuites name="contract diff" tests="\d+" failures="1" skipped="0">$/m);
    const github = await run(againstReleases('--compatibility', 'full-transitive', '--format', 'github'));
    const lines = github.stdout.trimEnd().split('\n');
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.filter((line) => line.startsWith('::error '))).toHaveLength(1);
  });
});
