import { prebuiltPartExports } from '../../build/prebuilt-runtime.ts';
import type { Emitter, ModuleExports } from '../emitter.ts';
import { readModuleExports } from './module-exports.ts';
import { partsOf } from './parts.ts';

/**
 * Makes the parts a spec asks for public (parts.ts): their hand-written modules are carried into the
 * package by the runtime emitter, and this emitter re-exports them. Their exports come from the
 * toolchain's build when it read them from these very runtime sources (prebuilt-runtime.ts), else
 * from the compiler now (module-exports.ts): the same names either way.
 */
export const partsEmitter: Emitter = {
  name: 'parts',
  dependencies: ['runtime'],
  emit({ model, runtimeSources }) {
    const modules = partsOf(model.parts).flatMap((part) => part.modules);
    if (modules.length === 0) return { files: [] };
    const recorded = prebuiltPartExports(runtimeSources);
    const known =
      recorded !== undefined && modules.every((path) => Object.hasOwn(recorded, path))
        ? recorded
        : readModuleExports(runtimeSources, modules);
    const typeNames = new Set(model.types.map((type) => type.name));
    const exports: ModuleExports[] = [...modules].sort().map((path) => ({
      module: `./runtime/${path.replace(/\.ts$/, '.js')}`,
      values: known[path]!.values,
      // A local structural interface named like a spec type stays internal: the spec's type is the public one.
      types: known[path]!.types.filter((name) => !typeNames.has(name)),
    }));
    return { files: [], exports };
  },
};
