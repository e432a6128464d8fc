/**
 * Every disagreement the differential test has found, kept as an instance with the verdict JSON
 * Schema 2020-12 gives it: both the generated validator and the reference must return that verdict.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReferenceValidator } from './support/reference-validator.ts';
import { loadSubjects, type SchemaSubject } from './support/schema-subjects.ts';

interface RegressionCase {
  readonly schema: string;
  readonly instance: unknown;
  readonly valid: boolean;
  /** What the disagreement was and why `valid` is right. */
  readonly found: string;
}

const FIXTURES = new URL('../fixtures/differential/', import.meta.url);
const cases = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => [name, JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as RegressionCase] as const);

let subjects: Map<string, SchemaSubject>;
beforeAll(async () => {
  subjects = new Map((await loadSubjects()).map((subject) => [subject.name, subject]));
});

describe('differential regressions (test/fixtures/differential)', () => {
  it('rule: the regression folder holds cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('rule: %s gets its recorded verdict from both sides', (_name, regression) => {
    const subject = subjects.get(regression.schema);
    expect(subject, `no schema ${regression.schema}`).toBeDefined();
    expect(new ReferenceValidator(subject!.schema).validate(regression.instance), 'cfworker + reference').toBe(
      regression.valid,
    );
    expect(subject!.validate(regression.instance), 'generated validator').toBe(regression.valid);
  });
});
