import { formatDiagnostic, type Diagnostic } from '../generator/diagnostics/diagnostic.ts';
import { EXIT } from './exit-codes.ts';

export type Verbosity = 'quiet' | 'normal' | 'verbose';

/**
 * What `--format json` prints: one document on stdout when the command ends, whatever happened —
 * success, a broken spec, a usage error, a bug — and nothing on stderr. docs/json-output.md
 * documents it; `error` is there exactly when `ok` is false.
 */
export interface JsonReport {
  readonly command: string;
  readonly ok: boolean;
  readonly exitCode: number;
  readonly error?: JsonError;
  readonly diagnostics: readonly JsonDiagnostic[];
  /** Every line the text format would have printed, errors included, in order. */
  readonly messages: readonly JsonMessage[];
  readonly [result: string]: unknown;
}

/**
 * Why a run failed, in one word and one line. The code follows the exit status: `drift` (1: check
 * found stale output, diff changes over --fail-on, release a version too small), `usage` and
 * `bad-input` (2: the command line; a spec, project file or other input, or the disk), `internal`
 * (70: a bug). The message is the line a person would read first; the details are in `diagnostics`
 * and `messages`.
 */
export interface JsonError {
  readonly code: 'usage' | 'bad-input' | 'drift' | 'internal';
  readonly message: string;
}

export interface JsonMessage {
  readonly level: 'error' | 'warning' | 'info' | 'detail';
  readonly text: string;
}

