/**
 * Project resolution in process: reading felan-protocol.yaml (cli/project/project-file.ts), which
 * spec(s) a command targets and where each output goes (project-targets.ts, defaults.ts), and the
 * --spec / positional-folder options (project-options.ts) — the functions themselves, called with a
 * capturing terminal. test/cli/project.test.ts reaches most of this through child processes, which
 * run the built dist/ and so never a mutant of these sources. Every project is in a temporary
 * folder and named by absolute path (--project, --spec, or the contract a diff compares), so the
 * working folder and the repository's own project file play no part, but for the paths messages
 * show (displayPath: absolute here, unless the working folder is near the temporary folder).
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../../cli/project/defaults.ts';
import { isWithin, readProjectFile } from '../../cli/project/project-file.ts';
import {
  collectingResults,
  reportResults,
  runEach,
  sharedOutput,
  specArgument,
  withProjectOptions,
  withSpecArgument,
} from '../../cli/project/project-options.ts';
import {
  nearestProjectFile,
  resolveTarget,
  resolveTargets,
  type SpecTarget,
} from '../../cli/project/project-targets.ts';
import { displayPath } from '../../cli/paths.ts';
import { captureTerminal, type JsonReport } from '../../cli/terminal.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { ROOT, temporaryFolders } from '../support/cli-process.ts';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
const folders = temporaryFolders('felan-project-resolution-');
afterAll(() => folders.remove());

/** A project folder: felan-protocol.yaml holding `text`, and a copy of the minimal spec at each of `specs` (relative). */
function project(
  label: string,
  text: string,
  specs: readonly string[] = ['specs/ping'],
): { root: string; file: string } {
  const root = folders.fresh(label);
  for (const spec of specs) cpSync(MINIMAL, join(root, spec), { recursive: true });
  writeFileSync(join(root, 'felan-protocol.yaml'), text);
  return { root, file: join(root, 'felan-protocol.yaml') };
}

/** readProjectFile on `text`, its diagnostics naming the file `felan-protocol.yaml`. */
async function read(text: string | Uint8Array) {
  const root = folders.fresh('read');
  const path = join(root, 'felan-protocol.yaml');
  writeFileSync(path, text);
  const [file, problems] = await readProjectFile(nodeFileSystem, path, 'felan-protocol.yaml');
  return { root, path, file, problems };
}

/** A target with its two path functions applied to sample names, so that targets compare as plain data. */
function plain(target: SpecTarget) {
  return {
    ...target,
    docs: { folder: target.docs.folder('PKG'), committed: target.docs.committed },
    schema: { file: target.schema.file('B.schema.json'), committed: target.schema.committed },
  };
}

/** What a target is when no entry names any path: every default, relative to `root`. */
function defaults(root: string, spec: string, name = 'ping') {
  return {
    spec,
    out: join(root, 'generated'),
    releases: join(root, 'releases', name),
    accepted: join(root, 'releases', name, 'accepted-changes.yaml'),
    docs: { folder: join(root, 'docs', 'PKG'), committed: false },
    schema: { file: join(root, 'generated', 'json-schema', 'B.schema.json'), committed: false },
    editorSchema: undefined,
    package: { schemaDocs: false },
    lint: {},
    diffConfig: undefined,
  };
}

async function targets(flags: { project?: string; spec?: string }) {
  const captured = captureTerminal();
  const found = await resolveTargets(captured.terminal, flags);
  return { targets: found?.map(plain), stdout: captured.stdout(), stderr: captured.stderr() };
}

async function target(flags: { project?: string; spec?: string }, working?: string) {
  const captured = captureTerminal();
  const found = await resolveTarget(captured.terminal, 'diff', flags, working);
  return { target: found && plain(found), stdout: captured.stdout(), stderr: captured.stderr() };
}

