import { dirname, resolve } from 'node:path';

/**
 * Where a spec file's first line `# yaml-language-server: $schema=<path>` points, resolved from the
 * file's folder as yaml-language-server resolves a relative path; undefined when the line is missing.
 */
export function schemaTarget(file: string, text: string): string | undefined {
  const firstLine = text.split(/\r?\n/, 1)[0]!;
  const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(firstLine);
  return match === null ? undefined : resolve(dirname(file), match[1]!);
}
