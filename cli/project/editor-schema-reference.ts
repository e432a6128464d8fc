import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_LINE_PREFIX } from '../../generator/init/schema-reference.ts';

/**
 * Whether any YAML file of a spec folder has its `$schema` line pointing at `file` (resolved as
 * yaml-language-server resolves it: a file URL, or a path relative to the spec file). The default
 * editor schema is written only then: a spec whose files point at the meta-schema (an older
 * project, a test fixture) did not ask for one, and gen does not add files to a spec folder
 * uninvited. A project file that names `editorSchema:` asks for it in so many words.
 */
export function specPointsAt(specDir: string, file: string): boolean {
  const target = resolve(file);
  const visit = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return !entry.name.startsWith('.') && visit(path);
      if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) return false;
      const firstLine = readFileSync(path, 'utf8').split(/\r?\n/, 1)[0]!;
      if (!firstLine.startsWith(SCHEMA_LINE_PREFIX)) return false;
      const reference = firstLine.slice(SCHEMA_LINE_PREFIX.length).split(/\s/, 1)[0]!.split('#', 1)[0]!;
      return (reference.startsWith('file:') ? fileURLToPath(reference) : resolve(dirname(path), reference)) === target;
    });
  try {
    return visit(specDir);
  } catch {
    return false; // an unreadable folder: the load reports it with a position
  }
}
