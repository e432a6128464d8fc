import type { Emitter, ModuleExports } from '../emitter.ts';
import { moduleFiles, reexportFrom } from '../module-text.ts';

/** The public modules, by emitter name; the index re-exports what each says it exports. */
const PUBLIC = ['catalog', 'types', 'operation-validators', 'schemas', 'boundary', 'parts', 'interactions'] as const;

/**
 * src/index.js and src/index.d.ts: the package's only entry point (`.`), explicit named re-exports,
 * values (both files) and types (the declarations) apart.
 */
export const indexEmitter: Emitter = {
  name: 'index',
  dependencies: PUBLIC,
  emit({ outputs }) {
    const modules: ModuleExports[] = PUBLIC.flatMap((name) => outputs.get(name)?.exports ?? []).sort((a, b) =>
      a.module < b.module ? -1 : 1,
    );
    const exported = new Map<string, string>();
    for (const entry of modules) {
      for (const name of [...entry.values, ...entry.types]) {
        const other = exported.get(name);
        if (other !== undefined) throw new Error(`${name} would be exported from both ${other} and ${entry.module}`);
        exported.set(name, entry.module);
      }
    }
    return {
      files: moduleFiles(
        'index',
        modules.flatMap((entry) => reexportFrom(entry.module, entry.values, entry.types)),
      ),
    };
  },
};
