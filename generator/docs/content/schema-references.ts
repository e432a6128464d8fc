import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { refTarget, walkSchema } from '../../schema/type-refs.ts';
import { writtenBoundsOf } from '../../schema/written-bounds.ts';

/**
 * What the reference cross-links, read off the model rather than declared anywhere: which types a
 * schema names, which features gate parts of it (`requires`), and which limits its bounds and text
 * name. The model has no list of limits or errors per operation; a bound names its limit
 * (`{ limit: <name> }`, kept beside the number in writtenBounds), and the spec's authors refer to
 * one in prose as `LIMITS.<name>` (the generated constant), so that spelling is taken as a
 * reference too, and only for limits that exist.
 */

/** Type names a schema references directly (not through the types it references), in first-seen order. */
export function referencedTypes(schema: JsonSchema): string[] {
  const names = new Set<string>();
  walkSchema(schema, [], (node) => {
    const target = refTarget(node.$ref);
    if (target !== undefined) names.add(target);
  });
  return [...names];
}

/** Features named by `requires` anywhere in a schema, in first-seen order. */
export function requiredFeatures(schema: JsonSchema): string[] {
  const names = new Set<string>();
  walkSchema(schema, [], (node) => {
    if (typeof node.requires === 'string') names.add(node.requires);
  });
  return [...names];
}

/** Every description in a schema, the schema's own first. */
export function schemaDescriptions(schema: JsonSchema): string[] {
  const found: string[] = [];
  walkSchema(schema, [], (node) => {
    if (typeof node.description === 'string') found.push(node.description);
  });
  return found;
}

const LIMIT_MENTION = /\bLIMITS\.([A-Za-z][A-Za-z0-9]*)/g;

/** Limits the bounds of a schema name (`maxBytes: { limit: idBytes }`), anywhere in it. */
export function boundLimits(schema: JsonSchema): string[] {
  const names = new Set<string>();
  walkSchema(schema, [], (node) => {
    for (const written of Object.values(writtenBoundsOf(node))) if ('limit' in written) names.add(written.limit);
  });
  return [...names];
}

/**
 * Limits named as `LIMITS.<name>` in the texts or by a bound of the schemas, in the model's order;
 * unknown names in the texts are ignored.
 */
export function mentionedLimits(
  model: ProtocolModel,
  texts: readonly string[],
  schemas: readonly JsonSchema[] = [],
): string[] {
  const named = new Set([
    ...texts.flatMap((value) => [...value.matchAll(LIMIT_MENTION)].map((match) => match[1]!)),
    ...schemas.flatMap(boundLimits),
  ]);
  return model.limits.filter((limit) => named.has(limit.name)).map((limit) => limit.name);
}

export interface Uses {
  readonly operations: readonly string[];
  readonly types: readonly string[];
}

/** For each type, the operations and types that reference it directly, in the model's order. */
export function typeUses(model: ProtocolModel): ReadonlyMap<string, Uses> {
  const uses = new Map(model.types.map((type) => [type.name, { operations: [] as string[], types: [] as string[] }]));
  for (const op of model.operations) {
    for (const name of new Set([...referencedTypes(op.params), ...referencedTypes(op.result)]))
      uses.get(name)?.operations.push(op.name);
  }
  for (const type of model.types)
    for (const name of referencedTypes(type.schema)) uses.get(name)?.types.push(type.name);
  return uses;
}

export interface FeatureUses {
  /** Operations gated as a whole (`requires` on the operation). */
  readonly operations: readonly string[];
  /** Operations and types with a member gated by the feature (`requires` inside a schema). */
  readonly members: readonly { readonly kind: 'operation' | 'type'; readonly name: string }[];
}

/** For each feature, what it gates. */
export function featureUses(model: ProtocolModel): ReadonlyMap<string, FeatureUses> {
  const uses = new Map(
    model.features.map((feature) => [
      feature.name,
      { operations: [] as string[], members: [] as FeatureUses['members'][number][] },
    ]),
  );
  for (const op of model.operations) {
    if (op.requires !== undefined) uses.get(op.requires)?.operations.push(op.name);
    for (const name of new Set([...requiredFeatures(op.params), ...requiredFeatures(op.result)]))
      uses.get(name)?.members.push({ kind: 'operation', name: op.name });
  }
  for (const type of model.types)
    for (const name of requiredFeatures(type.schema)) uses.get(name)?.members.push({ kind: 'type', name: type.name });
  return uses;
}

/** The definition behind a schema that is only a reference, through aliases; undefined for anything else. */
export function resolveAlias(
  schema: JsonSchema,
  resolve: (name: string) => JsonSchema | undefined,
): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  // check rejects alias cycles (alias-cycles); the bound only keeps a broken model from looping.
  for (let hops = 0; hops < 64 && current !== undefined; hops++) {
    const target = refTarget(current.$ref);
    if (target === undefined) return current === schema ? undefined : current;
    current = resolve(target);
  }
  return undefined;
}
