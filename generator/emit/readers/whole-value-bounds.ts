import type { JsonSchema } from '../../load/spec-document.ts';
import type { ReaderContext } from './reader-context.ts';

/** The keywords that bound the value as a whole, measured as plain JSON. */
export const WHOLE_VALUE_BOUNDS = new Set(['maxJsonBytes', 'maxEntries']);

/**
 * `maxJsonBytes` / `maxEntries`: measured on the value as it arrived, checked first as bounded plain
 * JSON, since Ajv measures the value before anything is stripped. On open JSON that check is the
 * whole reader; beside other keywords (a document's blocks), the rest of the schema then reads the
 * value as its own reader would. Its strings are counted against the byte budget twice: a value
 * near the frame's budget falls to the slow path, which has none.
 */
export function wholeValueBody(cx: ReaderContext, schema: JsonSchema, keywords: readonly string[]): string {
  const others = keywords.filter(
    (keyword) =>
      !WHOLE_VALUE_BOUNDS.has(keyword) && !(keyword === 'allOf' && (schema.allOf as JsonSchema[]).every(cx.isAnyJson)),
  );
  const tests = [
    schema.maxJsonBytes !== undefined
      ? `  if (exceedsJsonBytes(c, ${Number(schema.maxJsonBytes)})) return fail("maxJsonBytes", {limit: ${Number(schema.maxJsonBytes)}});`
      : '',
    schema.maxEntries !== undefined
      ? `  if (exceedsJsonEntries(c, ${Number(schema.maxEntries)})) return fail("maxEntries", {limit: ${Number(schema.maxEntries)}});`
      : '',
  ].filter(Boolean);
  const measured = [`  const c = readJson(v, d, ${cx.maxDepth});`, `  if (c === FAIL) return FAIL;`, ...tests];
  if (others.length === 0) return [...measured, `  return c;`].join('\n');
  const { maxJsonBytes: _bytes, maxEntries: _entries, ...rest } = schema;
  const inner = cx.fresh();
  cx.compileBody(inner, rest, false);
  return [...measured, `  return ${cx.written(inner)}(c, d);`].join('\n');
}
