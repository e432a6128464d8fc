/**
 * The bundle means what the generated package enforces. Compiled by Ajv 2020 with the felan
 * vocabulary implemented from its published description alone (felan-ajv.ts), each definition is
 * run beside the package's own validator (`is<Type>`, PARAMS_VALIDATORS, RESULT_VALIDATORS) on the
 * spec's examples and on mutations of them (test/differential's: dropped and unknown keys, retyped
 * values, strings and numbers at every bound ± 1, duplicates, wrong enum values…): both must agree.
 *
 * Both sides apply the checks (`check`): the package in its generated validators, the bundle through
 * Ajv set up to apply the optional checks vocabulary (felan-ajv.ts, `checks: 'applied'`). The same
 * bundle compiled with that vocabulary ignored, as a generic 2020-12 validator may ignore it, checks
 * the shape only: it must differ from the package only by accepting values a check rejects, and on
 * some of the mutations and known-bad values a check is what decides.
 */
import * as protocol from '@felan-ai/session-protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { mutations, setAt } from '../differential/support/mutations.ts';
import { loadSubjects, type SchemaSubject } from '../differential/support/schema-subjects.ts';
import { pick, seededRandom } from '../support/seeded-random.ts';
import { bundle, model } from './bundle-under-test.ts';
import { felanAjv } from './felan-ajv.ts';

const SEED = 20_251_130;
const SAMPLED_PER_EXAMPLE = 24;

const ajv = felanAjv({ checks: 'applied' });
ajv.addSchema(bundle as object);
/** A generic consumer's Ajv: the optional checks vocabulary ignored, so only the shape is checked. */
const shapeAjv = felanAjv({ checks: 'ignored' });
shapeAjv.addSchema(bundle as object);

/** The bundle's validator of a definition, found by its `$id` as an outside consumer would. */
function bundleValidator(defName: string, by = ajv): (value: unknown) => boolean {
  const id = bundle.$defs[defName]?.$id as string | undefined;
  if (id === undefined) throw new Error(`the bundle has no definition ${defName}`);
  const validate = by.getSchema(id);
  if (validate === undefined) throw new Error(`Ajv does not know ${id}`);
  return (value) => validate(value) as boolean;
}

/** The first example the spec gives a named type. */
function exampleOf(type: string): Record<string, unknown> {
  const example = (
    model.types.find((candidate) => candidate.name === type)?.schema.examples as unknown[] | undefined
  )?.[0];
  if (example === undefined) throw new Error(`the spec gives ${type} no example`);
  return structuredClone(example) as Record<string, unknown>;
}

/** `types/Prompt` → Prompt, `params/config.set` → ConfigSetParams: the subject's definition in the bundle. */
function defNameOf(subject: SchemaSubject): string {
  const [kind, name] = subject.name.split(/\/(.*)/s) as [string, string];
  if (kind === 'types') return name;
  const op = model.operations.find((candidate) => candidate.name === name)!;
  return kind === 'params' ? op.paramsTypeName : op.resultTypeName;
}

let subjects: SchemaSubject[];
beforeAll(async () => {
  subjects = await loadSubjects();
});

