/**
 * CLI manners (issue 9): help with examples on every command, --version, --quiet/--verbose,
 * NO_COLOR/FORCE_COLOR, --format json wherever a human format exists, a progress line on an
 * interactive terminal only, and errors that say what to do next. The CLI runs in process through
 * main() with a captured terminal; the child-process tests in cli.test.ts cover the real streams.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGen } from '../../cli/commands/gen.ts';
import { COMMAND_NAMES, main } from '../../cli/main.ts';
import { captureTerminal, colorEnabled, type JsonReport } from '../../cli/terminal.ts';
import { ROOT, temporaryFolders } from '../support/cli-process.ts';

const MINIMAL = 'test/fixtures/specs/minimal';
const ESC = '\u001b[';
const folders = temporaryFolders('felan-manners-');
afterAll(() => folders.remove());
/** A spec folder whose one file is broken YAML: a positioned yaml-syntax error. */
const BROKEN = join(folders.fresh('broken'), 'spec');
mkdirSync(BROKEN);
writeFileSync(
  join(BROKEN, 'protocol.yaml'),
  '# yaml-language-server: $schema=../../schema/felan-spec.schema.json\nprotocol: [unclosed\n',
);

async function run(args: readonly string[], settings: Parameters<typeof captureTerminal>[0] = {}) {
  const captured = captureTerminal(settings);
  const code = await main(['node', 'felan-protocol', ...args], captured.terminal);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

/** Commands whose output is a document in a format of its own rather than a report (changelog writes Markdown; diff has its own five formats). */
const OWN_FORMATS = new Set(['changelog', 'diff']);

describe('help', () => {
  it.each(COMMAND_NAMES)('%s --help ends with examples that run that command', async (name) => {
    const { code, stdout } = await run([name, '--help']);
    expect(code).toBe(0);
    const examples = stdout.slice(stdout.indexOf('Examples:'));
    expect(stdout).toContain('Examples:');
    expect(examples).toMatch(new RegExp(`^  felan-protocol ${name}\\b`, 'm'));
  });

  it('the top-level help lists every command, the global options and examples', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    for (const name of COMMAND_NAMES) expect(stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
    for (const flag of ['--quiet', '--verbose', '--version']) expect(stdout).toContain(flag);
    expect(stdout).toContain('Examples:');
  });

  it('--version and -V print the toolchain version', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V'])
      expect(await run([flag])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it.each(COMMAND_NAMES.filter((name) => !OWN_FORMATS.has(name)))('%s offers --format text|json', async (name) => {
    const { stdout } = await run([name, '--help']);
    expect(stdout).toMatch(/--format <format>\s+output format[^]*?choices:\s+"text",\s+"json",\s+default:\s+"text"/);
  });
});

describe('--format json', () => {
  it('is one JSON document on stdout, even for a broken spec: diagnostics with their positions, nothing on stderr', async () => {
    const { code, stdout, stderr } = await run(['validate', '--spec', BROKEN, '--format', 'json']);
    expect(code).toBe(2);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout) as JsonReport;
    expect(report).toMatchObject({ command: 'validate', ok: false, exitCode: 2 });
    expect(report.diagnostics.length).toBeGreaterThan(0);
    for (const d of report.diagnostics) {
      expect(d).toMatchObject({
        severity: 'error',
        code: expect.any(String),
        file: expect.any(String),
        line: expect.any(Number),
        column: expect.any(Number),
      });
      expect(resolve(d.file!)).toBe(join(BROKEN, 'protocol.yaml'));
    }
  });

  it('carries the results the text format prints: validate counts, gen every file with its status', async () => {
    const valid = JSON.parse((await run(['validate', '--spec', MINIMAL, '--format', 'json'])).stdout) as JsonReport;
    expect(valid).toMatchObject({
      command: 'validate',
      ok: true,
      exitCode: 0,
      package: '@example/ping-protocol',
      diagnostics: [],
    });
    const out = folders.fresh('json-gen');
    const { code, stdout } = await run(['gen', '--spec', MINIMAL, '--out', out, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as JsonReport & { files: { path: string; status: string }[] };
    expect(report.files.length).toBeGreaterThan(10);
    expect(new Set(report.files.map((file) => file.status))).toEqual(new Set(['created']));
    expect(report.files.map((file) => resolve(file.path))).toContain(join(out, 'ping-protocol/package.json'));
  });
});

describe('--quiet and --verbose', () => {
  it('--quiet prints nothing on success but still every problem', async () => {
    expect(await run(['--quiet', 'validate', '--spec', MINIMAL])).toEqual({ code: 0, stdout: '', stderr: '' });
    const broken = await run(['validate', '-q', '--spec', BROKEN]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/yaml-syntax/);
  });

  it('--verbose adds unchanged files and stage timings; both together are refused', async () => {
    const out = folders.fresh('verbose');
    await run(['gen', '-q', '--spec', MINIMAL, '--out', out]);
    const normal = await run(['gen', '--spec', MINIMAL, '--out', out]);
    const verbose = await run(['gen', '--verbose', '--spec', MINIMAL, '--out', out]);
    expect(normal.stdout).not.toMatch(/^ {2}unchanged /m);
    expect(verbose.stdout).toMatch(/^ {2}unchanged +\S+package\.json$/m);
    expect(verbose.stdout).toMatch(/^ {2}emit +\d+ ms$/m);
    const both = await run(['-q', '-v', 'validate', '--spec', MINIMAL]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--quiet and --verbose');
  });
});

describe('colour', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ NO_COLOR: '' }, true, true],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
    [{ FORCE_COLOR: 'false' }, true, false],
    [{ TERM: 'dumb' }, true, false],
  ])('env %j on an interactive terminal %s → colour %s', (env, interactive, expected) => {
    expect(colorEnabled(env, interactive)).toBe(expected);
  });

  it('reaches the output: FORCE_COLOR colours a pipe, NO_COLOR keeps a terminal plain, json is never coloured', async () => {
    expect((await run(['validate', '--spec', BROKEN], { env: { FORCE_COLOR: '1' } })).stderr).toContain(ESC);
    expect(
      (await run(['validate', '--spec', BROKEN], { interactive: true, env: { NO_COLOR: '1' } })).stderr,
    ).not.toContain(ESC);
    expect(
      (await run(['validate', '--spec', BROKEN, '--format', 'json'], { env: { FORCE_COLOR: '1' } })).stdout,
    ).not.toContain(ESC);
  });
});

