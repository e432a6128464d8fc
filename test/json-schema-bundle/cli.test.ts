/**
 * `felan-protocol schema`: writes the bundle to a file whole or not at all, prints it with `--out -`,
 * and on a broken spec or a refused write exits 2 with the problem and leaves the disk as it was.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROTOCOL_VERSION } from '@felan-ai/session-protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { runSchema } from '../../cli/commands/schema.ts';
import { main } from '../../cli/main.ts';
import { displayPath } from '../../cli/paths.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { runCli, temporaryFolders } from '../support/cli-process.ts';
import { rendered, ROOT, SPEC } from './bundle-under-test.ts';

const folders = temporaryFolders('felan-schema-cli-');
afterAll(() => folders.remove());

/** The minimal fixture spec plus a type whose $ref names nothing. */
function brokenSpec(): string {
  const dir = join(folders.fresh('broken'), 'spec');
  cpSync(join(ROOT, 'test/fixtures/specs/minimal'), dir, { recursive: true });
  writeFileSync(
    join(dir, 'broken.yaml'),
    "# yaml-language-server: $schema=../../../../schema/felan-spec.schema.json\ntypes:\n  Broken:\n    $ref: '#/types/Missing'\n",
  );
  return dir;
}

describe('felan-protocol schema', () => {
  it('rule: it writes the bundle to --out (creating folders), leaves no temporary file, and says so in one status line', async () => {
    const dir = folders.fresh('write');
    const out = join(dir, 'nested/folder/bundle.schema.json');
    const { terminal, stdout, stderr } = captureTerminal();
    expect(await runSchema({ spec: SPEC, out }, terminal)).toBe(0);
    expect(readFileSync(out, 'utf8') === rendered.content).toBe(true);
    expect(readdirSync(join(dir, 'nested/folder'))).toEqual(['bundle.schema.json']);
    expect(stderr()).toBe('');
    // The status line names the spec's package and its version, as the generated package reports it.
    expect(stdout()).toMatch(
      new RegExp(
        `@felan-ai/session-protocol ${PROTOCOL_VERSION.replaceAll('.', '\\.')} → .*bundle\\.schema\\.json: created \\(JSON Schema 2020-12 bundle, 230 definitions\\)`,
      ),
    );
  });

  it('rule: a file that already holds the bundle is not rewritten (its time is kept); a stale one is replaced', async () => {
    const out = join(folders.fresh('again'), 'bundle.json');
    writeFileSync(out, rendered.content);
    utimesSync(out, 1_000_000, 1_000_000);
    const { terminal, stdout } = captureTerminal();
    expect(await runSchema({ spec: SPEC, out }, terminal)).toBe(0);
    expect(statSync(out).mtimeMs).toBe(1_000_000_000);
    expect(stdout()).toContain(': unchanged (');
    writeFileSync(out, '{"stale": true}\n');
    expect(await runSchema({ spec: SPEC, out }, captureTerminal().terminal)).toBe(0);
    expect(readFileSync(out, 'utf8') === rendered.content).toBe(true);
  });

  it('rule: --out - prints exactly the bundle on stdout (through the CLI entry point), and writes no file', async () => {
    const { terminal, stdout, stderr } = captureTerminal();
    expect(
      await main(['node', 'felan-protocol', 'schema', '--spec', 'spec/session-protocol', '--out', '-'], terminal),
    ).toBe(0);
    expect(stdout() === rendered.content).toBe(true);
    expect(stderr()).toBe('');
    expect(existsSync(join(ROOT, '-'))).toBe(false);
  });

  it('rule: the real process prints the same bytes with --out -', async () => {
    const run = await runCli(['schema', '--spec', 'spec/session-protocol', '--out', '-']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout === rendered.content).toBe(true);
  });

  it('rule: a broken spec exits 2 with positioned diagnostics and writes nothing, neither a new file nor over an old one', async () => {
    const spec = brokenSpec();
    const dir = folders.fresh('broken-out');
    const fresh = join(dir, 'new/bundle.json');
    const old = join(dir, 'old.json');
    writeFileSync(old, 'previous\n');
    for (const out of [fresh, old, '-']) {
      const { terminal, stdout, stderr } = captureTerminal();
      expect(await runSchema({ spec, out }, terminal), out).toBe(2);
      expect(stdout()).toBe('');
      expect(stderr()).toMatch(/broken\.yaml:\d+:\d+ {2}\S+ {2}.*Missing/);
    }
    expect(existsSync(join(dir, 'new'))).toBe(false);
    expect(readFileSync(old, 'utf8')).toBe('previous\n');
  });

  it('rule: a write the disk refuses exits 2 with an output-write-failed diagnostic and changes nothing', async () => {
    const dir = folders.fresh('refused');
    writeFileSync(join(dir, 'a-file'), 'x');
    const { terminal, stderr } = captureTerminal();
    expect(await runSchema({ spec: SPEC, out: join(dir, 'a-file/bundle.json') }, terminal)).toBe(2);
    expect(stderr()).toMatch(/output-write-failed {2}.*ENOTDIR/);
    expect(readdirSync(dir)).toEqual(['a-file']);
    // A folder given as the output file: the rename is refused and the folder is left as it was.
    mkdirSync(join(dir, 'folder'));
    expect(await runSchema({ spec: SPEC, out: join(dir, 'folder') }, captureTerminal().terminal)).toBe(2);
    expect(readdirSync(join(dir, 'folder'))).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['a-file', 'folder']);
  });

  it('rule: an output that is not a regular file (a named pipe, /dev/stdout) is written into, never renamed over', async () => {
    const fifo = join(folders.fresh('fifo'), 'pipe');
    expect(spawnSync('mkfifo', [fifo]).status, 'mkfifo').toBe(0);
    // The reader is a process of its own, so a broken run (the pipe renamed away, the reader left
    // waiting for a writer forever) fails on the assertion below instead of hanging the test.
    const reader = spawn('cat', [fifo]);
    const received: Buffer[] = [];
    reader.stdout.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise((resolve) => reader.on('close', resolve));
    try {
      expect(await runSchema({ spec: SPEC, out: fifo }, captureTerminal().terminal)).toBe(0);
      expect(statSync(fifo).isFIFO(), 'still a pipe').toBe(true);
      await ended;
    } finally {
      reader.kill();
    }
    expect(Buffer.concat(received).toString('utf8') === rendered.content).toBe(true);
  });

  it('rule: --format json reports the written file; with --out - it is refused (the bundle and the report would share stdout)', async () => {
    const out = join(folders.fresh('json'), 'bundle.json');
    const written = captureTerminal();
    expect(
      await main(
        ['node', 'felan-protocol', 'schema', '--spec', 'spec/session-protocol', '--out', out, '--format', 'json'],
        written.terminal,
      ),
    ).toBe(0);
    expect(JSON.parse(written.stdout())).toMatchObject({
      command: 'schema',
      ok: true,
      file: displayPath(out),
      status: 'created',
      definitions: 230,
    });
    const refused = captureTerminal();
    expect(
      await main(
        ['node', 'felan-protocol', 'schema', '--spec', 'spec/session-protocol', '--out', '-', '--format', 'json'],
        refused.terminal,
      ),
    ).toBe(2);
    expect(JSON.parse(refused.stdout())).toMatchObject({
      ok: false,
      exitCode: 2,
      messages: [{ level: 'error', text: expect.stringContaining('--out -') }],
    });
  });

  it('rule: --help shows the options and an Examples block', async () => {
    const { terminal, stdout } = captureTerminal();
    expect(await main(['node', 'felan-protocol', 'schema', '--help'], terminal)).toBe(0);
    const help = stdout();
    for (const text of ['--spec <dir>', '--out <file>', 'Examples:', 'felan-protocol schema --out -'])
      expect(help).toContain(text);
  });
});
