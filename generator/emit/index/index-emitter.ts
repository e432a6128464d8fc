import { StructureKind, type StatementStructures } from 'ts-morph';
import type { Emitter, ModuleExports } from '../emitter.ts';
import { printModule } from '../typescript-printer.ts';

/** The public modules, by emitter name; the index re-exports what each says it exports. */
const PUBLIC = ['catalog', 'types', 'operation-validators', 'schemas', 'boundary', 'parts', 'interactions'] as const;

/** src/index.ts: the package's only entry point (`.`), explicit named re-exports, values and types apart. */
export const indexEmitter: Emitter = {
  name: 'index',
  dependencies: PUBLIC,
  async emit({ outputs }) {
    const modules: ModuleExports[] = PUBLIC.flatMap((name) => outputs.get(name)?.exports ?? []).sort((a, b) => (a.module < b.module ? -1 : 1));
    const exported = new Map<string, string>();
    for (const entry of modules) {
      for (const name of [...entry.values, ...entry.types]) {
        const other = exported.get(name);
        if (other !== undefined) throw new Error(`${name} would be exported from both ${other} and ${entry.module}`);
        exported.set(name, entry.module);
      }
    }
    const statements: StatementStructures[] = modules.flatMap((entry) => {
      const out: StatementStructures[] = [];
      if (entry.values.length > 0) out.push({ kind: StructureKind.ExportDeclaration, moduleSpecifier: entry.module, namedExports: [...entry.values] });
      if (entry.types.length > 0) {
        out.push({ kind: StructureKind.ExportDeclaration, moduleSpecifier: entry.module, isTypeOnly: true, namedExports: [...entry.types] });
      }
      return out;
    });
    return { files: [{ path: 'src/index.ts', content: await printModule(statements, 'formatted') }] };
  },
};
