/**
 * The meta-schema's validator is precompiled into generator/load/meta-validator.generated.ts, which
 * saves each run compiling it (~0.1 s). Held here to what Ajv makes of the meta-schema now (RECORD=true
 * rewrites it), and to the validator compiled at run time, which it replaces: on the bundled specs and
 * fixture specs, and on each broken at sampled places in every way, both report the same errors.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import metaSchema from '../../schema/felan-spec.schema.json' with { type: 'json' };
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadSpec } from '../../generator/load/load-spec.ts';
import { validate as precompiled } from '../../generator/load/meta-validator.generated.ts';
import {
  COMPLETE_SPEC,
  compileMetaValidator,
  META_VALIDATOR_OPTIONS,
  metaValidator,
} from '../../generator/load/meta-validator.ts';
import { pick, seededRandom } from '../support/seeded-random.ts';
import { edit, memberPaths, type Json } from '../schema/support/json-edits.ts';
import { standaloneValidatorModule } from '../schema/support/standalone-validator.ts';

const GENERATED = new URL('../../generator/load/meta-validator.generated.ts', import.meta.url);

const WRONG: readonly Json[] = [null, -1, 1.5, '', 'x', true, [], {}, { unknownKey: 1 }];

describe('the precompiled meta-schema validator', () => {
  it('is what Ajv makes of the meta-schema now', () => {
    const ajv = new Ajv({ ...META_VALIDATOR_OPTIONS, code: { source: true, esm: true } }).addSchema(metaSchema);
    const expected = standaloneValidatorModule(
      ajv,
      COMPLETE_SPEC,
      metaSchema,
      'schema/felan-spec.schema.json',
      'test/load/meta-validator.test.ts',
    );
    if (process.env.RECORD === 'true') writeFileSync(GENERATED, expected);
    expect(
      readFileSync(GENERATED, 'utf8') === expected,
      'generator/load/meta-validator.generated.ts is stale: RECORD=true npx vitest run test/load/meta-validator.test.ts',
    ).toBe(true);
  });

  it('is the one validation uses', () => {
    expect(metaValidator()).toBe(precompiled);
  });

  it('reports what the validator compiled at run time reports, on good specs and broken ones', async () => {
    const fresh = compileMetaValidator();
    const fast = precompiled as unknown as ValidateFunction;
    const random = seededRandom(20261130);
    let invalid = 0;
    for (const dir of [
      'spec/session-protocol',
      'spec/tasks-rpc',
      'test/fixtures/specs/kitchen-sink',
      'test/fixtures/specs/minimal',
    ]) {
      const [merged] = await loadSpec(nodeFileSystem, dir);
      const spec = merged!.data as Json;
      const variants = [spec];
      for (const path of pick(memberPaths(spec), 100, random)) {
        variants.push(edit(spec, path, undefined), ...WRONG.map((wrong) => edit(spec, path, wrong)));
      }
      for (const variant of variants) {
        const valid = fast(variant);
        // As text: equal to the key order, and far quicker than a deep comparison of errors that carry the whole spec.
        expect(JSON.stringify([fresh(variant), fresh.errors])).toBe(JSON.stringify([valid, fast.errors]));
        if (!valid) invalid++;
      }
    }
    expect(invalid).toBeGreaterThan(2000);
  });
});
