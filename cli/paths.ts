import { relative, resolve } from 'node:path';
import { toolchainRoot } from '../generator/host/toolchain-root.ts';

/**
 * The toolchain's own folder (a checkout, or node_modules/felan-protocol): where its data files are
 * read from. Never where a command writes: every output path comes from the user's project
 * (cli/project/).
 */
export const TOOLCHAIN_ROOT = toolchainRoot();

/** A path as the user should read it: relative to where they stand when that is shorter. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), resolve(path));
  return rel === '' ? '.' : rel.length < path.length || !path.startsWith('/') ? rel : path;
}
