import type { JsonSchema } from '../load/spec-document.ts';
import { mapSchema } from './type-refs.ts';

/**
 * One canonical form per meaning, so reordering keys in the YAML changes no output: keywords sorted,
 * `required` and `type` lists sorted (they are sets), descriptions without trailing blank space.
 * `properties` and `enum` keep their written order: it is what TypeScript and docs show.
 */
export function normalizeSchema(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, (node) => {
    const out: Record<string, unknown> = {};
    for (const keyword of Object.keys(node).sort()) {
      let value = node[keyword];
      if (keyword === 'required' && Array.isArray(value)) value = [...(value as string[])].sort();
      if (keyword === 'type' && Array.isArray(value)) value = [...(value as string[])].sort();
      if (keyword === 'description' && typeof value === 'string') value = normalizeText(value);
      out[keyword] = value;
    }
    return out;
  });
}

export function normalizeText(text: string): string {
  return text.replace(/[ \t]+$/gm, '').trimEnd();
}
