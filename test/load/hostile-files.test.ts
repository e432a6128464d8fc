/**
 * The bad-spec corpus cases that only exist on a real disk, made at test time (nothing big is
 * committed): a 10 MB file, binary garbage, invalid UTF-8, symbolic link loops, links leaving the
 * folder or leading nowhere, an unreadable file. Each is the minimal spec plus the hostile part;
 * each must give its stable code (positioned where a position exists) and never throw.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { MAX_YAML_BYTES } from '../../generator/load/spec-text.ts';
import { loadModel } from '../../generator/pipeline.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const MINIMAL = join(REPO, 'test/fixtures/specs/minimal');
const CLI = join(REPO, 'bin/felan-protocol.js');
const HEADER = '# yaml-language-server: $schema=felan-spec.schema.json\n';

const folders: string[] = [];
afterEach(async () => {
  for (const dir of folders.splice(0)) {
    await chmod(dir, 0o700).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
});

/** A fresh temporary folder holding `spec/` (the minimal spec) and room beside it. */
async function minimalOnDisk(): Promise<{ root: string; spec: string }> {
  const root = await mkdtemp(join(tmpdir(), 'felan-hostile-'));
  folders.push(root);
  const spec = join(root, 'spec');
  await mkdir(spec);
  for (const name of readdirSync(MINIMAL)) await writeFile(join(spec, name), readFileSync(join(MINIMAL, name)));
  return { root, spec };
}

/** `relative/file:LINE:COL  code`, or `-  code` for a folder-level diagnostic. */
const keys = (diagnostics: readonly Diagnostic[], spec: string) =>
  diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) =>
      d.at === undefined
        ? `-  ${d.code}`
        : `${d.at.file.slice(spec.length + 1)}:${d.at.line}:${d.at.column}  ${d.code}`,
    );

async function load(spec: string) {
  const result = await loadModel(nodeFileSystem, spec);
  expect(result.value).toBeUndefined();
  return result.diagnostics;
}

/** A seeded generator (mulberry32): the same garbage on every run. */
function seededBytes(seed: number, length: number): Uint8Array {
  let state = seed >>> 0;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    bytes[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return bytes;
}

function runCli(args: readonly string[]) {
  const { FELAN_DEBUG: _, ...env } = process.env;
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...env, NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, output: `${run.stdout}\n${run.stderr}` };
}

describe('size', () => {
  it(`rule: a spec file over ${MAX_YAML_BYTES / 1024 / 1024} MiB is spec-file-too-large at its first line, refused before parsing`, async () => {
    const { spec } = await minimalOnDisk();
    const line = '# padding that would take the YAML parser a long time to walk through, line after line\n';
    await writeFile(join(spec, 'huge.yaml'), HEADER + line.repeat(Math.ceil((10 * 1024 * 1024) / line.length)));
    const diagnostics = await load(spec);
    expect(keys(diagnostics, spec)).toEqual(['huge.yaml:1:1  spec-file-too-large']);
    expect(diagnostics[0]!.message).toContain('10.0 MiB, over the 4.0 MiB');
  });
});

describe('encoding', () => {
  it('rule: invalid UTF-8 is invalid-utf8 at the line and column of its first bad byte, not a silent U+FFFD', async () => {
    const { spec } = await minimalOnDisk();
    const before = Buffer.from(`${HEADER}groups:\n  admin:\n    title: caf`, 'utf8');
    // 0xC3 opens a two-byte sequence; '(' cannot continue it.
    await writeFile(join(spec, 'latin.yaml'), Buffer.concat([before, Buffer.from([0xc3, 0x28]), Buffer.from('\n')]));
    const diagnostics = await load(spec);
    expect(keys(diagnostics, spec)).toEqual(['latin.yaml:4:15  invalid-utf8']);
    expect(diagnostics[0]!.message).toContain('byte 0xC3');
  });

  it('rule: overlong forms and encoded surrogates are invalid UTF-8 too (RFC 3629), found at their first byte', async () => {
    const { spec } = await minimalOnDisk();
    await writeFile(
      join(spec, 'overlong.yaml'),
      Buffer.concat([Buffer.from(`${HEADER}groups: {}\n# `), Buffer.from([0xc0, 0xaf])]),
    );
    await writeFile(
      join(spec, 'surrogate.yaml'),
      Buffer.concat([Buffer.from(`${HEADER}# é `), Buffer.from([0xed, 0xa0, 0x80])]),
    );
    expect(keys(await load(spec), spec).sort()).toEqual([
      'overlong.yaml:3:3  invalid-utf8',
      'surrogate.yaml:2:5  invalid-utf8',
    ]);
  });

  it('rule: a NUL byte in otherwise valid UTF-8 is binary-content at its place', async () => {
    const { spec } = await minimalOnDisk();
    await writeFile(join(spec, 'nul.yaml'), `${HEADER}groups:\n  admin:\n    title: Ad\u0000min\n`);
    const diagnostics = await load(spec);
    expect(keys(diagnostics, spec)).toEqual(['nul.yaml:4:14  binary-content']);
    expect(diagnostics[0]!.message).toContain('U+0000');
  });

  it('rule: binary garbage (seeded random bytes) is reported at its first bad byte, as one error, without throwing', async () => {
    const { spec } = await minimalOnDisk();
    for (const seed of [1, 2, 3]) await writeFile(join(spec, `garbage-${seed}.yaml`), seededBytes(seed, 64 * 1024));
    const found = keys(await load(spec), spec);
    expect(found).toHaveLength(3);
    for (const key of found) expect(key).toMatch(/^garbage-\d\.yaml:1:\d+ {2}(invalid-utf8|binary-content)$/);
  });

  it('rule: a byte-order mark is not an error, and positions after it are as editors count them', async () => {
    const { spec } = await minimalOnDisk();
    await writeFile(join(spec, 'bom.yaml'), `\uFEFF${HEADER}groups:\n  admin:\n    title: [1\n`);
    expect(keys(await load(spec), spec)).toEqual(['bom.yaml:5:1  yaml-syntax']);
  });
});

