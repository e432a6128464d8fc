/**
 * The spec folder as a command's argument (issue 22): `validate my-protocol` means `validate --spec
 * my-protocol` on every command that takes --spec; both naming different folders is a usage error
 * (exit 2, nothing written); `diff` and `changelog` keep their [old] [new], `init` and `build` their
 * folder, and their help says how the spec is named. In process through main(): the working folder
 * does not matter, every path is absolute.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { captureTerminal, type JsonReport } from '../../cli/terminal.ts';
import { ROOT, temporaryFolders } from '../support/cli-process.ts';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
const SLOW = 120_000;
const folders = temporaryFolders('felan-spec-argument-');
afterAll(() => folders.remove());

async function run(args: readonly string[]) {
  const captured = captureTerminal();
  const code = await main(['node', 'felan-protocol', ...args], captured.terminal);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

async function json(args: readonly string[]): Promise<{ code: number; report: JsonReport & Record<string, unknown> }> {
  const { code, stdout, stderr } = await run([...args, '--format', 'json']);
  expect(stderr).toBe('');
  return { code, report: JSON.parse(stdout) as JsonReport & Record<string, unknown> };
}

/** A copy of the minimal spec at `dir`, renamed (protocol name and package) when `name` is given. */
function specCopy(dir: string, name = 'ping-protocol'): string {
  cpSync(MINIMAL, dir, { recursive: true });
  const protocol = join(dir, 'protocol.yaml');
  writeFileSync(protocol, readFileSync(protocol, 'utf8').replaceAll('ping-protocol', name));
  return dir;
}

const noAcceptances = () => join(folders.fresh('no-acceptances'), 'accepted-changes.yaml');

/**
 * Each command that takes --spec, run on the spec named as its argument: the flags that keep its
 * outputs in a fresh folder, and what it must then have written there.
 */
const COMMANDS: readonly {
  readonly command: string;
  readonly flags: (out: string) => string[];
  readonly wrote: (out: string) => string;
}[] = [
  { command: 'validate', flags: () => [], wrote: () => MINIMAL },
  { command: 'gen', flags: (out) => ['--out', out], wrote: (out) => join(out, 'ping-protocol', 'package.json') },
  { command: 'docs', flags: (out) => ['--out', out], wrote: (out) => join(out, 'README.md') },
  {
    command: 'schema',
    flags: (out) => ['--out', join(out, 'ping.schema.json')],
    wrote: (out) => join(out, 'ping.schema.json'),
  },
  {
    command: 'release',
    flags: (out) => ['--releases', out, '--accepted', noAcceptances()],
    wrote: (out) => join(out, '1.2.0.json'),
  },
];

