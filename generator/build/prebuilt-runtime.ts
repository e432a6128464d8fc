import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleExportNames } from '../emit/emitter.ts';
import { COMPILER_OPTIONS } from '../emit/package/tsconfig-json.ts';
import { toolchainRoot } from '../host/toolchain-root.ts';
import { tsMorphCommonVersion } from './ts-morph-loader.ts';

/** What building one source file of a package gives: its JavaScript and its declarations. */
export interface BuiltSource {
  readonly js: string;
  readonly declarations: string;
}

/** Built outputs found by the exact source text they were built from. */
export interface PrebuiltOutputs {
  get(content: string): BuiltSource | undefined;
}

/**
 * dist/prebuilt-runtime.json, written by the toolchain's build (write-prebuilt-runtime.ts): every
 * runtime module as a package carries it, already built, and the exports of every part module. Every
 * package carries the same runtime modules, and building them was a third of `gen`'s time.
 */
export interface PrebuiltRuntimeFile {
  /** What the outputs depend on besides the source text: they are used only when it matches this toolchain's. */
  readonly compiler: string;
  /** Built outputs by the SHA-256 of the source text (hex). */
  readonly built: Readonly<Record<string, BuiltSource>>;
  /** The exports of each part module, valid while the runtime sources hash to `runtimeHash`. */
  readonly runtimeHash: string;
  readonly exports: Readonly<Record<string, ModuleExportNames>>;
}

export const PREBUILT_RUNTIME_FILE = join('dist', 'prebuilt-runtime.json');

/**
 * The compiler and settings the outputs were built with: another TypeScript (a pinned @ts-morph/common
 * carries one) or tsconfig makes them stale. Read without loading the compiler.
 */
export function compilerKey(): string {
  return `@ts-morph/common ${tsMorphCommonVersion()} ${JSON.stringify(COMPILER_OPTIONS)}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** One hash over every runtime source, path and text: what the recorded part exports were read from. */
export function runtimeSourcesHash(sources: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const path of [...sources.keys()].sort()) hash.update(`${path}\0${sources.get(path)!}\0`);
  return hash.digest('hex');
}

let loaded: PrebuiltRuntimeFile | null | undefined;

/**
 * The toolchain's prebuilt runtime, or undefined when there is none to trust: no build yet, or one
 * made by another compiler. Read once per process.
 */
export function readPrebuiltRuntime(): PrebuiltRuntimeFile | undefined {
  if (loaded === undefined) {
    try {
      const file = JSON.parse(
        readFileSync(join(toolchainRoot(), PREBUILT_RUNTIME_FILE), 'utf8'),
      ) as PrebuiltRuntimeFile;
      loaded = file.compiler === compilerKey() ? file : null;
    } catch {
      loaded = null;
    }
  }
  return loaded ?? undefined;
}

/**
 * The prebuilt outputs for compilePackage: found by the hash of the source text, so a runtime module
 * edited since the toolchain's build simply misses and is built again.
 */
export function prebuiltRuntime(): PrebuiltOutputs {
  const built = readPrebuiltRuntime()?.built ?? {};
  return {
    get(content) {
      const key = sha256(content);
      return Object.hasOwn(built, key) ? built[key] : undefined;
    },
  };
}

/** The recorded exports of the part modules, when they were read from exactly these runtime sources. */
export function prebuiltPartExports(
  sources: ReadonlyMap<string, string>,
): Readonly<Record<string, ModuleExportNames>> | undefined {
  const file = readPrebuiltRuntime();
  return file !== undefined && file.runtimeHash === runtimeSourcesHash(sources) ? file.exports : undefined;
}
