import { Project } from 'ts-morph';
import type { Emitter, ModuleExports } from '../emitter.ts';
import { partsOf } from './parts.ts';

/**
 * Makes the parts a spec asks for public (parts.ts): their hand-written modules are carried into the
 * package by the runtime emitter, and this emitter re-exports them. It reads each module's exports
 * with the compiler rather than keeping a list, so a helper added to a part is exported without
 * touching the generator.
 */
export const partsEmitter: Emitter = {
  name: 'parts',
  dependencies: ['runtime'],
  emit({ model, runtimeSources }) {
    const modules = partsOf(model.parts).flatMap((part) => part.modules);
    if (modules.length === 0) return { files: [] };
    const typeNames = new Set(model.types.map((type) => type.name));
    const project = new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
    const exports: ModuleExports[] = [];
    // Every runtime module goes in, so re-exports between them resolve.
    for (const [path, text] of runtimeSources) project.createSourceFile(path, text);
    for (const path of [...modules].sort()) {
      const source = project.getSourceFileOrThrow(path);
      const values: string[] = [];
      const types: string[] = [];
      for (const [name, declarations] of source.getExportedDeclarations()) {
        const isType = declarations.every((d) => d.getKindName() === 'InterfaceDeclaration' || d.getKindName() === 'TypeAliasDeclaration');
        // A local structural interface named like a spec type stays internal: the spec's type is the public one.
        if (isType && typeNames.has(name)) continue;
        (isType ? types : values).push(name);
      }
      exports.push({ module: `./runtime/${path.replace(/\.ts$/, '.js')}`, values: values.sort(), types: types.sort() });
    }
    return { files: [], exports };
  },
};
