import type { Emitter, ModuleExports } from '../emitter.ts';
import { partsOf } from '../../parts/parts.ts';

/**
 * Makes the parts a spec asks for public (parts.ts): their hand-written modules are carried into the
 * package by the runtime emitter, and this emitter re-exports them, by the names the pipeline read
 * from those modules before emit (`partExports`).
 */
export const partsEmitter: Emitter = {
  name: 'parts',
  dependencies: ['runtime'],
  emit({ model, partExports }) {
    const modules = partsOf(model.parts).flatMap((part) => part.modules);
    if (modules.length === 0) return { files: [] };
    const typeNames = new Set(model.types.map((type) => type.name));
    const exports: ModuleExports[] = [...modules].sort().map((path) => ({
      module: `./runtime/${path.replace(/\.ts$/, '.js')}`,
      values: partExports[path]!.values,
      // A local structural interface named like a spec type stays internal: the spec's type is the public one.
      types: partExports[path]!.types.filter((name) => !typeNames.has(name)),
    }));
    return { files: [], exports };
  },
};
