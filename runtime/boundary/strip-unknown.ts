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

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Removes unknown optional fields from `value` in place, following `plan`. Only ever called on the
 * parser's own fresh copy of the input (see plain-json.ts), after that copy passed validation.
 */
export function stripUnknown(value: unknown, plan: StripPlan, plans: StripPlans): void {
  if (plan === 0 || typeof value !== 'object' || value === null) return;
  if (typeof plan === 'string') {
    const named = plans[plan];
    if (named !== undefined) stripUnknown(value, named, plans);
    return;
  }
  if ('i' in plan) {
    if (Array.isArray(value)) for (const item of value) stripUnknown(item, plan.i, plans);
    return;
  }
  if (Array.isArray(value)) return;
  const record = value as Record<string, unknown>;
  if ('d' in plan) {
    const tag = record[plan.d];
    const branch = typeof tag === 'string' || typeof tag === 'number' || typeof tag === 'boolean' ? plan.b[String(tag)] : undefined;
    const chosen = branch !== undefined && hasOwn.call(plan.b, String(tag)) ? branch : plan.f;
    if (chosen !== undefined) stripUnknown(value, chosen, plans);
    return;
  }
  for (const key of Object.keys(record)) {
    const child = hasOwn.call(plan.o, key) ? plan.o[key] : plan.x;
    if (child === undefined) delete record[key];
    else stripUnknown(record[key], child, plans);
  }
}
