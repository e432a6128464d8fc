import type { StripPlan } from '../../../runtime/boundary/strip-unknown.ts';
import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { refTarget } from '../../schema/type-refs.ts';

/**
 * Strip plans (runtime/boundary/strip-unknown.ts) computed from the model's schemas: what a reader
 * keeps of a validated value. Where the schemas do not say precisely which properties a value may
 * have (a union without a tag, say), the plan keeps more rather than strip something valid.
 */
export function stripPlans(model: ProtocolModel) {
  const types = new Map(model.types.map((type) => [type.name, type.schema]));
  const named: Record<string, StripPlan> = {};
  for (const type of model.types) named[type.name] = planOf(type.schema, types);
  const simplify = simplifier(named);
  const params: Record<string, StripPlan> = {};
  const results: Record<string, StripPlan> = {};
  for (const op of model.operations) {
    params[op.name] = simplify(planOf(op.params, types));
    results[op.name] = simplify(planOf(op.result, types));
  }
  const kept = Object.entries(named).map(([name, plan]) => [name, simplify(plan)] as const).filter(([, plan]) => plan !== 0);
  return { named: Object.fromEntries(kept), params, results };
}

/**
 * Shrinks plans without changing what they strip: a reference to a type whose plan keeps everything
 * becomes 0, and so does an object plan that keeps every property and every unknown one.
 */
function simplifier(named: Readonly<Record<string, StripPlan>>) {
  const keepsAll = new Map<string, boolean>();
  const resolvesToKeep = (name: string, seen: Set<string>): boolean => {
    if (keepsAll.has(name)) return keepsAll.get(name)!;
    if (seen.has(name)) return false; // recursive types strip somewhere, or they would be 0 already
    const result = simplifyWith(named[name] ?? 0, new Set([...seen, name])) === 0;
    keepsAll.set(name, result);
    return result;
  };
  const simplifyWith = (plan: StripPlan, seen: Set<string>): StripPlan => {
    if (plan === 0) return 0;
    if (typeof plan === 'string') return resolvesToKeep(plan, seen) ? 0 : plan;
    if ('i' in plan) {
      const items = simplifyWith(plan.i, seen);
      return items === 0 ? 0 : { i: items };
    }
    if ('d' in plan) {
      const b = Object.fromEntries(Object.entries(plan.b).map(([tag, branch]) => [tag, simplifyWith(branch, seen)]));
      return plan.f === undefined ? { d: plan.d, b } : { d: plan.d, b, f: simplifyWith(plan.f, seen) };
    }
    const o = Object.fromEntries(Object.entries(plan.o).map(([key, child]) => [key, simplifyWith(child, seen)]));
    const x = plan.x === undefined ? undefined : simplifyWith(plan.x, seen);
    if (x === 0 && Object.values(o).every((child) => child === 0)) return 0;
    return x === undefined ? { o } : { o, x };
  };
  return (plan: StripPlan) => simplifyWith(plan, new Set());
}

export type Types = ReadonlyMap<string, JsonSchema>;

export function planOf(schema: JsonSchema, types: Types): StripPlan {
  const target = refTarget(schema.$ref);
  if (target !== undefined) return target;
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  // Sub-schemas applying to the whole value (allOf, dependentSchemas, if/then/else): what any of them declares is kept.
  const members = [
    ...((schema.allOf as JsonSchema[] | undefined) ?? []),
    ...Object.values((schema.dependentSchemas as Record<string, JsonSchema> | undefined) ?? {}),
    ...(['if', 'then', 'else'] as const).flatMap((keyword) => (typeof schema[keyword] === 'object' && schema[keyword] !== null ? [schema[keyword] as JsonSchema] : [])),
  ];
  let plan: StripPlan | undefined = ownPlan(schema, types);
  for (const member of members) plan = merge(plan, planOf(member, types), types);
  if (union) plan = merge(plan, unionPlan(union, types), types);
  return plan ?? 0;
}