describe('the bundle validates as the generated package does', () => {
  it('rule: every example params and result of every operation (and every type example) validates against its definition', () => {
    const rejected: string[] = [];
    let checked = 0;
    for (const subject of subjects) {
      const valid = bundleValidator(defNameOf(subject));
      subject.examples.forEach((example, index) => {
        checked++;
        if (!valid(example))
          rejected.push(
            `${subject.name} example ${index}: ${ajv.errorsText(ajv.getSchema(bundle.$defs[defNameOf(subject)]!.$id as string)!.errors)}`,
          );
      });
    }
    expect(rejected).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(2 * model.operations.length);
  });

  it('rule: on mutations of the examples the bundle and the package give the same verdict, and both reject most of them; ignoring the checks accepts only what a check rejects', () => {
    const random = seededRandom(SEED);
    const hugeProbed = new WeakSet<object>();
    const disagreements: string[] = [];
    const shapeDisagreements: string[] = [];
    let instances = 0;
    let rejected = 0;
    let decidedByCheck = 0;
    for (const subject of subjects) {
      const valid = bundleValidator(defNameOf(subject));
      const validShape = bundleValidator(defNameOf(subject), shapeAjv);
      for (const example of subject.examples) {
        const { always, sampled } = mutations(subject.schema, example, hugeProbed);
        for (const mutation of [...always, ...pick(sampled, SAMPLED_PER_EXAMPLE, random)]) {
          const instance = setAt(example, mutation.path, mutation.value);
          const expected = subject.validate(instance);
          const at = `${subject.name} at /${mutation.path.join('/')} = ${JSON.stringify(mutation.value)?.slice(0, 80)}`;
          instances++;
          if (!expected) rejected++;
          if (valid(instance) !== expected) disagreements.push(`${at}: package ${expected}, bundle ${!expected}`);
          const shape = validShape(instance);
          // Only a check may tell them apart, and it only ever rejects.
          if (shape !== expected) {
            if (shape && !expected && !valid(instance)) decidedByCheck++;
            else shapeDisagreements.push(`${at}: package ${expected}, bundle ignoring checks ${shape}`);
          }
        }
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
    expect(shapeDisagreements.slice(0, 20)).toEqual([]);
    expect(instances).toBeGreaterThan(3_000);
    expect(rejected / instances, 'most mutations break the contract').toBeGreaterThan(0.5);
    expect(decidedByCheck, 'some mutations break only a check (an offset, a revision, a session)').toBeGreaterThan(0);
  });

  it('rule: known-bad values are rejected by both, for the reason the package gives (bytes, not characters; closed objects; whole-value bounds)', () => {
    const cases: [defName: string, value: unknown, packageVerdict: (value: unknown) => boolean][] = [
      ['RequestId', '€'.repeat(43), protocol.isRequestId], // 129 UTF-8 bytes in 43 characters
      ['JsonValue', Array.from({ length: 1_025 }, () => 0), protocol.isJsonValue], // over maxEntries
      ['JsonValue', 'x'.repeat(65_535), protocol.isJsonValue], // 65,537 bytes of JSON text, over maxJsonBytes
      [
        'ConfigSetParams',
        {
          ...(model.operations.find((op) => op.name === 'config.set')!.examples[0]!.params as object),
          expectedRevision: 3,
        },
        protocol.PARAMS_VALIDATORS['config.set'],
      ],
      ['SteerResult', { itemId: 'item-1', status: 'handled' }, protocol.RESULT_VALIDATORS.steer], // both oneOf branches
      ['PromptParams', 42, protocol.PARAMS_VALIDATORS.prompt],
    ];
    for (const [defName, value, packageVerdict] of cases) {
      expect(packageVerdict(value), `${defName}: the package rejects it`).toBe(false);
      expect(bundleValidator(defName)(value), `${defName}: the bundle rejects it`).toBe(false);
    }
    // And the same bounds' edges are accepted by both: the byte count is not a character count.
    for (const [defName, value, packageVerdict] of [
      ['RequestId', '€'.repeat(42) + 'aa', protocol.isRequestId],
      ['JsonValue', Array.from({ length: 1_024 }, () => 0), protocol.isJsonValue],
    ] as const) {
      expect(packageVerdict(value), defName).toBe(true);
      expect(bundleValidator(defName)(value), defName).toBe(true);
    }
  });

  it('rule: values of the right shape that break a check are rejected by the package and by the bundle applying the checks vocabulary, and accepted by the bundle ignoring it', () => {
    const chunk = { offset: 10, data: 'aGk=', nextOffset: 12, eof: false }; // 'hi': 2 decoded bytes
    const row = exampleOf('StoredEventRow');
    const command = exampleOf('RemoteCommandRow');
    delete command.session;
    const cases: [defName: string, value: unknown, packageVerdict: (value: unknown) => boolean][] = [
      ['ProcessOutputChunk', { ...chunk, nextOffset: 13 }, protocol.isProcessOutputChunk], // outputChunkOffsets
      [
        'UiActions',
        [
          { name: 'open', label: 'Open' },
          { name: 'open', label: 'Open again' },
        ],
        protocol.isUiActions,
      ], // uniqueNames; uniqueItems passes
      ['StoredEventRow', { ...row, revision: (row.revision as number) + 1 }, protocol.isStoredEventRow], // storedEventRow
      ['RemoteCommandRow', command, protocol.isRemoteCommandRow], // remoteCommandSession: a prompt names its session
    ];
    for (const [defName, value, packageVerdict] of cases) {
      expect(packageVerdict(value), `${defName}: the package rejects it`).toBe(false);
      expect(bundleValidator(defName)(value), `${defName}: the bundle applying the checks rejects it`).toBe(false);
      expect(bundleValidator(defName, shapeAjv)(value), `${defName}: the bundle ignoring the checks accepts it`).toBe(
        true,
      );
    }
    // The check decides, not the shape: the same values set right pass all three.
    for (const [defName, value, packageVerdict] of [
      ['ProcessOutputChunk', chunk, protocol.isProcessOutputChunk],
      ['StoredEventRow', row, protocol.isStoredEventRow],
    ] as const) {
      expect(packageVerdict(value), defName).toBe(true);
      expect(bundleValidator(defName)(value), defName).toBe(true);
      expect(bundleValidator(defName, shapeAjv)(value), defName).toBe(true);
    }
  });
});
