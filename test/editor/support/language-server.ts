/**
 * Just enough of a Language Server Protocol client to drive yaml-language-server over stdio as an
 * editor does: Content-Length framing, requests with ids, notifications, and the requests the server
 * sends back (workspace/configuration and the registrations it asks for). Every wait has a timeout
 * whose message says what was awaited; `stop()` always ends the child.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LspDiagnostic {
  readonly range: {
    readonly start: { readonly line: number; readonly character: number };
    readonly end: { readonly line: number; readonly character: number };
  };
  readonly message: string;
  readonly severity?: number;
}

export interface CompletionItem {
  readonly label: string;
  readonly insertText?: string;
  readonly documentation?: string | { readonly kind: string; readonly value: string };
}

interface Message {
  readonly id?: number | string;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly message: string };
}

/** The server's entry point, from its installed package (package.json `bin`), run with this Node. */
function serverScript(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('yaml-language-server/package.json')), 'bin', 'yaml-language-server');
}

export const fileUri = (path: string) => pathToFileURL(path).href;

export class LanguageServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  /** Every publishDiagnostics received, by document URI, oldest first. */
  private readonly published = new Map<
    string,
    { readonly at: number; readonly diagnostics: readonly LspDiagnostic[] }[]
  >();
  private readonly listeners = new Set<() => void>();
  private stderr = '';
  private exited: string | undefined;

  /** `settings` answers workspace/configuration, section by section (`yaml`, `http`…). */
  constructor(private readonly settings: Readonly<Record<string, unknown>>) {
    this.child = spawn(process.execPath, [serverScript(), '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.child.on('exit', (code, signal) => {
      this.exited = `yaml-language-server exited (code ${code}, signal ${signal})${this.stderr === '' ? '' : `: ${this.stderr.slice(-2000)}`}`;
      for (const { reject } of this.pending.values()) reject(new Error(this.exited));
      this.pending.clear();
      this.changed();
    });
  }

  /** initialize with one workspace folder, initialized, then the settings pushed as an editor pushes them. */
  async initialize(folder: string, timeoutMs: number): Promise<void> {
    const capabilities = {
      workspace: { configuration: true, workspaceFolders: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        publishDiagnostics: { relatedInformation: true },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown', 'plaintext'] } },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        synchronization: { dynamicRegistration: true },
      },
    };
    await this.request(
      'initialize',
      {
        processId: process.pid,
        rootUri: fileUri(folder),
        workspaceFolders: [{ uri: fileUri(folder), name: 'spec' }],
        capabilities,
      },
      timeoutMs,
    );
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings: this.settings });
  }

  open(path: string, text: string): string {
    const uri = fileUri(path);
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return uri;
  }

  /**
   * The diagnostics of a document once the server has published some for it and then nothing new
   * for `settleMs`: a change of settings makes it validate open documents again, and the answer that
   * counts is the last.
   */
  async diagnostics(uri: string, timeoutMs: number, settleMs = 400): Promise<readonly LspDiagnostic[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = this.published.get(uri) ?? [];
      const last = list.at(-1);
      const now = Date.now();
      if (last !== undefined && now - last.at >= settleMs) return last.diagnostics;
      if (now >= deadline)
        throw new Error(
          `no diagnostics for ${uri} within ${timeoutMs} ms${this.exited === undefined ? '' : `: ${this.exited}`}`,
        );
      await this.changeOr(last === undefined ? deadline - now : Math.min(deadline - now, settleMs - (now - last.at)));
    }
  }

  async completion(
    uri: string,
    line: number,
    character: number,
    timeoutMs: number,
  ): Promise<readonly CompletionItem[]> {
    const result = (await this.request(
      'textDocument/completion',
      { textDocument: { uri }, position: { line, character } },
      timeoutMs,
    )) as { items: CompletionItem[] } | CompletionItem[] | null;
    return result === null ? [] : Array.isArray(result) ? result : result.items;
  }

  async hover(uri: string, line: number, character: number, timeoutMs: number): Promise<string> {
    const result = (await this.request(
      'textDocument/hover',
      { textDocument: { uri }, position: { line, character } },
      timeoutMs,
    )) as { contents: { value: string } | string } | null;
    return result === null ? '' : typeof result.contents === 'string' ? result.contents : result.contents.value;
  }

  /** shutdown and exit, as an editor closes; the child is killed if it has not gone within `timeoutMs`. */
  async stop(timeoutMs = 3_000): Promise<void> {
    if (this.exited !== undefined) return;
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      await this.request('shutdown', null, timeoutMs);
      this.notify('exit', null);
    } catch {
      // Killed below.
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    await gone;
    clearTimeout(timer);
  }

  /** Ends the child at once: for an afterAll that must never leave it running. */
  kill(): void {
    if (this.exited === undefined) this.child.kill('SIGKILL');
  }

  request(method: string, params: unknown, timeoutMs: number): Promise<unknown> {
    if (this.exited !== undefined) return Promise.reject(new Error(this.exited));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(
          new Error(
            `yaml-language-server did not answer ${method} within ${timeoutMs} ms${this.stderr === '' ? '' : `; its stderr: ${this.stderr.slice(-2000)}`}`,
          ),
        );
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    if (this.exited === undefined) this.send({ jsonrpc: '2.0', method, params });
  }

  private send(message: object): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.child.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]));
  }

  /** Splits the stream into messages: a header part ending in an empty line, then Content-Length bytes of JSON. */
  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = /Content-Length: *(\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'));
      if (length === null)
        throw new Error(
          `a message from yaml-language-server has no Content-Length: ${this.buffer.subarray(0, headerEnd).toString('ascii')}`,
        );
      const start = headerEnd + 4;
      const end = start + Number(length[1]);
      if (this.buffer.length < end) return;
      const message = JSON.parse(this.buffer.subarray(start, end).toString('utf8')) as Message;
      this.buffer = this.buffer.subarray(end);
      this.dispatch(message);
    }
  }

  private dispatch(message: Message): void {
    if (message.method === undefined) {
      const waiting = typeof message.id === 'number' ? this.pending.get(message.id) : undefined;
      if (waiting === undefined) return;
      this.pending.delete(message.id as number);
      if (message.error !== undefined) waiting.reject(new Error(`yaml-language-server: ${message.error.message}`));
      else waiting.resolve(message.result);
      return;
    }
    if (message.id !== undefined) {
      this.send({ jsonrpc: '2.0', id: message.id, result: this.answer(message.method, message.params) });
      return;
    }
    if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: LspDiagnostic[] };
      this.published.set(uri, [...(this.published.get(uri) ?? []), { at: Date.now(), diagnostics }]);
      this.changed();
    }
  }

  /** What a client answers the server's own requests with: the settings it asks for, null to the rest (registrations, progress). */
  private answer(method: string, params: unknown): unknown {
    if (method === 'workspace/configuration') {
      return (params as { items: { section?: string }[] }).items.map((item) =>
        item.section === undefined ? this.settings : (this.settings[item.section] ?? null),
      );
    }
    return null;
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Resolves on the next publish (or exit), or after `ms`. */
  private changeOr(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(ms, 1));
      this.listeners.add(done);
    });
  }
}
