/**
 * Every spec file the repository ships opens with `# yaml-language-server: $schema=<path>`, and the
 * path, taken relative to the file's own folder as yaml-language-server takes it, is the right
 * schema: a bundled spec's own editor schema (<spec>/.felan/spec.schema.json, which gen writes and
 * check compares), or the meta-schema for the test fixtures and init's template (init rewrites the
 * template's lines). A path that points one folder too high still passes the loader's check (it
 * only warns when the line is missing), so only this test notices an editor silently losing
 * completion and hovers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA_COMMENT } from '../../generator/load/spec-file.ts';
import { schemaTarget } from './schema-line.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const META_SCHEMA = join(REPO, 'schema/felan-spec.schema.json');

/** The folders whose YAML files are spec files, and what their `$schema` lines must resolve to. */
const SPEC_ROOTS: readonly (readonly [root: string, schemaOf: (file: string) => string])[] = [
  ['spec/session-protocol', () => join(REPO, 'spec/session-protocol/.felan/spec.schema.json')],
  ['spec/tasks-rpc', () => join(REPO, 'spec/tasks-rpc/.felan/spec.schema.json')],
  ['test/fixtures/specs', () => META_SCHEMA],
  ['generator/init/template', () => META_SCHEMA],
  ['generator/init/families', () => META_SCHEMA],
];

/** Every .yaml/.yml file under `dir`, as an absolute path, sorted. */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe('spec files point editors at their schema', () => {
  it.each(SPEC_ROOTS)(
    '%s: every YAML file starts with a $schema line that resolves to its schema',
    (root, schemaOf) => {
      const files = yamlFiles(join(REPO, root));
      expect(files.length, `${root} holds no YAML file`).toBeGreaterThan(0);
      const wrong = files.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const target = schemaTarget(file, text);
        const shown = relative(REPO, file);
        if (target === undefined || !SCHEMA_COMMENT.test(text))
          return [`${shown}: the first line is not "# yaml-language-server: $schema=<path>"`];
        const expected = schemaOf(file);
        return target === expected
          ? []
          : [`${shown}: $schema resolves to ${relative(REPO, target)}, not ${relative(REPO, expected)}`];
      });
      expect(wrong).toEqual([]);
    },
  );
});
