import type { ModuleExportNames } from '../emit/emitter.ts';
import { partsOf } from '../parts/parts.ts';
import { readModuleExports } from './module-exports.ts';
import { prebuiltPartExports } from './prebuilt-runtime.ts';

/**
 * The exports of the runtime modules of the given parts, which the parts emitter re-exports: from the
 * toolchain's build when it read them from these very runtime sources (prebuilt-runtime.ts), else from
 * the compiler now (module-exports.ts) — the same names either way. Read before emit and handed to it,
 * since the compiler belongs to the build.
 */
export function partExports(
  runtimeSources: ReadonlyMap<string, string>,
  parts: readonly string[],
): Readonly<Record<string, ModuleExportNames>> {
  const modules = partsOf(parts).flatMap((part) => part.modules);
  if (modules.length === 0) return {};
  const recorded = prebuiltPartExports(runtimeSources);
  return recorded !== undefined && modules.every((path) => Object.hasOwn(recorded, path))
    ? recorded
    : readModuleExports(runtimeSources, modules);
}
