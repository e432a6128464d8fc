/**
 * `felan-protocol release` in process: runRelease (cli/commands/release.ts) called with a capturing
 * terminal, so that a mutant of it, of latestRelease (generator/diff/releases.ts) or of the contract
 * inputs it uses (cli/contract-inputs.ts) is reached — test/cli/diff.test.ts runs the built CLI in a
 * child process, which no mutant of the source reaches. Each test asserts one rule of the command:
 * the exit status, the JSON-mode document (result, diagnostics, messages) and what is on disk.
 * Every spec is a copy of test/fixtures/specs/minimal (version 1.2.0) in a temporary folder, and
 * every run names its spec, so no run finds the repository's own project file. Paths are expected
 * as the CLI shows them (displayPath: absolute here, unless the working folder is near the
 * temporary folder).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRelease, type ReleaseOptions } from '../../cli/commands/release.ts';
import { main } from '../../cli/main.ts';
import { displayPath } from '../../cli/paths.ts';
import { captureTerminal, type JsonReport } from '../../cli/terminal.ts';
import { renderAcceptedChanges } from '../../generator/diff/accepted-changes.ts';
import { loadContract } from '../../generator/diff/contract-source.ts';
import { diffContracts } from '../../generator/diff/diff-contracts.ts';
import { latestRelease, listReleases } from '../../generator/diff/releases.ts';
import { renderSnapshot } from '../../generator/diff/snapshot.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { ROOT, temporaryFolders } from '../support/cli-process.ts';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
const folders = temporaryFolders('felan-release-in-process-');
afterAll(() => folders.remove());

// --- specs: the minimal spec with a few lines edited

interface Edit {
  readonly file: string;
  readonly from: string | RegExp;
  readonly to: string;
}
const version = (to: string): Edit => ({ file: 'protocol.yaml', from: 'version: 1.2.0', to: `version: ${to}` });
/** Docs only: needs no more than a patch. */
const REWORD: Edit = {
  file: 'types.yaml',
  from: 'Milliseconds since the epoch.',
  to: 'Milliseconds since the Unix epoch.',
};
/** An addition: from 1.0, it needs the next minor. */
const ADD_ERROR: Edit = {
  file: 'protocol.yaml',
  from: '  invalid_request:\n',
  to: '  overloaded:\n    description: Too many pings at once.\n    since: 1.2.0\n  invalid_request:\n',
};
/** A break (an operation clients send disappears): from 1.0, it needs the next major. */
const REMOVE_ECHO: Edit = { file: 'operations.yaml', from: /^ {2}ping\.echo:\n[\s\S]*/m, to: '' };
const RENAME: Edit = { file: 'protocol.yaml', from: 'name: ping-protocol', to: 'name: pong-protocol' };

/** A copy of the minimal spec at <fresh folder>/ping, with `edits` applied (each must change its file). */
function specCopy(label: string, edits: readonly Edit[] = []): string {
  const dir = join(folders.fresh(label), 'ping');
  cpSync(MINIMAL, dir, { recursive: true });
  for (const { file, from, to } of edits) {
    const path = join(dir, file);
    const before = readFileSync(path, 'utf8');
    const after = before.replace(from, to);
    if (after === before) throw new Error(`${file}: ${String(from)} not found: the minimal spec changed`);
    writeFileSync(path, after);
  }
  return dir;
}

/** The contract of a spec folder, read by the loader (not by release). */
async function contractOf(spec: string) {
  const [contract, problems] = await loadContract(nodeFileSystem, spec, spec);
  if (contract === undefined) throw new Error(JSON.stringify(problems));
  return contract;
}

/** The snapshot text of a spec, as the loader and renderSnapshot make it. */
const snapshotOf = async (spec: string) => renderSnapshot((await contractOf(spec)).spec);

/** Writes the snapshot of `spec` as <releases>/<name>.json, as an earlier release would have. */
async function released(releases: string, name: string, spec: string): Promise<string> {
  mkdirSync(releases, { recursive: true });
  const path = join(releases, `${name}.json`);
  writeFileSync(path, await snapshotOf(spec));
  return path;
}

/** A path in a fresh folder where no file is: the acknowledgements of a run that accepts nothing. */
const noAcceptances = () => join(folders.fresh('no-acceptances'), 'accepted-changes.yaml');

