/**
 * `felan-protocol init`: what it writes, where its $schema lines point, and that a refusal or an
 * I/O failure leaves the disk exactly as it was. Runs in-process (runInit) on real temporary folders.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runInit } from '../../cli/commands/init.ts';
import { main } from '../../cli/main.ts';
import { displayPath } from '../../cli/paths.ts';
import { renderEditorSchema } from '../../generator/editor-schema/render-editor-schema.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { nodeScaffoldDisk, type ScaffoldDisk } from '../../generator/init/write-scaffold.ts';
import { temporaryFolders } from '../support/cli-process.ts';
import { schemaTarget } from '../editor/schema-line.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { snapshot } from './support.ts';

const SCAFFOLD = [
  '.felan',
  '.felan/spec.schema.json',
  'errors.yaml',
  'features.yaml',
  'framing.yaml',
  'limits.yaml',
  'operations',
  'operations/notes.yaml',
  'protocol.yaml',
  'types.yaml',
];

const folders = temporaryFolders('felan-init-test-');
afterAll(() => folders.remove());

const protocolOf = (dir: string) =>
  (parse(readFileSync(join(dir, 'protocol.yaml'), 'utf8')) as { protocol: Record<string, unknown> }).protocol;

/** A disk whose `count`-th exclusive file creation fails as a full disk would. */
function diskFailingAtWrite(count: number): ScaffoldDisk {
  let writes = 0;
  return {
    ...nodeScaffoldDisk,
    async writeNew(path, text) {
      if (++writes === count)
        throw Object.assign(new Error(`ENOSPC: no space left on device, open '${path}'`), {
          code: 'ENOSPC',
          syscall: 'open',
          path,
        });
      return nodeScaffoldDisk.writeNew(path, text);
    },
  };
}

