/**
 * Every spec file the repository ships opens with `# yaml-language-server: $schema=<path>`, and the
 * path, taken relative to the file's own folder as yaml-language-server takes it, is the meta-schema.
 * A path that points one folder too high still passes the loader's check (it only warns when the
 * line is missing), so only this test notices an editor silently losing completion and hovers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA_COMMENT } from '../../generator/load/spec-file.ts';
import { schemaTarget } from './schema-line.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const META_SCHEMA = join(REPO, 'schema/felan-spec.schema.json');

/** The folders whose YAML files are spec files: the bundled spec, the test specs, and init's template. */
const SPEC_ROOTS = ['spec', 'test/fixtures/specs', 'generator/init/template'];

/** Every .yaml/.yml file under `dir`, as an absolute path, sorted. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe('spec files point editors at the meta-schema', () => {
  it.each(SPEC_ROOTS)('%s: every YAML file starts with a $schema line that resolves to schema/felan-spec.schema.json', (root) => {
    const files = yamlFiles(join(REPO, root));
    expect(files.length, `${root} holds no YAML file`).toBeGreaterThan(0);
    const wrong = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const target = schemaTarget(file, text);
      const shown = relative(REPO, file);
      if (target === undefined || !SCHEMA_COMMENT.test(text)) return [`${shown}: the first line is not "# yaml-language-server: $schema=<path>"`];
      return target === META_SCHEMA ? [] : [`${shown}: $schema resolves to ${relative(REPO, target)}, not schema/felan-spec.schema.json`];
    });
    expect(wrong).toEqual([]);
  });
});
