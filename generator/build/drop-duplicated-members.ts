import type { ts as Ts } from 'ts-morph';
import { tsMorph } from './ts-morph-loader.ts';

/**
 * Removes the property signature `transpileDeclaration` adds beside a class method named by a
 * computed symbol: for `[Symbol.iterator]() {…}` TypeScript 5.9 and 6.0 write both
 * `[Symbol.iterator]: () => T;` and `[Symbol.iterator](): T;` (microsoft/TypeScript#58490 and
 * related isolatedDeclarations issues). A consumer that checks libraries (`skipLibCheck: false`)
 * gets TS2300 "Duplicate identifier" from that pair, so the property goes and the method stays.
 * Text outside the removed lines is kept byte for byte.
 */
export function dropDuplicatedComputedMembers(fileName: string, declarations: string): string {
  if (!declarations.includes('[')) return declarations;
  const { ts } = tsMorph();
  const source = ts.createSourceFile(fileName, declarations, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const removals: [number, number][] = [];
  const visit = (node: Ts.Node): void => {
    if (ts.isClassDeclaration(node)) {
      const methods = new Set(
        node.members
          .filter(ts.isMethodDeclaration)
          .filter((m) => ts.isComputedPropertyName(m.name))
          .map((m) => m.name.getText(source)),
      );
      for (const member of node.members) {
        if (
          ts.isPropertyDeclaration(member) &&
          ts.isComputedPropertyName(member.name) &&
          methods.has(member.name.getText(source)) &&
          member.type !== undefined &&
          ts.isFunctionTypeNode(member.type)
        ) {
          removals.push([lineStart(declarations, member.getStart(source)), lineEnd(declarations, member.getEnd())]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let text = declarations;
  for (const [start, end] of removals.reverse()) text = text.slice(0, start) + text.slice(end);
  return text;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const newline = text.indexOf('\n', at);
  return newline < 0 ? text.length : newline + 1;
}