/** runRelease with a capturing terminal in JSON mode: the exit status and the one document it prints, split. */
async function release(options: ReleaseOptions) {
  const captured = captureTerminal();
  captured.terminal.configure({ json: true });
  const exit = await runRelease(options, captured.terminal);
  captured.terminal.finish('release', exit);
  expect(captured.stderr()).toBe('');
  const { command, ok, exitCode, error, diagnostics, messages, ...result } = JSON.parse(
    captured.stdout(),
  ) as JsonReport;
  expect({ command, ok, exitCode }).toEqual({ command: 'release', ok: exit === 0, exitCode: exit });
  return { exit, error, diagnostics, messages, result };
}

/** Every file under `dir`, relative, with its bytes as text. */
function files(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const path = join(dir, name);
    if (statSync(path).isFile()) out[name] = readFileSync(path, 'utf8');
  }
  return out;
}

describe('release: a first release', () => {
  it('rule: with no earlier release, release writes <releases>/<version>.json holding the snapshot text, creates the folder and reports released: true', async () => {
    const spec = specCopy('first');
    const releases = join(folders.fresh('first-releases'), 'releases', 'ping');
    const run = await release({ spec, releases, accepted: noAcceptances() });
    const path = displayPath(join(releases, '1.2.0.json'));
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.0', path, released: true });
    expect(run.error).toBeUndefined();
    expect(run.diagnostics).toEqual([]);
    expect(run.messages).toEqual([{ level: 'info', text: `released 1.2.0 as ${path}` }]);
    expect(files(releases)).toEqual({ '1.2.0.json': await snapshotOf(spec) });
  });

  it('rule: a first release runs no version gate: it reads neither the accepted-changes file nor the diff config beside it', async () => {
    const spec = specCopy('first-no-gate');
    const history = folders.fresh('first-no-gate-history');
    const accepted = join(history, 'accepted-changes.yaml');
    writeFileSync(accepted, 'accepted: not a list\n');
    writeFileSync(join(history, 'diff-config.yaml'), 'rules: [\n');
    const releases = join(history, 'releases');
    const run = await release({ spec, releases, accepted });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.0', path: displayPath(join(releases, '1.2.0.json')), released: true });
    expect(run.diagnostics).toEqual([]);
  });

  it('rule: with no --releases and no project, the snapshot goes to releases/<spec folder name> beside the spec folder', async () => {
    const spec = specCopy('default-releases');
    const run = await release({ spec, accepted: noAcceptances() });
    const path = join(dirname(spec), 'releases', 'ping', '1.2.0.json');
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.0', path: displayPath(path), released: true });
    expect(readFileSync(path, 'utf8')).toBe(await snapshotOf(spec));
  });

  it('rule: a spec that does not load exits 2 with its diagnostics and writes nothing', async () => {
    const spec = specCopy('broken', [
      {
        file: 'operations.yaml',
        from: "payload: { $ref: '#/types/Payload' }",
        to: "payload: { $ref: '#/types/Missing' }",
      },
    ]);
    const releases = join(folders.fresh('broken-releases'), 'releases');
    const run = await release({ spec, releases, accepted: noAcceptances() });
    expect(run.exit).toBe(2);
    expect(run.result).toEqual({});
    expect(run.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'unresolved-ref',
        message: '$ref "#/types/Missing" does not name a type; known types are listed under types',
        file: displayPath(join(spec, 'operations.yaml')),
        line: expect.any(Number),
        column: expect.any(Number),
      },
    ]);
    expect(run.messages).toEqual([
      { level: 'error', text: '1 error in the spec' },
      { level: 'error', text: `felan-protocol: cannot read the contract ${displayPath(spec)}` },
    ]);
    expect(run.error).toEqual({ code: 'bad-input', message: `cannot read the contract ${displayPath(spec)}` });
    expect(existsSync(releases)).toBe(false);
  });

  it('rule: a --project that does not exist stops release before anything is read or written: exit 2', async () => {
    const spec = specCopy('missing-project');
    const project = join(folders.fresh('missing-project-file'), 'nope.yaml');
    const releases = join(folders.fresh('missing-project-releases'), 'releases');
    const run = await release({ project, spec, releases, accepted: noAcceptances() });
    expect(run.exit).toBe(2);
    expect(run.result).toEqual({});
    expect(run.messages).toEqual([
      {
        level: 'error',
        text: `felan-protocol: --project ${project}: ${displayPath(project)} does not exist (a project file is a felan-protocol.yaml; \`felan-protocol init <dir>\` writes one)`,
      },
    ]);
    expect(existsSync(releases)).toBe(false);
  });
});

