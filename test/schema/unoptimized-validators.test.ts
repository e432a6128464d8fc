/**
 * The validators the examples rule compiles skip Ajv's code optimizer (`optimize: false`): compiled
 * to run a few times, they cost more to optimize than they save. Skipping it must change nothing a
 * check reports: on the bundled spec's examples and on values made from them by breaking them in
 * every way at every place, both kinds accept the same values and report the same errors, in order.
 */
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadCheckedSpec } from '../../generator/pipeline.ts';
import { addNamedTypes, createAjv, toAjvSchema, typeSchemaId } from '../../generator/schema/ajv-compiler.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The value, then the value with one place replaced by each wrong kind of value, dropped or given an unknown member. */
function broken(value: Json): Json[] {
  const out: Json[] = [value];
  const replace = (at: Json, edit: (node: Json) => Json[]): Json[] => {
    const here = edit(at);
    if (Array.isArray(at))
      return [
        ...here,
        ...at.flatMap((item, i) => replace(item, edit).map((changed) => at.map((old, j) => (i === j ? changed : old)))),
      ];
    if (at !== null && typeof at === 'object') {
      const withOut = Object.keys(at).map((key) =>
        Object.fromEntries(Object.entries(at).filter(([name]) => name !== key)),
      );
      return [
        ...here,
        ...withOut,
        ...Object.entries(at).flatMap(([key, item]) =>
          replace(item, edit).map((changed) => ({ ...at, [key]: changed })),
        ),
      ];
    }
    return here;
  };
  out.push(
    ...replace(value, (node) => [
      null,
      -1,
      1.5,
      '',
      'x'.repeat(300),
      [],
      {},
      true,
      ...(node !== null && typeof node === 'object' && !Array.isArray(node) ? [{ ...node, unknownMember: 1 }] : []),
    ]),
  );
  return out;
}

describe('validators compiled without the optimizer', () => {
  it('accept and report exactly what optimized ones do', async () => {
    // Checked, so bounds that name a limit are the limit's number, as every validator sees them.
    const { value: checked } = await loadCheckedSpec(nodeFileSystem, 'spec/session-protocol');
    const spec = checked!.spec;
    const [optimized, unoptimized] = [true, false].map((optimize) => {
      const ajv = createAjv({ standalone: false, allErrors: true, optimize });
      addNamedTypes(ajv, spec.types ?? {});
      return ajv;
    });
    const pairs: [ValidateFunction, ValidateFunction, Json[]][] = [];
    for (const operation of Object.values(spec.operations)) {
      for (const part of ['params', 'result'] as const) {
        const schema = toAjvSchema(operation[part]);
        pairs.push([
          optimized!.compile(schema),
          unoptimized!.compile(schema),
          (operation.examples ?? []).map((example) => example[part] as Json),
        ]);
      }
    }
    for (const [name, schema] of Object.entries(spec.types ?? {})) {
      if (Array.isArray(schema.examples))
        pairs.push([
          optimized!.getSchema(typeSchemaId(name))!,
          unoptimized!.getSchema(typeSchemaId(name))!,
          schema.examples as Json[],
        ]);
    }
    let compared = 0;
    let rejected = 0;
    for (const [fast, plain, examples] of pairs) {
      for (const value of examples.flatMap(broken)) {
        const verdict = fast(value);
        expect([plain(value), plain.errors]).toEqual([verdict, fast.errors]);
        compared++;
        if (!verdict) rejected++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(rejected).toBeGreaterThan(compared / 4);
  });
});
