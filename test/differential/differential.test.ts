/**
 * Differential validation (issue 8, point 2): the package's generated standalone Ajv validators and
 * a second implementation, @cfworker/json-schema (draft 2020-12) plus a reference count for the
 * custom keywords, judge the same instances against the same emitted JSON Schema; they must agree.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeDisagreement, type Disagreement } from './support/disagreement.ts';
import { allNodes, ANNOTATION_KEYWORDS, CUSTOM_KEYWORDS, STANDARD_KEYWORDS } from './support/keywords.ts';
import { mutations, setAt } from './support/mutations.ts';
import { ReferenceValidator } from './support/reference-validator.ts';
import { schemaArbitrary } from './support/schema-arbitrary.ts';
import { loadSubjects, type SchemaSubject } from './support/schema-subjects.ts';
import { pick, seededRandom } from '../support/seeded-random.ts';

const SEED = 20_240_808;
const GENERATED_PER_SCHEMA = 30;
const MUTATIONS_PER_EXAMPLE = 40;
const MUTATED_GENERATED = 10;
const MUTATIONS_PER_GENERATED = 8;
const MIN_PER_SCHEMA = 60;
const MIN_TOTAL = 20_000;

let subjects: SchemaSubject[];
beforeAll(async () => {
  subjects = await loadSubjects();
});

/** Plain JSON, as a decoder hands it over: no null prototypes, no undefined. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** (a) the spec's examples, (b) instances drawn from the schema, (c) mutations of both. */
function instancesOf(subject: SchemaSubject, index: number, hugeProbed: WeakSet<object>): unknown[] {
  const random = seededRandom(SEED + index);
  const generated = fc
    .sample(schemaArbitrary(subject.schema), { seed: SEED + index, numRuns: GENERATED_PER_SCHEMA })
    .map(asJson);
  const out: unknown[] = [...subject.examples, ...generated];
  const mutate = (base: unknown, count: number) => {
    const { always, sampled } = mutations(subject.schema, base, hugeProbed);
    for (const m of [...always, ...pick(sampled, count, random)]) out.push(setAt(base, m.path, m.value));
  };
  for (const example of subject.examples) mutate(example, MUTATIONS_PER_EXAMPLE);
  for (const base of generated.slice(0, MUTATED_GENERATED)) mutate(base, MUTATIONS_PER_GENERATED);
  return out;
}

function errorsOf(validate: SchemaSubject['validate']): string {
  const errors =
    (validate as { errors?: readonly { instancePath: string; keyword: string; message?: string }[] | null }).errors ??
    [];
  return (
    errors
      .slice(0, 2)
      .map((e) => `${e.instancePath || '/'} ${e.keyword}: ${e.message ?? ''}`)
      .join('; ') || 'valid'
  );
}

describe('differential validation: generated validators vs @cfworker/json-schema + reference custom keywords', () => {
  it('rule: every keyword in the emitted schemas is evaluated by cfworker, by the reference, or is an annotation', () => {
    const unknown = new Set<string>();
    for (const { schema } of subjects) {
      for (const node of allNodes(schema)) {
        for (const keyword of Object.keys(node)) {
          if (!STANDARD_KEYWORDS.has(keyword) && !CUSTOM_KEYWORDS.has(keyword) && !ANNOTATION_KEYWORDS.has(keyword))
            unknown.add(keyword);
        }
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it('rule: both sides give the same verdict on every example, generated and mutated instance of every schema', () => {
    const hugeProbed = new WeakSet<object>();
    const disagreements: Disagreement[] = [];
    const counts: Record<string, { instances: number; accepted: number }> = {};
    subjects.forEach((subject, index) => {
      const reference = new ReferenceValidator(subject.schema);
      const tally = (counts[subject.name] = { instances: 0, accepted: 0 });
      for (const instance of instancesOf(subject, index, hugeProbed)) {
        const generated = subject.validate(instance);
        const referenceVerdict = reference.validate(instance);
        tally.instances++;
        if (generated) tally.accepted++;
        if (generated !== referenceVerdict) {
          disagreements.push({
            schema: subject.name,
            instance,
            generated,
            reference: referenceVerdict,
            generatedErrors: errorsOf(subject.validate),
            referenceErrors: reference.explain(instance),
          });
        }
      }
    });
    const total = Object.values(counts).reduce((sum, c) => sum + c.instances, 0);
    const rows = Object.entries(counts).map(([name, c]) => `${name} ${c.instances} (${c.accepted} valid)`);
    console.log(`differential: ${total} instances over ${rows.length} schemas, seed ${SEED}\n${rows.join('\n')}`);
    if (disagreements.length > 0)
      console.log(
        `${disagreements.length} disagreements:\n${disagreements.slice(0, 20).map(describeDisagreement).join('\n')}`,
      );

    expect(Object.keys(counts)).toHaveLength(subjects.length);
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL);
    expect(
      Object.entries(counts)
        .filter(([, c]) => c.instances < MIN_PER_SCHEMA)
        .map(([name]) => name),
    ).toEqual([]);
    // No schema is tested only with invalid instances.
    expect(
      Object.entries(counts)
        .filter(([, c]) => c.accepted === 0)
        .map(([name]) => name),
    ).toEqual([]);
    expect(disagreements.map(describeDisagreement)).toEqual([]);
  }, 240_000);
});