describe('release: a version already released', () => {
  it('rule: releasing the same contract again is a no-op: exit 0, released: false, the snapshot not rewritten', async () => {
    const spec = specCopy('again');
    const releases = join(folders.fresh('again-releases'), 'releases');
    const options = { spec, releases, accepted: noAcceptances() };
    expect((await release(options)).exit).toBe(0);
    const path = join(releases, '1.2.0.json');
    const before = { bytes: readFileSync(path, 'utf8'), inode: statSync(path).ino };
    const run = await release(options);
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.0', path: displayPath(path), released: false });
    expect(run.messages).toEqual([
      { level: 'info', text: `${displayPath(path)} is already released with this contract; nothing to do` },
    ]);
    expect(run.diagnostics).toEqual([]);
    // A rewrite replaces the file (a temporary file renamed over it): a new inode.
    expect({ bytes: readFileSync(path, 'utf8'), inode: statSync(path).ino }).toEqual(before);
    expect(readdirSync(releases)).toEqual(['1.2.0.json']);
  });

  it('rule: an older version whose snapshot holds this very contract is a no-op too, not release-older', async () => {
    const spec = specCopy('again-older');
    const releases = join(folders.fresh('again-older-releases'), 'releases');
    const path = await released(releases, '1.2.0', spec);
    await released(releases, '1.3.0', specCopy('again-older-newer', [version('1.3.0')]));
    const run = await release({ spec, releases, accepted: noAcceptances() });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.0', path: displayPath(path), released: false });
    expect(run.diagnostics).toEqual([]);
  });

  it('rule: release-exists: a changed contract under a released version exits 2 and leaves the snapshot alone', async () => {
    const releases = join(folders.fresh('exists-releases'), 'releases');
    const path = await released(releases, '1.2.0', specCopy('exists-old'));
    const before = files(releases);
    const run = await release({ spec: specCopy('exists-new', [REWORD]), releases, accepted: noAcceptances() });
    expect(run.exit).toBe(2);
    expect(run.result).toEqual({});
    expect(run.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'release-exists',
        message: `version 1.2.0 is already released with a different contract (${displayPath(path)}): bump protocol.version`,
      },
    ]);
    expect(run.messages).toEqual([{ level: 'error', text: '1 error in the spec' }]);
    expect(run.error).toEqual({ code: 'bad-input', message: '1 error in the spec' });
    expect(files(releases)).toEqual(before);
  });

  it('rule: release-older: a version older than the latest release exits 2 and writes nothing', async () => {
    const releases = join(folders.fresh('older-releases'), 'releases');
    await released(releases, '1.3.0', specCopy('older-latest', [version('1.3.0')]));
    const before = files(releases);
    const run = await release({ spec: specCopy('older-new', [version('1.2.1')]), releases, accepted: noAcceptances() });
    expect(run.exit).toBe(2);
    expect(run.result).toEqual({});
    expect(run.diagnostics).toEqual([
      { severity: 'error', code: 'release-older', message: 'version 1.2.1 is not newer than the latest release 1.3.0' },
    ]);
    expect(run.messages).toEqual([{ level: 'error', text: '1 error in the spec' }]);
    expect(files(releases)).toEqual(before);
  });

  it('rule: the latest release is the highest version, compared as numbers: 1.9.5 is older than 1.10.0', async () => {
    const releases = join(folders.fresh('numeric-releases'), 'releases');
    await released(releases, '1.9.0', specCopy('numeric-9', [version('1.9.0')]));
    await released(releases, '1.10.0', specCopy('numeric-10', [version('1.10.0')]));
    const before = files(releases);
    const run = await release({
      spec: specCopy('numeric-new', [version('1.9.5')]),
      releases,
      accepted: noAcceptances(),
    });
    expect(run.exit).toBe(2);
    expect(run.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'release-older',
        message: 'version 1.9.5 is not newer than the latest release 1.10.0',
      },
    ]);
    expect(files(releases)).toEqual(before);
  });

  it('rule: a latest snapshot that does not load stops release with exit 2 and nothing written', async () => {
    const releases = join(folders.fresh('bad-latest'), 'releases');
    mkdirSync(releases);
    const latest = join(releases, '1.2.0.json');
    writeFileSync(latest, '{"protocol": ');
    const run = await release({
      spec: specCopy('bad-latest-new', [version('1.3.0')]),
      releases,
      accepted: noAcceptances(),
    });
    expect(run.exit).toBe(2);
    expect(run.result).toEqual({});
    expect(run.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'yaml-syntax',
        message: expect.stringMatching(/^YAML syntax error: /),
        file: displayPath(latest),
        line: 1,
        column: 14,
      },
    ]);
    expect(run.messages).toEqual([
      { level: 'error', text: '1 error in the spec' },
      { level: 'error', text: `felan-protocol: cannot read the contract ${displayPath(latest)}` },
    ]);
    expect(readdirSync(releases)).toEqual(['1.2.0.json']);
  });
});

