/**
 * Every fenced code block of README.md and docs/*.md runs as written (issue 22), checked by its
 * info string:
 *
 * - `sh`/`bash`: each command runs with bash in a scratch folder — a copy of this repository, so
 *   paths read as a user at the repository root types them, or an empty folder when the comment
 *   above the block says `run in a new project` (`run in the same project` continues it). It must
 *   exit 0, or the status its `# exit N` comment names. `felan-protocol` is this checkout's CLI.
 * - `js`/`mjs`: written to the block's folder (under the name its `// name.mjs:` first line gives)
 *   and run by node; `ts`: type-checked strictly against the built toolchain and the generated
 *   package (`felan-protocol/interaction`, `@felan-ai/session-protocol` resolve as installed
 *   packages), then run. A `console.log(…); // text` line must print that text.
 * - `yaml`: parses as a spec file does; a spec fragment (top-level keys are spec sections) holds to
 *   the meta-schema with its required keys waived, a project file and a diff config are read by
 *   the toolchain's own readers with no problem at all. `json`: parses.
 * - `text`: output or a tree, not code. Any other info string, or none, fails: say what it is.
 *
 * A block that cannot run here says why in the comment above it: `not run: <reason>`, or `run by
 * <test file>` when another test runs it as written (that file must exist and read the page).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectFile } from '../../cli/project/project-file.ts';
import { parseDiffConfig } from '../../generator/diff/diff-config.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { parseSpecFile } from '../../generator/load/spec-file.ts';
import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };
import { ensureBuildCurrent } from '../package/support/install-toolchain.ts';
import { codeBlocks, handWrittenPages, ROOT, type CodeBlock } from './markdown-pages.ts';

const LANGS = new Set(['sh', 'bash', 'js', 'mjs', 'ts', 'yaml', 'json', 'text']);
/** How long one command or program of a block may take: `gen` of a scaffold takes about a second. */
const COMMAND_TIMEOUT = 180_000;

let scratch: string;
/** A folder on PATH holding `felan-protocol`: this checkout's CLI, as an installed bin runs it. */
let shims: string;
/** A project beside the repository whose node_modules holds this checkout and the generated packages. */
let consumer: string;

beforeAll(async () => {
  await ensureBuildCurrent(); // the ts blocks import the built toolchain (dist/)
  scratch = mkdtempSync(join(tmpdir(), 'felan-doc-blocks-'));
  shims = join(scratch, 'bin');
  mkdirSync(shims);
  writeFileSync(
    join(shims, 'felan-protocol'),
    `#!/bin/sh\nexec '${process.execPath}' '${ROOT}bin/felan-protocol.js' "$@"\n`,
  );
  chmodSync(join(shims, 'felan-protocol'), 0o755);
  consumer = join(scratch, 'consumer');
  mkdirSync(join(consumer, 'node_modules'), { recursive: true });
  writeFileSync(join(consumer, 'package.json'), '{ "name": "doc-blocks", "private": true, "type": "module" }\n');
  symlinkSync(ROOT, join(consumer, 'node_modules', 'felan-protocol'));
  for (const entry of readdirSync(join(ROOT, 'generated'), { withFileTypes: true })) {
    const manifest = join(ROOT, 'generated', entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string };
    mkdirSync(dirname(join(consumer, 'node_modules', name)), { recursive: true });
    symlinkSync(join(ROOT, 'generated', entry.name), join(consumer, 'node_modules', name));
  }
}, 300_000);
afterAll(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

/**
 * A copy of this repository where commands may write: no .git, no dist/, and no node_modules —
 * nothing links back into the checkout, so even `npm ci` run by mistake empties only the copy.
 */
function repositoryCopy(name: string): string {
  const copy = join(scratch, name);
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => {
      const path = source.slice(ROOT.length);
      return path !== '.git' && path !== 'dist' && basename(path) !== 'node_modules';
    },
  });
  return copy;
}

