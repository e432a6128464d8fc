import type { JsonSchema } from '../../load/spec-document.ts';
import type { ReaderContext } from './reader-context.ts';
import { Unsupported } from './unsupported.ts';

/** The local name a readers module imports a part's check under: no clash with the compiler's own names. */
export const checkLocal = (name: string) => `check_${name}`;

/**
 * `check`: the rest of the schema reads the value, then the part's check reads what it returned.
 * Ajv runs the check (a post keyword) on the value as it arrived, the reader on its stripped copy:
 * the same verdict, as a check reads only members its schema declares, which are never stripped.
 */
export function checkedBody(cx: ReaderContext, schema: JsonSchema, slot: boolean): string {
  if (slot) throw new Unsupported('check beside an operation slot');
  const { check, ...rest } = schema;
  const name = String(check);
  cx.checks.add(name);
  const inner = cx.fresh();
  cx.compileBody(inner, rest, false);
  return [
    `  const r = ${cx.written(inner)}(v, d);`,
    `  if (r === FAIL) return FAIL;`,
    `  const f = ${checkLocal(name)}(r);`,
    `  return f === undefined ? r : failCheck(${JSON.stringify(name)}, f);`,
  ].join('\n');
}
