/**
 * A readers module (generator/emit/readers/readers-module.ts) made callable in the test that calls
 * this: its code run with the runtime helpers and part checks, its export lines turned into a table
 * of readers by export name. Call it inside an `it` only.
 */
import type { ProtocolModel } from '../../../generator/model/protocol-model.ts';
import type { ReadersModule } from '../../../generator/emit/readers/readers-module.ts';
import { PART_CHECKS, type CheckName } from '../../../generator/parts/part-checks.ts';
import { checkLocal } from '../../../generator/emit/readers/compile-readers.ts';
import { operationTypeName } from '../../../generator/schema/naming.ts';
import { READER_HELPERS, type Reader } from './compiled-readers.ts';

export interface ModelOperation {
  readonly name: string;
  readonly params: object;
  readonly result: object;
}

/**
 * A model of named types, operations (their type names derived as build-model.ts derives them) and
 * (optionally) a framing: what compileReaders reads of one.
 */
export const modelOf = (types: Record<string, object>, operations: readonly ModelOperation[] = [], framing?: object) =>
  ({
    types: Object.entries(types).map(([name, schema]) => ({ name, schema })),
    operations: operations.map((op) => ({
      ...op,
      paramsTypeName: operationTypeName(op.name, 'params', types),
      resultTypeName: operationTypeName(op.name, 'result', types),
    })),
    ...(framing === undefined ? {} : { framing }),
  }) as unknown as ProtocolModel;

export function exportsOf(module: ReadersModule): Record<string, Reader> {
  const entries: string[] = [];
  const code = module.code.replace(/^export \{ (.*) \};$/gm, (_line, list: string) => {
    for (const pair of list.split(', ')) {
      const [fn, name] = pair.split(' as ');
      entries.push(`${name}: ${fn}`);
    }
    return '';
  });
  const checks = Object.fromEntries(
    [...module.checks].map((name) => [checkLocal(name), PART_CHECKS[name as CheckName].check]),
  );
  const scope = { ...READER_HELPERS, ...checks };
  return new Function(...Object.keys(scope), `"use strict";\n${code}\nreturn { ${entries.join(', ')} };`)(
    ...Object.values(scope),
  ) as Record<string, Reader>;
}
