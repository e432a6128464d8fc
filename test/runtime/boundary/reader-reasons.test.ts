/**
 * A reader that fails on the boundary's plain copy says why (runtime/boundary/fast-read.ts), and the
 * boundary reports that reason instead of running Ajv. Rules checked here, for every schema parseSchema
 * takes and the request and response envelopes, on the spec's examples and on fuzzed mutations of them
 * (the fuzz suite's own cases: fuzz/arbitraries):
 * - a reader holds exactly when Ajv does, and fails with a reason exactly when it does not;
 * - its reason (instancePath, keyword, params) is one of the errors Ajv's every-error validator
 *   reports for the same value and schema (generator/check/validator-cache.ts), with Ajv's message;
 * - when that validator reports exactly one error, the reason is the error the standalone validator
 *   (the old slow path) reports.
 * Which error is reported when there are several is the readers' order (docs/performance.md, Choice).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { BINDING } from '../../../generated/session-protocol/dist/boundary.js';
import { readReason } from '../../../generated/session-protocol/dist/runtime/boundary/fast-read.js';
import { copyPlainJson } from '../../../generated/session-protocol/dist/runtime/boundary/plain-json.js';
import { issueMessage } from '../../../generated/session-protocol/dist/runtime/validation/validation-issue.js';
import type {
  CheckedSchema,
  CheckFunction,
} from '../../../generated/session-protocol/dist/runtime/boundary/boundary.js';
import { SCHEMAS } from '../../../generated/session-protocol/dist/schema-parser.js';
import * as standalone from '../../../generated/session-protocol/dist/validators.js';
import { namedCases } from '../../../fuzz/arbitraries/named-cases.ts';
import { buildInput } from '../../../fuzz/hostile/build-input.ts';
import {
  anyExamples,
  exampleRequests,
  exampleResponses,
  model,
  schemas,
  validExamples,
} from '../../../fuzz/spec-examples.ts';
import { everyErrorValidators } from '../../support/reported-errors.ts';

let everyError: ReadonlyMap<string, () => ValidateFunction>;

beforeAll(() => {
  everyError = everyErrorValidators(model);
});

/** A value as the boundary checks it: its plain copy, or undefined when the copy refuses it (no schema is asked then). */
function plainCopy(value: unknown): unknown {
  try {
    return copyPlainJson(value, BINDING.maxDepth, BINDING.maxFrameBytes);
  } catch {
    return undefined;
  }
}

const shown = (error: Pick<ErrorObject, 'instancePath' | 'keyword' | 'params'>) =>
  `${error.instancePath} ${error.keyword} ${JSON.stringify(error.params)}`;

/** Counts, so a test can show its rules did not hold vacuously. */
interface Tally {
  valid: number;
  failed: number;
  single: number;
}

/** The rules on one value (a plain copy) and one schema; returns a description of what broke, or undefined. */
function ruleBreak(schema: CheckedSchema, value: unknown, tally: Tally): string | undefined {
  if (schema.read === undefined) return undefined;
  const every = everyError.get(schema.validator)!();
  let valid: boolean;
  try {
    valid = every(value);
  } catch (error) {
    // Past ~4 MiB a pattern overflows the regexp stack: no verdict to compare (the boundary reports the throw).
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  const reason = readReason(schema.read, value, 0);
  if (valid) {
    tally.valid++;
    return reason === undefined ? undefined : `the reader fails (${shown(reason)}) where Ajv holds`;
  }
  tally.failed++;
  const errors = every.errors ?? [];
  if (reason === undefined) return `the reader holds where Ajv reports ${errors.map(shown).join('; ')}`;
  if (reason.keyword === '') return 'the reader fails on a plain copy without a reason';
  const match = errors.find(
    (error) =>
      error.instancePath === reason.instancePath &&
      error.keyword === reason.keyword &&
      isDeepStrictEqual(error.params, reason.params),
  );
  if (match === undefined) return `the reason ${shown(reason)} is none of Ajv's: ${errors.map(shown).join('; ')}`;
  if (issueMessage(reason.keyword, reason.params) !== match.message)
    return `the message of ${shown(reason)} is not Ajv's "${match.message}"`;
  if (errors.length === 1) {
    tally.single++;
    const old = standalone[schema.validator as keyof typeof standalone] as unknown as CheckFunction;
    if (old(value)) return 'the standalone validator holds';
    const first = old.errors![0]!;
    const same =
      first.instancePath === reason.instancePath &&
      first.keyword === reason.keyword &&
      isDeepStrictEqual(first.params, reason.params);
    if (!same) return `the one error is ${shown(reason)}, the standalone validator's first ${shown(first)}`;
  }
  return undefined;
}

function expectRules(name: string, schema: CheckedSchema, value: unknown, tally: Tally): void {
  const copy = plainCopy(value);
  if (copy === undefined) return;
  const broken = ruleBreak(schema, copy, tally);
  if (broken !== undefined) expect.fail(`${name}: ${broken}\nvalue: ${JSON.stringify(copy).slice(0, 2000)}`);
}

const byName = (name: string): CheckedSchema => SCHEMAS.get(schemas.get(name)!.schema)!;

describe('a reader that fails says why, in one of the errors Ajv reports', () => {
  it("every schema parseSchema takes, on its examples and on 20,000 fuzzed mutations of them (the fuzz suite's cases)", () => {
    const tally: Tally = { valid: 0, failed: 0, single: 0 };
    for (const name of schemas.keys())
      for (const example of validExamples.get(schemas.get(name)!.validator) ?? [])
        expectRules(name, byName(name), example, tally);
    const cases = namedCases(
      [...schemas.keys()],
      (name) => validExamples.get(schemas.get(name)!.validator) ?? [],
      anyExamples,
      {
        throwingAccessors: false,
        throwingProxies: false,
        readsBounded: true,
      },
    );
    fc.assert(
      fc.property(cases, ({ name, description }) => {
        expectRules(name, byName(name), buildInput(description), tally);
      }),
      { numRuns: 20_000, seed: 20261202 },
    );
    // Not vacuous: most mutations fail, many with Ajv's single error, and some still hold.
    expect(tally.failed).toBeGreaterThan(5_000);
    expect(tally.single).toBeGreaterThan(1_000);
    expect(tally.valid).toBeGreaterThan(1_000);
  }, 120_000);

  it('the request and response envelopes (their params and results open), on mutations of every example frame', () => {
    const tally: Tally = { valid: 0, failed: 0, single: 0 };
    const frames = [
      ...exampleRequests.map((request) => ({ name: 'ClientEnvelope', value: request.value })),
      ...exampleResponses.map((response) => ({ name: 'ServerEnvelope', value: response.value })),
    ];
    const envelope = (name: string) => (name === 'ClientEnvelope' ? BINDING.request.schema : BINDING.response.schema);
    const cases = namedCases(
      ['ClientEnvelope', 'ServerEnvelope'],
      (name) => frames.filter((frame) => frame.name === name).map((frame) => frame.value),
      anyExamples,
      {
        throwingAccessors: false,
        throwingProxies: false,
        readsBounded: true,
      },
    );
    fc.assert(
      fc.property(cases, ({ name, description }) => {
        expectRules(name, envelope(name), buildInput(description), tally);
      }),
      { numRuns: 5_000, seed: 20261203 },
    );
    expect(tally.failed).toBeGreaterThan(1_000);
    expect(tally.single).toBeGreaterThan(200);
  }, 120_000);
});