describe('progress line', () => {
  it('on an interactive terminal, gen shows each stage and emitter on one rewritten line, and clears it', async () => {
    const out = folders.fresh('progress');
    const captured = captureTerminal({ interactive: true });
    expect(await runGen({ spec: MINIMAL, out, typecheck: false }, captured.terminal)).toBe(0);
    captured.terminal.finish('gen', 0);
    const updates = captured.stderr().split('\r\u001b[2K').filter(Boolean);
    for (const stage of ['load', 'check', 'model', 'emit: types', 'emit: validators', 'build', 'write'])
      expect(
        updates.some((text) => text.includes(`: ${stage}`)),
        stage,
      ).toBe(true);
    expect(captured.stderr().endsWith('\r\u001b[2K'), 'the line is cleared at the end').toBe(true);
    expect(captured.stderr()).not.toContain('\n');
  });

  it('is never written into a pipe or with --quiet', async () => {
    const piped = captureTerminal({ interactive: false });
    expect(await runGen({ spec: MINIMAL, out: folders.fresh('piped'), typecheck: false }, piped.terminal)).toBe(0);
    expect(piped.stderr()).toBe('');
    const quiet = await run(['gen', '-q', '--spec', MINIMAL, '--out', folders.fresh('quiet')], { interactive: true });
    expect(quiet).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('errors say what to do next', () => {
  it.each([
    [['gne'], /unknown command 'gne'[\s\S]*Did you mean gen\?[\s\S]*--help/],
    [
      ['validate', '--spec', '/no/such/folder'],
      /does not exist or is not a folder: pass the folder with --spec <dir>, or start one with `felan-protocol init <dir>`/,
    ],
    [['validate', '--sepc', 'x'], /unknown option '--sepc'[\s\S]*Did you mean --spec\?/],
    [['gen', '--format', 'yaml'], /argument 'yaml' is invalid. Allowed choices are text, json/],
  ])('%j', async (args, message) => {
    const { code, stderr } = await run(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});
