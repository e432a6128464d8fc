/**
 * What an author sees in an editor: a real yaml-language-server, spoken to over stdio as VS Code's
 * YAML extension speaks to it, reads a spec made by `felan-protocol init` and `gen` and follows each
 * file's `$schema` line to the spec's editor schema. A name the spec does not declare — a scope, a
 * group, a persistence class, a client kind, a feature, a `$ref` to a type, a limit, a constant, an
 * error code — is flagged on its own line, a valid file gets nothing, and completing `scope: `
 * offers exactly the declared scopes. The documents are opened with the mistakes in them; nothing
 * is written to disk after gen.
 */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGen } from '../../cli/commands/gen.ts';
import { runInit } from '../../cli/commands/init.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { ROOT, temporaryFolders } from '../support/cli-process.ts';
import { LanguageServer, type LspDiagnostic } from './support/language-server.ts';

const STEP_MS = 15_000;

/** What an editor sends as its settings: validation and completion on, and no schema store (no network). */
const SETTINGS = {
  yaml: {
    validate: true,
    completion: true,
    hover: true,
    format: { enable: false },
    schemaStore: { enable: false },
    schemas: {},
    customTags: [],
  },
  http: { proxy: '', proxyStrictSSL: false },
  '[yaml]': {},
  editor: {},
  files: {},
};

/** One mistake: the first line of the file that is exactly `line` (after its indentation) becomes `planted`. */
interface Plant {
  readonly line: string;
  readonly planted: string;
}

/** The scaffold's files with mistakes planted, each with the (0-based) lines where they are. */
const PLANTS: Readonly<Record<string, readonly Plant[]>> = {
  'operations/notes.yaml': [
    { line: 'group: notes', planted: 'group: nogroup' },
    { line: 'scope: session', planted: 'scope: nowhere' },
    { line: 'persistence: durable', planted: 'persistence: forever' },
    { line: 'clients: [cli, web]', planted: 'clients: [cli, robot]' },
    { line: "text: { $ref: '#/types/NoteText' }", planted: "text: { $ref: '#/types/Missing' }" },
    { line: 'requires: notes.pinning', planted: 'requires: notes.nothing' },
  ],
  'framing.yaml': [
    // jsonDepth is declared, but as a depth: the frame limit must be one in bytes.
    { line: 'frame: frameBytes', planted: 'frame: jsonDepth' },
    { line: 'constant: WIRE_VERSION', planted: 'constant: OTHER_VERSION' },
    { line: 'invalid: invalid_request', planted: 'invalid: no_such_code' },
    { line: 'type: Request', planted: 'type: NoSuchType' },
  ],
};

function plant(text: string, plants: readonly Plant[]): { text: string; lines: number[] } {
  const lines = text.split('\n');
  const planted = plants.map(({ line, planted: replacement }) => {
    const index = lines.findIndex((each) => each.trim() === line);
    if (index < 0) throw new Error(`the scaffold has no line "${line}" any more: pick another to plant a mistake on`);
    lines[index] = lines[index]!.replace(line, replacement);
    return index;
  });
  return { text: lines.join('\n'), lines: planted.sort((a, b) => a - b) };
}

const linesOf = (diagnostics: readonly LspDiagnostic[]) =>
  [...new Set(diagnostics.map((each) => each.range.start.line))].sort((a, b) => a - b);
const shown = (diagnostics: readonly LspDiagnostic[]) =>
  diagnostics.map((each) => `${each.range.start.line + 1}: ${each.message}`).join('\n');

const folders = temporaryFolders('felan-editor-lsp-');
const servers: LanguageServer[] = [];
afterAll(() => {
  for (const server of servers) server.kill();
  folders.remove();
});

async function startServer(folder: string): Promise<LanguageServer> {
  const server = new LanguageServer(SETTINGS);
  servers.push(server);
  await server.initialize(folder, STEP_MS);
  return server;
}

