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
  const withDescription = (name: string, schema: JsonSchema, fallback: string): NamedSchema => ({
    name,
    schema,
    description: typeof schema.description === 'string' ? schema.description : fallback,
  });
  return [
    ...model.types.map((type) => withDescription(type.name, type.schema, type.name)),
    ...model.operations.flatMap((op) => [
      withDescription(op.paramsTypeName, op.params, `Params of the \`${op.name}\` operation.`),
      withDescription(op.resultTypeName, op.result, `Result of the \`${op.name}\` operation.`),
    ]),
  ];
}

/**
 * One root schema holding every non-alias named schema under $defs (compiled with
 * unreachableDefinitions, so each is declared exactly once under its own name). References to an
 * alias point at what it finally names; `$ref` siblings are annotations and are dropped.
 */
export function compilerInput(named: readonly NamedSchema[]): JsonSchema {
  const aliases = new Map(named.flatMap((entry) => {
    const target = aliasTarget(entry.schema);
    return target === undefined ? [] : [[entry.name, target] as const];
  }));
  const finalTarget = (name: string): string => {
    let current = name;
    while (aliases.has(current)) current = aliases.get(current)!;
    return current;
  };
  const defs: Record<string, JsonSchema> = {};
  for (const entry of [...named].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (aliases.has(entry.name)) continue;
    defs[entry.name] = mapSchema(entry.schema, (node) => {
      const target = refTarget(node.$ref);
      return target === undefined ? node : { $ref: `#/$defs/${finalTarget(target)}` };
    });
  }
  return { title: ROOT_NAME, type: 'object', additionalProperties: false, properties: {}, $defs: defs };
}