/** npm's and the parent test run's settings must not steer what a block runs. */
function environment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && !/^(VITEST|FORCE_COLOR|FELAN_DEBUG|NODE_OPTIONS)/.test(key)) env[key] = value;
  }
  // Offline: a block that reached for the registry would fail here rather than depend on the network.
  return { ...env, NO_COLOR: '1', npm_config_offline: 'true', PATH: `${shims}:${process.env.PATH ?? ''}` };
}

interface Outcome {
  readonly status: number | null;
  readonly output: string;
}

function run(command: string, args: readonly string[], cwd: string): Outcome {
  const result = spawnSync(command, args, {
    cwd,
    env: environment(),
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT,
    maxBuffer: 64 << 20,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error === undefined ? '' : String(result.error)}`;
  return { status: result.status, output };
}

/** A shell block's commands (continued lines joined, comments and blank lines dropped) and the exit each expects. */
function shellCommands(text: string): { command: string; exit: number }[] {
  const commands: { command: string; exit: number }[] = [];
  let pending = '';
  for (const line of text.split('\n')) {
    if (pending === '' && /^\s*(#.*)?$/.test(line)) continue;
    if (/\\$/.test(line)) {
      pending += (pending === '' ? line : line.trim()).slice(0, -1).trimEnd() + ' ';
      continue;
    }
    const command = pending + (pending === '' ? line : line.trim());
    pending = '';
    commands.push({ command: command.trim(), exit: Number(/\s#\s*exit (\d+)\b/.exec(command)?.[1] ?? 0) });
  }
  return commands;
}

/** The text each `console.log(…); // text` line of a program says it prints. */
function promisedOutput(text: string): string[] {
  return text.split('\n').flatMap((line) => /console\.log\(.*\);?\s*\/\/\s*(.+?)\s*$/.exec(line)?.[1] ?? []);
}

function expectPrinted(outcome: Outcome, text: string): void {
  expect(outcome.status, outcome.output).toBe(0);
  const printed = outcome.output.split('\n').map((line) => line.trim());
  for (const promised of promisedOutput(text)) expect(printed, `prints ${promised}`).toContain(promised);
}

/** The compiler's complaints about a TypeScript program, as `file:line:col message` lines. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    typeRoots: [join(ROOT, 'node_modules', '@types')],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName}:${line + 1}:${character + 1} ${message}`;
  });
}

/**
 * The meta-schema with its `required` keywords waived where they only ask for completeness — not
 * under `if`, `not`, `oneOf` or `anyOf`, where they tell cases apart — so a fragment of a spec file
 * is held to every other rule: known keys, value types, name patterns.
 */
function withoutRequired(schema: unknown, waive = true): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutRequired(item, waive));
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'required' && waive) continue;
    const decides = keyword === 'if' || keyword === 'not' || keyword === 'oneOf' || keyword === 'anyOf';
    if (
      keyword === 'properties' ||
      keyword === 'patternProperties' ||
      keyword === 'definitions' ||
      keyword === '$defs'
    ) {
      copy[keyword] = Object.fromEntries(
        Object.entries(value as object).map(([name, member]) => [name, withoutRequired(member, waive)]),
      );
    } else {
      copy[keyword] =
        keyword === 'enum' || keyword === 'const' || keyword === 'examples' || keyword === 'dependencies'
          ? value
          : withoutRequired(value, waive && !decides);
    }
  }
  return copy;
}

const SPEC_SECTIONS = new Set(Object.keys(metaSchema.properties));
let specFragment: ReturnType<Ajv['compile']> | undefined;

