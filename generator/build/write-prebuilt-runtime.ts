/**
 * Writes dist/prebuilt-runtime.json (prebuilt-runtime.ts) in the toolchain's build, after tsc:
 * `node dist/generator/build/write-prebuilt-runtime.js`, run by bin/toolchain-build.js. Every
 * runtime module is built as a package carries it (behind the generated-file line) by the same
 * function compilePackage uses, so a prebuilt output is the very bytes a build here would give.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ts } from 'ts-morph';
import { runtimeFileContent } from '../emit/runtime/runtime-files.ts';
import { readModuleExports } from './module-exports.ts';
import { PARTS } from '../parts/parts.ts';
import { toolchainRoot } from '../host/toolchain-root.ts';
import { readRuntimeSources } from '../host/runtime-sources.ts';
import { compileSource, formatDiagnostics, packageCompilerOptions } from './compile-package.ts';
import {
  compilerKey,
  PREBUILT_RUNTIME_FILE,
  runtimeSourcesHash,
  sha256,
  type BuiltSource,
  type PrebuiltRuntimeFile,
} from './prebuilt-runtime.ts';

/** The prebuilt runtime for these runtime sources (path under runtime/ → text). Throws when one does not compile. */
export function prebuildRuntime(sources: ReadonlyMap<string, string>): PrebuiltRuntimeFile {
  const options = packageCompilerOptions();
  const problems: ts.Diagnostic[] = [];
  const built: Record<string, BuiltSource> = {};
  for (const [path, source] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const content = runtimeFileContent(source);
    built[sha256(content)] = compileSource(`src/runtime/${path}`, content, options, problems);
  }
  if (problems.length > 0) throw new Error(`the runtime modules do not compile:\n${formatDiagnostics(problems)}`);
  const modules = PARTS.flatMap((part) => part.modules);
  return {
    compiler: compilerKey(),
    built,
    runtimeHash: runtimeSourcesHash(sources),
    exports: readModuleExports(sources, modules),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = join(toolchainRoot(), PREBUILT_RUNTIME_FILE);
  try {
    writeFileSync(path, `${JSON.stringify(prebuildRuntime(readRuntimeSources()))}\n`);
  } catch (error) {
    // Nothing stale stays behind: without the file every runtime module is built by gen.
    rmSync(path, { force: true });
    process.stderr.write(`felan-protocol build: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
