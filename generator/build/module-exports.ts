import type { ModuleExportNames } from '../emit/emitter.ts';
import { tsMorph } from './ts-morph-loader.ts';

/**
 * The exports of runtime modules, read with the compiler rather than kept in a list, so a helper
 * added to a part is exported without touching the generator: values, and types (a name every
 * declaration of which is an interface or a type alias). Every runtime module goes into one project,
 * so re-exports between them resolve.
 */
export function readModuleExports(
  runtimeSources: ReadonlyMap<string, string>,
  modules: readonly string[],
): Record<string, ModuleExportNames> {
  const project = new (tsMorph().Project)({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
  for (const [path, text] of runtimeSources) project.createSourceFile(path, text);
  const exports: Record<string, ModuleExportNames> = {};
  for (const path of [...modules].sort()) {
    const values: string[] = [];
    const types: string[] = [];
    for (const [name, declarations] of project.getSourceFileOrThrow(path).getExportedDeclarations()) {
      const isType = declarations.every(
        (d) => d.getKindName() === 'InterfaceDeclaration' || d.getKindName() === 'TypeAliasDeclaration',
      );
      (isType ? types : values).push(name);
    }
    exports[path] = { values: values.sort(), types: types.sort() };
  }
  return exports;
}
