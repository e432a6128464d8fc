import { isRecord } from '../validation/is-record.js';

/**
 * How to strip fields a reader does not know from a validated value, generated from the schemas:
 * - `0`: keep the value whole (scalars, open JSON data);
 * - a string: the plan of that named type;
 * - `{o, x?}`: an object: declared properties and their plans; every other property is removed,
 *   unless `x` says what to do with it (`0` keeps it: `additionalProperties: true`);
 * - `{i}`: an array and the plan of its items;
 * - `{d, b, f?}`: a union told apart by the property `d`: the plan of the branch named by its
 *   value, or `f` for a value no branch names (an unknown additive variant).
 */
export type StripPlan =
  | 0
  | string
  | { readonly o: { readonly [property: string]: StripPlan }; readonly x?: StripPlan }
  | { readonly i: StripPlan }
  | { readonly d: string; readonly b: { readonly [tag: string]: StripPlan }; readonly f?: StripPlan };

export type StripPlans = { readonly [typeName: string]: StripPlan };

/** Strips one validated value in place. */
export type Stripper = (value: unknown) => void;

const keep: Stripper = () => {};

/**
 * A plan turned into a function once, so a frame is stripped by closures specialised to its
 * schema instead of by re-reading the plan's shape at every node. Named plans are compiled on first
 * use (they may be recursive) and shared through `cache`.
 */
export function stripperFor(plan: StripPlan, plans: StripPlans, cache: Map<string, Stripper> = new Map()): Stripper {
  if (plan === 0) return keep;
  if (typeof plan === 'string') {
    let named = cache.get(plan);
    if (named === undefined) {
      let compiled: Stripper | undefined;
      const target = plans[plan];
      named = target === undefined ? keep : (value) => (compiled ??= stripperFor(target, plans, cache))(value);
      cache.set(plan, named);
    }
    return named;
  }
  if ('i' in plan) {
    const item = stripperFor(plan.i, plans, cache);
    if (item === keep) return keep;
    return (value) => {
      if (Array.isArray(value)) for (let index = 0; index < value.length; index++) item(value[index]);
    };
  }
  if ('d' in plan) {
    const tagKey = plan.d;
    const branches = new Map(Object.entries(plan.b).map(([tag, branch]) => [tag, stripperFor(branch, plans, cache)]));
    const fallback = plan.f === undefined ? undefined : stripperFor(plan.f, plans, cache);
    return (value) => {
      if (!isRecord(value)) return;
      const tag = value[tagKey];
      const branch =
        typeof tag === 'string' || typeof tag === 'number' || typeof tag === 'boolean'
          ? branches.get(String(tag))
          : undefined;
      (branch ?? fallback)?.(value);
    };
  }
  const children = new Map(Object.entries(plan.o).map(([key, child]) => [key, stripperFor(child, plans, cache)]));
  const extra = plan.x === undefined ? undefined : stripperFor(plan.x, plans, cache);
  return (value) => {
    if (!isRecord(value)) return;
    const keys = Object.keys(value);
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      const child = children.get(key) ?? extra;
      if (child === undefined) delete value[key];
      else if (child !== keep) child(value[key]);
    }
  };
}

/**
 * Removes unknown optional fields from `value` in place, following `plan`. Only ever called on the
 * parser's own fresh copy of the input (see plain-json.ts), after that copy passed validation.
 * (The boundary compiles its plans once with stripperFor; this is the same, for one call.)
 */
export function stripUnknown(value: unknown, plan: StripPlan, plans: StripPlans): void {
  stripperFor(plan, plans)(value);
}
