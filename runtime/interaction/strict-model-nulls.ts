import { isRecord } from '../validation/is-record.js';
import { setOwn } from './json-data.js';

/**
 * Where a model answering a strict-dialect schema writes `null` to mean "absent": the optional
 * properties of an object whose own schema does not accept null, and the same for nested objects
 * and array items. Union branches are not followed — which branch a value meant is not known before
 * validation — so a null inside an anyOf branch stays and the structural check judges it.
 */
export interface NullPlan {
  readonly optional: ReadonlySet<string>;
  readonly properties: ReadonlyMap<string, NullPlan>;
  readonly items: NullPlan | undefined;
}

/** The plan of a standard (not yet strict) schema, or undefined when nothing in it can be null-for-absent. */
export function nullPlan(schema: unknown): NullPlan | undefined {
  if (!isRecord(schema)) return undefined;
  const optional = new Set<string>();
  const properties = new Map<string, NullPlan>();
  if (isRecord(schema.properties)) {
    const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!required.includes(name) && !acceptsNull(child)) optional.add(name);
      const nested = nullPlan(child);
      if (nested !== undefined) properties.set(name, nested);
    }
  }
  const items = nullPlan(schema.items);
  return optional.size === 0 && properties.size === 0 && items === undefined
    ? undefined
    : { optional, properties, items };
}

function acceptsNull(schema: unknown): boolean {
  if (!isRecord(schema)) return schema === true;
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  if (schema.const === null || (Array.isArray(schema.enum) && schema.enum.includes(null))) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) return branches.some(acceptsNull);
  return schema.type === undefined && schema.enum === undefined && schema.const === undefined;
}

/** The value with those nulls removed; the input itself when there were none, a copy otherwise. */
export function dropStrictNulls(value: unknown, plan: NullPlan | undefined): unknown {
  if (plan === undefined) return value;
  if (Array.isArray(value)) {
    if (plan.items === undefined) return value;
    const items = value.map((item: unknown) => dropStrictNulls(item, plan.items));
    return items.every((item, index) => item === value[index]) ? value : items;
  }
  if (!isRecord(value)) return value;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === null && plan.optional.has(key)) {
      changed = true;
      continue;
    }
    const next = dropStrictNulls(child, plan.properties.get(key));
    changed ||= next !== child;
    setOwn(copy, key, next);
  }
  return changed ? copy : value;
}
