import { basename, extname, join } from 'node:path';

/**
 * Where a spec's outputs go when neither the project file nor a flag says, relative to the project
 * root. Named after the package (docs, schema) or the spec folder (releases, accepted) so that the
 * specs of one project never share an output. docs/projects.md documents them.
 */
export const DEFAULT_PATHS = {
  /** gen writes <out>/<package folder>. */
  out: (root: string) => join(root, 'generated'),
  docs: (root: string, packageDir: string) => join(root, 'docs', packageDir),
  schema: (root: string, bundleFile: string) => join(root, 'generated', 'json-schema', bundleFile),
  releases: (root: string, spec: string) => join(root, 'releases', specName(spec)),
  accepted: (root: string, spec: string) => join(root, 'releases', specName(spec), 'accepted-changes.yaml'),
} as const;

/** A spec folder's name; a one-file contract's without its extension. */
function specName(spec: string): string {
  const name = basename(spec);
  return /\.(json|ya?ml)$/.test(name) ? name.slice(0, -extname(name).length) : name;
}