/** The error a promise rejects with (the test fails when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: Error) => error,
  );
}

describe('reading a project file', () => {
  it("rule: each entry's paths are resolved against the project file's folder, only the keys written are kept, and schemaDocs defaults to false", async () => {
    const { root, path, file, problems } = await read(
      [
        'specs:',
        '  - spec: specs/ping',
        '    out: ./packages',
        '    docs: docs/../reference/ping',
        '    schema: bundles/ping.json',
        '    releases: history/ping',
        '    accepted: history/ping/ok.yaml',
        '    editorSchema: editor/ping.json',
        '    diffConfig: history/ping/config.yaml',
        '  - spec: specs/pong/',
        '    schemaDocs: true',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(file).toEqual({
      path,
      root,
      entries: [
        {
          spec: join(root, 'specs/ping'),
          paths: {
            out: join(root, 'packages'),
            docs: join(root, 'reference/ping'),
            schema: join(root, 'bundles/ping.json'),
            releases: join(root, 'history/ping'),
            accepted: join(root, 'history/ping/ok.yaml'),
            editorSchema: join(root, 'editor/ping.json'),
            diffConfig: join(root, 'history/ping/config.yaml'),
          },
          package: { schemaDocs: false },
          lint: {},
          at: { file: 'felan-protocol.yaml', line: 2, column: 11 },
        },
        {
          spec: join(root, 'specs/pong'),
          paths: {},
          package: { schemaDocs: true },
          lint: {},
          at: { file: 'felan-protocol.yaml', line: 10, column: 11 },
        },
      ],
    });
  });

  it('rule: a project file that cannot be read is file-unreadable, with the reason the system gives', async () => {
    const folder = folders.fresh('unreadable');
    for (const path of [join(folder, 'missing.yaml'), folder]) {
      const reason = await readFile(path).then(
        () => expect.unreachable(),
        (error: Error) => error.message,
      );
      expect(await readProjectFile(nodeFileSystem, path, 'shown.yaml')).toEqual([
        undefined,
        [{ severity: 'error', code: 'file-unreadable', message: `cannot read shown.yaml: ${reason}` }],
      ]);
    }
  });

  it('rule: bytes that are not UTF-8 are refused before parsing, at the first bad byte', async () => {
    const bytes = new Uint8Array([...Buffer.from('specs:\n  - spec: a'), 0xff, ...Buffer.from('\n')]);
    const { file, problems } = await read(bytes);
    expect(file).toBeUndefined();
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'invalid-utf8',
        message: 'byte 0xFF (at byte offset 18) is not UTF-8: a spec file is UTF-8 text; save it as UTF-8',
        at: { file: 'felan-protocol.yaml', line: 2, column: 12 },
      },
    ]);
  });

  it('rule: a YAML syntax error is returned as the parser reports it, without the warning about a missing $schema line', async () => {
    const { file, problems } = await read('specs:\n  - spec: [unclosed\n');
    expect(file).toBeUndefined();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((problem) => [problem.code, problem.severity, problem.at?.file])).toEqual(
      problems.map(() => ['yaml-syntax', 'error', 'felan-protocol.yaml']),
    );
  });

  it('rule: a file without the $schema line is complete: it reads with no problem at all', async () => {
    const { file, problems } = await read('specs:\n  - spec: specs/ping\n');
    expect(problems).toEqual([]);
    expect(file?.entries.map((entry) => entry.spec)).toHaveLength(1);
  });

  it('rule: aliases that multiply a definition more than 100 times are refused (yaml-alias-expansion at 1:1)', async () => {
    const { file, problems } = await read(
      [
        'a: &a [x, x, x, x, x, x, x, x, x, x]',
        `b: &b [${Array(10).fill('*a').join(', ')}]`,
        `c: &c [${Array(10).fill('*b').join(', ')}]`,
        'specs:',
        '  - spec: specs/ping',
        '',
      ].join('\n'),
    );
    expect(file).toBeUndefined();
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'yaml-alias-expansion',
        message: expect.stringMatching(
          /^the project file cannot be read: .+; an alias shares a definition, it may not multiply one$/,
        ),
        at: { file: 'felan-protocol.yaml', line: 1, column: 1 },
      },
    ]);
    expect(problems[0]!.message).not.toContain('\n');
  });

  it('rule: a few aliases are fine: they share a definition', async () => {
    const { file, problems } = await read('defaults: &d\n  spec: specs/ping\nspecs:\n  - *d\n');
    // `defaults` is no key of a project file: the alias was expanded and the schema judged the result.
    expect(file).toBeUndefined();
    expect(problems.map((problem) => problem.code)).toEqual(['unknown-key']);
  });

  const ENTRY_KEYS = 'spec, out, docs, schema, releases, accepted, editorSchema, schemaDocs, diffConfig, lint';
  it.for([
    {
      label: 'an unknown top-level key',
      text: 'specs:\n  - spec: a\nextra: 1\n',
      code: 'unknown-key',
      message: 'unknown key extra in the project file; allowed: specs',
      at: [3, 1],
    },
    {
      label: 'an unknown entry key',
      text: 'specs:\n  - spec: a\n    output: out\n',
      code: 'unknown-key',
      message: `unknown key output in /specs/0; allowed: ${ENTRY_KEYS}`,
      at: [3, 5],
    },
    {
      label: 'no specs key',
      text: '# the project\n\n{}\n',
      code: 'missing-key',
      message: 'the project file is missing required key specs',
      at: [1, 1],
    },
    {
      label: 'an entry without spec',
      text: 'specs:\n  - out: generated\n',
      code: 'missing-key',
      message: '/specs/0 is missing required key spec',
      at: [2, 5],
    },
    {
      label: 'a file that is no map',
      text: 'hello\n',
      code: 'wrong-type',
      message: 'the project file must be of type object',
      at: [1, 1],
    },
    {
      label: 'specs not a list',
      text: 'specs: a\n',
      code: 'wrong-type',
      message: '/specs must be of type array',
      at: [1, 8],
    },
    {
      label: 'a path not a string',
      text: 'specs:\n  - spec: a\n    out: [a, b]\n',
      code: 'wrong-type',
      message: '/specs/0/out must be of type string',
      at: [3, 10],
    },
    {
      label: 'schemaDocs not a boolean',
      text: 'specs:\n  - spec: a\n    schemaDocs: yes\n',
      code: 'wrong-type',
      message: '/specs/0/schemaDocs must be of type boolean',
      at: [3, 17],
    },
    {
      label: 'no spec listed',
      text: 'specs: []\n',
      code: 'project-invalid',
      message: '/specs lists no spec: list each spec folder as `- spec: <folder>`',
      at: [1, 8],
    },
    {
      label: 'an absolute path',
      text: 'specs:\n  - spec: a\n    releases: /var/releases\n',
      code: 'project-invalid',
      message: `/specs/0/releases must be a path relative to the project file's folder, not "/var/releases", so that the project works wherever it is checked out`,
      at: [3, 15],
    },
    {
      label: 'a drive path',
      text: 'specs:\n  - spec: C:/specs/a\n',
      code: 'project-invalid',
      message: `/specs/0/spec must be a path relative to the project file's folder, not "C:/specs/a", so that the project works wherever it is checked out`,
      at: [2, 11],
    },
  ])('rule: the project schema refuses $label, with one positioned diagnostic', async ({ text, code, message, at }) => {
    const { file, problems } = await read(text);
    expect(file).toBeUndefined();
    expect(problems).toEqual([
      { severity: 'error', code, message, at: { file: 'felan-protocol.yaml', line: at[0], column: at[1] } },
    ]);
  });

  it('rule: the project schema refuses an empty path, saying it is empty', async () => {
    const { file, problems } = await read("specs:\n  - spec: ''\n");
    expect(file).toBeUndefined();
    // The pattern (a relative path) fails on '' too, so a second diagnostic follows at the same place.
    expect(problems[0]).toEqual({
      severity: 'error',
      code: 'project-invalid',
      message: '/specs/0/spec is empty: give a path relative to the project file',
      at: { file: 'felan-protocol.yaml', line: 2, column: 11 },
    });
    expect(problems.map((problem) => [problem.code, problem.at])).toEqual(
      problems.map(() => ['project-invalid', { file: 'felan-protocol.yaml', line: 2, column: 11 }]),
    );
  });

  it('rule: every schema problem is reported at once, not only the first', async () => {
    const { problems } = await read('specs:\n  - spec: a\n    out: 1\n  - docs: d\n');
    expect(problems.map((problem) => [problem.code, problem.message])).toEqual([
      ['wrong-type', '/specs/0/out must be of type string'],
      ['missing-key', '/specs/1 is missing required key spec'],
    ]);
  });
});

describe('what two entries of a project must not share', () => {
  it('rule: a spec listed twice (however spelt) is a duplicate-definition at the second, naming the first', async () => {
    const { file, problems } = await read('specs:\n  - spec: specs/ping\n  - spec: ./specs/ping/\n');
    expect(file).toBeUndefined();
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'duplicate-definition',
        message: 'spec specs/ping is defined twice: here and at felan-protocol.yaml:2:11',
        at: { file: 'felan-protocol.yaml', line: 3, column: 11 },
      },
    ]);
  });

  it.for([
    { key: 'releases', value: 'history', what: 'releases folder' },
    { key: 'accepted', value: 'history/ok.yaml', what: 'accepted-changes file' },
    { key: 'docs', value: 'reference', what: 'docs folder' },
    { key: 'schema', value: 'bundle.json', what: 'JSON Schema bundle' },
    { key: 'editorSchema', value: 'editor.json', what: 'editor schema' },
  ])('rule: two specs sharing a $what is project-path-shared, at the second', async ({ key, value, what }) => {
    const column = `    ${key}: `.length + 1;
    const { file, problems } = await read(
      `specs:\n  - spec: specs/ping\n    ${key}: ${value}\n  - spec: specs/pong\n    ${key}: ./${value}\n`,
    );
    expect(file).toBeUndefined();
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'project-path-shared',
        message: `${what} ${value} is also the ${what} of the spec at felan-protocol.yaml:3:${column}: each spec needs its own, or one would overwrite the other`,
        at: { file: 'felan-protocol.yaml', line: 5, column },
      },
    ]);
  });

  it("rule: one entry's releases folder may not be another's spec folder", async () => {
    const { problems } = await read('specs:\n  - spec: specs/ping\n  - spec: specs/pong\n    releases: specs/ping\n');
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'project-path-shared',
        message:
          'releases folder specs/ping is also the spec folder of the spec at felan-protocol.yaml:2:11: each spec needs its own, or one would overwrite the other',
        at: { file: 'felan-protocol.yaml', line: 4, column: 15 },
      },
    ]);
  });

  it("rule: a spec folder may not be another entry's releases folder either", async () => {
    const { problems } = await read(
      'specs:\n  - spec: specs/ping\n    releases: history/pong\n  - spec: history/pong\n',
    );
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'project-path-shared',
        message:
          'spec folder history/pong is also the releases folder of the spec at felan-protocol.yaml:3:15: each spec needs its own, or one would overwrite the other',
        at: { file: 'felan-protocol.yaml', line: 4, column: 11 },
      },
    ]);
  });

  it('rule: specs may share the folder gen writes packages into (each package has its own folder in it)', async () => {
    const { file, problems } = await read(
      'specs:\n  - spec: specs/ping\n    out: packages\n  - spec: specs/pong\n    out: packages\n',
    );
    expect(problems).toEqual([]);
    expect(file?.entries).toHaveLength(2);
  });

  it.for([
    {
      label: 'the project file',
      text: 'specs:\n  - spec: specs/ping\n    docs: .\n',
      path: '.',
      what: 'the project file',
      other: 'felan-protocol.yaml',
    },
    {
      label: 'a spec folder',
      text: 'specs:\n  - spec: specs/ping\n    docs: specs\n',
      path: 'specs',
      what: 'spec folder',
      other: 'specs/ping',
    },
    {
      label: 'the default package folder',
      text: 'specs:\n  - spec: specs/ping\n    docs: generated\n',
      path: 'generated',
      what: 'package folder',
      other: 'generated',
    },
    {
      label: "another entry's package folder",
      text: 'specs:\n  - spec: specs/ping\n    docs: out\n  - spec: specs/pong\n    out: out/pong\n',
      path: 'out',
      what: 'package folder',
      other: 'out/pong',
    },
    {
      label: 'an editor schema',
      text: 'specs:\n  - spec: specs/ping\n    docs: shared\n    editorSchema: shared/ping.json\n',
      path: 'shared',
      what: 'editor schema',
      other: 'shared/ping.json',
    },
  ])(
    'rule: a docs folder that holds $label is project-docs-overlap, at the docs value',
    async ({ text, path, what, other }) => {
      const { file, problems } = await read(text);
      expect(file).toBeUndefined();
      expect(problems).toEqual([
        {
          severity: 'error',
          code: 'project-docs-overlap',
          message: `docs folder ${path} holds ${what} ${other}: docs removes every file in its folder that it did not write, so it needs a folder of its own`,
          at: { file: 'felan-protocol.yaml', line: 3, column: 11 },
        },
      ]);
    },
  );

  it('rule: a docs folder whose name merely begins like a spec or package folder holds neither', async () => {
    const { file, problems } = await read(
      'specs:\n  - spec: specs/ping\n    docs: spec\n  - spec: specs/pong\n    docs: gen\n',
    );
    expect(problems).toEqual([]);
    expect(file?.entries.map((entry) => entry.paths.docs)).toEqual([
      join(dirname(file!.path), 'spec'),
      join(dirname(file!.path), 'gen'),
    ]);
  });

  it('rule: isWithin is the folder itself or a path under it, never a sibling that shares a prefix', () => {
    expect(isWithin('/p/a', '/p/a')).toBe(true);
    expect(isWithin('/p/a/b/c', '/p/a')).toBe(true);
    expect(isWithin('/p/a/b', '/p/a/')).toBe(true);
    expect(isWithin('/p/ab', '/p/a')).toBe(false);
    expect(isWithin('/p', '/p/a')).toBe(false);
  });
});

describe('finding the project file', () => {
  it('rule: the nearest felan-protocol.yaml is in the start folder or the first folder above it that has one; a folder of that name does not count', async () => {
    const root = folders.fresh('nearest');
    const inner = join(root, 'a', 'b', 'c');
    mkdirSync(join(inner, 'felan-protocol.yaml'), { recursive: true });
    writeFileSync(join(root, 'felan-protocol.yaml'), 'specs:\n  - spec: a\n');
    writeFileSync(join(root, 'a', 'b', 'felan-protocol.yaml'), 'specs:\n  - spec: c\n');
    expect(await nearestProjectFile(root)).toBe(join(root, 'felan-protocol.yaml'));
    expect(await nearestProjectFile(join(root, 'a'))).toBe(join(root, 'felan-protocol.yaml'));
    expect(await nearestProjectFile(inner)).toBe(join(root, 'a', 'b', 'felan-protocol.yaml'));
  });

  it('rule: with none up to the root of the file system, there is no project file', async () => {
    expect(await nearestProjectFile(join(folders.fresh('no-project'), 'deep', 'er'))).toBeUndefined();
  });
});

describe('the specs a whole-project command runs on (resolveTargets)', () => {
  it("rule: without --spec, every spec the project lists, in its order, each with its entry's paths and the defaults for the rest", async () => {
    const text = [
      'specs:',
      '  - spec: specs/pong',
      '    docs: reference/pong',
      '    schema: bundles/pong.json',
      '    schemaDocs: true',
      '    diffConfig: pong-diff.yaml',
      '  - spec: specs/ping',
      '    out: packages',
      '    releases: history',
      '    accepted: ok.yaml',
      '    editorSchema: editor.json',
      '',
    ].join('\n');
    const { root, file } = project('whole', text, ['specs/ping', 'specs/pong']);
    const run = await targets({ project: file });
    expect(run.stderr).toBe('');
    expect(run.targets).toEqual([
      {
        ...defaults(root, join(root, 'specs/pong'), 'pong'),
        docs: { folder: join(root, 'reference/pong'), committed: true },
        schema: { file: join(root, 'bundles/pong.json'), committed: true },
        package: { schemaDocs: true },
        diffConfig: join(root, 'pong-diff.yaml'),
      },
      {
        ...defaults(root, join(root, 'specs/ping')),
        out: join(root, 'packages'),
        releases: join(root, 'history'),
        accepted: join(root, 'ok.yaml'),
        editorSchema: join(root, 'editor.json'),
      },
    ]);
  });

  it('rule: --project may name the folder that holds the project file', async () => {
    const { root } = project('project-folder', 'specs:\n  - spec: specs/ping\n');
    expect((await targets({ project: root })).targets).toEqual([defaults(root, join(root, 'specs/ping'))]);
  });

  it('rule: a --project that does not exist is refused, naming the file looked for; nothing is resolved', async () => {
    const folder = folders.fresh('missing');
    const named = await targets({ project: join(folder, 'nope.yaml') });
    expect(named).toEqual({
      targets: undefined,
      stdout: '',
      stderr: `felan-protocol: --project ${join(folder, 'nope.yaml')}: ${displayPath(join(folder, 'nope.yaml'))} does not exist (a project file is a felan-protocol.yaml; \`felan-protocol init <dir>\` writes one)\n`,
    });
    const empty = await targets({ project: folder });
    expect(empty.targets).toBeUndefined();
    expect(empty.stderr).toBe(
      `felan-protocol: --project ${folder}: ${displayPath(join(folder, 'felan-protocol.yaml'))} does not exist (a project file is a felan-protocol.yaml; \`felan-protocol init <dir>\` writes one)\n`,
    );
  });

  it('rule: --project naming a folder whose felan-protocol.yaml is itself a folder is refused as not existing', async () => {
    const folder = folders.fresh('project-folder-folder');
    mkdirSync(join(folder, 'felan-protocol.yaml'));
    const run = await targets({ project: folder });
    expect(run.targets).toBeUndefined();
    expect(run.stderr).toBe(
      `felan-protocol: --project ${folder}: ${displayPath(join(folder, 'felan-protocol.yaml'))} does not exist (a project file is a felan-protocol.yaml; \`felan-protocol init <dir>\` writes one)\n`,
    );
  });

  it('rule: a broken project file prints its diagnostics and the count of errors, and resolves nothing', async () => {
    const one = project('broken-one', 'specs:\n  - spec: specs/ping\n    colour: blue\n');
    expect(await targets({ project: one.file })).toEqual({
      targets: undefined,
      stdout: '',
      stderr: `${displayPath(one.file)}:3:5  unknown-key  unknown key colour in /specs/0; allowed: ${'spec, out, docs, schema, releases, accepted, editorSchema, schemaDocs, diffConfig, lint'}\n1 error in the project file ${displayPath(one.file)}: nothing was run\n`,
    });
    const two = project('broken-two', 'specs:\n  - spec: specs/ping\n    out: 1\n    docs: 2\n');
    const run = await targets({ project: two.file });
    expect(run.targets).toBeUndefined();
    expect(run.stderr.split('\n').at(-2)).toBe(
      `2 errors in the project file ${displayPath(two.file)}: nothing was run`,
    );
  });

  it('rule: a broken project file found by walking up from --spec is reported the same', async () => {
    const { root, file } = project('broken-found', 'specs:\n  - spec: specs/ping\n    colour: blue\n');
    const run = await targets({ spec: join(root, 'specs/ping') });
    expect(run.targets).toBeUndefined();
    expect(run.stderr).toContain(`${displayPath(file)}:3:5  unknown-key  unknown key colour in /specs/0`);
    expect(run.stderr).toContain(`1 error in the project file ${displayPath(file)}: nothing was run`);
  });

  it("rule: --spec with no project file anywhere above it: that one spec, its outputs relative to the spec folder's parent", async () => {
    const root = folders.fresh('lone');
    const spec = join(root, 'mine');
    cpSync(MINIMAL, spec, { recursive: true });
    expect(await targets({ spec })).toEqual({ targets: [defaults(root, spec, 'mine')], stdout: '', stderr: '' });
  });

  it("rule: --spec that the project found above it lists takes that entry's paths", async () => {
    const { root } = project(
      'found-listed',
      'specs:\n  - spec: specs/ping\n    releases: history\n  - spec: specs/pong\n',
      ['specs/ping', 'specs/pong'],
    );
    const run = await targets({ spec: join(root, 'specs/ping') });
    expect(run.targets).toEqual([{ ...defaults(root, join(root, 'specs/ping')), releases: join(root, 'history') }]);
  });

  it("rule: --spec that the project found above it does not list is no error: the project root's defaults apply", async () => {
    const { root } = project('found-unlisted', 'specs:\n  - spec: specs/ping\n    releases: history\n', [
      'specs/ping',
      'specs/other',
    ]);
    const run = await targets({ spec: join(root, 'specs/other') });
    expect(run).toEqual({ targets: [defaults(root, join(root, 'specs/other'), 'other')], stdout: '', stderr: '' });
  });

  it('rule: --spec that the --project named does not list is a usage error naming both and what the project lists', async () => {
    const { root, file } = project('named-unlisted', 'specs:\n  - spec: specs/ping\n  - spec: specs/pong\n', [
      'specs/ping',
      'specs/pong',
    ]);
    const other = join(folders.fresh('elsewhere'), 'other');
    cpSync(MINIMAL, other, { recursive: true });
    const error = await rejection(resolveTargets(captureTerminal().terminal, { project: file, spec: other }));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe(
      `the spec folder ${other} is not listed in --project ${file} (it lists ${displayPath(join(root, 'specs/ping'))}, ${displayPath(join(root, 'specs/pong'))}): add it under specs: in ${displayPath(file)}, or leave out --project to use the spec's own project`,
    );
  });

  it('rule: --spec that the --project named lists, by another path to the same folder (a symbolic link), takes its entry', async () => {
    const { root, file } = project('named-link', 'specs:\n  - spec: specs/ping\n    releases: history\n');
    const link = join(folders.fresh('link'), 'ping-link');
    symlinkSync(join(root, 'specs/ping'), link);
    const run = await targets({ project: file, spec: link });
    expect(run.targets).toEqual([{ ...defaults(root, link, 'ping-link'), releases: join(root, 'history') }]);
  });

  it('rule: --spec matches a listed entry by its path even while the folder does not exist yet', async () => {
    const { root, file } = project(
      'named-absent',
      'specs:\n  - spec: specs/ping\n  - spec: specs/later\n    releases: history\n',
    );
    const run = await targets({ project: file, spec: join(root, 'specs/later') });
    expect(run.targets).toEqual([
      { ...defaults(root, join(root, 'specs/later'), 'later'), releases: join(root, 'history') },
    ]);
  });

  it('rule: the editor schema defaults to <spec>/.felan/spec.schema.json only when the spec files point at it', async () => {
    const { root, file } = project('editor', 'specs:\n  - spec: specs/ping\n  - spec: specs/pong\n', [
      'specs/ping',
      'specs/pong',
    ]);
    const types = join(root, 'specs/pong/types.yaml');
    writeFileSync(
      types,
      readFileSync(types, 'utf8').replace(
        /^# yaml-language-server: \$schema=\S+/,
        '# yaml-language-server: $schema=.felan/spec.schema.json',
      ),
    );
    const run = await targets({ project: file });
    expect(run.targets?.map((each) => each.editorSchema)).toEqual([
      undefined,
      join(root, 'specs/pong/.felan/spec.schema.json'),
    ]);
  });
});

describe('the one spec a history command works on (resolveTarget)', () => {
  const twoSpecs = (label: string, extra = '') =>
    project(label, `specs:\n  - spec: specs/ping\n  - spec: specs/pong\n${extra}`, ['specs/ping', 'specs/pong']);

  it('rule: --spec names it, whatever the new side of the diff is', async () => {
    const { root, file } = twoSpecs('spec-named');
    const run = await target({ project: file, spec: join(root, 'specs/pong') }, join(root, 'specs/ping'));
    expect(run.target?.spec).toBe(join(root, 'specs/pong'));
    expect(run.stderr).toBe('');
  });

  it('rule: with --spec and no --project, the project is found by walking up from --spec, not from the new side', async () => {
    const { root } = twoSpecs('walk-from-spec', '    releases: history/pong\n');
    const elsewhere = join(folders.fresh('walk-from-spec-working'), 'x.json');
    expect((await target({ spec: join(root, 'specs/pong') }, elsewhere)).target).toEqual({
      ...defaults(root, join(root, 'specs/pong'), 'pong'),
      releases: join(root, 'history/pong'),
    });
  });

  it('rule: a project of one spec needs no --spec: that spec, even when the new side lies elsewhere', async () => {
    const { root, file } = project('one-spec', 'specs:\n  - spec: specs/ping\n    releases: history\n');
    const elsewhere = join(folders.fresh('elsewhere-contract'), 'x.json');
    expect((await target({ project: file })).target).toEqual({
      ...defaults(root, join(root, 'specs/ping')),
      releases: join(root, 'history'),
    });
    expect((await target({ project: file }, elsewhere)).target?.spec).toBe(join(root, 'specs/ping'));
  });

  it('rule: of several specs, the one whose spec folder the new side is', async () => {
    const { root, file } = twoSpecs('owner-spec');
    expect((await target({ project: file }, join(root, 'specs/pong'))).target).toEqual(
      defaults(root, join(root, 'specs/pong'), 'pong'),
    );
  });

  it('rule: of several specs, the one whose releases folder holds the new side (its default folder, or the one its entry names)', async () => {
    const { root, file } = twoSpecs('owner-releases', '    releases: history/pong\n');
    expect((await target({ project: file }, join(root, 'releases/ping/1.2.0.json'))).target?.spec).toBe(
      join(root, 'specs/ping'),
    );
    expect((await target({ project: file }, join(root, 'history/pong/1.2.0.json'))).target?.spec).toBe(
      join(root, 'specs/pong'),
    );
  });

  it('rule: the project is found by walking up from the new side when --project is not given', async () => {
    const { root } = twoSpecs('walk-from-working');
    expect((await target({}, join(root, 'specs/pong'))).target?.spec).toBe(join(root, 'specs/pong'));
  });

  it('rule: of several specs, with nothing telling them apart, a usage error lists them and shows the --spec to add', async () => {
    const { root, file } = twoSpecs('ambiguous');
    const [ping, pong] = [displayPath(join(root, 'specs/ping')), displayPath(join(root, 'specs/pong'))];
    const named = await rejection(resolveTarget(captureTerminal().terminal, 'changelog', { project: file }));
    expect(named).toBeInstanceOf(UsageError);
    expect(named.message).toBe(
      `${displayPath(file)} lists 2 specs (${ping}, ${pong}) and changelog works on one: name it with --spec, e.g. \`felan-protocol changelog --project ${file} --spec ${ping}\``,
    );

    // Found from a new side that belongs to no spec: the example has no --project to repeat.
    const found = await rejection(resolveTarget(captureTerminal().terminal, 'diff', {}, join(root, 'other', 'x.json')));
    expect(found).toBeInstanceOf(UsageError);
    expect(found.message).toBe(
      `${displayPath(file)} lists 2 specs (${ping}, ${pong}) and diff works on one: name it with --spec, e.g. \`felan-protocol diff --spec ${ping}\``,
    );
  });

  it("rule: a release snapshot is a <version>.json directly in a releases folder, so a releases folder nested in another's belongs to its own spec", async () => {
    // As in this repository: spec/releases for one spec, spec/releases/tasks-rpc for the other.
    const { root, file } = project(
      'nested-releases',
      'specs:\n  - spec: specs/ping\n    releases: history\n  - spec: specs/pong\n    releases: history/pong\n',
      ['specs/ping', 'specs/pong'],
    );
    expect((await target({ project: file }, join(root, 'history/pong/1.0.0.json'))).target?.spec).toBe(
      join(root, 'specs/pong'),
    );
    expect((await target({ project: file }, join(root, 'history/1.0.0.json'))).target?.spec).toBe(
      join(root, 'specs/ping'),
    );
    // Neither a file that is not <version>.json nor one deeper down is a snapshot of the outer spec.
    for (const other of ['history/notes.json', 'history/old/1.0.0.json']) {
      const error = await rejection(
        resolveTarget(captureTerminal().terminal, 'diff', { project: file }, join(root, other)),
      );
      expect(error, other).toBeInstanceOf(UsageError);
    }
  });

  it("rule: a spec folder inside another spec's releases folder is its own spec's", async () => {
    const { root, file } = project(
      'spec-in-releases',
      'specs:\n  - spec: specs/ping\n    releases: history\n  - spec: history/pong\n',
      ['specs/ping', 'history/pong'],
    );
    expect((await target({ project: file }, join(root, 'history/pong'))).target?.spec).toBe(join(root, 'history/pong'));
  });

  it("rule: with no project file at all, the new side stands for --spec: its outputs relative to its folder's parent", async () => {
    const root = folders.fresh('no-project-working');
    const snapshot = join(root, 'old', '1.2.0.json');
    expect(await target({}, snapshot)).toEqual({
      target: {
        ...defaults(join(root, 'old'), snapshot, '1.2.0'),
        releases: join(root, 'old', 'releases', '1.2.0'),
        accepted: join(root, 'old', 'releases', '1.2.0', 'accepted-changes.yaml'),
      },
      stdout: '',
      stderr: '',
    });
  });

  it('rule: a --project that does not exist resolves nothing, whatever the new side', async () => {
    const { root } = twoSpecs('missing-named');
    const run = await target({ project: join(root, 'nope.yaml') }, join(root, 'specs/ping'));
    expect(run.target).toBeUndefined();
    expect(run.stderr).toMatch(/^felan-protocol: --project \S+nope\.yaml: \S+nope\.yaml does not exist/);
  });
});

describe('default paths', () => {
  it('rule: outputs are named after the package (docs, schema) or the spec folder (releases, accepted), under the project root', () => {
    expect(DEFAULT_PATHS.out('/p')).toBe('/p/generated');
    expect(DEFAULT_PATHS.docs('/p', 'ping-protocol')).toBe('/p/docs/ping-protocol');
    expect(DEFAULT_PATHS.schema('/p', 'ping-protocol.schema.json')).toBe(
      '/p/generated/json-schema/ping-protocol.schema.json',
    );
    expect(DEFAULT_PATHS.releases('/p', '/p/specs/ping')).toBe('/p/releases/ping');
    expect(DEFAULT_PATHS.accepted('/p', '/p/specs/ping')).toBe('/p/releases/ping/accepted-changes.yaml');
  });

  it("rule: a one-file contract is named without its extension (.json, .yaml, .yml); a folder's dots are part of its name", () => {
    expect(DEFAULT_PATHS.releases('/p', '/p/old/1.2.0.json')).toBe('/p/releases/1.2.0');
    expect(DEFAULT_PATHS.releases('/p', '/p/api.yaml')).toBe('/p/releases/api');
    expect(DEFAULT_PATHS.accepted('/p', '/p/api.yml')).toBe('/p/releases/api/accepted-changes.yaml');
    expect(DEFAULT_PATHS.releases('/p', '/p/specs/api.v2')).toBe('/p/releases/api.v2');
    expect(DEFAULT_PATHS.releases('/p', '/p/specs/api.jsonc')).toBe('/p/releases/api.jsonc');
  });

  it('rule: the diff config sits beside the accepted-changes file', () => {
    expect(DEFAULT_PATHS.diffConfig('/p/history/ping/ok.yaml')).toBe('/p/history/ping/diff-config.yaml');
  });

  it('rule: the editor schema is <spec folder>/.felan/spec.schema.json, and a one-file contract has none', () => {
    expect(DEFAULT_PATHS.editorSchema('/p/specs/ping')).toBe('/p/specs/ping/.felan/spec.schema.json');
    for (const file of ['/p/1.2.0.json', '/p/api.yaml', '/p/api.yml'])
      expect(DEFAULT_PATHS.editorSchema(file)).toBeUndefined();
  });
});

describe('--spec, the spec argument and running each spec', () => {
  it('rule: no argument leaves the options as they are', () => {
    const options = { spec: '/p/specs/ping', releases: '/p/r' };
    expect(specArgument(undefined, options)).toBe(options);
  });

  it('rule: the argument is --spec when --spec is not given, the other options kept', () => {
    const options: { spec?: string; releases?: string } = { releases: '/p/r' };
    expect(specArgument('/p/specs/ping', options)).toEqual({ releases: '/p/r', spec: '/p/specs/ping' });
  });

  it('rule: naming one folder twice (as spelt differently) is no error: --spec as given is kept', () => {
    expect(specArgument('/p/specs/ping/', { spec: '/p/specs/../specs/ping' })).toEqual({
      spec: '/p/specs/../specs/ping',
    });
  });

  it('rule: naming two different folders is a usage error that names both', () => {
    expect(() => specArgument('/p/a', { spec: '/p/b' })).toThrow(
      new UsageError(
        'the spec folder is named twice, as /p/a and as --spec /p/b: name it once, as an argument or with --spec',
      ),
    );
    expect(() => specArgument('/p/a', { spec: '/p/b' })).toThrow(UsageError);
  });

  it('rule: --project and --spec, and the [spec] argument, are declared with the help that documents them', () => {
    const command = withSpecArgument(withProjectOptions(new Command('x')));
    expect(command.options.map((option) => [option.flags, option.description])).toEqual([
      [
        '--project <file>',
        'project file (default: the nearest felan-protocol.yaml in the working folder or above; with --spec, above the spec)',
      ],
      ['--spec <dir>', 'spec folder (default: every spec the project file lists)'],
    ]);
    expect(
      command.registeredArguments.map((argument) => [argument.name(), argument.required, argument.description]),
    ).toEqual([['spec', false, 'spec folder, the same as --spec (default: every spec the project file lists)']]);
    const custom = withSpecArgument(withProjectOptions(new Command('y'), 'the working spec'), 'the spec to release');
    expect(custom.options[1]!.description).toBe('the working spec');
    expect(custom.registeredArguments[0]!.description).toBe('the spec to release');
  });

  /** Stand-in targets: runEach reads nothing of them but hands each to the command in turn. */
  const fakeTargets = (...specs: string[]) => specs.map((spec) => ({ spec }) as SpecTarget);

  /** runEach over fake targets, each run printing a line and a result and ending with its exit status; the JSON document it leaves. */
  async function each(exits: readonly number[]) {
    const captured = captureTerminal();
    captured.terminal.configure({ json: true });
    const seen: string[] = [];
    const exit = await runEach(
      captured.terminal,
      fakeTargets(...exits.map((_, index) => `/p/s${index}`)),
      async (spec, terminal) => {
        seen.push(spec.spec);
        terminal.err(`ran ${spec.spec}`);
        terminal.result({ spec: spec.spec, exit: exits[seen.length - 1] });
        return exits[seen.length - 1]!;
      },
    );
    captured.terminal.finish('x', exit);
    const { command, ok, exitCode, error, diagnostics, messages, ...results } = JSON.parse(
      captured.stdout(),
    ) as JsonReport;
    return { exit, seen, messages, results };
  }

  it('rule: runEach runs every target in order and exits with the worst status (70 > 2 > 1 > 0)', async () => {
    const run = await each([1, 0, 70, 2]);
    expect(run.exit).toBe(70);
    expect(run.seen).toEqual(['/p/s0', '/p/s1', '/p/s2', '/p/s3']);
    expect((await each([0, 2, 1])).exit).toBe(2);
    expect((await each([1, 0])).exit).toBe(1);
    expect((await each([0, 0])).exit).toBe(0);
  });

  it("rule: runEach keeps each target's results apart: one target's at the top of the document, several as `specs` in order", async () => {
    const one = await each([0]);
    expect(one.results).toEqual({ spec: '/p/s0', exit: 0 });
    const two = await each([0, 1]);
    expect(two.results).toEqual({
      specs: [
        { spec: '/p/s0', exit: 0 },
        { spec: '/p/s1', exit: 1 },
      ],
    });
    // What a run prints goes through the terminal it was given, in order.
    expect(two.messages).toEqual([
      { level: 'error', text: 'ran /p/s0' },
      { level: 'error', text: 'ran /p/s1' },
    ]);
  });

  it('rule: a collecting terminal keeps the results it is handed and prints through the one it wraps', () => {
    const captured = captureTerminal();
    const scoped = collectingResults(captured.terminal);
    scoped.terminal.result({ a: 1 });
    scoped.terminal.result({ b: 2, a: 3 });
    scoped.terminal.out('a line');
    expect(scoped.results).toEqual({ a: 3, b: 2 });
    expect(captured.stdout()).toBe('a line\n');
    // The wrapped terminal got none of the results.
    captured.terminal.configure({ json: true });
    captured.terminal.finish('x', 0);
    const { command, ok, exitCode, diagnostics, messages, ...results } = JSON.parse(
      captured.stdout().slice('a line\n'.length),
    ) as JsonReport;
    expect(results).toEqual({});
  });

  it('rule: reportResults puts one report at the top of the document and several (or none) under `specs`', () => {
    const results = (reports: Record<string, unknown>[]) => {
      const captured = captureTerminal();
      captured.terminal.configure({ json: true });
      reportResults(captured.terminal, reports);
      captured.terminal.finish('x', 0);
      const { command, ok, exitCode, diagnostics, messages, ...rest } = JSON.parse(captured.stdout()) as JsonReport;
      return rest;
    };
    expect(results([{ a: 1 }])).toEqual({ a: 1 });
    expect(results([{ a: 1 }, { a: 2 }])).toEqual({ specs: [{ a: 1 }, { a: 2 }] });
    expect(results([])).toEqual({ specs: [] });
  });

  it('rule: sharedOutput is false and silent when every spec writes its own path', () => {
    const captured = captureTerminal();
    expect(
      sharedOutput(captured.terminal, 'docs folder', [
        { spec: '/p/a', path: '/p/docs/a' },
        { spec: '/p/b', path: '/p/docs/b' },
      ]),
    ).toBe(false);
    expect(captured.stderr()).toBe('');
  });

  it('rule: sharedOutput reports the first two specs that would write one path, and says nothing was written', () => {
    const captured = captureTerminal();
    const outputs = [
      { spec: '/p/a', path: '/p/docs/a' },
      { spec: '/p/b', path: '/p/docs/shared' },
      { spec: '/p/c', path: '/p/docs/shared' },
      { spec: '/p/d', path: '/p/docs/a' },
    ];
    expect(sharedOutput(captured.terminal, 'docs folder', outputs)).toBe(true);
    expect(captured.stderr()).toBe(
      'felan-protocol: /p/b and /p/c would both write the docs folder /p/docs/shared: give one of them its own in the project file (or rename its package); nothing was written\n',
    );
  });
});
