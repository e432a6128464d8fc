import type { StripPlan } from '../../../runtime/boundary/strip-unknown.ts';

/**
 * What a schema says about the members of the value it applies to, while plans are being built:
 * a strip plan, or undefined for a schema that declares nothing (a scalar type, a `required` list,
 * a `not`): it neither keeps nor strips a member, so beside others it changes nothing.
 */
export type PartPlan = StripPlan | undefined;

type DiscriminatedPlan = Extract<StripPlan, { readonly d: string }>;
type ObjectPlan = Extract<StripPlan, { readonly o: unknown }>;

/**
 * How two parts of one value meet. `all`: both always apply (own keywords, allOf, the union beside
 * them), so a value that one of them cannot take (a tag a tagged plan does not name) is invalid and
 * its plan never runs. `any`: either may be the one that applied (two branches of a union; a `then`
 * beside the schema's own keywords), so a value no branch of one tagged plan names may still be the
 * other part's, and is stripped by it.
 */
export type MergeMode = 'all' | 'any';

/**
 * Merges plans by the conservative rule: a member is kept when any part that could have applied
 * declares it (with a plan that keeps whatever either part's plan for it keeps), and dropped when
 * none declares it.
 * - A named plan meeting another plan is expanded (`expand`: the part plan of the named type) and
 *   merged; where the result is the named plan itself, the name is kept — once that plan is
 *   `settled`: a type whose plan is still being built expands to a stand-in (0), and naming it would
 *   put its whole plan where only the stand-in was merged. A merge that meets itself again through
 *   recursive types keeps that value whole (0): the plan is finite, and keeps more.
 * - An object plan meeting a tagged plan (`{d, b, f?}`) is merged into each branch (own properties
 *   beside a tagged union: each branch keeps its members and the shared ones). Two tagged plans on one
 *   property are merged tag by tag; on two properties, one is merged into each branch of the other.
 * - An object plan and an array plan cannot be told apart by a plan: the value is kept whole (0).
 */
export function createPlanMerger(expand: (name: string) => PartPlan, settled: (name: string) => boolean) {
  const inProgress = new Set<string>();

  function merge(a: PartPlan, b: PartPlan, mode: MergeMode): PartPlan {
    if (a === undefined) return b;
    if (b === undefined) return a;
    if (a === 0 || b === 0) return 0;
    if (typeof a === 'string' || typeof b === 'string') return a === b ? a : mergeNamed(a, b, mode);
    if ('d' in a || 'd' in b) return mergeTagged(a, b, mode);
    if ('i' in a && 'i' in b) return { i: merge(a.i, b.i, mode) ?? 0 };
    if ('o' in a && 'o' in b) return mergeObjects(a, b, mode);
    return 0;
  }

  function mergeNamed(a: StripPlan, b: StripPlan, mode: MergeMode): PartPlan {
    const key = `${mode}|${JSON.stringify(a)}|${JSON.stringify(b)}`;
    if (inProgress.has(key)) return 0;
    inProgress.add(key);
    try {
      const left = typeof a === 'string' ? expand(a) : a;
      const right = typeof b === 'string' ? expand(b) : b;
      const merged = merge(left, right, mode);
      // The name, where the merge is what it names: plans stay small and shared.
      if (typeof a === 'string' && settled(a) && samePlan(merged, left)) return a;
      if (typeof b === 'string' && settled(b) && samePlan(merged, right)) return b;
      return merged;
    } finally {
      inProgress.delete(key);
    }
  }

  function mergeObjects(a: ObjectPlan, b: ObjectPlan, mode: MergeMode): StripPlan {
    // A member one side declares and the other does not is, on that other side, an unknown member:
    // dropped (nothing to merge) or read by its `x`.
    const o = new Map<string, StripPlan>();
    for (const [key, plan] of Object.entries(a.o))
      o.set(key, (Object.hasOwn(b.o, key) ? merge(plan, b.o[key], mode) : merge(plan, b.x, mode)) ?? 0);
    for (const [key, plan] of Object.entries(b.o)) if (!o.has(key)) o.set(key, merge(a.x, plan, mode) ?? 0);
    const x = a.x === undefined ? b.x : b.x === undefined ? a.x : (merge(a.x, b.x, mode) ?? 0);
    // fromEntries, never assignment: a property may be named __proto__.
    const members = Object.fromEntries(o);
    return x === undefined ? { o: members } : { o: members, x };
  }

  /** At least one side is tagged. A missing fallback means no valid value reaches it (see unionPlan). */
  function mergeTagged(
    left: Exclude<StripPlan, 0 | string>,
    right: Exclude<StripPlan, 0 | string>,
    mode: MergeMode,
  ): StripPlan {
    const [tagged, other] = 'd' in left ? [left, right] : [right as DiscriminatedPlan, left];
    // Members keep their sides' order (own properties before a branch's): plans read as the schemas do.
    const beside = (branch: PartPlan) => ('d' in left ? merge(branch, other, mode) : merge(other, branch, mode));
    if (!('d' in other) || other.d !== tagged.d) {
      // One plan inside each branch of the tagged one (the other may be tagged on another property).
      const branches = Object.fromEntries(Object.entries(tagged.b).map(([tag, branch]) => [tag, beside(branch) ?? 0]));
      const fallback = tagged.f !== undefined ? beside(tagged.f) : mode === 'any' ? other : undefined;
      return withFallback(tagged.d, branches, fallback);
    }
    const tags = [...new Set([...Object.keys(tagged.b), ...Object.keys(other.b)])];
    const branchOf = (plan: DiscriminatedPlan, tag: string) => (Object.hasOwn(plan.b, tag) ? plan.b[tag] : plan.f);
    const branches = Object.fromEntries(
      tags.map((tag) => [tag, merge(branchOf(tagged, tag), branchOf(other, tag), mode) ?? 0]),
    );
    const fallback =
      mode === 'any' || (tagged.f !== undefined && other.f !== undefined) ? merge(tagged.f, other.f, mode) : undefined;
    return withFallback(tagged.d, branches, fallback);
  }

  return merge;
}

function withFallback(d: string, b: Record<string, StripPlan>, f: PartPlan): StripPlan {
  return f === undefined ? { d, b } : { d, b, f };
}

/** Whether two plans are the same, members in any order. */
export function samePlan(a: PartPlan, b: PartPlan): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => {
    if (!Object.hasOwn(b, key)) return false;
    const left = (a as Record<string, unknown>)[key];
    const right = (b as Record<string, unknown>)[key];
    if (typeof left === 'object' && left !== null && !isPlanLike(key))
      return sameMembers(left as Record<string, StripPlan>, right as Record<string, StripPlan> | undefined);
    return samePlan(left as PartPlan, right as PartPlan);
  });
}

/** `i`, `x` and `f` hold plans; `o` and `b` hold maps of plans; `d` a name. */
const isPlanLike = (key: string) => key === 'i' || key === 'x' || key === 'f';

function sameMembers(a: Record<string, StripPlan>, b: Record<string, StripPlan> | undefined): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && samePlan(a[key], b[key]))
  );
}
