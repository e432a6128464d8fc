/**
 * The rules a compiled reader is held to on one input (runtime/boundary/fast-read.ts), against the
 * slow path (slow-path.ts):
 * - where the plain copy refuses the input (not JSON, too deep, over the budget), the reader fails;
 * - where Ajv refuses the copy, the reader fails, and on the copy it records a reason that is one of
 *   the errors Ajv reports (instancePath, keyword, params), with Ajv's message;
 * - where Ajv accepts it, the reader returns the stripped copy (key order included) and records no
 *   reason; every object and array of its output that lost nothing is the input's own, and every
 *   other one is fresh and ordinary;
 * - the input is never changed.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { FAIL } from '../../../runtime/boundary/fast-read.ts';
import { UNBOUNDED_BUDGET } from '../../../runtime/boundary/plain-json.ts';
import { issueMessage } from '../../../runtime/validation/validation-issue.ts';
import { compiledReaders, type CompiledReaders, type CompileOptions, type Types } from './compiled-readers.ts';
import { NOT_PLAIN, slowPath, type SlowPath } from './slow-path.ts';

export type Verdict = 'read' | 'refused' | 'not plain';

export interface Agreement {
  readonly readers: CompiledReaders;
  readonly slow: SlowPath;
  /** Checks the rules on one input; says which way it went, so a test can show it was not vacuous. */
  readonly check: (label: string, value: unknown, budget?: number) => Verdict;
  /** The same on many inputs: how many went each way. */
  readonly checkAll: (label: string, values: Iterable<unknown>) => Record<Verdict, number>;
}

const snapshot = (value: unknown): string | undefined => {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
};

export function agreement(types: Types, options: CompileOptions = {}): Agreement {
  const readers = compiledReaders(types, options);
  const slow = slowPath(types, options.inline);
  const check = (label: string, value: unknown, budget = UNBOUNDED_BUDGET): Verdict => {
    const shown = snapshot(value)?.slice(0, 300) ?? String(value);
    const before = snapshot(value);
    const copy = slow.copy(value, readers.maxDepth, budget);
    const out = readers.read(label, value, { budget });
    expect(snapshot(value), `the input is unchanged: ${shown}`).toBe(before);
    if (copy === NOT_PLAIN) {
      expect(out, `the copy refuses ${shown}`).toBe(FAIL);
      return 'not plain';
    }
    const { valid, errors } = slow.validate(label, copy);
    const reason = readers.reason(label, copy);
    if (!valid) {
      expect(out, `Ajv refuses ${shown}`).toBe(FAIL);
      expect(reason, `a reason for ${shown}`).toBeDefined();
      const match = errors.find(
        (error) =>
          error.instancePath === reason!.instancePath &&
          error.keyword === reason!.keyword &&
          isDeepStrictEqual(error.params, reason!.params),
      );
      expect(
        match,
        `reason ${JSON.stringify(reason)} is one of Ajv's ${JSON.stringify(errors)} for ${shown}`,
      ).toBeDefined();
      expect(issueMessage(reason!.keyword, reason!.params), `Ajv's message for ${shown}`).toBe(match!.message);
      return 'refused';
    }
    expect(out, `Ajv accepts ${shown}`).not.toBe(FAIL);
    expect(reason, `no reason for ${shown}`).toBeUndefined();
    slow.strip(label, copy);
    expect(JSON.stringify(out), `the stripped copy of ${shown}`).toBe(JSON.stringify(copy));
    expectShared(value, out, '');
    return 'read';
  };
  const checkAll = (label: string, values: Iterable<unknown>) => {
    const tally: Record<Verdict, number> = { read: 0, refused: 0, 'not plain': 0 };
    for (const value of values) tally[check(label, value)]++;
    return tally;
  };
  return { readers, slow, check, checkAll };
}

/** Whether a value holds an object of null prototype (which a reader always copies). */
function holdsNullPrototype(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.getPrototypeOf(value) === null) return true;
  return Object.values(value).some(holdsNullPrototype);
}

/** The output's containers that lost nothing are the input's own; the others fresh and ordinary. */
export function expectShared(input: unknown, output: unknown, path: string): void {
  if (typeof output !== 'object' || output === null) return;
  const prototype: unknown = Object.getPrototypeOf(output);
  expect(
    prototype === Object.prototype || prototype === Array.prototype,
    `an ordinary container at ${path || '/'}`,
  ).toBe(true);
  if (!holdsNullPrototype(input) && JSON.stringify(input) === JSON.stringify(output)) {
    expect(output === input, `the input's own container at ${path || '/'}`).toBe(true);
    return;
  }
  expect(output === input, `a fresh container at ${path || '/'}`).toBe(false);
  for (const key of Object.keys(output))
    expectShared((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key], `${path}/${key}`);
}

/** A reason as readReason gives it: Ajv's keyword and params, at an instancePath. */
export const reasonAt = (keyword: string, params: object, instancePath = '') => ({ keyword, params, instancePath });
