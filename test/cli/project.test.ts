/**
 * The project file (felan-protocol.yaml, issue 17): how commands find it, what its entries and the
 * defaults make of each path, how a project of several specs runs, and the mistakes it refuses —
 * each with exit 2, a positioned or plain message, and nothing written. In process through main()
 * where the working folder does not matter; in a child process started in the project where it does.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { captureTerminal, type JsonReport } from '../../cli/terminal.ts';
import { ROOT, STACK_TRACE, temporaryFolders } from '../support/cli-process.ts';
import { CLI, runNode } from '../support/node-child.ts';

const MINIMAL = join(ROOT, 'test/fixtures/specs/minimal');
const SLOW = 120_000;
const folders = temporaryFolders('felan-project-test-');
afterAll(() => folders.remove());

async function run(args: readonly string[]) {
  const captured = captureTerminal();
  const code = await main(['node', 'felan-protocol', ...args], captured.terminal);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

/** The real CLI started in `cwd`: what finding the project from the working folder needs. */
const runIn = (cwd: string, args: readonly string[]) => runNode([CLI, ...args], { cwd, env: {}, timeoutMs: SLOW });

/** Every path under `dir` (files with their text, folders as `<dir>`): equal snapshots mean nothing was written. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    entries[path.slice(dir.length + 1)] = entry.isDirectory() ? '<dir>' : readFileSync(path, 'utf8');
  }
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** A copy of the minimal spec under `dir`, renamed (protocol name and package) when `name` is given. */
function specCopy(dir: string, name = 'ping-protocol'): string {
  cpSync(MINIMAL, dir, { recursive: true });
  const protocol = join(dir, 'protocol.yaml');
  writeFileSync(protocol, readFileSync(protocol, 'utf8').replaceAll('ping-protocol', name));
  return dir;
}

/** A project folder holding `felan-protocol.yaml` with `text`, and the minimal spec at specs/ping. */
function project(label: string, text: string): string {
  const root = folders.fresh(label);
  specCopy(join(root, 'specs', 'ping'));
  writeFileSync(join(root, 'felan-protocol.yaml'), text);
  return root;
}

