/**
 * Types that narrow (issue 22): the package's validator lookups are typed by the operation named, and
 * an interaction catalog's receive and bound handlers by the command. The type assertions are
 * checked by `tsc -p tsconfig.json` (expectTypeOf, and each `@ts-expect-error`, which fails the
 * type-check if its line compiles); the runtime assertions check the values behind the types.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import type { ApprovalAnswerDenyCommand, FormAnswerSubmitCommand, OperationParams, OperationResult, Validator } from '@felan-ai/session-protocol';

describe('paramsValidator and resultValidator, typed by the operation', () => {
  it('rule: an operation named statically gets its own validator, never undefined, as PARAMS_VALIDATORS[op] does', () => {
    const check = protocol.paramsValidator('prompt');
    expectTypeOf(check).toEqualTypeOf<Validator<OperationParams<'prompt'>>>();
    expectTypeOf(check).toEqualTypeOf<(typeof protocol.PARAMS_VALIDATORS)['prompt']>();
    expectTypeOf(protocol.resultValidator('steer')).toEqualTypeOf<Validator<OperationResult<'steer'>>>();
    const value: unknown = { text: 'hi' };
    expect(check(value)).toBe(true);
    if (check(value)) {
      expectTypeOf(value.text).toEqualTypeOf<string>();
      // @ts-expect-error -- narrowed to the prompt params: text is a string
      const wrong: number = value.text;
      void wrong;
    }
  });

  it('rule: a name known only at run time gets a validator of unknown, or undefined', () => {
    const name: string = 'no.such.op';
    const found = protocol.paramsValidator(name);
    expectTypeOf(found).toEqualTypeOf<Validator<unknown> | undefined>();
    expect(found).toBeUndefined();
    // @ts-expect-error -- possibly undefined: a run-time name must be checked before the call
    expect(() => protocol.resultValidator(name)(1)).toThrow(TypeError);
  });

  it('rule: a union of operations gets the union of their validators', () => {
    const op = 'prompt' as 'prompt' | 'steer';
    expectTypeOf(protocol.paramsValidator(op)).toEqualTypeOf<Validator<OperationParams<'prompt' | 'steer'>>>();
  });
});

describe("interaction catalogs, typed by each command's declared schema", () => {
  it("rule: receive's result narrows by its id; parse returns the union of the commands", () => {
    const received = protocol.approvalAnswer.receive({ interactionId: 'ia-8', type: 'approval', action: 'deny', reason: 'no' });
    if (received.id === 'deny') expectTypeOf(received.result).toEqualTypeOf<ApprovalAnswerDenyCommand>();
    expect(received).toEqual({ id: 'deny', result: { action: 'deny', interactionId: 'ia-8', type: 'approval', reason: 'no' } });
  });

  it('rule: each bound handler gets its own command, typed from the catalog', () => {
    const bound = protocol.bindFormAnswer({
      submit: (answer) => {
        expectTypeOf(answer).toEqualTypeOf<FormAnswerSubmitCommand>();
        return Object.keys(answer.values).length;
      },
      cancel: (answer) => {
        // @ts-expect-error -- a cancel answer carries no values
        void answer.values;
        return -1;
      },
    });
    expect(bound.dispatch({ interactionId: 'ia-7', type: 'form', action: 'cancel' }, undefined)).toBe(-1);
    protocol.bindApprovalAnswer({
      approve: (answer) => {
        // @ts-expect-error -- an approve answer has no reason
        void answer.reason;
        return answer.interactionId;
      },
      deny: (answer) => answer.reason ?? '',
    });
  });

  it('rule: a missing field is reported at its pointer, named once', () => {
    const missing = (() => {
      try {
        protocol.approvalAnswer.parse({ type: 'approval', action: 'approve' } as never);
      } catch (error) {
        return error as { message: string; pointer: string; detail: string };
      }
      throw new Error('accepted');
    })();
    expect(missing).toMatchObject({ pointer: '/interactionId', detail: '/interactionId must be present', message: 'command "approve" is invalid: /interactionId must be present' });
  });
});
