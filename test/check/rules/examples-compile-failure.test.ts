/**
 * examples (generator/check/rules/examples.ts) when an operation's schema does not compile: the
 * other rules are meant to catch whatever Ajv refuses, but should one slip through it is the spec's
 * problem — schema-not-compilable at the part's key, with Ajv's reason — and the rule goes on to the
 * operation's other part and to the other operations, never crashing.
 */
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { examples } from '../../../generator/check/rules/examples.ts';
import type { JsonSchema } from '../../../generator/load/spec-document.ts';
import type { SpecValidators } from '../../../generator/check/validator-cache.ts';
import { lines, ruleContext } from '../support/rule-context.ts';

/** A validator that accepts only an object holding `ok: true`, with an Ajv-like error otherwise. */
const onlyOk = (() => {
  const validate = ((value: unknown) => {
    const ok = typeof value === 'object' && value !== null && (value as Record<string, unknown>).ok === true;
    validate.errors = ok
      ? null
      : [
          {
            instancePath: '',
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: 'ok' },
            message: "must have required property 'ok'",
          },
        ];
    return ok;
  }) as ValidateFunction;
  return validate;
})();

/** Validators whose schema `{ broken: true }` throws as Ajv throws on a schema it refuses; any other compiles to onlyOk. */
const validators: SpecValidators = {
  operation: (_op: string, _part: 'params' | 'result', schema: JsonSchema) => {
    if (schema.broken === true) throw new Error('strict mode: unknown keyword: "broken"');
    return onlyOk;
  },
  named: () => onlyOk,
};

const operation = (params: JsonSchema, result: JsonSchema, example: { params: unknown; result: unknown }) => ({
  params,
  result,
  examples: [example],
});

describe('examples: a schema Ajv refuses', () => {
  it("rule: a part whose schema does not compile is schema-not-compilable at the part's key, with Ajv's reason", () => {
    const spec = {
      operations: { 'job.run': operation({ broken: true }, { type: 'object' }, { params: {}, result: { ok: true } }) },
    };
    expect(lines(examples.check(ruleContext(spec as never, validators)))).toEqual([
      'operations/job.run/params:1:1  schema-not-compilable  the params schema of operation job.run cannot be compiled: strict mode: unknown keyword: "broken"',
    ]);
  });

  it("rule: after a part that does not compile, the operation's other part and the other operations are still checked", () => {
    const spec = {
      operations: {
        'job.run': operation({ type: 'object' }, { broken: true }, { params: { ok: false }, result: {} }),
        'job.stop': operation({ type: 'object' }, { type: 'object' }, { params: { ok: true }, result: { ok: 1 } }),
      },
    };
    expect(lines(examples.check(ruleContext(spec as never, validators)))).toEqual([
      "operations/job.run/examples/0/params:1:2  invalid-example  example 0 params of operation job.run does not match its schema: (root) must have required property 'ok'",
      'operations/job.run/result:1:1  schema-not-compilable  the result schema of operation job.run cannot be compiled: strict mode: unknown keyword: "broken"',
      "operations/job.stop/examples/0/result:1:2  invalid-example  example 0 result of operation job.stop does not match its schema: (root) must have required property 'ok'",
    ]);
  });

  it('rule: a thrown value that is not an Error is given as its text', () => {
    const throwing: SpecValidators = {
      operation: () => {
        throw 'no compiler';
      },
      named: () => onlyOk,
    };
    const spec = {
      operations: { 'job.run': operation({ type: 'object' }, { type: 'object' }, { params: {}, result: {} }) },
    };
    expect(lines(examples.check(ruleContext(spec as never, throwing)))).toEqual([
      'operations/job.run/params:1:1  schema-not-compilable  the params schema of operation job.run cannot be compiled: no compiler',
      'operations/job.run/result:1:1  schema-not-compilable  the result schema of operation job.run cannot be compiled: no compiler',
    ]);
  });
});