export interface JsonDiagnostic {
  readonly severity: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Where CLI commands print. Commands say what a line is and the terminal decides, from the global
 * --quiet/--verbose and the command's --format, whether and how it appears: a result (`out`), a
 * problem (`err`), a status line (`info`, hidden by --quiet), a detail (`detail`, --verbose only), a
 * transient progress line (`progress`, on an interactive terminal only), or structured data for
 * `--format json` (`result`).
 */
export interface Terminal {
  /** The command's product (a report, a document): stdout, in every mode but json. */
  out(line: string): void;
  /** A problem or a refusal: stderr; in json, a message of level error. */
  err(line: string): void;
  /** A note beside the product (it did not fail, but read this): stderr; in json, a message of level warning. */
  warn(line: string): void;
  /** A status line: stdout, unless --quiet. */
  info(line: string): void;
  /** More about what happened: stdout with --verbose only. */
  detail(line: string): void;
  /** Replaces the progress line (stderr, interactive terminals only, never with --quiet or json); undefined clears it. */
  progress(text: string | undefined): void;
  /** Structured results for --format json; ignored by the text format. */
  result(values: Readonly<Record<string, unknown>>): void;
  /** Spec diagnostics: printed one per line, or collected for json. */
  diagnostics(list: readonly Diagnostic[]): void;
  /** Set once the command line is parsed. */
  configure(settings: { readonly verbosity?: Verbosity; readonly json?: boolean }): void;
  /**
   * Ends the run: prints the json document when json is on. `failure` says why a run that failed
   * failed when the caller knows better than the exit status (a usage error, a bug); otherwise the
   * error is read from the exit status and the last problem reported.
   */
  finish(command: string, exitCode: number, failure?: JsonError): void;
  readonly color: boolean;
  readonly json: boolean;
}

export interface TerminalStreams {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether stderr is an interactive terminal: colour and progress lines only then. */
  readonly interactive: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Colour decision, in the order the conventions give: FORCE_COLOR set wins (`0` or `false` turns
 * colour off, anything else on, even into a pipe); else a non-empty NO_COLOR turns it off
 * (https://no-color.org); else colour on an interactive terminal that is not TERM=dumb.
 */
export function colorEnabled(env: Readonly<Record<string, string | undefined>>, interactive: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return interactive && env.TERM !== 'dumb';
}

export function createTerminal(streams: TerminalStreams): Terminal {
  let verbosity: Verbosity = 'normal';
  let json = false;
  let progressShown = false;
  const baseColor = colorEnabled(streams.env, streams.interactive);
  const messages: JsonMessage[] = [];
  const diagnostics: JsonDiagnostic[] = [];
  const results: Record<string, unknown> = {};
  const clearProgress = () => {
    if (progressShown) streams.stderr('\r\u001b[2K');
    progressShown = false;
  };
  const write = (stream: 'stdout' | 'stderr', line: string) => {
    clearProgress();
    streams[stream](line + '\n');
  };
  return {
    get color() {
      return baseColor && !json;
    },
    get json() {
      return json;
    },
    out: (line) => (json ? messages.push({ level: 'info', text: line }) : write('stdout', line)),
    err: (line) => (json ? messages.push({ level: 'error', text: line }) : write('stderr', line)),
    warn: (line) => (json ? messages.push({ level: 'warning', text: line }) : write('stderr', line)),
    info: (line) => {
      if (verbosity === 'quiet') return;
      if (json) messages.push({ level: 'info', text: line });
      else write('stdout', line);
    },
    detail: (line) => {
      if (verbosity !== 'verbose') return;
      if (json) messages.push({ level: 'detail', text: line });
      else write('stdout', line);
    },
    progress: (text) => {
      if (!streams.interactive || json || verbosity === 'quiet') return;
      if (text === undefined) return clearProgress();
      const width = Number(streams.env.COLUMNS) > 20 ? Number(streams.env.COLUMNS) - 1 : 79;
      streams.stderr(`\r\u001b[2K${text.length > width ? text.slice(0, width - 1) + '…' : text}`);
      progressShown = true;
    },
    result: (values) => Object.assign(results, values),
    diagnostics: (list) => {
      for (const d of list) {
        if (json)
          diagnostics.push({
            severity: d.severity,
            code: d.code,
            message: d.message,
            ...(d.at === undefined ? {} : { file: d.at.file, line: d.at.line, column: d.at.column }),
          });
        else write('stderr', paintWith(baseColor, d.severity === 'error' ? 'red' : 'yellow', formatDiagnostic(d)));
      }
    },
    configure: (settings) => {
      verbosity = settings.verbosity ?? verbosity;
      json = settings.json ?? json;
    },
    finish: (command, exitCode, failure) => {
      clearProgress();
      if (!json) return;
      const error = exitCode === EXIT.ok ? undefined : (failure ?? failureOf(exitCode, messages, diagnostics));
      const report: JsonReport = {
        command,
        ok: exitCode === EXIT.ok,
        exitCode,
        ...(error === undefined ? {} : { error }),
        ...results,
        diagnostics,
        messages,
      };
      streams.stdout(JSON.stringify(report, null, 2) + '\n');
    },
  };
}

/**
 * The error of a run that ended with `exitCode` on its own: the last problem it printed (commands
 * end with the summary line: "2 errors in the spec", "3 generated files out of date: run …"), else
 * its first error diagnostic.
 */
function failureOf(
  exitCode: number,
  messages: readonly JsonMessage[],
  diagnostics: readonly JsonDiagnostic[],
): JsonError {
  const code = exitCode === EXIT.drift ? 'drift' : exitCode === EXIT.internal ? 'internal' : 'bad-input';
  const last = messages.filter((message) => message.level === 'error').at(-1);
  const message =
    last?.text.replace(/^felan-protocol(?: \w+)?: /, '') ??
    diagnostics.find((d) => d.severity === 'error')?.message ??
    `exit ${exitCode}`;
  return { code, message };
}

/** The process's own streams. */
export function nodeTerminal(): Terminal {
  // A reader that stops early (`felan-protocol diff --format json | head`) closes the pipe: that ends
  // the output, quietly, as it does for any Unix tool — not a stack trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
  }
  return createTerminal({
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    interactive: Boolean(process.stderr.isTTY),
    env: process.env,
  });
}

/** A terminal that records what it would print, for tests that call a command's run function directly. */
export function captureTerminal(
  settings: { readonly interactive?: boolean; readonly env?: Readonly<Record<string, string | undefined>> } = {},
) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const terminal = createTerminal({
    stdout: (text) => stdout.push(text),
    stderr: (text) => stderr.push(text),
    interactive: settings.interactive ?? false,
    env: settings.env ?? {},
  });
  return { terminal, stdout: () => stdout.join(''), stderr: () => stderr.join('') };
}

const STYLES = { red: [31, 39], yellow: [33, 39], green: [32, 39], dim: [2, 22], bold: [1, 22] } as const;

function paintWith(color: boolean, style: keyof typeof STYLES, text: string): string {
  if (!color) return text;
  const [open, close] = STYLES[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

export function paint(terminal: Terminal, style: keyof typeof STYLES, text: string): string {
  return paintWith(terminal.color, style, text);
}

/** Prints (or collects) every diagnostic and a count; returns whether any was an error. */
export function reportDiagnostics(terminal: Terminal, diagnostics: readonly Diagnostic[]): boolean {
  terminal.diagnostics(diagnostics);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  if (errors > 0)
    terminal.err(
      `${errors} error${errors === 1 ? '' : 's'}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''} in the spec`,
    );
  return errors > 0;
}
