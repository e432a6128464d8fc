import type { Node, VariableDeclaration } from 'acorn';
import { forEachChild, type SourceEdit, type StandaloneSource } from './standalone-source.ts';

/**
 * Deletes the `const schemaNN = {…};` copy of each compiled schema that Ajv's standalone output
 * declares for every validator but that no code reads (about 4 in 5 of them). A bundler drops them
 * too; Node does not, and parses and builds every one on import. The ones code does read (an enum's
 * values, a union's type list in its error params) stay. `mentions` counts each name's identifiers
 * in the whole code (standalone-source.ts), of which `source` is a part.
 */
export function unusedSchemaConstants(source: StandaloneSource, mentions: ReadonlyMap<string, number>): SourceEdit[] {
  return source.program.body.flatMap((statement) => {
    if (statement.type !== 'VariableDeclaration' || (statement as VariableDeclaration).declarations.length !== 1) return [];
    const { id, init } = (statement as VariableDeclaration).declarations[0]!;
    const unused = id.type === 'Identifier' && /^schema\d+$/.test(id.name) && mentions.get(id.name) === 1 && isJson(init, source.text);
    if (!unused) return [];
    const end = source.text[statement.end] === '\n' ? statement.end + 1 : statement.end;
    return [{ start: statement.start, end, text: '' }];
  });
}

/** Plain JSON data (as Ajv writes a schema): building it has no effect, so leaving it out changes nothing. */
function isJson(node: Node | null | undefined, code: string): boolean {
  if (node === null || node === undefined || node.type !== 'ObjectExpression') return false;
  try {
    JSON.parse(code.slice(node.start, node.end));
    return true;
  } catch {
    return false;
  }
}

/** How often each `schemaNN` name occurs as an identifier in `source`: the count for code the tokenizer could not cut. */
export function schemaMentionsIn(source: StandaloneSource): Map<string, number> {
  const mentions = new Map<string, number>();
  const count = (node: Node): void => {
    if (node.type === 'Identifier') {
      const { name } = node as Node & { name: string };
      if (/^schema\d+$/.test(name)) mentions.set(name, (mentions.get(name) ?? 0) + 1);
    }
    forEachChild(node, count);
  };
  count(source.program);
  return mentions;
}
