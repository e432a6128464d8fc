import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

const require = createRequire(import.meta.url);
let loaded: typeof TsMorph | undefined;

/**
 * ts-morph and the TypeScript it bundles, loaded on first use (about 0.3 s, and more to warm the
 * compiler): `gen` needs them only to build a runtime module it does not find prebuilt, to read part
 * exports the toolchain's build did not record, or for `--typecheck`. Every module the generator
 * writes is final text (generator/emit/module-text.ts), so a plain `gen` or `check` never loads them.
 */
export function tsMorph(): typeof TsMorph {
  return (loaded ??= require('ts-morph') as typeof TsMorph);
}

/**
 * The version of @ts-morph/common (pinned), whose TypeScript builds the runtime modules: read from
 * its package.json without loading the compiler, for the key prebuilt outputs are trusted by.
 */
export function tsMorphCommonVersion(): string {
  return (require('@ts-morph/common/package.json') as { version: string }).version;
}
