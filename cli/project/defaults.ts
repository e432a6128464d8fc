import { basename, dirname, extname, join } from 'node:path';

/**
 * Where a spec's outputs go when neither the project file nor a flag says, relative to the project
 * root. Named after the package (docs, schema) or the spec folder (releases, accepted), or inside
 * the spec folder (editorSchema), so that the specs of one project never share an output.
 * docs/projects.md documents them.
 */
export const DEFAULT_PATHS = {
  /** gen writes <out>/<package folder>. */
  out: (root: string) => join(root, 'generated'),
  docs: (root: string, packageDir: string) => join(root, 'docs', packageDir),
  schema: (root: string, bundleFile: string) => join(root, 'generated', 'json-schema', bundleFile),
  releases: (root: string, spec: string) => join(root, 'releases', specName(spec)),
  accepted: (root: string, spec: string) => join(root, 'releases', specName(spec), 'accepted-changes.yaml'),
  /** The diff config sits beside the acknowledgements it complements (read only when it exists). */
  diffConfig: (accepted: string) => join(dirname(accepted), 'diff-config.yaml'),
  /**
   * The spec's editor schema (docs/editor.md), which its files' `$schema` lines point at: inside the
   * spec folder, so those relative lines stay short and hold wherever the folder or the package
   * output moves. None for a one-file contract (a release snapshot), which has no such lines.
   */
  editorSchema: (spec: string) => (isContractFile(spec) ? undefined : join(spec, '.felan', 'spec.schema.json')),
} as const;

/** A one-file contract rather than a spec folder: a release snapshot, or a spec written in one file. */
function isContractFile(spec: string): boolean {
  return /\.(json|ya?ml)$/.test(basename(spec));
}

/** A spec folder's name; a one-file contract's without its extension. */
function specName(spec: string): string {
  const name = basename(spec);
  return isContractFile(spec) ? name.slice(0, -extname(name).length) : name;
}
