import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/**
 * The toolchain's own folder — a checkout, or node_modules/felan-protocol — holding the data it
 * reads at run time (runtime/ sources, schema/, generator/init/template/). Found by walking up from
 * this module to the package.json named felan-protocol, so the answer is the same whether the module
 * runs from its source (generator/host/) or from the build (dist/generator/host/).
 */
export function toolchainRoot(): string {
  if (found !== undefined) return found;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (packageName(join(dir, 'package.json')) === 'felan-protocol') return (found = dir);
    if (dirname(dir) === dir)
      throw new Error(
        `no package.json named felan-protocol above ${start}: the toolchain's files are not where it was installed`,
      );
  }
}

function packageName(path: string): unknown {
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown }).name;
  } catch {
    return undefined;
  }
}
