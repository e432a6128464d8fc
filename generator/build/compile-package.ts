import ts from 'typescript';
import type { EmittedFile } from '../emit/emitter.ts';
import { COMPILER_OPTIONS } from '../emit/package/tsconfig-json.ts';

const ROOT = '/package';

export interface CompileOptions {
  /**
   * Type-check the package before emitting it: ~40 % of a build (the bundled spec builds in ~5 s
   * without it, ~9.5 s with it). Tests build every golden package with it; `gen` only with
   * `--typecheck`. Without it the output is the same bytes, and syntax errors still throw.
   */
  readonly typeCheck?: boolean;
}

/**
 * Builds the generated package in memory with the pinned TypeScript compiler and the package's own
 * tsconfig settings: JavaScript and declarations for dist/. A type error here means the generator
 * produced bad code, so it throws rather than reporting a spec diagnostic.
 */
export function compilePackage(files: readonly EmittedFile[], { typeCheck = true }: CompileOptions = {}): EmittedFile[] {
  const sources = new Map(files.filter((file) => file.path.startsWith('src/')).map((file) => [`${ROOT}/${file.path}`, file.content]));
  const { options, errors } = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, ROOT);
  if (errors.length > 0) throw new Error(`package compiler options: ${formatDiagnostics(errors)}`);
  // noCheck (TypeScript 5.6+): emit, declarations included, asks the checker only what it needs.
  if (!typeCheck) options.noCheck = true;

  const output = new Map<string, string>();
  const host = ts.createCompilerHost(options, true);
  const readDisk = host.readFile.bind(host);
  const getDiskSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (path) => sources.has(path) || (!path.startsWith(ROOT) && ts.sys.fileExists(path));
  host.readFile = (path) => sources.get(path) ?? (path.startsWith(ROOT) ? undefined : readDisk(path));
  host.getSourceFile = (path, languageVersion, onError) => {
    const text = sources.get(path);
    if (text !== undefined) return ts.createSourceFile(path, text, languageVersion, true);
    return path.startsWith(ROOT) ? undefined : getDiskSourceFile(path, languageVersion, onError);
  };
  host.getCurrentDirectory = () => ROOT;
  host.directoryExists = (path) => path.startsWith(ROOT) || ts.sys.directoryExists(path);
  host.writeFile = (path, text) => output.set(path.slice(ROOT.length + 1), text);

  const program = ts.createProgram({ rootNames: [...sources.keys()].sort(), options, host });
  const diagnostics = typeCheck ? [...ts.getPreEmitDiagnostics(program)] : [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics()];
  const emitted = program.emit();
  diagnostics.push(...emitted.diagnostics);
  const errorsFound = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errorsFound.length > 0) throw new Error(`the generated package does not compile:\n${formatDiagnostics(errorsFound)}`);
  return [...output.entries()].map(([path, content]) => ({ path, content })).sort((a, b) => (a.path < b.path ? -1 : 1));
}

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  });
}