describe('symbolic links (followed inside the spec folder, as buf and tsc follow them)', () => {
  it('rule: a link back to a folder above it (a/loop -> ..) is spec-link-loop, and the walk ends', async () => {
    const { spec } = await minimalOnDisk();
    await mkdir(join(spec, 'a'));
    await symlink('..', join(spec, 'a', 'loop'));
    const diagnostics = await load(spec);
    expect(keys(diagnostics, spec)).toEqual(['-  spec-link-loop']);
    expect(diagnostics[0]!.message).toContain(`${join(spec, 'a/loop')} is a symbolic link to ..`);
  });

  it('rule: links that lead to each other (x.yaml -> y.yaml -> x.yaml) are spec-link-loop', async () => {
    const { spec } = await minimalOnDisk();
    await symlink('y.yaml', join(spec, 'x.yaml'));
    await symlink('x.yaml', join(spec, 'y.yaml'));
    expect(keys(await load(spec), spec)).toEqual(['-  spec-link-loop', '-  spec-link-loop']);
  });

  it('rule: a link to a file or a folder outside the spec folder is spec-link-outside, not read', async () => {
    const { root, spec } = await minimalOnDisk();
    await writeFile(join(root, 'elsewhere.yaml'), `${HEADER}groups:\n  elsewhere: { title: Elsewhere }\n`);
    await mkdir(join(root, 'shared'));
    await symlink(join(root, 'elsewhere.yaml'), join(spec, 'elsewhere.yaml'));
    await symlink('../shared', join(spec, 'shared'));
    const diagnostics = await load(spec);
    expect(keys(diagnostics, spec)).toEqual(['-  spec-link-outside', '-  spec-link-outside']);
    expect(diagnostics.map((d) => d.message).join('\n')).toContain('outside the spec folder');
  });

  it('rule: a link to nothing named like a spec file is spec-link-dangling; an editor lock link is not a spec file', async () => {
    const { spec } = await minimalOnDisk();
    await symlink('gone.yaml', join(spec, 'dangling.yaml'));
    await symlink('user@host.1234:1700000000', join(spec, '.#types.yaml.lock'));
    const diagnostics = await load(spec);
    expect(keys(diagnostics, spec)).toEqual(['-  spec-link-dangling']);
    expect(diagnostics[0]!.message).toContain('dangling.yaml is a symbolic link to gone.yaml, which does not exist');
  });

  it('rule: links inside the folder are followed, and a file reached twice is read once (no duplicate definitions)', async () => {
    const { spec } = await minimalOnDisk();
    await mkdir(join(spec, 'real'));
    await writeFile(join(spec, 'real', 'extra.yaml'), `${HEADER}groups:\n  extra: { title: Extra }\n`);
    await symlink('real', join(spec, 'linked'));
    await symlink('types.yaml', join(spec, 'zz-types-again.yaml'));
    const result = await loadModel(nodeFileSystem, spec);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.value?.groups.map((group) => group.name)).toContain('extra');
  });
});

describe('permissions', () => {
  it('rule: an unreadable file is file-unreadable, naming it', async (context) => {
    // As root (CI runs as root), chmod 000 does not stop a read: there is nothing to observe.
    if (process.getuid?.() === 0) context.skip();
    const { spec } = await minimalOnDisk();
    await writeFile(join(spec, 'secret.yaml'), `${HEADER}groups: {}\n`);
    await chmod(join(spec, 'secret.yaml'), 0o000);
    const diagnostics = await load(spec);
    expect(keys(diagnostics, spec)).toEqual(['-  file-unreadable']);
    expect(diagnostics[0]!.message).toContain('secret.yaml');
  });
});

describe('felan-protocol on hostile files', () => {
  it('rule: validate reports a link loop, binary content and a too-large file as diagnostics and exits 2, without a stack trace', async () => {
    const { spec } = await minimalOnDisk();
    await mkdir(join(spec, 'a'));
    await symlink('..', join(spec, 'a', 'loop'));
    await writeFile(join(spec, 'nul.yaml'), `${HEADER}groups: {}\n\u0000\n`);
    await writeFile(join(spec, 'huge.yaml'), HEADER + '#'.repeat(MAX_YAML_BYTES));
    const run = runCli(['validate', '--spec', spec]);
    expect(run.status, run.output).toBe(2);
    for (const code of ['spec-link-loop', 'binary-content', 'spec-file-too-large'])
      expect(run.stderr).toContain(`  ${code}  `);
    expect(run.output).not.toMatch(/^ {4}at /m);
    expect(run.output).not.toContain('internal error');
  });

  it('rule: every diagnostic of a hostile folder prints in the one file:line:col  code  message shape', async () => {
    const { spec } = await minimalOnDisk();
    await symlink('gone.yaml', join(spec, 'dangling.yaml'));
    await writeFile(join(spec, 'latin.yaml'), Buffer.from([0x23, 0x20, 0xff]));
    for (const line of (await load(spec)).map(formatDiagnostic))
      expect(line).toMatch(/^(-|\S+:\d+:\d+) {2}[a-z][a-z0-9-]* {2}\S/);
  });
});