describe('release: the version gate against the latest release', () => {
  it.for([
    {
      label: 'an addition needs the next minor',
      edits: [ADD_ERROR, version('1.2.1')],
      wrote: '1.2.1',
      minimum: '1.3.0',
    },
    { label: 'a break needs the next major', edits: [REMOVE_ECHO, version('1.3.0')], wrote: '1.3.0', minimum: '2.0.0' },
  ])(
    'rule: a version too small for the changes exits 1 (drift), names the version needed and the diff to run, and writes nothing ($label)',
    async ({ label, edits, wrote, minimum }) => {
      const releases = join(folders.fresh('drift-releases'), 'releases');
      await released(releases, '1.2.0', specCopy('drift-old'));
      const before = files(releases);
      const spec = specCopy(label.replaceAll(' ', '-'), edits);
      const accepted = noAcceptances();
      const run = await release({ spec, releases, accepted });
      const text = `version ${wrote} is too small for the changes since 1.2.0: it needs at least ${minimum} (see \`felan-protocol diff --spec ${spec} --releases ${releases} --accepted ${accepted}\`)`;
      expect(run.exit).toBe(1);
      expect(run.result).toEqual({});
      expect(run.messages).toEqual([{ level: 'error', text }]);
      expect(run.error).toEqual({ code: 'drift', message: text });
      expect(files(releases)).toEqual(before);
    },
  );

  it('rule: the minimum version itself is enough: an addition released as the next minor is written', async () => {
    const releases = join(folders.fresh('minimum-releases'), 'releases');
    await released(releases, '1.2.0', specCopy('minimum-old'));
    const spec = specCopy('minimum-new', [ADD_ERROR, version('1.3.0')]);
    const run = await release({ spec, releases, accepted: noAcceptances() });
    const path = displayPath(join(releases, '1.3.0.json'));
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.3.0', path, released: true });
    expect(run.messages).toEqual([{ level: 'info', text: `released 1.3.0 as ${path}` }]);
    expect(readFileSync(path, 'utf8')).toBe(await snapshotOf(spec));
    expect(readdirSync(releases).sort()).toEqual(['1.2.0.json', '1.3.0.json']);
  });

  it('rule: a change that needs only a patch holds nothing back: a reworded description is released as the next patch', async () => {
    const releases = join(folders.fresh('patch-releases'), 'releases');
    await released(releases, '1.2.0', specCopy('patch-old'));
    const spec = specCopy('patch-new', [REWORD, version('1.2.1')]);
    const run = await release({ spec, releases, accepted: noAcceptances() });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.1', path: displayPath(join(releases, '1.2.1.json')), released: true });
    expect(readFileSync(join(releases, '1.2.1.json'), 'utf8')).toBe(await snapshotOf(spec));
  });

  it('rule: an accepted change does not count toward the version gate: the addition accepted, the next patch is released', async () => {
    const releases = join(folders.fresh('accepted-releases'), 'releases');
    const old = specCopy('accepted-old');
    await released(releases, '1.2.0', old);
    const spec = specCopy('accepted-new', [ADD_ERROR, version('1.2.1')]);
    const changes = diffContracts(await contractOf(old), await contractOf(spec)).changes;
    expect(changes.map((change) => change.rule)).toContain('error-code-added');
    const accepted = join(folders.fresh('accepted-file'), 'accepted-changes.yaml');
    // Without the file the release is held back: the file is what lets it through.
    expect((await release({ spec, releases, accepted })).exit).toBe(1);
    writeFileSync(accepted, renderAcceptedChanges([], changes, 'overloaded is expected by every client'));
    const run = await release({ spec, releases, accepted });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.1', path: displayPath(join(releases, '1.2.1.json')), released: true });
  });

  it('rule: a broken accepted-changes file stops a release after the first with exit 2, its problem positioned, and writes nothing', async () => {
    const releases = join(folders.fresh('bad-accepted-releases'), 'releases');
    await released(releases, '1.2.0', specCopy('bad-accepted-old'));
    const before = files(releases);
    const accepted = join(folders.fresh('bad-accepted'), 'accepted-changes.yaml');
    writeFileSync(accepted, 'accepted: 5\n');
    const run = await release({ spec: specCopy('bad-accepted-new', [version('1.2.1')]), releases, accepted });
    expect(run.exit).toBe(2);
    expect(run.result).toEqual({});
    expect(run.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'accepted-changes-invalid',
        message: 'accepted-changes file: accepted must be a list',
        file: displayPath(accepted),
        line: 1,
        column: 11,
      },
    ]);
    expect(run.messages).toEqual([{ level: 'error', text: '1 error in the spec' }]);
    expect(files(releases)).toEqual(before);
  });

  it('rule: the diff-config.yaml beside the accepted-changes file applies to the version gate: a rule switched off does not count', async () => {
    const releases = join(folders.fresh('config-releases'), 'releases');
    await released(releases, '1.2.0', specCopy('config-old'));
    const history = folders.fresh('config-history');
    writeFileSync(join(history, 'diff-config.yaml'), 'rules:\n  error-code-added: off\n');
    const spec = specCopy('config-new', [ADD_ERROR, version('1.2.1')]);
    const run = await release({ spec, releases, accepted: join(history, 'accepted-changes.yaml') });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.1', path: displayPath(join(releases, '1.2.1.json')), released: true });
  });

  it('rule: a broken diff config stops a release after the first with exit 2 and writes nothing', async () => {
    const releases = join(folders.fresh('bad-config-releases'), 'releases');
    await released(releases, '1.2.0', specCopy('bad-config-old'));
    const before = files(releases);
    const history = folders.fresh('bad-config-history');
    const config = join(history, 'diff-config.yaml');
    writeFileSync(config, 'rules:\n  no-such-rule: off\n');
    const run = await release({
      spec: specCopy('bad-config-new', [version('1.2.1')]),
      releases,
      accepted: join(history, 'accepted-changes.yaml'),
    });
    expect(run.exit).toBe(2);
    expect(run.result).toEqual({});
    expect(run.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['diff-config-unknown-rule', displayPath(config), 2],
    ]);
    expect(run.messages.at(-1)).toEqual({
      level: 'error',
      text: `1 error in the diff config ${displayPath(config)}: nothing was compared`,
    });
    expect(files(releases)).toEqual(before);
  });

  it('rule: a release of another protocol than the latest snapshot is refused (exit 2, nothing written) unless allowProtocolChange says it was renamed', async () => {
    const releases = join(folders.fresh('rename-releases'), 'releases');
    const latest = await released(releases, '1.2.0', specCopy('rename-old'));
    const before = files(releases);
    const spec = specCopy('rename-new', [RENAME, version('2.0.0')]);
    const refused = await release({ spec, releases, accepted: noAcceptances() });
    expect(refused.exit).toBe(2);
    expect(refused.result).toEqual({});
    expect(refused.messages).toEqual([
      {
        level: 'error',
        text: `felan-protocol: ${displayPath(latest)} is protocol ping-protocol and ${displayPath(spec)} is protocol pong-protocol: release compares two versions of one protocol, so nothing was compared or written. Name the right contracts (or --releases of pong-protocol), or pass --allow-protocol-change if ping-protocol was renamed pong-protocol`,
      },
    ]);
    expect(files(releases)).toEqual(before);

    const allowed = await release({ spec, releases, accepted: noAcceptances(), allowProtocolChange: true });
    expect(allowed.exit).toBe(0);
    expect(allowed.result).toEqual({
      version: '2.0.0',
      path: displayPath(join(releases, '2.0.0.json')),
      released: true,
    });
  });
});

