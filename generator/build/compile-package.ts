import type { ts } from 'ts-morph';
import type { EmittedFile } from '../host/emitted-file.ts';
import { COMPILER_OPTIONS } from '../emit/package/tsconfig-json.ts';
import { dropDuplicatedComputedMembers } from './drop-duplicated-members.ts';
import { prebuiltRuntime, type BuiltSource, type PrebuiltOutputs } from './prebuilt-runtime.ts';
import { tsMorph } from './ts-morph-loader.ts';

const ROOT = '/package';

/** No output is prebuilt: compilePackage builds every source. */
export const NOTHING_PREBUILT: PrebuiltOutputs = { get: () => undefined };

export interface CompileOptions {
  /**
   * Also type-check the whole package with a program over every file: tests build every golden
   * package with it; `gen` only with `--typecheck`. The output is the same bytes either way: it is
   * always built file by file.
   */
  readonly typeCheck?: boolean;
  /** Told before each file is built: a progress line's count. */
  readonly onFile?: (done: number, total: number) => void;
  /**
   * Outputs already built for a source text, by the text: the toolchain's build makes them for
   * the runtime modules every package carries (prebuilt-runtime.ts). Default: those; NOTHING_PREBUILT
   * builds every file here (what the prebuilt outputs are tested against).
   */
  readonly prebuilt?: PrebuiltOutputs;
}

/**
 * Builds the generated package with the pinned TypeScript compiler and the package's own tsconfig
 * settings: JavaScript and declarations for dist/, one source file at a time. The package compiles
 * under `isolatedModules` and `isolatedDeclarations` (every export carries its type), so neither needs
 * another file: time grows linearly with the package and memory with its largest file, where one
 * program over every file held them all (gen at 2,000 operations ran out of a 4 GB heap). A syntax
 * error, an export without its type, or (with `typeCheck`) a type error means the generator produced
 * bad code, so it throws rather than reporting a spec diagnostic.
 *
 * JavaScript the generator wrote as such (`src/x.js` beside its `src/x.d.ts`: the Ajv validators) is
 * already what dist/ holds, so it is copied, not compiled; only its declarations join the type check.
 */
export function compilePackage(
  files: readonly EmittedFile[],
  { typeCheck = true, onFile, prebuilt = prebuiltRuntime() }: CompileOptions = {},
): EmittedFile[] {
  const inSrc = files.filter((file) => file.path.startsWith('src/')).sort((a, b) => (a.path < b.path ? -1 : 1));
  const sources = inSrc.filter((file) => file.path.endsWith('.ts') && !file.path.endsWith('.d.ts'));
  const written = inSrc.filter((file) => file.path.endsWith('.js') || file.path.endsWith('.d.ts'));
  for (const file of written.filter((entry) => entry.path.endsWith('.js'))) {
    const declarations = file.path.replace(/\.js$/, '.d.ts');
    if (!written.some((entry) => entry.path === declarations))
      throw new Error(`the generated package has ${file.path} without its declarations (${declarations})`);
  }
  // The compiler is loaded only when there is something to compile or check (ts-morph-loader.ts).
  let options: ts.CompilerOptions | undefined;
  const compilerOptions = () => (options ??= packageCompilerOptions());
  if (typeCheck)
    typeCheckPackage([...sources, ...written.filter((file) => file.path.endsWith('.d.ts'))], compilerOptions());

  const output: EmittedFile[] = written.map((file) => ({
    path: `dist/${file.path.slice('src/'.length)}`,
    content: file.content,
  }));
  const problems: ts.Diagnostic[] = [];
  for (const [done, file] of sources.entries()) {
    onFile?.(done, sources.length);
    const base = file.path.slice('src/'.length, -'.ts'.length);
    const built = prebuilt.get(file.content) ?? compileSource(file.path, file.content, compilerOptions(), problems);
    output.push(
      { path: `dist/${base}.js`, content: built.js },
      { path: `dist/${base}.d.ts`, content: built.declarations },
    );
  }
  const errorsFound = problems.filter((d) => d.category === tsMorph().ts.DiagnosticCategory.Error);
  if (errorsFound.length > 0)
    throw new Error(`the generated package does not compile:\n${formatDiagnostics(errorsFound)}`);
  return output.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The package's tsconfig settings (tsconfig-json.ts) as the compiler takes them. */
export function packageCompilerOptions(): ts.CompilerOptions {
  const { ts } = tsMorph();
  const { options, errors } = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, ROOT);
  if (errors.length > 0) throw new Error(`package compiler options: ${formatDiagnostics(errors)}`);
  return options;
}

/**
 * One source file of the package (path relative to the package) built on its own: its JavaScript
 * and its declarations. The compiler's complaints are pushed onto `problems`.
 */
export function compileSource(
  path: string,
  content: string,
  options: ts.CompilerOptions,
  problems: ts.Diagnostic[],
): BuiltSource {
  const { ts } = tsMorph();
  const fileName = `${ROOT}/${path}`;
  // JavaScript is emitted without declarations, and isolatedDeclarations needs them on.
  const jsOptions: ts.CompilerOptions = { ...options, declaration: false, isolatedDeclarations: false };
  const js = ts.transpileModule(content, { fileName, compilerOptions: jsOptions, reportDiagnostics: true });
  const declaration = ts.transpileDeclaration(content, { fileName, compilerOptions: options, reportDiagnostics: true });
  problems.push(...(js.diagnostics ?? []), ...(declaration.diagnostics ?? []));
  return {
    js: flat(js.outputText),
    declarations: flat(dropDuplicatedComputedMembers(fileName, declaration.outputText)),
  };
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

/**
 * Every type error of the package, from one program over all its files (with the package's settings),
 * in ts-morph's in-memory file system, which serves the compiler's own lib files.
 */
function typeCheckPackage(sources: readonly EmittedFile[], options: ts.CompilerOptions): void {
  const { ts, Project } = tsMorph();
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { ...options, noEmit: true } });
  for (const file of sources) project.createSourceFile(`${ROOT}/${file.path}`, file.content);
  const errorsFound = project
    .getPreEmitDiagnostics()
    .map((diagnostic) => diagnostic.compilerObject)
    .filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errorsFound.length > 0)
    throw new Error(`the generated package does not type-check:\n${formatDiagnostics(errorsFound)}`);
}

export function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return tsMorph().ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  });
}