async function checkYaml(block: CodeBlock, page: string): Promise<void> {
  const shown = `${page}:${block.line}`;
  const [file, problems] = parseSpecFile(shown, block.text);
  expect(
    problems.filter((problem) => problem.code !== 'missing-schema-comment' && problem.severity === 'error'),
  ).toEqual([]);
  const value: unknown = file.document.toJS();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return; // a comment line, a list of CI steps: parsing is the check
  const keys = Object.keys(value);
  if (keys.every((key) => SPEC_SECTIONS.has(key))) {
    specFragment ??= new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
      withoutRequired(metaSchema) as object,
    );
    void specFragment(value); // its errors are read below
    const errors = (specFragment.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
    );
    expect(errors, `a spec fragment the meta-schema accepts (${errors.join('; ')})`).toEqual([]);
  } else if (keys.includes('specs')) {
    const path = '/project/felan-protocol.yaml';
    const [project, projectProblems] = await readProjectFile(new MemoryFileSystem({ [path]: block.text }), path, shown);
    expect(projectProblems).toEqual([]);
    expect(project).toBeDefined();
  } else if (keys.every((key) => key === 'rules' || key === 'ignore')) {
    const [config, configProblems] = parseDiffConfig(shown, block.text);
    expect(configProblems).toEqual([]);
    expect(config).toBeDefined();
  } else {
    throw new Error(
      `${shown}: a YAML block of keys ${keys.join(', ')} is neither a spec fragment, a project file nor a diff config: teach this test what it is`,
    );
  }
}

/** What the comment above a block asks: where it runs, or that it does not run here and why. */
type Directive =
  | { readonly kind: 'repository' | 'new-project' | 'same-project' }
  | { readonly kind: 'not-run'; readonly reason: string }
  | { readonly kind: 'run-by'; readonly test: string };

function directive(block: CodeBlock): Directive {
  const text = block.directive;
  if (text === undefined) return { kind: 'repository' };
  if (text === 'run in a new project') return { kind: 'new-project' };
  if (text === 'run in the same project') return { kind: 'same-project' };
  const notRun = /^not run: (\S.*)$/.exec(text);
  if (notRun !== null) return { kind: 'not-run', reason: notRun[1]! };
  const runBy = /^run by (\S+?)[,:]?(\s.*)?$/.exec(text);
  if (runBy !== null) return { kind: 'run-by', test: runBy[1]! };
  throw new Error(`line ${block.line}: unknown directive <!-- ${text} -->`);
}

const pages = handWrittenPages();

describe.each(pages.map((page) => [page.path, page] as const))('%s', (path, page) => {
  const blocks = codeBlocks(page.text);
  /** The page's own copy of the repository, made on first use, and the project of `run in a new project`. */
  let copy: string | undefined;
  let project: string | undefined;
  const folder = (block: CodeBlock): string => {
    const where = directive(block);
    if (where.kind === 'new-project') {
      project = join(scratch, `${path.replace(/\W/g, '-')}-${block.line}`);
      mkdirSync(project);
      return project;
    }
    if (where.kind === 'same-project') {
      if (project === undefined)
        throw new Error(`line ${block.line}: 'run in the same project' with no 'run in a new project' above it`);
      return project;
    }
    return (copy ??= repositoryCopy(`repository-${path.replace(/\W/g, '-')}`));
  };

  it('rule: every block has an info string this test knows, and the comment above it, if any, is a directive', () => {
    for (const block of blocks) {
      expect(
        LANGS,
        `the block at ${path}:${block.line} needs an info string: sh, ts, js, yaml, json, or text for output`,
      ).toContain(block.lang);
      directive(block);
    }
  });

  for (const block of blocks) {
    let where: Directive;
    try {
      where = directive(block);
    } catch {
      continue; // the rule above reports it
    }
    const title = `line ${block.line}: ${block.lang}`;
    if (where.kind === 'not-run') {
      it.skip(`${title} — not run: ${where.reason}`, () => {});
      continue;
    }
    if (where.kind === 'run-by') {
      const test = where.test;
      it(`${title} — run by ${test}`, () => {
        expect(existsSync(join(ROOT, test)), `${test} exists`).toBe(true);
        expect(readFileSync(join(ROOT, test), 'utf8'), `${test} reads ${path}`).toContain(basename(path));
      });
      continue;
    }
    switch (block.lang) {
      case 'sh':
      case 'bash':
        it(`${title}: every command exits as its comment says`, { timeout: COMMAND_TIMEOUT * 4 }, () => {
          const cwd = folder(block);
          const commands = shellCommands(block.text);
          expect(commands.length, 'a shell block with no command').toBeGreaterThan(0);
          for (const { command, exit } of commands) {
            // npm and npx reach for the registry, reinstall or rebuild, or run the tests themselves: such a block says where it runs instead.
            expect(
              command,
              'an npm command in a block run here: mark the block `not run: <why>` or `run by <test>`',
            ).not.toMatch(/^(npm|npx)\b/);
            const outcome = run('bash', ['-c', command], cwd); // as a user's shell runs it: a pipeline's status is its last command's
            expect(outcome.status, `\`${command}\` in ${cwd}:\n${outcome.output}`).toBe(exit);
          }
        });
        break;
      case 'js':
      case 'mjs':
        it(`${title}: runs with node and prints what its comments say`, { timeout: COMMAND_TIMEOUT }, () => {
          const cwd = folder(block);
          const name = /^\/\/ (\S+\.m?js):/.exec(block.text)?.[1] ?? `block-${block.line}.mjs`;
          writeFileSync(join(cwd, name), block.text + '\n');
          expectPrinted(run(process.execPath, [name], cwd), block.text);
        });
        break;
      case 'ts':
        it(
          `${title}: type-checks strictly against the built packages, runs, and prints what its comments say`,
          { timeout: COMMAND_TIMEOUT },
          () => {
            const source = join(consumer, `${path.replace(/\W/g, '-')}-${block.line}.ts`);
            writeFileSync(source, block.text + '\n');
            expect(typeErrors(source)).toEqual([]);
            const program = source.replace(/\.ts$/, '.mjs');
            const compiled = ts.transpileModule(block.text, {
              compilerOptions: {
                module: ts.ModuleKind.ESNext,
                target: ts.ScriptTarget.ES2022,
                verbatimModuleSyntax: false,
              },
            });
            writeFileSync(program, compiled.outputText);
            expectPrinted(run(process.execPath, [program], consumer), block.text);
          },
        );
        break;
      case 'yaml':
        it(`${title}: parses, and holds to the schema of what it is`, () => checkYaml(block, path));
        break;
      case 'json':
        it(`${title}: parses`, () => {
          expect(() => JSON.parse(block.text)).not.toThrow();
        });
        break;
    }
  }
});

