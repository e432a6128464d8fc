import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compilePackage } from '../../generator/build/compile-package.ts';
import { formatDiagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { MemoryFileSystem } from '../../generator/host/memory-file-system.ts';
import { readTemplate } from '../../generator/init/render-scaffold.ts';
import { generatePackage } from '../../generator/pipeline.ts';

const ROOT = '/suite-spec';

/**
 * Everything a spec needs besides the suite's types, with a boundary (so the package has
 * parseSchema): the project `felan-protocol init` scaffolds, read from its template.
 */
const scaffold = await readTemplate();

/** The built package's module and the text of its types.d.ts, or why there is none. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a module imported at run time, whose validators each case names
type ImportedModule = Record<string, any>;

export type GeneratedSuite =
  | { readonly ok: true; readonly module: ImportedModule; readonly types: string }
  | { readonly ok: false; readonly problem: string };

/**
 * Generates and builds the package of a spec whose types are `types` (JSON is YAML), the way `gen`
 * does, and imports it. A spec error or a generator crash comes back as the problem, not a throw,
 * so the test can say which file it was.
 */
export async function generateSuitePackage(types: Record<string, unknown>): Promise<GeneratedSuite> {
  const fs = new MemoryFileSystem({
    ...Object.fromEntries(scaffold.map((file) => [`${ROOT}/${file.path}`, file.content])),
    [`${ROOT}/suite.yaml`]: JSON.stringify({ types }, null, 1),
  });
  let built;
  let generatedTypes: string | undefined;
  try {
    const result = await generatePackage(fs, ROOT);
    const errors = result.diagnostics.filter((entry) => entry.severity === 'error');
    if (result.value === undefined || errors.length > 0)
      return { ok: false, problem: errors.map(formatDiagnostic).join('\n') };
    built = compilePackage(result.value.files, { typeCheck: false });
    generatedTypes = result.value.files.find((file) => file.path === 'src/types.d.ts')?.content;
  } catch (error) {
    return { ok: false, problem: `crash: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` };
  }
  const out = mkdtempSync(join(tmpdir(), 'felan-suite-'));
  for (const file of built) {
    mkdirSync(dirname(join(out, file.path)), { recursive: true });
    writeFileSync(join(out, file.path), file.content);
  }
  try {
    // Every module the package imports is loaded once its index is: the folder is not needed after.
    return {
      ok: true,
      module: (await import(pathToFileURL(join(out, 'dist/index.js')).href)) as ImportedModule,
      types: generatedTypes ?? '',
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
