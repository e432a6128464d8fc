import { format } from 'prettier';
import { releaseGarbage } from '../host/release-garbage.ts';
import { GENERATED_HEADER } from './emitter.ts';

/**
 * The one style prettier lays out a module in (prettier is pinned: it shapes the output), parsed with
 * its Babel TypeScript parser: the same layout as its `typescript` parser, a third less of the time.
 */
export const PRETTIER_OPTIONS = {
  parser: 'babel-ts',
  singleQuote: true,
  printWidth: 120,
  trailingComma: 'all',
} as const;

/** The text prettier lays out in one call: whole statements, up to about this many characters. */
const CHUNK = 64 * 1024;

/**
 * A module of declarations laid out by prettier, behind the generated header: for the text another
 * tool wrote (json-schema-to-typescript's types), which people read to learn the package. The
 * statements are formatted in runs of about 64 KiB, each run by one prettier call, so that its syntax
 * tree never holds the whole module (7 MB of types at 2,000 operations); prettier lays out each
 * top-level statement on its own, so the text is the same as one call over the whole (the goldens
 * hold it). The modules the generator writes itself are written in their final layout (module-text.ts).
 */
export async function formattedModule(statements: readonly string[]): Promise<string> {
  const runs: string[][] = [];
  let size = CHUNK;
  for (const statement of statements) {
    if (size >= CHUNK) {
      runs.push([]);
      size = 0;
    }
    runs.at(-1)!.push(statement);
    size += statement.length;
  }
  const formatted: string[] = [];
  for (const run of [[GENERATED_HEADER], ...runs]) {
    formatted.push(await format(run.join('\n\n'), PRETTIER_OPTIONS));
    releaseGarbage(); // each run's syntax trees
  }
  return formatted.join('\n');
}