describe('a broken project file', () => {
  it.for([
    {
      label: 'unknown key',
      text: 'specs:\n  - spec: specs/ping\n    output: out\n',
      expected:
        /felan-protocol\.yaml:3:5 {2}unknown-key {2}unknown key output in \/specs\/0; allowed: spec, out, docs, schema, releases, accepted, editorSchema, schemaDocs/,
    },
    {
      label: 'wrong type',
      text: 'specs:\n  - spec: specs/ping\n    out: [a, b]\n',
      expected: /felan-protocol\.yaml:3:10 {2}wrong-type {2}\/specs\/0\/out must be of type string/,
    },
    {
      label: 'option not a boolean',
      text: 'specs:\n  - spec: specs/ping\n    schemaDocs: yes\n',
      expected: /felan-protocol\.yaml:3:17 {2}wrong-type {2}\/specs\/0\/schemaDocs must be of type boolean/,
    },
    {
      label: 'no spec',
      text: 'specs: []\n',
      expected: /felan-protocol\.yaml:1:8 {2}project-invalid {2}\/specs lists no spec/,
    },
    {
      label: 'missing spec key',
      text: 'specs:\n  - out: generated\n',
      expected: /felan-protocol\.yaml:2:5 {2}missing-key {2}\/specs\/0 is missing required key spec/,
    },
    {
      label: 'absolute path',
      text: 'specs:\n  - spec: /etc/specs\n',
      expected:
        /felan-protocol\.yaml:2:11 {2}project-invalid {2}\/specs\/0\/spec must be a path relative to the project file's folder/,
    },
    {
      label: 'listed twice',
      text: 'specs:\n  - spec: specs/ping\n  - spec: ./specs/ping/\n',
      expected:
        /felan-protocol\.yaml:3:11 {2}duplicate-definition {2}spec specs\/ping is defined twice: here and at \S*felan-protocol\.yaml:2:11/,
    },
    {
      label: 'shared releases',
      text: 'specs:\n  - spec: specs/ping\n    releases: history\n  - spec: specs/pong\n    releases: history\n',
      expected:
        /felan-protocol\.yaml:5:15 {2}project-path-shared {2}releases folder history is also the releases folder of the spec at \S*:3:15/,
    },
    {
      label: 'shared editor schema',
      text: 'specs:\n  - spec: specs/ping\n    editorSchema: editor.json\n  - spec: specs/pong\n    editorSchema: ./editor.json\n',
      expected:
        /felan-protocol\.yaml:5:19 {2}project-path-shared {2}editor schema editor\.json is also the editor schema of the spec at \S*:3:19/,
    },
    {
      label: 'docs over the spec',
      text: 'specs:\n  - spec: specs/ping\n    docs: specs\n',
      expected: /felan-protocol\.yaml:3:11 {2}project-docs-overlap {2}docs folder specs holds spec folder specs\/ping/,
    },
    {
      label: 'lint of no known rule',
      text: 'specs:\n  - spec: specs/ping\n    lint:\n      operation-governence: error\n',
      expected: /felan-protocol\.yaml:4:7 {2}\S+ {2}.*operation-governence/,
    },
    {
      label: 'lint severity unknown',
      text: 'specs:\n  - spec: specs/ping\n    lint:\n      operation-governance: fatal\n',
      expected: /felan-protocol\.yaml:4:29 {2}\S+ {2}.*(error|warning|off)/,
    },
    {
      label: 'yaml syntax',
      text: 'specs:\n  - spec: [unclosed\n',
      expected: /felan-protocol\.yaml:\d+:\d+ {2}yaml-syntax/,
    },
  ])('$label: exit 2, a positioned diagnostic, nothing run or written', async ({ label, text, expected }) => {
    const root = project(label.replaceAll(' ', '-'), text);
    const before = snapshot(root);
    const result = await run(['gen', '--project', join(root, 'felan-protocol.yaml')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(expected);
    expect(result.stderr).toMatch(/in the project file \S*felan-protocol\.yaml: nothing was run/);
    expect(result.stderr).not.toMatch(STACK_TRACE);
    expect(snapshot(root)).toEqual(before);
  });

  it('is reported the same when found by walking up from --spec', async () => {
    const root = project('found-broken', 'specs:\n  - spec: specs/ping\n    color: blue\n');
    const result = await run(['validate', '--spec', join(root, 'specs', 'ping')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/felan-protocol\.yaml:3:5 {2}unknown-key {2}unknown key color/);
  });
});

describe('finding the project', () => {
  it(
    'from the working folder or any folder below it: no --spec needed, outputs relative to the project file',
    async () => {
      const root = project('walk-up', 'specs:\n  - spec: specs/ping\n    out: packages\n');
      const below = join(root, 'specs', 'ping');
      const gen = await runIn(below, ['gen']);
      expect(gen.code, gen.output).toBe(0);
      expect(existsSync(join(root, 'packages', 'ping-protocol', 'package.json'))).toBe(true);
      expect(existsSync(join(below, 'packages'))).toBe(false);
      // --out on the command line wins over the entry, relative to the working folder as any flag.
      const flag = await runIn(root, ['gen', '--out', 'elsewhere']);
      expect(flag.code, flag.output).toBe(0);
      expect(existsSync(join(root, 'elsewhere', 'ping-protocol', 'package.json'))).toBe(true);
    },
    SLOW,
  );

  it("without a project file: --spec makes the spec folder's parent the project root; nothing at all is an error", async () => {
    const root = folders.fresh('no-project');
    specCopy(join(root, 'myproto'));
    const schema = await runIn(root, ['schema', '--spec', 'myproto']);
    expect(schema.code, schema.output).toBe(0);
    expect(existsSync(join(root, 'generated', 'json-schema', 'ping-protocol.schema.json'))).toBe(true);

    const empty = folders.fresh('nothing');
    const none = await runIn(empty, ['validate']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      `no felan-protocol.yaml found from ${empty} upward and no --spec: run \`felan-protocol init <dir>\` or pass --spec`,
    );
    expect(readdirSync(empty)).toEqual([]);
  });

  it('--project names the file (or its folder); a missing one, or a --spec it does not list, is refused', async () => {
    const root = project('named', 'specs:\n  - spec: specs/ping\n');
    expect((await run(['validate', '--project', root])).code).toBe(0);

    const missing = await run(['validate', '--project', join(root, 'nope.yaml')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--project \S*nope\.yaml: \S*nope\.yaml does not exist/);

    const other = specCopy(join(folders.fresh('unlisted'), 'other'));
    const unlisted = await run(['validate', '--project', root, '--spec', other]);
    expect(unlisted.code).toBe(2);
    expect(unlisted.stderr).toMatch(
      /the spec folder \S*other is not listed in --project \S*named \(it lists \S*specs\/ping\): add it under specs:/,
    );
  });
});

describe('what an entry asks of its package', () => {
  it(
    'schemaDocs: true keeps the documentation in the exported schema objects; gen writes it, check holds the package to it, and leaving it out is drift',
    async () => {
      const root = project('schema-docs', 'specs:\n  - spec: specs/ping\n    schemaDocs: true\n');
      const projectFile = join(root, 'felan-protocol.yaml');
      const schemas = join(root, 'generated', 'ping-protocol', 'src', 'schemas.js');
      const gen = await run(['gen', '--project', projectFile]);
      expect(gen.code, gen.stderr).toBe(0);
      expect(readFileSync(schemas, 'utf8')).toContain(
        "description: 'Text carried by a ping, at most LIMITS.payloadBytes of UTF-8.'",
      );
      expect((await run(['check', '--project', projectFile])).code).toBe(0);

      writeFileSync(projectFile, 'specs:\n  - spec: specs/ping\n');
      const drift = await run(['check', '--project', projectFile]);
      expect(drift.code).toBe(1);
      expect(drift.stderr).toMatch(/^changed {3}\S*generated\/ping-protocol\/src\/schemas\.js$/m);
      expect((await run(['gen', '--project', projectFile])).code).toBe(0);
      expect(readFileSync(schemas, 'utf8')).not.toContain('Text carried by a ping');
      expect(readFileSync(join(root, 'generated', 'ping-protocol', 'src', 'types.d.ts'), 'utf8')).toContain(
        'Text carried by a ping',
      );
    },
    SLOW,
  );
});

describe('what an entry asks of its spec: lint severities', () => {
  it('rule: operation-governance at error makes an operation without its governance an error at its key; without it the spec is valid', async () => {
    const root = project('lint-governance', 'specs:\n  - spec: specs/ping\n');
    writeFileSync(
      join(root, 'specs', 'ping', 'bare.yaml'),
      "operations:\n  'tools/call':\n    params: { type: object }\n    result: { type: object }\n",
    );
    const projectFile = join(root, 'felan-protocol.yaml');
    const lax = await run(['validate', '--project', projectFile]);
    expect(lax.code, lax.stderr).toBe(0);

    writeFileSync(projectFile, 'specs:\n  - spec: specs/ping\n    lint:\n      operation-governance: error\n');
    const strict = await run(['validate', '--project', projectFile]);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toMatch(
      /bare\.yaml:2:3 {2}governance-missing {2}operation tools\/call states no group, scope, mutation, persistence, clients, since, examples/,
    );
  });

  it('rule: the project schema lists exactly the lint rules the checker has', async () => {
    const { SPEC_RULES } = await import('../../generator/check/rules.ts');
    const schema = JSON.parse(readFileSync(join(ROOT, 'cli/project/felan-project.schema.json'), 'utf8'));
    const listed = schema.properties.specs.items.properties.lint.propertyNames.enum as string[];
    expect([...listed].sort()).toEqual(
      SPEC_RULES.filter((rule) => rule.lint !== undefined)
        .map((rule) => rule.id)
        .sort(),
    );
  });
});

describe('a project of several specs', () => {
  const twoSpecs = () => {
    const root = project(
      'two-specs',
      'specs:\n  - spec: specs/ping\n  - spec: specs/pong\n    docs: docs/pong-reference\n',
    );
    specCopy(join(root, 'specs', 'pong'), 'pong-protocol');
    return root;
  };

  it(
    'gen, validate and check run over every spec; check compares the docs an entry lists; --format json reports each spec',
    async () => {
      const root = twoSpecs();
      const gen = await runIn(root, ['gen']);
      expect(gen.code, gen.output).toBe(0);
      for (const name of ['ping-protocol', 'pong-protocol'])
        expect(existsSync(join(root, 'generated', name, 'package.json')), name).toBe(true);

      const validate = await runIn(root, ['validate', '--format', 'json']);
      expect(validate.code, validate.output).toBe(0);
      const report = JSON.parse(validate.stdout) as JsonReport & { specs: { package: string }[] };
      expect(report.specs.map((spec) => spec.package)).toEqual(['@example/ping-protocol', '@example/pong-protocol']);

      // pong lists its docs, which do not exist yet: check holds it to them, and not ping.
      const stale = await runIn(root, ['check']);
      expect(stale.code, stale.output).toBe(1);
      expect(stale.stdout).toMatch(/generated\/ping-protocol matches the spec/);
      expect(stale.stderr).toMatch(/^missing {3}docs\/pong-reference\/README\.md$/m);
      expect(stale.stderr).toContain('out of date: run `felan-protocol docs` and commit the result');
      expect(stale.output).not.toMatch(/docs\/ping-protocol/);

      const docs = await runIn(root, ['docs']);
      expect(docs.code, docs.output).toBe(0);
      expect(existsSync(join(root, 'docs', 'ping-protocol', 'index.html'))).toBe(true);
      expect(existsSync(join(root, 'docs', 'pong-reference', 'index.html'))).toBe(true);
      expect((await runIn(root, ['check'])).code).toBe(0);
    },
    SLOW,
  );

  it("diff, changelog and release need one spec: without --spec they list the specs and stop; with it, that spec's releases apply", async () => {
    const root = twoSpecs();
    for (const command of ['diff', 'changelog', 'release']) {
      const ambiguous = await runIn(root, [command]);
      expect(ambiguous.code, `${command}: ${ambiguous.output}`).toBe(2);
      expect(ambiguous.stderr).toContain(
        `felan-protocol.yaml lists 2 specs (specs/ping, specs/pong) and ${command} works on one: name it with --spec`,
      );
    }
    expect(existsSync(join(root, 'releases'))).toBe(false);
    const release = await runIn(root, ['release', '--spec', 'specs/pong']);
    expect(release.code, release.output).toBe(0);
    expect(release.stdout).toContain('released 1.2.0 as releases/pong/1.2.0.json');
    // The new side of a diff tells which spec's history is meant.
    const diff = await runIn(root, ['diff', 'releases/pong/1.2.0.json', 'specs/pong']);
    expect(diff.code, diff.output).toBe(0);
    const noRelease = await runIn(root, ['diff', '--spec', 'specs/ping']);
    expect(noRelease.code).toBe(2);
    expect(noRelease.stderr).toContain(
      'no release snapshot in releases/ping to compare with: name the old contract, or run `felan-protocol release --spec specs/ping` first',
    );
  });

  it('one --out for the docs or the bundle of several specs is refused before anything is read or written', async () => {
    const root = twoSpecs();
    const before = snapshot(root);
    for (const args of [
      ['docs', '--out', 'shared'],
      ['schema', '--out', 'bundle.json'],
      ['check', '--docs', 'shared'],
    ]) {
      const refused = await runIn(root, args);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(
        /names one (docs folder|bundle), and the project lists 2 specs: name one spec too/,
      );
    }
    expect(snapshot(root)).toEqual(before);
  });

  it(
    'gen with one broken spec writes no package at all',
    async () => {
      const root = twoSpecs();
      const types = join(root, 'specs', 'pong', 'types.yaml');
      writeFileSync(types, readFileSync(types, 'utf8').replace("$ref: '#/types/Payload'", "$ref: '#/types/Missing'"));
      const gen = await runIn(root, ['gen']);
      expect(gen.code, gen.output).toBe(2);
      expect(gen.stderr).toMatch(/specs\/pong\/types\.yaml:\d+:\d+ {2}unresolved-ref/);
      expect(existsSync(join(root, 'generated'))).toBe(false);
    },
    SLOW,
  );
});

describe('remedies and labels', () => {
  it(
    'check names drifted files by their real paths and its remedy repeats the flags given',
    async () => {
      const root = folders.fresh('remedy');
      specCopy(join(root, 'myproto'));
      expect((await runIn(root, ['gen', '--spec', 'myproto', '--out', 'packages'])).code).toBe(0);
      writeFileSync(join(root, 'packages', 'ping-protocol', 'src', 'catalog.ts'), '// hand edit\n', { flag: 'a' });
      const check = await runIn(root, ['check', '--spec', 'myproto', '--out', 'packages']);
      expect(check.code, check.output).toBe(1);
      expect(check.stderr).toMatch(/^--- packages\/ping-protocol\/src\/catalog\.ts\ton disk$/m);
      expect(check.stderr).toMatch(/^\+\+\+ packages\/ping-protocol\/src\/catalog\.ts\tfrom the spec$/m);
      expect(check.stderr).toContain(
        '1 generated file out of date: run `felan-protocol gen --spec myproto --out packages` and commit the result',
      );
    },
    SLOW,
  );
});

describe('the editor schema', () => {
  it(
    'gen writes it into the spec folder once the spec files point there, or where the entry says; check fails while it is missing or stale, naming it and the remedy',
    async () => {
      const root = project('editor-schema', 'specs:\n  - spec: specs/ping\n');
      const file = join(root, 'specs', 'ping', '.felan', 'spec.schema.json');
      // Files that point at the meta-schema did not ask for one: nothing is added to the spec folder.
      expect((await runIn(root, ['gen'])).code).toBe(0);
      expect(existsSync(file)).toBe(false);
      for (const name of readdirSync(join(root, 'specs', 'ping'))) {
        const path = join(root, 'specs', 'ping', name);
        writeFileSync(
          path,
          readFileSync(path, 'utf8').replace(
            /^# yaml-language-server: \$schema=\S+/,
            '# yaml-language-server: $schema=.felan/spec.schema.json',
          ),
        );
      }
      const gen = await runIn(root, ['gen', '--format', 'json']);
      expect(gen.code, gen.output).toBe(0);
      expect((JSON.parse(gen.stdout) as { editorSchema: unknown }).editorSchema).toEqual({
        path: 'specs/ping/.felan/spec.schema.json',
        status: expect.stringMatching(/^(created|updated|unchanged)$/),
      });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
        definitions: { declaredScopes: { enum: expect.any(Array) } },
      });
      expect((await runIn(root, ['check'])).code).toBe(0);

      writeFileSync(file, readFileSync(file, 'utf8').replace('"enum": [', '"enum": [\n        "stale",'));
      const stale = await runIn(root, ['check']);
      expect(stale.code, stale.output).toBe(1);
      expect(stale.stderr).toMatch(/^changed {3}specs\/ping\/\.felan\/spec\.schema\.json$/m);
      expect(stale.stderr).toContain('1 editor schema out of date: run `felan-protocol gen` and commit the result');
      rmSync(file);
      const missing = await runIn(root, ['check']);
      expect(missing.code, missing.output).toBe(1);
      expect(missing.stderr).toMatch(/^missing {3}specs\/ping\/\.felan\/spec\.schema\.json$/m);

      writeFileSync(
        join(root, 'felan-protocol.yaml'),
        'specs:\n  - spec: specs/ping\n    editorSchema: editor/ping.schema.json\n',
      );
      const named = await runIn(root, ['gen']);
      expect(named.code, named.output).toBe(0);
      expect(named.stdout).toMatch(/^ {2}created {3}editor\/ping\.schema\.json$/m);
      expect((await runIn(root, ['check'])).code).toBe(0);
    },
    SLOW,
  );
});

describe('init and the project file', () => {
  it('writes felan-protocol.yaml in the working folder, listing the new spec, and the next steps need no flag', async () => {
    const root = folders.fresh('init-here');
    const init = await runIn(root, ['init', 'specs/chat']);
    expect(init.code, init.output).toBe(0);
    expect(init.stdout).toContain('created felan-protocol.yaml  (the project file, listing specs/chat)');
    expect(init.stdout).toMatch(
      /^ {2}felan-protocol validate\n {2}felan-protocol gen\nThe package goes into generated\/chat\./m,
    );
    const text = readFileSync(join(root, 'felan-protocol.yaml'), 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\S+\/cli\/project\/felan-project\.schema\.json\n/);
    expect(text).toMatch(/^specs:\n {2}- spec: specs\/chat\n$/m);
    expect((await runIn(root, ['validate'])).code).toBe(0);
  });

  it('never edits a project file that exists: it says how to list the spec', async () => {
    const root = project('init-existing', 'specs:\n  - spec: specs/ping\n');
    const before = readFileSync(join(root, 'felan-protocol.yaml'), 'utf8');
    const init = await runIn(root, ['init', 'specs/chat']);
    expect(init.code, init.output).toBe(0);
    expect(init.stderr).toContain(
      'note: felan-protocol.yaml does not list specs/chat: init never edits a file, so add `- spec: specs/chat` under its specs:',
    );
    expect(init.stdout).toMatch(/^ {2}felan-protocol validate --spec specs\/chat$/m);
    expect(readFileSync(join(root, 'felan-protocol.yaml'), 'utf8')).toBe(before);
  });

  it('writes nothing at all when the project file cannot be written', async () => {
    const root = folders.fresh('init-blocked');
    mkdirSync(join(root, 'felan-protocol.yaml')); // a folder where the project file goes
    const before = snapshot(root);
    const init = await runIn(root, ['init', 'specs/chat']);
    expect(init.code, init.output).toBe(2);
    expect(init.stderr).toMatch(
      /cannot write the spec into specs\/chat: E\w+ \(\w+\) \(felan-protocol\.yaml\); nothing was written/,
    );
    expect(snapshot(root)).toEqual(before);
  });
});
