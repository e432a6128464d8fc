import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolchainRoot } from './toolchain-root.ts';

/**
 * The hand-written runtime modules the package carries (part of the toolchain, not of the spec), by
 * path relative to runtime/. They are read as TypeScript sources from the toolchain's runtime/
 * folder, which the published package ships beside its build (the CLI itself runs from dist/). They
 * import one another with `.js` specifiers, valid both in the toolchain (NodeNext) and in the
 * generated package.
 */
export function readRuntimeSources(): Map<string, string> {
  const runtimeDir = join(toolchainRoot(), 'runtime');
  const names = readdirSync(runtimeDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.replace(/\\/g, '/'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
    .sort();
  return new Map(names.map((name) => [name, readFileSync(join(runtimeDir, name), 'utf8')]));
}
