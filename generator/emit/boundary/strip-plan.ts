import type { StripPlan } from '../../../runtime/boundary/strip-unknown.ts';
import type { JsonSchema } from '../../load/spec-document.ts';
import type { ProtocolModel } from '../../model/protocol-model.ts';
import { ANNOTATIONS } from '../../schema/ajv-compiler.ts';
import { refTarget } from '../../schema/type-refs.ts';
import { createPlanMerger, samePlan, type PartPlan } from './plan-merge.ts';

/**
 * Strip plans (runtime/boundary/strip-unknown.ts) computed from the model's schemas: what a reader
 * keeps of a validated value. Where the schemas do not say precisely which properties a value may
 * have (a union without a tag, say), the plan keeps more rather than strip something valid.
 */
export function stripPlans(model: ProtocolModel) {
  const types = new Map(model.types.map((type) => [type.name, type.schema]));
  const { expand } = planner(types);
  const named: Record<string, StripPlan> = {};
  for (const type of model.types) named[type.name] = expand(type.name) ?? 0;
  const simplify = simplifier(named);
  const params: Record<string, StripPlan> = {};
  const results: Record<string, StripPlan> = {};
  for (const op of model.operations) {
    params[op.name] = simplify(planOf(op.params, types));
    results[op.name] = simplify(planOf(op.result, types));
  }
  const kept = Object.entries(named)
    .map(([name, plan]) => [name, simplify(plan)] as const)
    .filter(([, plan]) => plan !== 0);
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

/**
 * The strip plan of a schema. Where the schemas do not say which branch of a union applied, the
 * plan keeps a member when any branch that could have matched declares it, and drops a member no
 * branch declares (merge: plan-merge.ts); a schema that declares nothing (no keyword but
 * annotations) keeps the value whole.
 */
export function planOf(schema: JsonSchema, types: Types): StripPlan {
  return planner(types).part(schema) ?? 0;
}

/**
 * Whether two plans strip every value alike, as far as their shapes tell: compared once simplified
 * (a named plan that keeps everything is 0), members in any order. The reader compiler asks it to
 * read a union by whichever branch matched when each branch strips as the union does.
 */
export function equivalentPlans(a: StripPlan, b: StripPlan, types: Types): boolean {
  const simplify = planner(types).simplify;
  return samePlan(simplify(a), simplify(b));
}

/** Plans are computed once per schema node and per set of types: readers ask for them often. */
const planners = new WeakMap<Types, ReturnType<typeof createPlanner>>();
function planner(types: Types) {
  let existing = planners.get(types);
  if (existing === undefined) planners.set(types, (existing = createPlanner(types)));
  return existing;
}

/**
 * A schema applied to a whole value that declares nothing about its members (a `required` list, a
 * scalar type, `minProperties`, `not`…) refines what the schemas beside it declare: undefined, so it
 * neither keeps nor strips. Only a schema with no constraint at all, or one whose `const`/`enum`
 * values may be objects or arrays, keeps the value whole (0).
 */
function declaresNothing(schema: JsonSchema): PartPlan {
  const constraints = Object.keys(schema).filter((keyword) => !ANNOTATIONS.has(keyword));
  if (constraints.length === 0) return 0;
  const values = schema.const !== undefined ? [schema.const] : (schema.enum as unknown[] | undefined);
  if (values?.some((value) => typeof value === 'object' && value !== null)) return 0;
  return undefined;
}

function createPlanner(types: Types) {
  const parts = new WeakMap<JsonSchema, { plan: PartPlan }>();
  const named = new Map<string, PartPlan>();
  /** The named types whose plans are being built: reached again, they stand for themselves. */
  const building = new Set<string>();
  /** Each named type's schema, to its name: a type's schema reached by any path is planned as that type. */
  const typeNamed = new Map([...types].map(([name, schema]) => [schema, name]));
  const expand = (name: string): PartPlan => {
    if (!named.has(name)) {
      // A type merged with something while its own plan is built keeps the value whole there (0);
      // the merger never takes that stand-in for the type's plan (settled).
      named.set(name, 0);
      building.add(name);
      const schema = types.get(name);
      named.set(name, schema === undefined ? 0 : part(schema));
      building.delete(name);
    }
    return named.get(name);
  };
  const merge = createPlanMerger(expand, (name) => !building.has(name));
  /**
   * A union branch's plan. A branch that is a named type being built (a tree's nullable child) is
   * that type's name: its plan again at run time, where expanding it here would never end.
   */
  const branchPart = (branch: UnionBranch): PartPlan =>
    branch.name !== undefined && building.has(branch.name) ? branch.name : part(branch.schema);

  /** The plan of a schema applying to a whole value, or undefined where it declares nothing. */
  function part(schema: JsonSchema): PartPlan {
    const cached = parts.get(schema);
    if (cached !== undefined) return cached.plan;
    const name = typeNamed.get(schema);
    if (name !== undefined && !building.has(name)) return expand(name);
    const plan = computePart(schema);
    parts.set(schema, { plan });
    return plan;
  }

  function computePart(schema: JsonSchema): PartPlan {
    const target = refTarget(schema.$ref);
    if (target !== undefined) return target;
    let plan: PartPlan = ownPlan(schema);
    // allOf members apply with the schema's own keywords; dependentSchemas and if/then/else may or
    // may not, so a tagged plan among them leaves the values it does not name to the rest.
    for (const member of (schema.allOf as JsonSchema[] | undefined) ?? []) plan = merge(plan, part(member), 'all');
    const conditional = [
      ...Object.values((schema.dependentSchemas as Record<string, JsonSchema> | undefined) ?? {}),
      ...(['if', 'then', 'else'] as const).flatMap((keyword) =>
        typeof schema[keyword] === 'object' && schema[keyword] !== null ? [schema[keyword] as JsonSchema] : [],
      ),
    ];
    for (const member of conditional) plan = merge(plan, part(member), 'any');
    const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (union) plan = merge(plan, unionPlan(union), 'all');
    return plan ?? declaresNothing(schema);
  }

  /** The plan of a schema's own keywords: an object's properties, an array's items; undefined for nothing to strip. */
  function ownPlan(schema: JsonSchema): PartPlan {
    // Every schema an item may be read by (a tuple position, the rest, a contains match): one plan keeping what any declares.
    const itemSchemas = [
      ...((schema.prefixItems as JsonSchema[] | undefined) ?? []),
      ...(typeof schema.items === 'object' && schema.items !== null ? [schema.items as JsonSchema] : []),
      ...(typeof schema.contains === 'object' && schema.contains !== null ? [schema.contains as JsonSchema] : []),
    ];
    if (itemSchemas.length > 0) {
      let items: PartPlan;
      for (const item of itemSchemas) items = merge(items, part(item) ?? 0, 'any');
      // Without an `items` schema (or `items: false`), items past the tuple, or every item, are any JSON: kept whole.
      const openRest = schema.items === undefined;
      return items === 0 || items === undefined || openRest ? 0 : { i: items };
    }
    const typeList = Array.isArray(schema.type)
      ? (schema.type as string[])
      : schema.type === undefined
        ? []
        : [String(schema.type)];
    const properties = schema.properties as Record<string, JsonSchema> | undefined;
    // An array without an item schema holds any JSON items: kept whole.
    if (typeList.includes('array')) return 0;
    const isObject = typeList.includes('object') || properties !== undefined;
    if (!isObject) return undefined;
    // fromEntries, never assignment: a property may be named __proto__.
    const o = Object.fromEntries(Object.entries(properties ?? {}).map(([name, sub]) => [name, part(sub) ?? 0]));
    const additional = schema.additionalProperties;
    // Members matched by a pattern are declared too; a plan names members, not patterns, so unknown ones are kept.
    if (additional === true || schema.patternProperties !== undefined) return { o, x: 0 };
    if (typeof additional === 'object' && additional !== null) return { o, x: part(additional as JsonSchema) ?? 0 };
    return { o }; // absent: unknown properties are stripped; false: the validator already refused them
  }

  /**
   * A union whose object branches each fix one property to a constant is told apart by that
   * property; at most one branch without the constant is the fallback (an unknown variant). Where a
   * tagged branch does not require its tag, a value without it may be any branch's: the fallback
   * then keeps what any branch declares. Any other union keeps what any branch declares.
   */
  function unionPlan(union: readonly JsonSchema[]): PartPlan {
    const tagged = taggedUnion(union, types);
    if (tagged !== undefined) {
      const b = Object.fromEntries(tagged.tagged.map((branch) => [String(branch.tag), branchPart(branch) ?? 0]));
      if (tagged.fallback !== undefined) return { d: tagged.property, b, f: branchPart(tagged.fallback) ?? 0 };
      const untagged = tagged.tagged.some(
        (branch) => !((branch.schema.required as string[] | undefined) ?? []).includes(tagged.property),
      );
      if (!untagged) return { d: tagged.property, b };
      let f: PartPlan;
      for (const branch of tagged.tagged) f = merge(f, branchPart(branch), 'any');
      return { d: tagged.property, b, f: f ?? 0 };
    }
    let plan: PartPlan;
    for (const branch of branchesOf(union, types)) plan = merge(plan, branchPart(branch), 'any');
    return plan;
  }

  let simplify: ((plan: StripPlan) => StripPlan) | undefined;
  const simplified = (plan: StripPlan) => {
    simplify ??= simplifier(Object.fromEntries([...types.keys()].map((name) => [name, expand(name) ?? 0])));
    return simplify(plan);
  };
  return { part, expand, simplify: simplified };
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
    if (nested && resolved.properties === undefined && resolved.allOf === undefined)
      return branchesOf(nested, types, new Set([...seen, target]));
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
  const candidates = Object.keys(
    (branches.find((b) => b.schema.properties !== undefined)?.schema.properties as object | undefined) ?? {},
  );
  for (const property of candidates) {
    const tagged = branches.filter((branch) =>
      ['string', 'number', 'boolean'].includes(typeof constOf(branch.schema, property)),
    );
    const rest = branches.filter((branch) => !tagged.includes(branch));
    if (tagged.length < 2 || rest.length > 1) continue;
    const tags = tagged.map((branch) => constOf(branch.schema, property) as string | number | boolean);
    if (new Set(tags.map(String)).size !== tags.length) continue;
    const withTags = tagged.map((branch, index) => ({ ...branch, tag: tags[index]! }));
    return rest.length === 1 ? { property, tagged: withTags, fallback: rest[0]! } : { property, tagged: withTags };
  }
  return undefined;
}
