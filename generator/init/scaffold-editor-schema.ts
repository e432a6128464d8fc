import { formatDiagnostic } from '../diagnostics/diagnostic.ts';
import { renderEditorSchema } from '../editor-schema/render-editor-schema.ts';
import { MemoryFileSystem } from '../host/memory-file-system.ts';
import { loadModel } from '../pipeline.ts';
import type { ScaffoldFile } from './render-scaffold.ts';

/**
 * The editor schema of a rendered scaffold, which init writes with it: the new spec's `$schema`
 * lines then point at a file that is there from the start, so an editor checks and completes the
 * spec's own names before the first gen (which rewrites it, unchanged until the spec changes). The
 * scaffold is loaded in memory as gen would load it from disk; one that does not load is a
 * toolchain bug (test/init generates every family's).
 */
export async function scaffoldEditorSchema(files: readonly ScaffoldFile[]): Promise<string> {
  const folder = '/scaffold';
  const loaded = await loadModel(
    new MemoryFileSystem(Object.fromEntries(files.map((file) => [`${folder}/${file.path}`, file.content]))),
    folder,
  );
  if (loaded.value === undefined)
    throw new Error(`the scaffold does not load: ${loaded.diagnostics.map(formatDiagnostic).join('; ')}`);
  return renderEditorSchema(loaded.value);
}
