import type { JsonSchema } from '../../load/spec-document.ts';
import type { ReaderContext } from './reader-context.ts';
import { scalarChecks } from './scalar-test.ts';

/**
 * A scalar's checks, each failing with its keyword (scalar-test.ts). A string is counted before any
 * test but its type reads it (plain-json.ts, bytesLeft), as the copy counts it.
 */
export function scalarBody(cx: ReaderContext, schema: JsonSchema): string {
  const checks = scalarChecks(schema, 'v', cx.constant, cx.types);
  const budget =
    schema.type === 'string'
      ? [checks[0]!, `  if (!spendBytes(v.length)) return FAIL;`, ...checks.slice(1)]
      : [`  if (typeof v === "string" && !spendBytes(v.length)) return FAIL;`, ...checks];
  return [...budget, `  return v;`].join('\n');
}
