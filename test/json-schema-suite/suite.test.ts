/**
 * The official JSON-Schema-Test-Suite (draft 2020-12) through `gen`, as Ajv runs the suite on its own
 * standalone output: every group of every file the dialect can express becomes a named type of one
 * spec (translate.ts), the spec goes through load → check → model → emit → build, and each case goes
 * through the package's exported type guard and through `parseSchema` (the boundary's reader or its
 * slow path). Both must give the suite's verdict. What is not run is in skip-table.ts, with why.
 *
 * The suite is read in place from JSON_SCHEMA_TEST_SUITE (the folder holding `tests/`), which
 * `.ci/run` sets; without it this file skips, saying so loudly, as Ajv's suite needs its submodule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteDraftFolder, type SuiteCase, type SuiteGroup } from '../support/json-schema-suite.ts';
import { SKIPPED, type SkipEntry } from './skip-table.ts';
import { generateSuitePackage, type GeneratedSuite } from './suite-spec.ts';
import { OutsideDialect, translateGroup } from './translate.ts';

const dir = suiteDraftFolder('the JSON-Schema-Test-Suite through gen');
const present = dir !== undefined;

/** Every .json file of the draft's folder and its optional/ and optional/format/ folders, relative to it. */
function suiteFiles(): string[] {
  const folders = ['', 'optional', 'optional/format'];
  return folders.flatMap((folder) =>
    readdirSync(join(dir!, folder))
      .filter((name) => name.endsWith('.json'))
      .map((name) => (folder === '' ? name : `${folder}/${name}`))
      .sort(),
  );
}

const skipFor = (file: string, group: string): SkipEntry | undefined =>
  SKIPPED.find((entry) => entry.file === file && (entry.groups === undefined || entry.groups.includes(group)));

interface Planned {
  readonly file: string;
  readonly group: SuiteGroup;
  /** The spec type the group's schema became. */
  readonly type: string;
  /** parseSchema refuses data holding a __proto__ member (skip-table.ts, boundary-refuses). */
  readonly boundaryRefusesProto: boolean;
}

/** Whether a JSON value holds a member named __proto__ at any depth. */
const holdsProto = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  ((!Array.isArray(value) && Object.hasOwn(value, '__proto__')) || Object.values(value).some(holdsProto));

/** Splits the suite into the groups to run (with their spec types) and those the table skips. */
function plan() {
  const run: Planned[] = [];
  const types: Record<string, unknown> = {};
  const refused: { file: string; group: SuiteGroup; entry: SkipEntry }[] = [];
  const unexpected: string[] = [];
  suiteFiles().forEach((file, fileIndex) => {
    const groups = JSON.parse(readFileSync(join(dir!, file), 'utf8')) as SuiteGroup[];
    groups.forEach((group, groupIndex) => {
      const entry = skipFor(file, group.description);
      const type = `Suite${fileIndex}x${groupIndex}`;
      let translated: Record<string, unknown> | undefined;
      try {
        translated = translateGroup(group.schema as never, type);
      } catch (error) {
        if (!(error instanceof OutsideDialect)) throw error;
        if (entry?.kind !== 'outside')
          unexpected.push(
            `${file} "${group.description}": outside the dialect (${error.message}) but not in the skip table`,
          );
        return;
      }
      if (entry?.kind === 'outside')
        unexpected.push(`${file} "${group.description}": the skip table says outside the dialect, but it translates`);
      else if (entry?.kind === 'refused') refused.push({ file, group, entry });
      else if (entry?.kind === 'other-meaning') return;
      else {
        Object.assign(types, translated);
        run.push({ file, group, type, boundaryRefusesProto: entry?.kind === 'boundary-refuses' });
      }
    });
  });
  return { run, types, refused, unexpected };
}

describe.skipIf(!present)('JSON-Schema-Test-Suite draft 2020-12 through gen', () => {
  const { run, types, refused, unexpected } = present ? plan() : { run: [], types: {}, refused: [], unexpected: [] };
  let generated: GeneratedSuite;
  beforeAll(async () => {
    generated = await generateSuitePackage(types);
  }, 300_000);

  it('rule: the skip table accounts for every file and group, and names only what exists', () => {
    expect(unexpected).toEqual([]);
    const files = new Set(suiteFiles());
    for (const entry of SKIPPED) {
      expect(files.has(entry.file), `skip table entry for missing file ${entry.file}`).toBe(true);
      const groups = (JSON.parse(readFileSync(join(dir!, entry.file), 'utf8')) as SuiteGroup[]).map(
        (group) => group.description,
      );
      for (const group of entry.groups ?? []) expect(groups, `skip table group in ${entry.file}`).toContain(group);
    }
    // Enough of the suite runs that a translator that gave up on everything would be caught.
    expect(run.length).toBeGreaterThan(250);
  });

  it('rule: every group the dialect can express generates a package (no spec error, no crash)', () => {
    expect(generated.ok ? '' : generated.problem).toBe('');
  });

  it.each(refused.map(({ file, group, entry }) => [`${file}: ${group.description}`, group, entry] as const))(
    'rule: a group the spec format refuses on purpose gets a positioned error: %s',
    async (_name, group, entry) => {
      const alone = await generateSuitePackage(translateGroup(group.schema as never, 'Refused'));
      expect(alone.ok).toBe(false);
      if (alone.ok) return;
      // file:line:col, then the code the table names.
      expect(alone.problem).toMatch(new RegExp(`^\\S+\\.yaml:\\d+:\\d+\\s+${entry.code}\\s`, 'm'));
    },
    60_000,
  );

  const byFile = new Map<string, Planned[]>();
  for (const planned of run) byFile.set(planned.file, [...(byFile.get(planned.file) ?? []), planned]);
  for (const [file, groups] of byFile) {
    describe(file, () => {
      it.each(groups.map((planned) => [planned.group.description, planned] as const))(
        '%s',
        (_name, { group, type, boundaryRefusesProto }) => {
          if (!generated.ok) throw new Error('the suite package did not generate');
          const { module } = generated;
          const guard = module[`is${type}`] as (value: unknown) => boolean;
          const schema = module[`${type}Schema`] as object;
          const verdicts = group.tests.map((test) => {
            let parsed: boolean | string;
            try {
              module.parseSchema(schema, test.data);
              parsed = true;
            } catch (error) {
              // A ProtocolError is a verdict; anything else thrown is a crash, reported as such.
              parsed = error instanceof Error && error.name === 'ProtocolError' ? false : `crash: ${String(error)}`;
            }
            return { case: test.description, validator: guard(test.data), parseSchema: parsed };
          });
          const parseVerdict = (test: SuiteCase) => test.valid && !(boundaryRefusesProto && holdsProto(test.data));
          expect(verdicts).toEqual(
            group.tests.map((test) => ({
              case: test.description,
              validator: test.valid,
              parseSchema: parseVerdict(test),
            })),
          );
        },
      );
    });
  }
});
