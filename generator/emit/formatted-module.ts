import { format } from 'prettier';
import { GENERATED_HEADER } from './emitter.ts';

/**
 * The one style prettier lays out a module in (prettier is pinned: it shapes the output), parsed with
 * its Babel TypeScript parser: the same layout as its `typescript` parser, a third less of the time.
 */
export const PRETTIER_OPTIONS = { parser: 'babel-ts', singleQuote: true, printWidth: 120, trailingComma: 'all' } as const;

/**
 * A module of declarations laid out by prettier, behind the generated header: for the text another
 * tool wrote (json-schema-to-typescript's types), which people read to learn the package. The
 * modules the generator writes itself are written in their final layout (module-text.ts).
 */
export function formattedModule(statements: readonly string[]): Promise<string> {
  return format([GENERATED_HEADER, ...statements].join('\n\n'), PRETTIER_OPTIONS);
}
