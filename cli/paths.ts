import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The toolchain's own folder: defaults point at the bundled spec and the repo's generated/. */
export const TOOLCHAIN_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_SPEC = resolve(TOOLCHAIN_ROOT, 'spec/session-protocol');
export const DEFAULT_OUT = resolve(TOOLCHAIN_ROOT, 'generated');
/** The bundled spec's Markdown and HTML reference, written by `docs` and compared by `check`. */
export const DEFAULT_DOCS = resolve(TOOLCHAIN_ROOT, 'docs/reference');

/** A path as the user should read it: relative to where they stand when that is shorter. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), resolve(path));
  return rel === '' ? '.' : rel.length < path.length || !path.startsWith('/') ? rel : path;
}
export const DEFAULT_RELEASES = resolve(TOOLCHAIN_ROOT, 'spec/releases');
export const DEFAULT_ACCEPTED = resolve(TOOLCHAIN_ROOT, 'spec/accepted-changes.yaml');
/** Where `schema` writes a bundle by default; its file name comes from the spec (renderSchemaBundle's path). */
export const DEFAULT_SCHEMA_BUNDLE = (fileName: string) => resolve(TOOLCHAIN_ROOT, 'generated/json-schema', fileName);
