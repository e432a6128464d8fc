import { messages, type DiagnosticCode } from './messages.ts';

/** Names of the `{placeholders}` in a message template; an optional one is written `{name?}`. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;
type Template<C extends DiagnosticCode> = (typeof messages)[C]['message'];
type RequiredName<P extends string> = P extends `${string}?` ? never : P;
type OptionalName<P extends string> = P extends `${infer Name}?` ? Name : never;

/**
 * What a message's placeholders are filled with. An optional placeholder (`{suggestion?}`, a "did you
 * mean" hint) may be left out, and then reads as nothing: a code several callers report keeps working
 * for those that have no hint to give.
 */
export type DiagnosticParams<C extends DiagnosticCode> = Record<
  RequiredName<Placeholders<Template<C>>>,
  string | number
> &
  Partial<Record<OptionalName<Placeholders<Template<C>>>, string | number>>;

/** A place in a spec file; line and column are 1-based, as editors show them. */
export interface SourcePosition {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly at?: SourcePosition;
}

/** Every stage returns its value together with what it found wrong; only the CLI turns that into an exit code. */
export type WithDiagnostics<T> = readonly [T, readonly Diagnostic[]];

export function diagnostic<C extends DiagnosticCode>(
  code: C,
  params: DiagnosticParams<C>,
  at?: SourcePosition,
): Diagnostic {
  const entry = messages[code];
  const values = params as Record<string, string | number>;
  const message = entry.message.replace(/\{(\w+)(\?)?\}/g, (_, name: string, optional?: string) =>
    optional !== undefined && values[name] === undefined ? '' : String(values[name]),
  );
  return at === undefined
    ? { code, severity: entry.severity, message }
    : { code, severity: entry.severity, message, at };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Stable report order: by file, line, column, then code — independent of the order rules ran in. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => [d.at?.file ?? '', d.at?.line ?? 0, d.at?.column ?? 0, d.code, d.message] as const;
  return [...diagnostics].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const x = ka[i]!;
      const y = kb[i]!;
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
}

export function formatPosition(at: SourcePosition): string {
  return `${at.file}:${at.line}:${at.column}`;
}

/** `file:line:col  code  message`, the one shape every spec problem is printed in. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.at === undefined ? '-' : formatPosition(d.at);
  const code = d.severity === 'warning' ? `${d.code} (warning)` : d.code;
  return `${where}  ${code}  ${d.message}`;
}
