import { formatDiagnostic, type Diagnostic } from '../generator/diagnostics/diagnostic.ts';

/** Where CLI commands print; tests pass their own to capture output. */
export interface Terminal {
  out(line: string): void;
  err(line: string): void;
  readonly color: boolean;
}

/** Color only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function nodeTerminal(): Terminal {
  // A reader that stops early (`felan-protocol diff --format json | head`) closes the pipe: that ends
  // the output, quietly, as it does for any Unix tool — not a stack trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
  }
  const color = process.env.NO_COLOR === undefined && process.env.FORCE_COLOR !== '0' && Boolean(process.stderr.isTTY);
  return {
    out: (line) => process.stdout.write(line + '\n'),
    err: (line) => process.stderr.write(line + '\n'),
    color,
  };
}

const STYLES = { red: [31, 39], yellow: [33, 39], green: [32, 39], dim: [2, 22], bold: [1, 22] } as const;

export function paint(terminal: Terminal, style: keyof typeof STYLES, text: string): string {
  if (!terminal.color) return text;
  const [open, close] = STYLES[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}

/** Prints every diagnostic as `file:line:col  code  message` and a count; returns whether any was an error. */
export function reportDiagnostics(terminal: Terminal, diagnostics: readonly Diagnostic[]): boolean {
  let errors = 0;
  for (const d of diagnostics) {
    if (d.severity === 'error') errors++;
    const line = formatDiagnostic(d);
    terminal.err(paint(terminal, d.severity === 'error' ? 'red' : 'yellow', line));
  }
  const warnings = diagnostics.length - errors;
  if (errors > 0) terminal.err(`${errors} error${errors === 1 ? '' : 's'}${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''} in the spec`);
  return errors > 0;
}
