/**
 * framing.encoding content-length (the Language Server Protocol's base protocol): the same JSON-RPC
 * spec with that one line changed generates a package whose decoder is ContentLengthDecoder and
 * whose encodeFrame writes Content-Length messages — the spec's declaration, not a convention.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runGen } from '../../cli/commands/gen.ts';
import { captureTerminal } from '../../cli/terminal.ts';
import { temporaryFolders } from '../support/cli-process.ts';

const folders = temporaryFolders('felan-content-length-');
afterAll(() => folders.remove());

interface LspPackage {
  ContentLengthDecoder: new () => { push(bytes: Uint8Array): unknown[]; finish(): void };
  encodeFrame(frame: unknown): Uint8Array;
  parseClientMessage(raw: unknown, pending: (id: string | number) => string | undefined): { kind: string };
  JsonLineDecoder?: unknown;
}

describe('a JSON-RPC spec framed with Content-Length headers', () => {
  it(
    'rule: its package decodes and encodes Content-Length messages, and has no JSON-line decoder',
    { timeout: 120_000 },
    async () => {
      const root = folders.fresh('lsp');
      const spec = join(root, 'tasks-lsp');
      cpSync('spec/tasks-rpc', spec, { recursive: true });
      const framing = join(spec, 'framing.yaml');
      writeFileSync(framing, readFileSync(framing, 'utf8').replace('encoding: json-lines', 'encoding: content-length'));
      const gen = captureTerminal();
      expect(await runGen({ spec, out: join(root, 'out'), typecheck: true }, gen.terminal), gen.stderr()).toBe(0);

      const pkg = (await import(pathToFileURL(join(root, 'out', 'tasks-rpc', 'dist', 'index.js')).href)) as LspPackage;
      expect(pkg.JsonLineDecoder).toBeUndefined();
      const request = { jsonrpc: '2.0', id: 1, method: 'tasks.list', params: { limit: 2 } };
      const bytes = pkg.encodeFrame(request);
      const body = JSON.stringify(request);
      expect(new TextDecoder().decode(bytes)).toBe(`Content-Length: ${body.length}\r\n\r\n${body}`);
      const decoder = new pkg.ContentLengthDecoder();
      const [frame] = [...decoder.push(bytes.subarray(0, 7)), ...decoder.push(bytes.subarray(7))];
      decoder.finish();
      expect(pkg.parseClientMessage(frame, () => undefined)).toEqual({ kind: 'request', request });
    },
  );
});