describe('felan-protocol init', () => {
  it('writes the scaffold into a new folder, named after it, and says what to run next', async () => {
    const dir = join(folders.fresh('new'), 'chat-protocol');
    const { terminal, stdout, stderr } = captureTerminal();
    expect(await runInit(dir, {}, terminal), stdout() + stderr()).toBe(0);
    expect(Object.keys(snapshot(dir))).toEqual(SCAFFOLD);
    expect(protocolOf(dir)).toMatchObject({
      name: 'chat-protocol',
      package: '@example/chat-protocol',
      title: 'Chat protocol',
    });
    expect(stderr()).toBe('');
    // Paths are shown as displayPath shows them (relative to the working folder when that is shorter).
    expect(stdout() + stderr()).toContain(`felan-protocol validate --spec ${displayPath(dir)}`);
    expect(stdout() + stderr()).toContain(`felan-protocol gen --spec ${displayPath(dir)}`);
  });

  it("every written file's $schema line resolves, from the file's own folder, to the spec's editor schema, written as gen writes it", async () => {
    const dir = join(folders.fresh('schema-lines'), 'deep', 'er', 'spec');
    expect(await runInit(dir, { name: 'deep-spec' }, captureTerminal().terminal)).toBe(0);
    const files = Object.keys(snapshot(dir)).filter((path) => path.endsWith('.yaml'));
    expect(files.length).toBe(7);
    const editorSchema = join(dir, '.felan/spec.schema.json');
    for (const path of files) {
      const file = join(dir, path);
      expect(schemaTarget(file, readFileSync(file, 'utf8')), path).toBe(editorSchema);
    }
    // The bytes gen renders from the spec on disk: the first gen leaves the file as it is.
    const model = (await loadModel(nodeFileSystem, dir)).value!;
    expect(readFileSync(editorSchema, 'utf8')).toBe(renderEditorSchema(model));
  });

  it('points the files at the editor schema the project file names for the spec, which it leaves to gen when it is outside the spec folder', async () => {
    const root = folders.fresh('named-editor-schema');
    writeFileSync(
      join(root, 'felan-protocol.yaml'),
      'specs:\n  - spec: chat\n    editorSchema: editor/chat.schema.json\n',
    );
    const { terminal, stdout } = captureTerminal();
    expect(await runInit(join(root, 'chat'), {}, terminal)).toBe(0);
    const file = join(root, 'chat', 'protocol.yaml');
    expect(schemaTarget(file, readFileSync(file, 'utf8'))).toBe(join(root, 'editor/chat.schema.json'));
    expect(existsSync(join(root, 'editor'))).toBe(false);
    expect(Object.keys(snapshot(join(root, 'chat')))).toEqual(SCAFFOLD.filter((path) => !path.startsWith('.felan')));
    expect(stdout()).toContain(`the editor schema into ${displayPath(join(root, 'editor/chat.schema.json'))}`);
  });

  it('takes --name, --package and --title as given, quoting what YAML needs quoted', async () => {
    const dir = join(folders.fresh('identity'), 'somewhere');
    const title = `yes: "#1" it's 100% # not a comment`;
    expect(
      await runInit(dir, { name: 'acme-chat', package: '@acme/chat-protocol', title }, captureTerminal().terminal),
    ).toBe(0);
    expect(protocolOf(dir)).toMatchObject({ name: 'acme-chat', package: '@acme/chat-protocol', title });
  });

  it('normalises the folder name into a protocol name, and refuses one it cannot make a name of', async () => {
    const parent = folders.fresh('folder-names');
    expect(await runInit(join(parent, 'My Chat_API'), {}, captureTerminal().terminal)).toBe(0);
    expect(protocolOf(join(parent, 'My Chat_API'))).toMatchObject({
      name: 'my-chat-api',
      package: '@example/my-chat-api',
    });

    const { terminal, stderr } = captureTerminal();
    expect(await runInit(join(parent, '2fa'), {}, terminal)).toBe(2);
    expect(stderr()).toMatch(/folder name "2fa" .*starts with a letter: pass --name/);
    expect(existsSync(join(parent, '2fa'))).toBe(false);
  });

  it('an invalid --name, --package or --title exits 2 and writes nothing', async () => {
    const parent = folders.fresh('invalid');
    const before = snapshot(parent);
    const cases = [
      [{ name: 'Bad_Name' }, /--name "Bad_Name" is not a protocol name: .*did you mean bad-name\?/],
      [{ name: '' }, /--name "" is not a protocol name/],
      [{ package: 'Not A Package' }, /--package "Not A Package" is not an npm package name/],
      [{ title: '  ' }, /--title is blank/],
      [{ title: 'two\nlines' }, /one line of text/],
    ] as const;
    for (const [options, message] of cases) {
      const { terminal, stdout, stderr } = captureTerminal();
      expect(await runInit(join(parent, 'spec'), options, terminal), JSON.stringify(options)).toBe(2);
      expect(stderr()).toMatch(message);
      expect(stdout()).toBe('');
    }
    expect(snapshot(parent)).toEqual(before);
  });

  it('refuses a non-empty folder without --force, says what to do, and leaves it untouched', async () => {
    const dir = folders.fresh('non-empty');
    writeFileSync(join(dir, 'README.md'), 'mine\n');
    mkdirSync(join(dir, 'notes'));
    const before = snapshot(dir);
    const { terminal, stderr } = captureTerminal();
    expect(await runInit(dir, { name: 'kept' }, terminal)).toBe(2);
    expect(stderr()).toMatch(/is not empty .*choose a new or empty folder, or pass --force/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('with --force adds the files beside what is there, and notes what validate will read too', async () => {
    const dir = folders.fresh('force');
    writeFileSync(join(dir, 'README.md'), 'mine\n');
    writeFileSync(join(dir, 'ci.yaml'), 'not: a spec\n');
    const { terminal, stdout, stderr } = captureTerminal();
    expect(await runInit(dir, { name: 'forced', force: true }, terminal), stdout() + stderr()).toBe(0);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('mine\n');
    expect(Object.keys(snapshot(dir))).toEqual(['README.md', 'ci.yaml', ...SCAFFOLD].sort());
    expect(stderr()).toMatch(/note: .* already held ci\.yaml: validate and gen read every \.yaml/);
  });

  it('never overwrites a file, even with --force: one clash and nothing is written', async () => {
    const dir = folders.fresh('clash');
    writeFileSync(join(dir, 'limits.yaml'), 'my limits\n');
    writeFileSync(join(dir, 'operations'), 'a file where a folder goes\n');
    const before = snapshot(dir);
    const { terminal, stderr } = captureTerminal();
    expect(await runInit(dir, { name: 'clash', force: true }, terminal)).toBe(2);
    expect(stderr()).toMatch(/operations, limits\.yaml already exist in .*never overwrites a file, even with --force/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('a path that is a file, or under one, exits 2 with a message and no stack trace', async () => {
    const parent = folders.fresh('not-a-folder');
    writeFileSync(join(parent, 'file'), 'x');
    for (const [dir, message] of [
      [join(parent, 'file'), /exists and is not a folder/],
      [join(parent, 'file', 'spec'), /cannot use .*: ENOTDIR \(stat\).*nothing was written/],
    ] as const) {
      const { terminal, stdout, stderr } = captureTerminal();
      expect(await runInit(dir, { name: 'x' }, terminal)).toBe(2);
      expect(stderr()).toMatch(message);
      expect(stdout() + stderr()).not.toMatch(/\n\s+at /);
    }
    expect(readdirSync(parent)).toEqual(['file']);
  });

  it('an I/O failure part-way through a new folder leaves nothing behind, not even the staging folder or created parents', async () => {
    const parent = folders.fresh('fail-new');
    const { terminal, stderr } = captureTerminal();
    expect(await runInit(join(parent, 'a', 'b', 'spec'), { name: 'failing' }, terminal, diskFailingAtWrite(4))).toBe(2);
    expect(stderr()).toMatch(
      /cannot write the spec into .*: ENOSPC \(open\) \(.*spec\/limits\.yaml\); nothing was written/,
    );
    expect(readdirSync(parent)).toEqual([]);
  });

  it('an I/O failure part-way through an existing folder removes every file and folder init created there', async () => {
    const dir = folders.fresh('fail-existing');
    writeFileSync(join(dir, 'README.md'), 'mine\n');
    const before = snapshot(dir);
    const { terminal, stderr } = captureTerminal();
    // The sixth file is protocol.yaml, after operations/ was made for the fifth.
    expect(await runInit(dir, { name: 'failing', force: true }, terminal, diskFailingAtWrite(6))).toBe(2);
    expect(stderr()).toMatch(/ENOSPC \(open\) .*protocol\.yaml\); nothing was written/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('is deterministic: two runs at the same depth write identical bytes', async () => {
    const first = join(folders.fresh('run-one'), 'spec');
    const second = join(folders.fresh('run-two'), 'spec');
    expect(await runInit(first, { name: 'same' }, captureTerminal().terminal)).toBe(0);
    expect(await runInit(second, { name: 'same' }, captureTerminal().terminal)).toBe(0);
    expect(snapshot(second)).toEqual(snapshot(first));
  });

  it('is registered in the CLI, with examples in its help', async () => {
    const { terminal, stdout, stderr } = captureTerminal();
    expect(await main(['node', 'felan-protocol', 'init', '--help'], terminal)).toBe(0);
    const help = stdout() + stderr();
    expect(help).toContain('Usage: felan-protocol init [options] <dir>');
    expect(help).toContain('Examples:');
    expect(help).toContain('--force');
  });
});
