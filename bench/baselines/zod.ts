/**
 * zod 4 `safeParse` on a schema built from the JSON Schema by `z.fromJSONSchema`.
 * The contract lets a `oneOf` branch rely on its parent's `type` (the branches of HistoryEntry carry
 * only their own properties); z.fromJSONSchema converts such a branch to "anything", so every branch
 * matches and the oneOf fails. The baseline therefore gets an equivalent schema: the parent's `type`
 * copied into each branch that has neither `type` nor `$ref`. Nothing else changes.
 */
import { z } from 'zod';
import type { Baseline } from './baseline.ts';

export function zodBaseline(): Baseline {
  return {
    name: 'zod 4 safeParse (z.fromJSONSchema)',
    short: 'zod',
    compile: (schema) => {
      const parser = z.fromJSONSchema(typedBranches(schema, new Map()) as z.core.JSONSchema.JSONSchema);
      return (value) => parser.safeParse(value).success;
    },
  };
}

/** A copy of `schema` where the untyped branches of every typed oneOf/anyOf carry the parent's type. */
export function typedBranches(schema: unknown, copies: Map<object, unknown>): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const done = copies.get(schema);
  if (done !== undefined) return done;
  if (Array.isArray(schema)) {
    const items: unknown[] = [];
    copies.set(schema, items);
    for (const item of schema) items.push(typedBranches(item, copies));
    return items;
  }
  const copy: Record<string, unknown> = {};
  copies.set(schema, copy);
  const node = schema as Record<string, unknown>;
  for (const [key, value] of Object.entries(node)) {
    const branches = (key === 'oneOf' || key === 'anyOf') && node['type'] !== undefined && Array.isArray(value);
    copy[key] = branches
      ? value.map((branch: unknown) => typedBranches(withType(branch, node['type']), copies))
      : typedBranches(value, copies);
  }
  return copy;
}

function withType(branch: unknown, type: unknown): unknown {
  if (typeof branch !== 'object' || branch === null || Array.isArray(branch)) return branch;
  return 'type' in branch || '$ref' in branch ? branch : { ...branch, type };
}
