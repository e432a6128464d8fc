import type { JsonSchema } from '../../load/spec-document.ts';
import { copiesWhole } from './copies-whole.ts';
import type { ReaderContext } from './reader-context.ts';
import { Unsupported } from './unsupported.ts';

const ARRAY_KEYWORDS = new Set(['type', 'items', 'maxItems', 'minItems', 'uniqueItems']);

/** An array read item by item, by the reader of `items` (plain JSON without one), copied only where an item changed. */
export function arrayBody(cx: ReaderContext, schema: JsonSchema, keywords: readonly string[]): string {
  const unknown = keywords.filter((keyword) => !ARRAY_KEYWORDS.has(keyword));
  if (unknown.length > 0) throw new Unsupported(`array keywords ${unknown.join(', ')}`);
  const items = schema.items as JsonSchema | undefined;
  if (items !== undefined && (typeof items !== 'object' || Array.isArray(items)))
    throw new Unsupported('items that is not one schema');
  if (schema.uniqueItems === true && items !== undefined && !copiesWhole(cx, items)) {
    // Ajv compares the items before stripping; the copies after it could be equal when those were not.
    throw new Unsupported('uniqueItems over items that are stripped');
  }
  const lines = [
    `  if (d >= ${cx.maxDepth}) return FAIL;`,
    `  if (!isPlainArray(v)) return notContainer(v, "array");`,
    `  const l = v.length;`,
    `  if (!spendBytes(2 * l)) return FAIL;`,
  ];
  if (schema.maxItems !== undefined)
    lines.push(`  if (l > ${Number(schema.maxItems)}) return fail("maxItems", {limit: ${Number(schema.maxItems)}});`);
  if (schema.minItems !== undefined)
    lines.push(`  if (l < ${Number(schema.minItems)}) return fail("minItems", {limit: ${Number(schema.minItems)}});`);
  const item = items === undefined ? undefined : cx.reader(items);
  lines.push(
    `  let o = v;`,
    `  for (let i = 0; i < l; i++) {`,
    `    const p = gopd(v, i);`,
    `    if (p === undefined || !('value' in p)) return FAIL;`,
  );
  lines.push(
    `    const y = p.value;`,
    `    const x = ${item === undefined ? `readJson(y, d + 1, ${cx.maxDepth})` : `${item}(y, d + 1)`};`,
  );
  lines.push(
    `    if (x === FAIL) return at(i);`,
    `    if (o !== v) o[i] = x;`,
    `    else if (x !== y) (o = itemsHeadOf(v, l, i))[i] = x;`,
    `  }`,
  );
  lines.push(schema.uniqueItems === true ? `  return allUnique(o) ? o : duplicate(o);` : `  return o;`);
  return lines.join('\n');
}