describe('release: paths from the project file', () => {
  /** A project folder: the minimal spec at specs/ping and felan-protocol.yaml with `text`. */
  function project(label: string, text: string): { root: string; file: string; spec: string } {
    const root = folders.fresh(label);
    const spec = join(root, 'specs', 'ping');
    cpSync(MINIMAL, spec, { recursive: true });
    writeFileSync(join(root, 'felan-protocol.yaml'), text);
    return { root, file: join(root, 'felan-protocol.yaml'), spec };
  }

  it("rule: with only --project, release works on the project's one spec and writes to the releases folder its entry names, relative to the project file", async () => {
    const { root, file, spec } = project('project-paths', 'specs:\n  - spec: specs/ping\n    releases: history/ping\n');
    const run = await release({ project: file });
    const path = displayPath(join(root, 'history', 'ping', '1.2.0.json'));
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.0', path, released: true });
    expect(readFileSync(path, 'utf8')).toBe(await snapshotOf(spec));
  });

  it("rule: the project's default releases folder is releases/<spec folder name> under the project root", async () => {
    const { root } = project('project-default', 'specs:\n  - spec: specs/ping\n');
    const run = await release({ project: root });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({
      version: '1.2.0',
      path: displayPath(join(root, 'releases', 'ping', '1.2.0.json')),
      released: true,
    });
  });

  it("rule: --releases wins over the entry's releases", async () => {
    const { root, file } = project('project-flag', 'specs:\n  - spec: specs/ping\n    releases: history\n');
    const releases = join(folders.fresh('project-flag-releases'), 'mine');
    const run = await release({ project: file, releases });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({ version: '1.2.0', path: displayPath(join(releases, '1.2.0.json')), released: true });
    expect(existsSync(join(root, 'history'))).toBe(false);
  });

  it("rule: the entry's accepted-changes file is the one the version gate reads, and its remedy repeats --project", async () => {
    const { root, file } = project(
      'project-accepted',
      'specs:\n  - spec: specs/ping\n    accepted: history/accepted.yaml\n',
    );
    await released(join(root, 'releases', 'ping'), '1.2.0', specCopy('project-accepted-old'));
    const protocol = join(root, 'specs', 'ping', 'protocol.yaml');
    writeFileSync(
      protocol,
      readFileSync(protocol, 'utf8').replace(ADD_ERROR.from, ADD_ERROR.to).replace('version: 1.2.0', 'version: 1.2.1'),
    );
    const held = await release({ project: file });
    expect(held.exit).toBe(1);
    expect(held.messages).toEqual([
      {
        level: 'error',
        text: `version 1.2.1 is too small for the changes since 1.2.0: it needs at least 1.3.0 (see \`felan-protocol diff --project ${file}\`)`,
      },
    ]);

    mkdirSync(join(root, 'history'));
    writeFileSync(join(root, 'history', 'accepted.yaml'), 'accepted: 5\n');
    const broken = await release({ project: file });
    expect(broken.exit).toBe(2);
    expect(broken.diagnostics.map((d) => [d.code, d.file])).toEqual([
      ['accepted-changes-invalid', displayPath(join(root, 'history', 'accepted.yaml'))],
    ]);
    expect(readdirSync(join(root, 'releases', 'ping'))).toEqual(['1.2.0.json']);
  });

  it('rule: the diff config the entry names applies to the gate, and must exist (diff-config-missing, exit 2)', async () => {
    const { root, file } = project('project-config', 'specs:\n  - spec: specs/ping\n    diffConfig: controls.yaml\n');
    await released(join(root, 'releases', 'ping'), '1.2.0', specCopy('project-config-old'));
    const protocol = join(root, 'specs', 'ping', 'protocol.yaml');
    writeFileSync(
      protocol,
      readFileSync(protocol, 'utf8').replace(ADD_ERROR.from, ADD_ERROR.to).replace('version: 1.2.0', 'version: 1.2.1'),
    );
    const config = join(root, 'controls.yaml');
    const missing = await release({ project: file });
    expect(missing.exit).toBe(2);
    expect(missing.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'diff-config-missing',
        message: `diff config ${displayPath(config)} does not exist: it is named by diffConfig in the project file; create it, or name the right file`,
      },
    ]);
    expect(readdirSync(join(root, 'releases', 'ping'))).toEqual(['1.2.0.json']);

    writeFileSync(config, 'rules:\n  error-code-added: off\n');
    const run = await release({ project: file });
    expect(run.exit).toBe(0);
    expect(run.result).toEqual({
      version: '1.2.1',
      path: displayPath(join(root, 'releases', 'ping', '1.2.1.json')),
      released: true,
    });
  });
});

