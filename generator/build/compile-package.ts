import ts from 'typescript';
import type { EmittedFile } from '../emit/emitter.ts';
import { COMPILER_OPTIONS } from '../emit/package/tsconfig-json.ts';
import { dropDuplicatedComputedMembers } from './drop-duplicated-members.ts';

const ROOT = '/package';

export interface CompileOptions {
  /**
   * Also type-check the whole package with a program over every file: tests build every golden
   * package with it; `gen` only with `--typecheck`. The output is the same bytes either way: it is
   * always built file by file.
   */
  readonly typeCheck?: boolean;
  /** Told before each file is built: a progress line's count. */
  readonly onFile?: (done: number, total: number) => void;
}

/**
 * Builds the generated package with the pinned TypeScript compiler and the package's own tsconfig
 * settings: JavaScript and declarations for dist/, one source file at a time. The package compiles
 * under `isolatedModules` and `isolatedDeclarations` (every export carries its type), so neither needs
 * another file: time grows linearly with the package and memory with its largest file, where one
 * program over every file held them all (gen at 2,000 operations ran out of a 4 GB heap). A syntax
 * error, an export without its type, or (with `typeCheck`) a type error means the generator produced
 * bad code, so it throws rather than reporting a spec diagnostic.
 */
export function compilePackage(files: readonly EmittedFile[], { typeCheck = true, onFile }: CompileOptions = {}): EmittedFile[] {
  const sources = files.filter((file) => file.path.startsWith('src/') && file.path.endsWith('.ts')).sort((a, b) => (a.path < b.path ? -1 : 1));
  const { options, errors } = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, ROOT);
  if (errors.length > 0) throw new Error(`package compiler options: ${formatDiagnostics(errors)}`);
  if (typeCheck) typeCheckPackage(sources, options);

  // JavaScript is emitted without declarations, and isolatedDeclarations needs them on.
  const jsOptions: ts.CompilerOptions = { ...options, declaration: false, isolatedDeclarations: false };
  const output: EmittedFile[] = [];
  const problems: ts.Diagnostic[] = [];
  for (const [done, file] of sources.entries()) {
    onFile?.(done, sources.length);
    const fileName = `${ROOT}/${file.path}`;
    const base = file.path.slice('src/'.length, -'.ts'.length);
    const js = ts.transpileModule(file.content, { fileName, compilerOptions: jsOptions, reportDiagnostics: true });
    const declaration = ts.transpileDeclaration(file.content, { fileName, compilerOptions: options, reportDiagnostics: true });
    problems.push(...(js.diagnostics ?? []), ...(declaration.diagnostics ?? []));
    output.push({ path: `dist/${base}.js`, content: flat(js.outputText) }, { path: `dist/${base}.d.ts`, content: flat(dropDuplicatedComputedMembers(fileName, declaration.outputText)) });
  }
  const errorsFound = problems.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errorsFound.length > 0) throw new Error(`the generated package does not compile:\n${formatDiagnostics(errorsFound)}`);
  return output.sort((a, b) => (a.path < b.path ? -1 : 1));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The same text as one flat string. TypeScript's printer builds its output by appending tokens, and V8
 * keeps such a string as a rope of its pieces: at 500 operations the 47 MB of dist/ held 890 MB of
 * heap until written. A round trip through UTF-8 costs milliseconds.
 */
function flat(text: string): string {
  return decoder.decode(encoder.encode(text));
}

/** Every type error of the package, from one program over all its files (with the package's settings). */
function typeCheckPackage(sources: readonly EmittedFile[], options: ts.CompilerOptions): void {
  const texts = new Map(sources.map((file) => [`${ROOT}/${file.path}`, file.content]));
  const host = ts.createCompilerHost({ ...options, noEmit: true }, true);
  const readDisk = host.readFile.bind(host);
  const getDiskSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (path) => texts.has(path) || (!path.startsWith(ROOT) && ts.sys.fileExists(path));
  host.readFile = (path) => texts.get(path) ?? (path.startsWith(ROOT) ? undefined : readDisk(path));
  host.getSourceFile = (path, languageVersion, onError) => {
    const text = texts.get(path);
    if (text !== undefined) return ts.createSourceFile(path, text, languageVersion, true);
    return path.startsWith(ROOT) ? undefined : getDiskSourceFile(path, languageVersion, onError);
  };
  host.getCurrentDirectory = () => ROOT;
  host.directoryExists = (path) => path.startsWith(ROOT) || ts.sys.directoryExists(path);
  const program = ts.createProgram({ rootNames: [...texts.keys()], options: { ...options, noEmit: true }, host });
  const errorsFound = ts.getPreEmitDiagnostics(program).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errorsFound.length > 0) throw new Error(`the generated package does not type-check:\n${formatDiagnostics(errorsFound)}`);
}

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  });
}
