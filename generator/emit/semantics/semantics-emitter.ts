import { Project } from 'ts-morph';
import type { Emitter, ModuleExports } from '../emitter.ts';
import { ENVELOPE_TYPES } from '../boundary/boundary-emitter.ts';

const SEMANTICS_DIR = 'semantics/';
/** Helpers the public modules are built from; carried into the package, never exported from it. */
const INTERNAL_DIR = 'semantics/internal/';

/**
 * The protocol's semantics helpers (runtime/semantics: text streams, revisions, request identity,
 * interaction answers) are hand-written and carried into the package by the runtime emitter; this
 * emitter makes them public. It reads each module's exports with the compiler rather than keeping a
 * list, so a helper added there is exported without touching the generator. Only packages that
 * follow the envelope convention get them.
 */
export const semanticsEmitter: Emitter = {
  name: 'semantics',
  dependencies: ['runtime'],
  emit({ model, runtimeSources }) {
    const typeNames = new Set(model.types.map((type) => type.name));
    if (!ENVELOPE_TYPES.every((name) => typeNames.has(name))) return { files: [] };
    const project = new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true });
    const exports: ModuleExports[] = [];
    // Every runtime module goes in, so re-exports between them resolve.
    for (const [path, text] of runtimeSources) project.createSourceFile(path, text);
    const modules = [...runtimeSources.keys()].filter((name) => name.startsWith(SEMANTICS_DIR) && !name.startsWith(INTERNAL_DIR));
    for (const path of modules.sort()) {
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