describe('yaml-language-server on a spec made by init, after gen', () => {
  let spec: string;
  let server: LanguageServer;

  beforeAll(async () => {
    const root = folders.fresh('project');
    spec = join(root, 'specs', 'orbit');
    const init = captureTerminal();
    expect(await runInit(spec, {}, init.terminal), init.stderr()).toBe(0);
    const gen = captureTerminal();
    expect(await runGen({ spec, out: join(root, 'generated'), typecheck: false }, gen.terminal), gen.stderr()).toBe(0);
    server = await startServer(spec);
  }, 120_000);

  afterAll(() => server?.stop());

  it('flags every planted name on its own line, and nothing else in those files', { timeout: 60_000 }, async () => {
    const opened = Object.entries(PLANTS).map(([path, plants]) => {
      const { text, lines } = plant(readFileSync(join(spec, path), 'utf8'), plants);
      return { path, lines, uri: server.open(join(spec, path), text) };
    });
    for (const { path, lines, uri } of opened) {
      const diagnostics = await server.diagnostics(uri, STEP_MS);
      expect(linesOf(diagnostics), `${path}:\n${shown(diagnostics)}`).toEqual(lines);
    }
  });

  it('says what is wrong: the kind of name and where such names are declared', { timeout: 30_000 }, async () => {
    const { text } = plant(
      readFileSync(join(spec, 'operations/notes.yaml'), 'utf8'),
      PLANTS['operations/notes.yaml']!.slice(1, 2),
    );
    const uri = server.open(join(spec, 'operations/scope-message.yaml'), text);
    const diagnostics = await server.diagnostics(uri, STEP_MS);
    expect(diagnostics.map((each) => each.message)).toEqual([
      expect.stringMatching(/^Not a scope declared under protocol\.scopes \(host, session\)\./),
    ]);
  });

  it('finds nothing in the files left as init wrote them', { timeout: 60_000 }, async () => {
    const untouched = ['errors.yaml', 'features.yaml', 'limits.yaml', 'protocol.yaml', 'types.yaml'];
    const opened = untouched.map((path) => ({
      path,
      uri: server.open(join(spec, path), readFileSync(join(spec, path), 'utf8')),
    }));
    for (const { path, uri } of opened) {
      const diagnostics = await server.diagnostics(uri, STEP_MS);
      expect(diagnostics, `${path}:\n${shown(diagnostics)}`).toEqual([]);
    }
  });

  it(
    'completes `scope: ` with exactly the declared scopes, each explained as the spec explains it',
    { timeout: 30_000 },
    async () => {
      const protocol = (
        parse(readFileSync(join(spec, 'protocol.yaml'), 'utf8')) as {
          protocol: { scopes: Record<string, { description: string }> };
        }
      ).protocol;
      const text = readFileSync(join(spec, 'operations/notes.yaml'), 'utf8').replace(
        /^( *)scope: session$/m,
        '$1scope: ',
      );
      const line = text.split('\n').findIndex((each) => each.trim() === 'scope:');
      const uri = server.open(join(spec, 'operations/completing.yaml'), text);
      const items = await server.completion(uri, line, text.split('\n')[line]!.length, STEP_MS);
      expect(items.map((item) => item.label).sort()).toEqual(Object.keys(protocol.scopes).sort());
      const session = items.find((item) => item.label === 'session')!;
      const documentation =
        typeof session.documentation === 'string' ? session.documentation : session.documentation?.value;
      expect(documentation).toContain(protocol.scopes.session!.description);
    },
  );

  it(
    "completes a `$ref` with the declared types, quoted so YAML does not read '#' as a comment",
    { timeout: 30_000 },
    async () => {
      const text = readFileSync(join(spec, 'types.yaml'), 'utf8') + '  Completing:\n    $ref: \n';
      const lines = text.split('\n');
      const line = lines.findIndex((each) => each === '    $ref: ');
      const uri = server.open(join(spec, 'completing-ref.yaml'), text);
      const items = await server.completion(uri, line, lines[line]!.length, STEP_MS);
      const declared = (await loadModel(nodeFileSystem, spec)).value!.types.map((type) => type.name);
      // Labels and insertions are quoted (yaml-language-server quotes a string a plain scalar cannot hold).
      const inserted = items.map((item) => (parse(`$ref: ${item.insertText ?? item.label}`) as { $ref: unknown }).$ref);
      expect(inserted.sort()).toEqual(declared.map((name) => `#/types/${name}`).sort());
    },
  );
});

describe('yaml-language-server on the bundled session protocol (a copy)', () => {
  it('flags `scope: nowhere` on its line against the committed editor schema', { timeout: 60_000 }, async () => {
    const spec = join(folders.fresh('bundled'), 'session-protocol');
    cpSync(join(ROOT, 'spec/session-protocol'), spec, { recursive: true });
    const server = await startServer(spec);
    try {
      const path = join(spec, 'operations/host.yaml');
      const original = readFileSync(path, 'utf8');
      const line = original.split('\n').findIndex((each) => /^ {4}scope: \S+$/.test(each));
      expect(line, 'operations/host.yaml has no `scope:` line').toBeGreaterThan(0);
      const text = original
        .split('\n')
        .map((each, index) => (index === line ? each.replace(/scope: \S+$/, 'scope: nowhere') : each))
        .join('\n');
      const diagnostics = await server.diagnostics(server.open(path, text), STEP_MS);
      expect(linesOf(diagnostics), shown(diagnostics)).toEqual([line]);
      expect(diagnostics[0]!.message).toMatch(/^Not a scope declared under protocol\.scopes \(host, root, session\)/);
    } finally {
      await server.stop();
    }
  });
});
