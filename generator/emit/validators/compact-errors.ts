import { ts } from 'ts-morph';
import { issueMessage } from '../../../runtime/validation/validation-issue.ts';
import { RUNTIME_REQUIRE } from '../../schema/ajv-compiler.ts';
import type { SourceEdit } from './standalone-source.ts';

/** The local name generated code calls the factory by; Ajv never names a variable this. */
export const ERROR_FACTORY = 'issue';
const ERROR_KEYS = ['instancePath', 'schemaPath', 'keyword', 'params', 'message'] as const;

export interface ErrorObjectEdits {
  /** Each error literal replaced by a factory call (factoryRequire adds the factory's import). */
  readonly edits: readonly SourceEdit[];
  /** Error literals left as Ajv wrote them, because the factory could not be shown to rebuild their message. */
  readonly kept: number;
}

/**
 * Rewrites each error object literal Ajv writes into standalone code,
 * `{instancePath, schemaPath: "#/type", keyword: "type", params: {type: "string"}, message: "must be string"}`,
 * into `issue(instancePath, "#/type", "type", {type: "string"})`, which builds the same object at run
 * time (runtime/validation/validation-issue.ts). A literal is rewritten only when the factory's message,
 * computed here from the literal's own params, equals the literal's message — with every variable the
 * two mention (a missing property's name, an unknown key, an item index) standing for a marker, so
 * that the check covers every value the variable takes. Literals the check cannot settle stay, and
 * so does every literal inside a node `leaveAlone` picks.
 */
export function compactErrorObjects(source: ts.SourceFile, leaveAlone: (node: ts.Node) => boolean = () => false): ErrorObjectEdits {
  const code = source.text;
  const edits: SourceEdit[] = [];
  let kept = 0;
  const visit = (node: ts.Node): void => {
    if (declaresFactoryName(node)) throw new Error(`generated validators declare ${ERROR_FACTORY}, the name of the error factory`);
    if (leaveAlone(node)) return;
    const parts = ts.isObjectLiteralExpression(node) ? errorLiteralParts(node) : undefined;
    if (parts === undefined) return node.forEachChild(visit);
    const text = (part: ts.Node) => code.slice(part.getStart(source), part.end);
    const { instancePath, schemaPath, keyword, params, message } = parts;
    if (messageIsRebuilt(keyword.text, params, message, source)) {
      edits.push({ start: node.getStart(source), end: node.end, text: `${ERROR_FACTORY}(${text(instancePath)},${text(schemaPath)},${text(keyword)},${text(params)})` });
    } else {
      kept++;
    }
  };
  source.forEachChild(visit);
  return { edits, kept };
}

/**
 * The line that brings the factory in, at the top of Ajv's code (after its "use strict"): a `require`
 * like Ajv's own helpers', so runtime-imports.ts turns it into the package import.
 */
export function factoryRequire(code: string): SourceEdit {
  const at = code.startsWith('"use strict";\n') ? '"use strict";\n'.length : 0;
  return { start: at, end: at, text: `const ${ERROR_FACTORY} = require("${RUNTIME_REQUIRE.validationIssue}").${ERROR_FACTORY};\n` };
}

/** Ajv names its variables by prefix and counter (`key0`, `data1`): none is called ERROR_FACTORY, but check. */
function declaresFactoryName(node: ts.Node): boolean {
  const declaration = ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node);
  return declaration && node.name !== undefined && ts.isIdentifier(node.name) && node.name.text === ERROR_FACTORY;
}

interface ErrorLiteralParts {
  readonly instancePath: ts.Expression;
  readonly schemaPath: ts.StringLiteral;
  readonly keyword: ts.StringLiteral;
  readonly params: ts.ObjectLiteralExpression;
  readonly message: ts.Expression;
}

/** The five members of an Ajv error literal, in Ajv's order, or undefined for any other object literal. */
function errorLiteralParts(node: ts.ObjectLiteralExpression): ErrorLiteralParts | undefined {
  const members = node.properties;
  if (members.length !== ERROR_KEYS.length) return undefined;
  const values: ts.Expression[] = [];
  for (const [index, member] of members.entries()) {
    if (member.name === undefined || !ts.isIdentifier(member.name) || member.name.text !== ERROR_KEYS[index]) return undefined;
    if (ts.isShorthandPropertyAssignment(member)) values.push(member.name);
    else if (ts.isPropertyAssignment(member)) values.push(member.initializer);
    else return undefined;
  }
  const [instancePath, schemaPath, keyword, params, message] = values as [ts.Expression, ts.Expression, ts.Expression, ts.Expression, ts.Expression];
  if (!ts.isStringLiteral(schemaPath) || !ts.isStringLiteral(keyword) || !ts.isObjectLiteralExpression(params)) return undefined;
  return { instancePath, schemaPath, keyword, params, message };
}

function messageIsRebuilt(keyword: string, params: ts.ObjectLiteralExpression, message: ts.Expression, source: ts.SourceFile): boolean {
  const paramValues = evaluate(params, source);
  const expected = evaluate(message, source);
  if (paramValues === UNKNOWN || expected === UNKNOWN || typeof expected !== 'string') return false;
  return issueMessage(keyword, paramValues as Record<string, unknown>) === expected;
}

const UNKNOWN = Symbol('not evaluated');
type Value = string | number | boolean | null | readonly Value[] | { readonly [key: string]: Value };

/**
 * The value of a constant expression in generated code, with each variable or property read
 * (`missing0`, `schema31.enum`) standing for a marker string of its own; UNKNOWN for anything else.
 * Only string concatenation combines values, as in Ajv's messages.
 */
function evaluate(node: ts.Expression, source: ts.SourceFile): Value | typeof UNKNOWN {
  if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) return `\u0000${node.getText(source)}\u0000`;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map((element) => evaluate(element, source));
    return items.includes(UNKNOWN) ? UNKNOWN : (items as Value[]);
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, Value][] = [];
    for (const member of node.properties) {
      if (!ts.isPropertyAssignment(member) || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) return UNKNOWN;
      const value = evaluate(member.initializer, source);
      if (value === UNKNOWN) return UNKNOWN;
      entries.push([member.name.text, value]);
    }
    return Object.fromEntries(entries);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = evaluate(node.left, source);
    const right = evaluate(node.right, source);
    if (left === UNKNOWN || right === UNKNOWN || (typeof left !== 'string' && typeof right !== 'string')) return UNKNOWN;
    return String(left) + String(right);
  }
  return UNKNOWN;
}
