import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { mapSchema, refTarget } from '../../schema/type-refs.ts';

export const ROOT_NAME = 'FelanProtocolRoot';

/** A named schema that is nothing but a reference: emitted as `type A = B`, not handed to the compiler. */
export const aliasTarget = (schema: JsonSchema) => refTarget(schema.$ref);

export interface NamedSchema {
  readonly name: string;
  readonly description?: string;
  readonly schema: JsonSchema;
}

/** Every named schema of the package: the spec's types, then each operation's params and result. */
export function namedSchemas(model: ProtocolModel): NamedSchema[] {
  const withDescription = (name: string, schema: JsonSchema, fallback?: string): NamedSchema => {
    const description = typeof schema.description === 'string' ? schema.description : fallback;
    return description === undefined ? { name, schema } : { name, schema, description };
  };
  return [
    ...model.types.map((type) => withDescription(type.name, type.schema)),
    ...model.operations.flatMap((op) => [
      withDescription(op.paramsTypeName, op.params, `Params of the \`${op.name}\` operation.`),
      withDescription(op.resultTypeName, op.result, `Result of the \`${op.name}\` operation.`),
    ]),
    ...model.interactions.flatMap((catalog) =>
      catalog.commands.map((command) =>
        withDescription(command.typeName, command.inputSchema, `The \`${command.id}\` command of the ${catalog.name} interaction catalog, as input carries it.`),
      ),
    ),
  ];
}

/**
 * One root schema holding every non-alias named schema under $defs (compiled with
 * unreachableDefinitions, so each is declared exactly once under its own name). Every reference
 * becomes a `tsType` naming the type, so the compiler never inlines, merges or renames a named type
 * (aliases keep their own names too), and a reference keeps its description.
 */
export function compilerInput(named: readonly NamedSchema[]): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  for (const entry of [...named].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (aliasTarget(entry.schema) !== undefined) continue;
    defs[entry.name] = mapSchema(entry.schema, typeScriptHints);
  }
  return { title: ROOT_NAME, type: 'object', additionalProperties: false, properties: {}, $defs: defs };
}

function typeScriptHints(node: JsonSchema): JsonSchema {
  const target = refTarget(node.$ref);
  if (target !== undefined) {
    const { $ref: _ref, ...rest } = node;
    return { ...rest, tsType: target };
  }
  const distributed = distributeRequiredBranches(node);
  if (distributed !== node) return distributed;
  // A closed object with nothing declared, such as an empty result `{}`: TypeScript's `{}` would accept any value.
  const declaresNothing = ['properties', 'additionalProperties', 'oneOf', 'anyOf', 'allOf'].every((keyword) => node[keyword] === undefined);
  if (node.type === 'object' && declaresNothing) return { ...node, tsType: 'Record<string, never>' };
  return node;
}

/** Keywords that describe an object's members: what a union branch inherits from its parent. */
const OBJECT_KEYWORDS = ['type', 'properties', 'required', 'additionalProperties', 'propertyNames', 'minProperties', 'maxProperties'] as const;

/**
 * `{properties: {...}, oneOf: [{required: [a]}, {properties: {b}, required: [b]}]}` — an object whose
 * union branches add to its members. TypeScript can say that only as a union of whole object types, one
 * per branch, each with the parent's members and the branch's: json-schema-to-typescript would
 * otherwise invent an `X1` helper for the shared part.
 */
function distributeRequiredBranches(node: JsonSchema): JsonSchema {
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = node[keyword] as JsonSchema[] | undefined;
    if (!branches || node.properties === undefined) continue;
    const base = Object.fromEntries(OBJECT_KEYWORDS.filter((k) => node[k] !== undefined).map((k) => [k, node[k]]));
    const rest = Object.fromEntries(Object.entries(node).filter(([k]) => k !== keyword && !(OBJECT_KEYWORDS as readonly string[]).includes(k)));
    const union = branches.map((branch) => (branch.tsType !== undefined ? { allOf: [base, branch] } : mergeObject(base, branch)));
    return { ...rest, [keyword]: union };
  }
  return node;
}

function mergeObject(base: JsonSchema, branch: JsonSchema): JsonSchema {
  const required = [...new Set([...((base.required as string[]) ?? []), ...((branch.required as string[]) ?? [])])];
  const properties = { ...(base.properties as object), ...(branch.properties as object | undefined) };
  return { ...base, ...branch, properties, ...(required.length > 0 ? { required } : {}) };
}