describe('release: latestRelease', () => {
  it('rule: only <major>.<minor>.<patch>.json files directly in the folder are releases, ordered by version; the latest is the highest', async () => {
    const dir = folders.fresh('listing');
    for (const name of [
      '1.9.0.json',
      '1.10.0.json',
      '0.20.1.json',
      '1.2.json',
      'v3.0.0.json',
      '3.0.0.json.tmp',
      '3.0.0.yaml',
      'notes.json',
      'accepted-changes.yaml',
    ])
      writeFileSync(join(dir, name), '{}');
    mkdirSync(join(dir, 'old'));
    writeFileSync(join(dir, 'old', '4.0.0.json'), '{}');
    expect(await listReleases(nodeFileSystem, dir)).toEqual([
      { version: '0.20.1', path: join(dir, '0.20.1.json') },
      { version: '1.9.0', path: join(dir, '1.9.0.json') },
      { version: '1.10.0', path: join(dir, '1.10.0.json') },
    ]);
    expect(await latestRelease(nodeFileSystem, dir)).toEqual({ version: '1.10.0', path: join(dir, '1.10.0.json') });
  });

  it('rule: a folder with no release, or no folder at all, has no latest release', async () => {
    const empty = folders.fresh('no-releases');
    writeFileSync(join(empty, 'README.md'), 'nothing released yet\n');
    expect(await latestRelease(nodeFileSystem, empty)).toBeUndefined();
    expect(await latestRelease(nodeFileSystem, join(empty, 'missing'))).toBeUndefined();
  });
});