describe('the spec folder as an argument', () => {
  it.each(COMMANDS.map(({ command }) => command).concat('check'))(
    '%s --help names it [spec], the same as --spec, with an example',
    async (command) => {
      const { code, stdout } = await run([command, '--help']);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^Usage: felan-protocol ${command} \\[options\\] \\[spec\\]$`, 'm'));
      expect(stdout).toMatch(/^ {2}spec +.*the same as --spec/m);
      expect(stdout).toMatch(new RegExp(`^ {2}felan-protocol ${command} my-protocol\\b`, 'm'));
    },
  );

  it.each(COMMANDS)(
    '$command <spec> does what $command --spec <spec> does',
    async ({ command, flags, wrote }) => {
      const out = folders.fresh(command);
      const spec = command === 'release' ? specCopy(join(folders.fresh('release-spec'), 'ping')) : MINIMAL;
      const { code, report } = await json([command, spec, ...flags(out)]);
      expect(code, JSON.stringify(report.messages)).toBe(0);
      expect(existsSync(wrote(out))).toBe(true);
      if (command === 'validate')
        expect(report).toMatchObject({ spec: expect.stringMatching(/minimal$/), package: '@example/ping-protocol' });
    },
    SLOW,
  );

  it(
    'check <spec> compares that spec: a package gen wrote matches, an empty folder is drift',
    async () => {
      const out = folders.fresh('check');
      expect((await run(['gen', MINIMAL, '--out', out])).code).toBe(0);
      expect((await run(['check', MINIMAL, '--out', out])).code).toBe(0);
      const stale = await run(['check', MINIMAL, '--out', folders.fresh('check-empty')]);
      expect(stale.code).toBe(1);
      // The remedy repeats the spec, as a flag any command takes.
      expect(stale.stderr).toMatch(/run `felan-protocol gen --spec \S+minimal --out \S+` and commit the result/);
    },
    SLOW,
  );

  it.each([...COMMANDS.map(({ command }) => command), 'check'])(
    '%s: the argument and a different --spec is a usage error (exit 2) and writes nothing; the same folder twice is fine',
    async (command) => {
      const out = folders.fresh(`${command}-twice`);
      const other = specCopy(join(folders.fresh(`${command}-other`), 'other'));
      const flags = COMMANDS.find((entry) => entry.command === command)?.flags(out) ?? ['--out', out];
      const refused = await run([command, MINIMAL, '--spec', other, ...flags]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toBe(
        `felan-protocol: the spec folder is named twice, as ${MINIMAL} and as --spec ${other}: name it once, as an argument or with --spec\n`,
      );
      expect(readdirSync(out)).toEqual([]);

      const { code, report } = await json([command, MINIMAL, '--spec', other, ...flags]);
      expect(code).toBe(2);
      expect(report.error).toEqual({
        code: 'usage',
        message: expect.stringMatching(/^the spec folder is named twice/),
      });

      if (command === 'validate') expect((await run([command, MINIMAL, '--spec', `${MINIMAL}/`])).code).toBe(0);
    },
    SLOW,
  );

  it('one folder per run: a second one is a usage error', async () => {
    const { code, stderr } = await run(['validate', MINIMAL, MINIMAL]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/too many arguments for 'validate'\. Expected 1 argument but got 2/);
  });
});

describe('the spec folder as an argument in a project of several specs', () => {
  /** A project listing specs/ping (default outputs) and specs/pong (its package into packages/). */
  function twoSpecs(label: string): string {
    const root = folders.fresh(label);
    specCopy(join(root, 'specs', 'ping'));
    specCopy(join(root, 'specs', 'pong'), 'pong-protocol');
    writeFileSync(
      join(root, 'felan-protocol.yaml'),
      'specs:\n  - spec: specs/ping\n  - spec: specs/pong\n    out: packages\n',
    );
    return root;
  }

  it('picks that spec alone, reported at the top of the json document rather than under specs', async () => {
    const root = twoSpecs('validate');
    const { code, report } = await json(['validate', join(root, 'specs', 'pong')]);
    expect(code).toBe(0);
    expect(report).toMatchObject({ package: '@example/pong-protocol' });
    expect(report).not.toHaveProperty('specs');
    const all = await json(['validate', '--project', root]);
    expect((all.report.specs as unknown[]).length).toBe(2);
  });

  it(
    "takes the entry's settings, as --spec does: gen specs/pong writes into the entry's out",
    async () => {
      const root = twoSpecs('gen');
      expect((await run(['gen', join(root, 'specs', 'pong')])).code).toBe(0);
      expect(existsSync(join(root, 'packages', 'pong-protocol', 'package.json'))).toBe(true);
      expect(existsSync(join(root, 'generated'))).toBe(false);
    },
    SLOW,
  );

  it('a folder a --project does not list is refused as a usage error', async () => {
    const root = twoSpecs('unlisted');
    const other = specCopy(join(folders.fresh('unlisted-other'), 'other'));
    const { code, report } = await json(['validate', other, '--project', root]);
    expect(code).toBe(2);
    expect(report.error).toEqual({
      code: 'usage',
      message: expect.stringMatching(/^the spec folder \S+other is not listed in --project/),
    });
  });

  it('release <spec> picks one of several where nothing else would (diff, changelog and release work on one)', async () => {
    const root = twoSpecs('release');
    mkdirSync(join(root, 'history'));
    const ambiguous = await json(['release', '--project', root, '--accepted', noAcceptances()]);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.report.error).toEqual({
      code: 'usage',
      message: expect.stringMatching(/lists 2 specs \(\S+, \S+\) and release works on one: name it with --spec/),
    });
    const picked = await json([
      'release',
      join(root, 'specs', 'pong'),
      '--releases',
      join(root, 'history'),
      '--accepted',
      noAcceptances(),
    ]);
    expect(picked.code, JSON.stringify(picked.report.messages)).toBe(0);
    expect(readdirSync(join(root, 'history'))).toEqual(['1.2.0.json']);
  });
});

describe('commands whose arguments mean something else say how the spec is named', () => {
  it.each([
    ['diff', /The working spec .* is the one --spec names, else \[new\]\s+when it is a spec folder/],
    ['changelog', /The working spec is the one --spec names, else \[new\] when it is a spec folder/],
    ['init', /<dir> is the new spec folder, which the other commands then take as their argument/],
    ['build', /<package-dir> is a package folder gen wrote, not a spec folder/],
  ])('%s --help', async (command, text) => {
    const { code, stdout } = await run([command, '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(text);
  });

  it('diff [old] [new] keeps its meaning: a spec folder as [new] is the working spec, as [old] the old side', async () => {
    const snapshotFolder = folders.fresh('diff-snapshot');
    const spec = specCopy(join(folders.fresh('diff-spec'), 'ping'));
    expect((await run(['release', spec, '--releases', snapshotFolder, '--accepted', noAcceptances()])).code).toBe(0);
    const asNew = await json(['diff', join(snapshotFolder, '1.2.0.json'), spec, '--accepted', noAcceptances()]);
    expect(asNew.code).toBe(0);
    expect(asNew.report).toMatchObject({ changes: [], summary: { oldVersion: '1.2.0', newVersion: '1.2.0' } });
    const asOld = await json(['diff', spec, MINIMAL, '--accepted', noAcceptances()]);
    expect(asOld.code).toBe(0);
  });
});
