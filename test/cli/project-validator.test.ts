/**
 * The project file's validator is precompiled into cli/project/project-validator.generated.ts, which
 * saves each run compiling it. Held here to what Ajv makes of the project schema now (RECORD=true
 * rewrites it), and to the validator compiled at run time, which it replaces: on this repository's
 * project file, and on it broken in every way at every place, both report the same errors.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import projectSchema from '../../cli/project/felan-project.schema.json' with { type: 'json' };
import { validate as precompiled } from '../../cli/project/project-validator.generated.ts';
import {
  compileProjectValidator,
  PROJECT_VALIDATOR_OPTIONS,
  projectValidator,
} from '../../cli/project/project-validator.ts';
import { edit, memberPaths, type Json } from '../schema/support/json-edits.ts';
import { standaloneValidatorModule } from '../schema/support/standalone-validator.ts';
import { ROOT } from '../support/cli-process.ts';

const GENERATED = new URL('../../cli/project/project-validator.generated.ts', import.meta.url);

const WRONG: readonly Json[] = [
  null,
  -1,
  '',
  'x',
  '/absolute',
  'C:/drive',
  '\\\\share',
  true,
  [],
  {},
  { unknownKey: 1 },
  [{ spec: 'x' }],
  [{ out: 'x' }],
];

describe('the precompiled project file validator', () => {
  it('is what Ajv makes of the project schema now', () => {
    const ajv = new Ajv({ ...PROJECT_VALIDATOR_OPTIONS, code: { source: true, esm: true } });
    ajv.addSchema(projectSchema);
    const expected = standaloneValidatorModule(
      ajv,
      projectSchema.$id,
      projectSchema,
      'cli/project/felan-project.schema.json',
      'test/cli/project-validator.test.ts',
    );
    if (process.env.RECORD === 'true') writeFileSync(GENERATED, expected);
    expect(
      readFileSync(GENERATED, 'utf8') === expected,
      'cli/project/project-validator.generated.ts is stale: RECORD=true npx vitest run test/cli/project-validator.test.ts',
    ).toBe(true);
  });

  it('is the one reading a project file uses', () => {
    expect(projectValidator()).toBe(precompiled);
  });

  it('reports what the validator compiled at run time reports, on a good project file and broken ones', () => {
    const fresh = compileProjectValidator();
    const fast = precompiled as unknown as ValidateFunction;
    const project = parse(readFileSync(`${ROOT}/felan-protocol.yaml`, 'utf8')) as Json;
    const variants = [
      project,
      ...memberPaths(project).flatMap((path) => [
        edit(project, path, undefined),
        ...WRONG.map((wrong) => edit(project, path, wrong)),
      ]),
      ...WRONG,
    ];
    let invalid = 0;
    for (const variant of variants) {
      const valid = fast(variant);
      expect(JSON.stringify([fresh(variant), fresh.errors])).toBe(JSON.stringify([valid, fast.errors]));
      if (!valid) invalid++;
    }
    expect(invalid).toBeGreaterThan(150);
  });
});
