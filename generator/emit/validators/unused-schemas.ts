import { ts } from 'ts-morph';
import type { SourceEdit } from './standalone-source.ts';

/**
 * Deletes the `const schemaNN = {…};` copy of each compiled schema that Ajv's standalone output
 * declares for every validator but that no code reads (about 4 in 5 of them). A bundler drops them
 * too; Node does not, and parses and builds every one on import. The ones code does read (an enum's
 * values, a union's type list in its error params) stay. `mentions` counts each name's identifiers
 * in the whole code (standalone-source.ts), of which `source` is a part.
 */
export function unusedSchemaConstants(source: ts.SourceFile, mentions: ReadonlyMap<string, number>): SourceEdit[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement) || statement.declarationList.declarations.length !== 1) return [];
    const { name, initializer } = statement.declarationList.declarations[0]!;
    const unused = ts.isIdentifier(name) && /^schema\d+$/.test(name.text) && mentions.get(name.text) === 1 && isJson(initializer, source);
    if (!unused) return [];
    const end = source.text[statement.end] === '\n' ? statement.end + 1 : statement.end;
    return [{ start: statement.getStart(source), end, text: '' }];
  });
}

/** Plain JSON data (as Ajv writes a schema): building it has no effect, so leaving it out changes nothing. */
function isJson(node: ts.Expression | undefined, source: ts.SourceFile): boolean {
  if (node === undefined || !ts.isObjectLiteralExpression(node)) return false;
  try {
    JSON.parse(source.text.slice(node.getStart(source), node.end));
    return true;
  } catch {
    return false;
  }
}

/** How often each `schemaNN` name occurs as an identifier in `source`: the count for code the scanner could not cut. */
export function schemaMentionsIn(source: ts.SourceFile): Map<string, number> {
  const mentions = new Map<string, number>();
  const count = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && /^schema\d+$/.test(node.text)) mentions.set(node.text, (mentions.get(node.text) ?? 0) + 1);
    node.forEachChild(count);
  };
  source.forEachChild(count);
  return mentions;
}