/** The plan of a schema's own keywords: an object's properties, an array's items; undefined for nothing to strip. */
function ownPlan(schema: JsonSchema, types: Types): StripPlan | undefined {
  // Every schema an item may be read by (a tuple position, the rest, a contains match): one plan keeping what any declares.
  const itemSchemas = [
    ...((schema.prefixItems as JsonSchema[] | undefined) ?? []),
    ...(typeof schema.items === 'object' && schema.items !== null ? [schema.items as JsonSchema] : []),
    ...(typeof schema.contains === 'object' && schema.contains !== null ? [schema.contains as JsonSchema] : []),
  ];
  if (itemSchemas.length > 0) {
    let items: StripPlan | undefined;
    for (const item of itemSchemas) items = merge(items, planOf(item, types), types);
    // Without an `items` schema (or `items: false`), items past the tuple, or every item, are any JSON: kept whole.
    const openRest = schema.items === undefined;
    return items === 0 || openRest ? 0 : { i: items! };
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const isObject = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object')) || properties !== undefined;
  if (!isObject) return undefined;
  // fromEntries, never assignment: a property may be named __proto__.
  const o = Object.fromEntries(Object.entries(properties ?? {}).map(([name, sub]) => [name, planOf(sub, types)]));
  const additional = schema.additionalProperties;
  // Members matched by a pattern are declared too; a plan names members, not patterns, so unknown ones are kept.
  if (additional === true || schema.patternProperties !== undefined) return { o, x: 0 };
  if (typeof additional === 'object' && additional !== null) return { o, x: planOf(additional as JsonSchema, types) };
  return { o }; // absent: unknown properties are stripped; false: the validator already refused them
}

/** One branch of a union, flattened through named types: the schema it applies, and the type it came from. */
export interface UnionBranch {
  readonly schema: JsonSchema;
  readonly name?: string;
}

/** Branches flattened through named types and nested unions, as the values they accept. */
function branchesOf(union: readonly JsonSchema[], types: Types, seen = new Set<string>()): UnionBranch[] {
  return union.flatMap((branch): UnionBranch[] => {
    const target = refTarget(branch.$ref);
    if (target === undefined || seen.has(target)) return [{ schema: branch }];
    const resolved = types.get(target)!;
    const nested = (resolved.oneOf ?? resolved.anyOf) as JsonSchema[] | undefined;
    if (nested && resolved.properties === undefined && resolved.allOf === undefined) return branchesOf(nested, types, new Set([...seen, target]));
    return [{ schema: resolved, name: target }];
  });
}

const constOf = (schema: JsonSchema, property: string): unknown => {
  const sub = (schema.properties as Record<string, JsonSchema> | undefined)?.[property];
  return sub?.const;
};

/** A union told apart by one property: each tagged branch fixes it to a distinct scalar constant. */
export interface TaggedUnion {
  readonly property: string;
  readonly tagged: readonly (UnionBranch & { readonly tag: string | number | boolean })[];
  /** The one branch without the constant, if any: where values no branch names go (an unknown variant). */
  readonly fallback?: UnionBranch;
}

/**
 * How a union's object branches are told apart, when they are: by a property each branch fixes to a
 * constant (`type: {const: …}`), with at most one branch without it. Undefined for any other union.
 */
export function taggedUnion(union: readonly JsonSchema[], types: Types): TaggedUnion | undefined {
  const branches = branchesOf(union, types);
  const candidates = Object.keys((branches.find((b) => b.schema.properties !== undefined)?.schema.properties as object | undefined) ?? {});
  for (const property of candidates) {
    const tagged = branches.filter((branch) => ['string', 'number', 'boolean'].includes(typeof constOf(branch.schema, property)));
    const rest = branches.filter((branch) => !tagged.includes(branch));
    if (tagged.length < 2 || rest.length > 1) continue;
    const tags = tagged.map((branch) => constOf(branch.schema, property) as string | number | boolean);
    if (new Set(tags.map(String)).size !== tags.length) continue;
    const withTags = tagged.map((branch, index) => ({ ...branch, tag: tags[index]! }));
    return rest.length === 1 ? { property, tagged: withTags, fallback: rest[0]! } : { property, tagged: withTags };
  }
  return undefined;
}

/**
 * A union whose object branches each fix one property to a constant is told apart by that property;
 * at most one branch without the constant is the fallback (an unknown variant). Any other union
 * keeps what any branch declares.
 */
function unionPlan(union: readonly JsonSchema[], types: Types): StripPlan {
  const tagged = taggedUnion(union, types);
  if (tagged !== undefined) {
    const b = Object.fromEntries(tagged.tagged.map((branch) => [String(branch.tag), planOf(branch.schema, types)]));
    return tagged.fallback === undefined ? { d: tagged.property, b } : { d: tagged.property, b, f: planOf(tagged.fallback.schema, types) };
  }
  let plan: StripPlan | undefined;
  for (const branch of branchesOf(union, types)) plan = merge(plan, planOf(branch.schema, types), types);
  return plan ?? 0;
}

/** A plan that keeps whatever either plan keeps. Named plans are compared by name, not expanded: differing names keep all. */
function merge(a: StripPlan | undefined, b: StripPlan, types: Types): StripPlan {
  if (a === undefined) return b;
  if (a === 0 || b === 0) return 0;
  if (typeof a === 'string' || typeof b === 'string') return a === b ? a : 0;
  if ('i' in a && 'i' in b) return { i: merge(a.i, b.i, types) };
  if ('o' in a && 'o' in b) {
    const merged = new Map(Object.entries(a.o));
    for (const [key, plan] of Object.entries(b.o)) merged.set(key, merged.has(key) ? merge(merged.get(key), plan, types) : plan);
    const o = Object.fromEntries(merged);
    const x = a.x === undefined ? b.x : b.x === undefined ? a.x : merge(a.x, b.x, types);
    return x === undefined ? { o } : { o, x };
  }
  return 0;
}
