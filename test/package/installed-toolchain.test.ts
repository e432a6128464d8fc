/**
 * The toolchain installed as a package (issue 17): packed with `npm pack`, installed from the
 * tarball into a fresh project, and run there through node_modules/.bin/felan-protocol with default
 * paths only — init, validate, gen, gen --typecheck, check, docs, schema, release, a breaking edit
 * and diff. Every output lands in the project, none in the installed toolchain, whose folder is
 * byte-identical afterwards; and the mistakes the project rules catch exit 2 with nothing written.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnvironment, packAndInstallToolchain, type InstalledToolchain } from './support/install-toolchain.ts';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** This checkout: its README is the one the test reads. */
const REPO = fileURLToPath(new URL('../..', import.meta.url));

let toolchain: InstalledToolchain;
/** Every file of the installed toolchain with its SHA-256, taken right after the install. */
let installedBefore: Record<string, string>;

beforeAll(async () => {
  toolchain = await packAndInstallToolchain();
  installedBefore = hashTree(toolchain.installed);
}, 180_000);
afterAll(() => toolchain?.dispose());

/** The installed CLI in `cwd` (the project by default), as a user's shell runs it. */
function felan(args: readonly string[], cwd: string = toolchain.project): Promise<Run> {
  const env = { ...cleanEnvironment(), PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };
  return new Promise((resolve) => {
    execFile(toolchain.bin, [...args], { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

/** `relative path → sha256` for every file under `dir`; folders appear through their files. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Every file of the project outside node_modules/, relative to it. */
function projectFiles(): string[] {
  return Object.keys(hashTree(toolchain.project)).filter((path) => !path.startsWith('node_modules/'));
}

/** The code blocks of the README's "Five minutes to your own protocol" section, in order. */
function fiveMinuteBlocks(): { lang: string; text: string }[] {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const section = /\n## Five minutes to your own protocol\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/```(sh|js)\n([\s\S]*?)```/g)].map((match) => ({ lang: match[1]!, text: match[2]! }));
}

/** The commands of a shell block, comments dropped. */
const commandsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '');

/** `node args…` in `cwd`. */
function node(args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...args], { cwd, env: cleanEnvironment() }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
  });
}

const STACK_TRACE = /\n\s+at /;
const expectOk = (run: Run) => expect(run.code, run.stdout + run.stderr).toBe(0);

describe('the toolchain installed from its tarball, in a fresh project', () => {
  it('ships its build and data, not its TypeScript sources, and has no TypeScript loader at run time', () => {
    const manifest = JSON.parse(readFileSync(join(toolchain.installed, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.private).toBeUndefined();
    expect(Object.keys((manifest.dependencies ?? {}) as object)).not.toContain('tsx');
    const files = Object.keys(installedBefore);
    expect(files).toContain('dist/cli/main.js');
    expect(files).toContain('runtime/boundary/boundary.ts'); // copied into generated packages
    expect(files).toContain('schema/felan-spec.schema.json');
    expect(files.filter((path) => /^(cli|generator)\/.*\.ts$/.test(path))).toEqual([]);
    expect(existsSync(join(toolchain.project, 'node_modules', 'tsx'))).toBe(false);
  });

  it('runs init, validate, gen, gen --typecheck, check, docs, schema, release, a breaking edit and diff with default paths, all inside the project', async () => {
    const init = await felan(['init', 'myproto']);
    expectOk(init);
    expect(init.stdout).toMatch(/created\s+felan-protocol\.yaml/);
    expect(init.stdout).toMatch(/^ {2}felan-protocol validate$/m);
    expect(readFileSync(join(toolchain.project, 'felan-protocol.yaml'), 'utf8')).toMatch(
      /^specs:\n {2}- spec: myproto$/m,
    );

    expectOk(await felan(['validate']));
    const gen = await felan(['gen']);
    expectOk(gen);
    expect(gen.stdout).toMatch(/→ generated\/myproto: \d+ written/);
    const typecheck = await felan(['gen', '--typecheck']);
    expectOk(typecheck);
    expect(typecheck.stdout).toMatch(/\b0 written\b/);
    const check = await felan(['check']);
    expectOk(check);
    expect(check.stdout).toMatch(/generated\/myproto matches the spec/);
    expectOk(await felan(['docs']));
    expectOk(await felan(['schema']));
    const release = await felan(['release']);
    expectOk(release);
    expect(release.stdout).toMatch(/released 0\.1\.0 as releases\/myproto\/0\.1\.0\.json/);

    // The breaking edit: the scaffold's last operation removed.
    const operations = join(toolchain.project, 'myproto', 'operations', 'notes.yaml');
    const document = parseDocument(readFileSync(operations, 'utf8'));
    const map = document.get('operations');
    if (!isMap(map)) throw new Error('the scaffold has no operations map in operations/notes.yaml');
    const removed = String((map.items.at(-1)!.key as { value: unknown }).value);
    document.deleteIn(['operations', removed]);
    writeFileSync(operations, document.toString());

    const diff = await felan(['diff']);
    expect(diff.code, diff.stdout + diff.stderr).toBe(1);
    expect(diff.stdout).toMatch(new RegExp(`operation-removed .*operation ${removed.replace('.', '\\.')} removed`));
    expect(diff.stdout).toMatch(/releases\/myproto\/0\.1\.0\.json → myproto: [1-9]\d* breaking/);

    // check names the stale files by their real paths, and the remedy is the command as the user ran it.
    const stale = await felan(['check']);
    expect(stale.code, stale.stdout + stale.stderr).toBe(1);
    expect(stale.stderr).toMatch(/^--- generated\/myproto\/src\/catalog\.js\ton disk$/m);
    expect(stale.stderr).toMatch(/out of date: run `felan-protocol gen` and commit the result/);

    expect(
      projectFiles()
        .map((path) => path.split('/')[0])
        .filter((top, index, all) => all.indexOf(top) === index)
        .sort(),
    ).toEqual(
      ['docs', 'felan-protocol.yaml', 'generated', 'myproto', 'package-lock.json', 'package.json', 'releases'].sort(),
    );
    const files = projectFiles();
    for (const expected of [
      'generated/myproto/package.json',
      'generated/myproto/dist/index.js',
      'docs/myproto/index.html',
      'generated/json-schema/myproto.schema.json',
      'releases/myproto/0.1.0.json',
    ]) {
      expect(files, expected).toContain(expected);
    }
    // Nothing beside the project and the tarball in the temporary root.
    expect(readdirSync(toolchain.root).sort()).toEqual([relative(toolchain.root, toolchain.tarball), 'project'].sort());
  }, 240_000);

  it('with no project file above and no --spec, every command exits 2 with the remedy and writes nothing', async () => {
    const elsewhere = join(toolchain.root, 'elsewhere');
    mkdirSync(elsewhere);
    try {
      for (const command of ['validate', 'gen', 'docs', 'schema', 'check', 'diff', 'release']) {
        const run = await felan([command], elsewhere);
        expect(run.code, `${command}: ${run.stdout}${run.stderr}`).toBe(2);
        expect(run.stderr).toMatch(
          /^felan-protocol: no felan-protocol\.yaml found from \S*\/elsewhere upward and no --spec: run `felan-protocol init <dir>` or pass --spec$/m,
        );
        expect(run.stderr).not.toMatch(STACK_TRACE);
      }
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it(
    'diff refuses two different protocols (exit 2, nothing written) unless --allow-protocol-change',
    { timeout: 60_000 },
    async () => {
      const other = join(toolchain.root, 'other-project');
      mkdirSync(other);
      try {
        expectOk(await felan(['init', 'other', '--name', 'other-protocol'], other));
        expectOk(await felan(['init', 'mine', '--name', 'my-protocol'], other));
        const before = hashTree(other);
        const refused = await felan(['diff', 'mine', 'other', '--accept', '--reason', 'by mistake'], other);
        expect(refused.code, refused.stdout + refused.stderr).toBe(2);
        expect(refused.stderr).toMatch(/mine is protocol my-protocol and other is protocol other-protocol/);
        expect(refused.stderr).toContain('--allow-protocol-change');
        expect(hashTree(other)).toEqual(before);
        const allowed = await felan(['diff', 'mine', 'other', '--allow-protocol-change', '--fail-on', 'none'], other);
        expectOk(allowed);
        expect(allowed.stdout).toMatch(/mine → other: /);
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    },
  );

  it(
    'scaffolds a JSON-RPC family spec whose package builds type-checked, in a project of its own',
    { timeout: 120_000 },
    async () => {
      const rpc = join(toolchain.root, 'rpc-project');
      mkdirSync(rpc);
      try {
        expectOk(await felan(['init', 'tools', '--family', 'json-rpc'], rpc));
        expectOk(await felan(['validate'], rpc));
        const gen = await felan(['gen', '--typecheck'], rpc);
        expectOk(gen);
        expect(existsSync(join(rpc, 'generated', 'tools', 'dist', 'index.d.ts'))).toBe(true);
      } finally {
        rmSync(rpc, { recursive: true, force: true });
      }
    },
  );

  describe("the README's five-minute path, as written", () => {
    const blocks = fiveMinuteBlocks();
    const [install, rpcInit] = blocks.filter((block) => block.lang === 'sh').map((block) => commandsOf(block.text));
    const [app, rpcApp] = blocks.filter((block) => block.lang === 'js').map((block) => block.text);

    it('has the blocks this test runs: install, init, validate and gen; an app; the JSON-RPC init; its app', () => {
      expect(install!.map((command) => command.split(' ').slice(0, 3).join(' '))).toEqual([
        'npm i -D',
        'npx felan-protocol init',
        'npx felan-protocol validate',
        'npx felan-protocol gen',
      ]);
      expect(rpcInit).toEqual([expect.stringMatching(/^npx felan-protocol init .* --family json-rpc$/)]);
      expect([app, rpcApp].every((text) => text !== undefined)).toBe(true);
    });

    it.each([
      ['envelope', () => install!, () => app!],
      [
        'json-rpc',
        () => install!.map((command) => (command.startsWith('npx felan-protocol init ') ? rpcInit![0]! : command)),
        () => rpcApp!,
      ],
    ] as const)(
      'the %s family: its commands exit 0 in a fresh project and its app prints what its comment says',
      { timeout: 120_000 },
      async (family, commands, code) => {
        const folder = join(toolchain.root, `readme-${family}`);
        mkdirSync(folder);
        try {
          // `npm i -D felan-protocol` is what packAndInstallToolchain did with the tarball.
          for (const command of commands().slice(1)) {
            expect(command.startsWith('npx felan-protocol ')).toBe(true);
            expectOk(await felan(command.slice('npx felan-protocol '.length).split(' '), folder));
          }
          const [, file] = /^\/\/ (\S+\.mjs):/.exec(code())!;
          writeFileSync(join(folder, file!), code());
          const printed = /console\.log\(.*\); \/\/ (.+)$/m.exec(code())![1];
          const run = await node([file!], folder);
          expectOk(run);
          expect(run.stdout.trim()).toBe(printed);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    );
  });

  it('leaves the installed toolchain byte-identical', () => {
    expect(hashTree(toolchain.installed)).toEqual(installedBefore);
  });
});
