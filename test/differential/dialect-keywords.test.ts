/**
 * Differential validation of the 2020-12 keywords the bundled spec does not use (issue 18, point 4):
 * random named types in the spec's dialect (support/dialect-schemas.ts: format, patternProperties,
 * prefixItems, contains/minContains/maxContains, dependentRequired, dependentSchemas,
 * if/then/else, title, among the older keywords) go through `gen` into one package; its type guard
 * and its `parseSchema` then judge instances drawn from each emitted schema, and mutations of them,
 * beside the reference (@cfworker/json-schema, the reference counters and reference formats). All
 * three must agree.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeDisagreement, type Disagreement } from './support/disagreement.ts';
import { generateDialectPackage, type DialectPackage } from './support/dialect-package.ts';
import { dialectTypes } from './support/dialect-schemas.ts';
import { allNodes, ANNOTATION_KEYWORDS, CUSTOM_KEYWORDS, STANDARD_KEYWORDS } from './support/keywords.ts';
import { mutations, setAt } from './support/mutations.ts';
import { checksOverruledBySuite, FORMAT_CORPUS, SPEC_FORMATS } from './support/reference-formats.ts';
import { ReferenceValidator } from './support/reference-validator.ts';
import { schemaArbitrary } from './support/schema-arbitrary.ts';
import { pick, seededRandom } from '../support/seeded-random.ts';
import { FORMATS } from '../../runtime/validation/formats/index.ts';

/** Fixed, so a run is repeatable; DIFFERENTIAL_SEED explores others (a disagreement found there is a bug to fix). */
const SEED = Number(process.env.DIFFERENTIAL_SEED ?? 20_251_201);
const TYPES = 24;
const GENERATED_PER_SCHEMA = 60;
const MUTATED_GENERATED = 12;
const MUTATIONS_PER_GENERATED = 10;
const MIN_TOTAL = 4_000;

/** The keywords the random types must exercise, every one of them somewhere. */
const AIMED_AT = [
  'format',
  'patternProperties',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
  'title',
];

/** Plain JSON, as a decoder hands it over: no null prototypes, no undefined. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** parseSchema refuses a member named __proto__ at any depth (the boundary would set a prototype copying it). */
const holdsProto = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  ((!Array.isArray(value) && Object.hasOwn(value, '__proto__')) || Object.values(value).some(holdsProto));

const types = fc.sample(dialectTypes(TYPES), { seed: SEED, numRuns: 1 })[0]!;
let generated: DialectPackage;
beforeAll(async () => {
  generated = await generateDialectPackage(types);
}, 120_000);

