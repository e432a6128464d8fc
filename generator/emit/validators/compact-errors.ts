import type {
  ArrayExpression,
  BinaryExpression,
  Expression,
  Identifier,
  Literal,
  MemberExpression,
  Node,
  ObjectExpression,
  UnaryExpression,
} from 'acorn';
import { issueMessage } from '../../../runtime/validation/validation-issue.ts';
import { RUNTIME_REQUIRE } from '../../schema/ajv-compiler.ts';
import { expressionAt, type SourceEdit, type StandaloneScan } from './standalone-source.ts';

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
 * so do those `leaveAlone` picks by where they start. Each candidate the scan found (an object
 * literal opening with `instancePath`) is parsed on its own.
 */
export function compactErrorObjects(
  code: string,
  scan: StandaloneScan,
  leaveAlone: (start: number) => boolean = () => false,
): ErrorObjectEdits {
  if (scan.declaredNames.has(ERROR_FACTORY))
    throw new Error(`generated validators declare ${ERROR_FACTORY}, the name of the error factory`);
  const edits: SourceEdit[] = [];
  let kept = 0;
  let done = 0; // the end of the last literal rewritten: a candidate inside it is part of it
  for (const start of scan.errorLiteralStarts) {
    if (start < done || leaveAlone(start)) continue;
    const node = expressionAt(code, start);
    const parts = node.type === 'ObjectExpression' ? errorLiteralParts(node as ObjectExpression) : undefined;
    if (parts === undefined) continue;
    const text = (part: Node) => code.slice(part.start, part.end);
    const { instancePath, schemaPath, keyword, params, message } = parts;
    if (messageIsRebuilt(keyword.value, params, message, code)) {
      edits.push({
        start: node.start,
        end: node.end,
        text: `${ERROR_FACTORY}(${text(instancePath)},${text(schemaPath)},${text(keyword)},${text(params)})`,
      });
      done = node.end;
    } else {
      kept++;
    }
  }
  return { edits, kept };
}

/**
 * The line that brings the factory in, at the top of Ajv's code (after its "use strict"): a `require`
 * like Ajv's own helpers', so runtime-imports.ts turns it into the package import.
 */
export function factoryRequire(code: string): SourceEdit {
  const at = code.startsWith('"use strict";\n') ? '"use strict";\n'.length : 0;
  return {
    start: at,
    end: at,
    text: `const ${ERROR_FACTORY} = require("${RUNTIME_REQUIRE.validationIssue}").${ERROR_FACTORY};\n`,
  };
}

/** A string literal (ESTree has one Literal node for every kind of literal). */
type StringLiteral = Literal & { value: string };
const isString = (node: Node): node is StringLiteral =>
  node.type === 'Literal' && typeof (node as Literal).value === 'string';

interface ErrorLiteralParts {
  readonly instancePath: Expression;
  readonly schemaPath: StringLiteral;
  readonly keyword: StringLiteral;
  readonly params: ObjectExpression;
  readonly message: Expression;
}

/** The five members of an Ajv error literal, in Ajv's order, or undefined for any other object literal. */
function errorLiteralParts(node: ObjectExpression): ErrorLiteralParts | undefined {
  const members = node.properties;
  if (members.length !== ERROR_KEYS.length) return undefined;
  const values: Expression[] = [];
  for (const [index, member] of members.entries()) {
    if (member.type !== 'Property' || member.computed || member.kind !== 'init' || member.method) return undefined;
    if (member.key.type !== 'Identifier' || (member.key as Identifier).name !== ERROR_KEYS[index]) return undefined;
    values.push(member.value);
  }
  const [instancePath, schemaPath, keyword, params, message] = values as [
    Expression,
    Expression,
    Expression,
    Expression,
    Expression,
  ];
  if (!isString(schemaPath) || !isString(keyword) || params.type !== 'ObjectExpression') return undefined;
  return { instancePath, schemaPath, keyword, params, message };
}

function messageIsRebuilt(keyword: string, params: ObjectExpression, message: Expression, code: string): boolean {
  const paramValues = evaluate(params, code);
  const expected = evaluate(message, code);
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
function evaluate(node: Node, code: string): Value | typeof UNKNOWN {
  switch (node.type) {
    case 'Literal': {
      const { value } = node as Literal;
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
        ? value
        : UNKNOWN;
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as UnaryExpression;
      const operand = operator === '-' && argument.type === 'Literal' ? (argument as Literal).value : undefined;
      return typeof operand === 'number' ? -operand : UNKNOWN;
    }
    case 'Identifier':
    case 'MemberExpression':
      if (node.type === 'MemberExpression' && (node as MemberExpression).computed) return UNKNOWN;
      return `\u0000${code.slice(node.start, node.end)}\u0000`;
    case 'ArrayExpression': {
      const items = (node as ArrayExpression).elements.map((element) =>
        element === null || element.type === 'SpreadElement' ? UNKNOWN : evaluate(element, code),
      );
      return items.includes(UNKNOWN) ? UNKNOWN : (items as Value[]);
    }
    case 'ObjectExpression': {
      const entries: [string, Value][] = [];
      for (const member of (node as ObjectExpression).properties) {
        if (
          member.type !== 'Property' ||
          member.computed ||
          member.kind !== 'init' ||
          member.method ||
          member.shorthand
        )
          return UNKNOWN;
        const key =
          member.key.type === 'Identifier'
            ? (member.key as Identifier).name
            : isString(member.key)
              ? member.key.value
              : undefined;
        const value = evaluate(member.value, code);
        if (key === undefined || value === UNKNOWN) return UNKNOWN;
        entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
    case 'BinaryExpression': {
      const { operator, left: leftNode, right: rightNode } = node as BinaryExpression;
      if (operator !== '+' || leftNode.type === 'PrivateIdentifier') return UNKNOWN;
      const left = evaluate(leftNode, code);
      const right = evaluate(rightNode, code);
      if (left === UNKNOWN || right === UNKNOWN || (typeof left !== 'string' && typeof right !== 'string'))
        return UNKNOWN;
      return String(left) + String(right);
    }
    default:
      return UNKNOWN;
  }
}