describe('release: the command line', () => {
  it('rule: on a colour terminal the release line is green and the too-small line red, the rest plain', async () => {
    const releases = join(folders.fresh('colour-releases'), 'releases');
    const accepted = noAcceptances();
    const colour = () => captureTerminal({ env: { FORCE_COLOR: '1' } });
    const first = colour();
    expect(await runRelease({ spec: specCopy('colour-old'), releases, accepted }, first.terminal)).toBe(0);
    expect(first.stdout()).toBe(`\u001b[32mreleased 1.2.0\u001b[39m as ${displayPath(join(releases, '1.2.0.json'))}\n`);
    const spec = specCopy('colour-new', [ADD_ERROR, version('1.2.1')]);
    const held = colour();
    expect(await runRelease({ spec, releases, accepted }, held.terminal)).toBe(1);
    expect(held.stderr()).toBe(
      `\u001b[31mversion 1.2.1 is too small for the changes since 1.2.0: it needs at least 1.3.0\u001b[39m (see \`felan-protocol diff --spec ${spec} --releases ${releases} --accepted ${accepted}\`)\n`,
    );
  });

  it('rule: `release <spec>` is `release --spec <spec>`, and naming two different folders is a usage error that writes nothing', async () => {
    const spec = specCopy('argument');
    const releases = join(folders.fresh('argument-releases'), 'releases');
    const accepted = noAcceptances();
    const captured = captureTerminal();
    const code = await main(
      ['node', 'felan-protocol', 'release', spec, '--releases', releases, '--accepted', accepted],
      captured.terminal,
    );
    expect(code).toBe(0);
    expect(captured.stdout()).toBe(`released 1.2.0 as ${displayPath(join(releases, '1.2.0.json'))}\n`);
    expect(readFileSync(join(releases, '1.2.0.json'), 'utf8')).toBe(await snapshotOf(spec));

    const other = specCopy('argument-other', [version('1.3.0')]);
    const twice = captureTerminal();
    const refused = await main(
      ['node', 'felan-protocol', 'release', other, '--spec', spec, '--releases', releases, '--accepted', accepted],
      twice.terminal,
    );
    expect(refused).toBe(2);
    expect(twice.stderr()).toContain(
      `the spec folder is named twice, as ${other} and as --spec ${spec}: name it once, as an argument or with --spec`,
    );
    expect(readdirSync(releases)).toEqual(['1.2.0.json']);
  });
});