describe('differential validation of the 2020-12 keywords: generated validators and parseSchema vs the reference', () => {
  it('rule: the random types use every keyword aimed at, every format, and only keywords the reference evaluates', () => {
    const used = new Set<string>();
    const formats = new Set<string>();
    for (const schema of Object.values(types)) {
      for (const node of allNodes(schema)) {
        for (const keyword of Object.keys(node)) used.add(keyword);
        if (typeof node.format === 'string') formats.add(node.format);
      }
    }
    expect(AIMED_AT.filter((keyword) => !used.has(keyword))).toEqual([]);
    expect(SPEC_FORMATS.filter((format) => !formats.has(format))).toEqual([]);
    expect(
      [...used].filter(
        (keyword) =>
          !STANDARD_KEYWORDS.has(keyword) && !CUSTOM_KEYWORDS.has(keyword) && !ANNOTATION_KEYWORDS.has(keyword),
      ),
    ).toEqual([]);
  });

  it('rule: the spec of random types passes check and generates (a spec error or crash here is a generator bug or an arbitrary out of the dialect)', () => {
    expect(generated.ok ? '' : generated.problem).toBe('');
  });

  it('rule: the type guard, parseSchema and the reference give the same verdict on every generated and mutated instance', () => {
    if (!generated.ok) throw new Error('the package of random types did not generate');
    const hugeProbed = new WeakSet<object>();
    const disagreements: Disagreement[] = [];
    let total = 0;
    let accepted = 0;
    let unjudged = 0;
    let drawnTotal = 0;
    let drawnAccepted = 0;
    const neverValid: string[] = [];
    const random = generated.subjects.filter((subject) => Object.hasOwn(types, subject.name.slice('types/'.length)));
    random.forEach((subject, index) => {
      const reference = new ReferenceValidator(subject.schema);
      const random = seededRandom(SEED + index);
      const drawn = fc
        .sample(schemaArbitrary(subject.schema), { seed: SEED + index, numRuns: GENERATED_PER_SCHEMA })
        .map(asJson);
      const instances = [...drawn];
      const reference0 = drawn.filter((instance) => reference.validate(instance) && reference.judged).length;
      drawnTotal += drawn.length;
      drawnAccepted += reference0;
      if (reference0 === 0) neverValid.push(subject.name);
      for (const base of drawn.slice(0, MUTATED_GENERATED)) {
        const { always, sampled } = mutations(subject.schema, base, hugeProbed);
        for (const m of [...always, ...pick(sampled, MUTATIONS_PER_GENERATED, random)])
          instances.push(setAt(base, m.path, m.value));
      }
      for (const instance of instances) {
        const expected = reference.validate(instance);
        if (!reference.judged) {
          unjudged++;
          continue;
        }
        const guard = subject.validate(instance);
        const parsed = subject.parse(instance);
        total++;
        if (expected) accepted++;
        const parseExpected = expected && !holdsProto(instance);
        if (guard !== expected || parsed !== parseExpected) {
          disagreements.push({
            schema: `${subject.name} ${JSON.stringify(types[subject.name.slice('types/'.length)])}`,
            instance,
            generated: guard,
            reference: expected,
            generatedErrors: `parseSchema ${parsed ? 'accepts' : 'rejects'}`,
            referenceErrors: reference.explain(instance),
          });
        }
      }
    });
    console.log(
      `differential (2020-12 keywords): ${total} instances over ${random.length} random types, ${accepted} valid (${drawnAccepted} of the ${drawnTotal} drawn), ` +
        `${unjudged} left out (A-labels); seed ${SEED}; no valid instance drawn for ${neverValid.join(', ') || 'none'}`,
    );
    if (disagreements.length > 0)
      console.log(
        `${disagreements.length} disagreements:\n${disagreements.slice(0, 10).map(describeDisagreement).join('\n')}`,
      );
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL);
    // Drawn instances mostly valid, mutations mostly not: both verdicts are exercised, on most types.
    expect(drawnAccepted / drawnTotal).toBeGreaterThan(0.4);
    expect(accepted / total).toBeLessThan(0.6);
    expect(neverValid.length).toBeLessThan(random.length / 4);
    expect(disagreements.slice(0, 10).map(describeDisagreement)).toEqual([]);
  }, 240_000);
});

describe('the reference formats against the JSON-Schema-Test-Suite (support/format-corpus.json)', () => {
  it('rule: where the reference check and the suite disagree, it is cfworker on IDNA A-labels, which it does not decode — and the package agrees with the suite', () => {
    const overruled = checksOverruledBySuite();
    // Every one is a hostname with an xn-- label cfworker accepts and RFC 5890/5891/5892 refuse.
    expect(
      overruled.filter(({ format, value, suite }) => !(format === 'hostname' && /(^|\.)xn--/i.test(value) && !suite)),
    ).toEqual([]);
    expect(overruled.length).toBeGreaterThan(0);
    const formats = FORMATS as Readonly<Record<string, (value: string) => boolean>>;
    const packageWrong = Object.entries(FORMAT_CORPUS).flatMap(([format, cases]) =>
      cases
        .filter(([value, valid]) => formats[format]!(value) !== valid)
        .map(([value]) => `${format} ${JSON.stringify(value)}`),
    );
    expect(packageWrong).toEqual([]);
  });
});