describe('the checker itself', () => {
  it('rule: a broken block fails — a command that exits wrongly, a program that throws, a type error, bad YAML', async () => {
    const broken = (lang: string, text: string): CodeBlock => ({
      line: 1,
      endLine: 3,
      lang,
      text,
      directive: 'run in a new project',
    });
    const cwd = mkdtempSync(join(scratch, 'broken-'));
    expect(
      run('bash', ['-c', shellCommands('felan-protocol validate --spec nowhere   # exit 0')[0]!.command], cwd).status,
    ).toBe(2);
    expect(run('bash', ['-c', 'felan-protocol --version | false'], cwd).status).toBe(1);
    writeFileSync(join(cwd, 'throws.mjs'), "throw new Error('no')\n");
    expect(run(process.execPath, ['throws.mjs'], cwd).status).not.toBe(0);
    const source = join(consumer, 'broken.ts');
    writeFileSync(
      source,
      "import { Interaction } from 'felan-protocol/interaction';\nconst n: number = Interaction;\n",
    );
    expect(typeErrors(source).join('\n')).toMatch(/broken\.ts:2:7 .*not assignable to type 'number'/);
    await expect(checkYaml(broken('yaml', 'framing:\n  encodin: json-lines\n'), 'page.md')).rejects.toThrow(
      /\/framing must NOT have additional properties \{"additionalProperty":"encodin"\}/,
    );
    await expect(checkYaml(broken('yaml', 'a: 1\na: 2\n'), 'page.md')).rejects.toThrow();
    expect(() => directive({ ...broken('sh', 'true'), directive: 'skip me' })).toThrow(/unknown directive/);
  });

  it('rule: commands join continued lines, drop comments and read `# exit N`', () => {
    expect(shellCommands('# a comment\nfelan-protocol a \\\n  --b   # exit 1\n\nfelan-protocol c # → out\n')).toEqual([
      { command: 'felan-protocol a --b   # exit 1', exit: 1 },
      { command: 'felan-protocol c # → out', exit: 0 },
    ]);
  });
});
