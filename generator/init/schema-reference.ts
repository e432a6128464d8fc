import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The first line of every spec file: yaml-language-server reads the meta-schema's place from it. */
export const SCHEMA_LINE_PREFIX = '# yaml-language-server: $schema=';

/**
 * The `$schema=` value for a spec file in `fileDir` (absolute): the path to the meta-schema relative
 * to that folder, '/'-separated, so the spec keeps working when the project moves as a whole.
 *
 * yaml-language-server takes the value up to the first white space and resolves a relative one as a
 * file path (no URL decoding), taking a '#' as a fragment. So a path that needs one of those
 * characters, or one with no relative form (another drive on Windows), is written as a file URL,
 * which it decodes.
 */
export function schemaReference(fileDir: string, schemaFile: string): string {
  const path = relative(fileDir, schemaFile).split(sep).join('/');
  if (isAbsolute(path) || /[\s#]/.test(path)) return pathToFileURL(schemaFile).href;
  return path;
}
