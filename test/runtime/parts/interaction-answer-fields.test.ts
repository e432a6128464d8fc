/**
 * validateInteractionAnswer (runtime/parts/interaction-answer.ts): the payload member each action
 * needs, from the module's table of action fields, and how a refusal names a value JSON cannot
 * carry. The module is loaded afresh inside each test: a mutation run credits its top-level table
 * only to the tests during which it is evaluated.
 */
import { describe, expect, it, vi } from 'vitest';

type Validate = typeof import('../../../runtime/parts/interaction-answer.ts').validateInteractionAnswer;

async function freshValidate(): Promise<Validate> {
  vi.resetModules();
  return (await import('../../../runtime/parts/interaction-answer.ts')).validateInteractionAnswer;
}

/** The code, message and pointer of what `validate` throws for the arguments (a ProtocolError of the fresh module graph). */
function refusal(
  validate: Validate,
  interaction: unknown,
  answer: unknown,
): { code: unknown; message: unknown; pointer: unknown } {
  try {
    validate(interaction as Parameters<Validate>[0], answer as Parameters<Validate>[1]);
  } catch (error) {
    const { name, code, message, pointer } = error as {
      name: unknown;
      code: unknown;
      message: unknown;
      pointer: unknown;
    };
    expect(name).toBe('ProtocolError');
    return { code, message, pointer };
  }
  throw new Error('expected a refusal, the answer was accepted');
}

const PENDING = { status: 'pending' } as const;
const FORM = {
  id: 'f',
  type: 'form',
  state: PENDING,
  fields: [],
  actions: { submit: { label: 'Go' }, cancel: { label: 'No' } },
};
const SELECT = { id: 's', type: 'select', state: PENDING, options: [{ value: 'red', label: 'Red' }] };
const INPUT = { id: 'i', type: 'input', state: PENDING };
const CONFIRM = { id: 'c', type: 'confirm', state: PENDING };

describe('validateInteractionAnswer: the payload member an action needs', () => {
  it('rule: form submit needs values, refused at /values when absent', async () => {
    const validate = await freshValidate();
    expect(refusal(validate, FORM, { interactionId: 'f', type: 'form', action: 'submit' })).toEqual({
      code: 'invalid_request',
      message: 'interaction answer: must be present, as a form submit answer needs it (at /values)',
      pointer: '/values',
    });
    expect(validate(FORM as never, { interactionId: 'f', type: 'form', action: 'cancel' } as never)).toEqual({
      interactionId: 'f',
      type: 'form',
      action: 'cancel',
    });
  });

  it('rule: select select and input submit need a value, refused at /value when absent', async () => {
    const validate = await freshValidate();
    expect(refusal(validate, SELECT, { interactionId: 's', type: 'select', action: 'select' })).toEqual({
      code: 'invalid_request',
      message: 'interaction answer: must be present, as a select select answer needs it (at /value)',
      pointer: '/value',
    });
    expect(refusal(validate, INPUT, { interactionId: 'i', type: 'input', action: 'submit' })).toEqual({
      code: 'invalid_request',
      message: 'interaction answer: must be present, as a input submit answer needs it (at /value)',
      pointer: '/value',
    });
  });
});

describe('validateInteractionAnswer: a value JSON cannot carry, named in a refusal', () => {
  it('rule: a bigint, a function or a symbol is named by its type, not as an object', async () => {
    const validate = await freshValidate();
    expect(refusal(validate, CONFIRM, 10n)).toEqual({
      code: 'invalid_request',
      message: 'interaction answer: must be an object, not a bigint (at )',
      pointer: '',
    });
    expect(refusal(validate, CONFIRM, () => 1)).toEqual({
      code: 'invalid_request',
      message: 'interaction answer: must be an object, not a function (at )',
      pointer: '',
    });
    expect(refusal(validate, CONFIRM, { interactionId: 'c', type: 'confirm', action: Symbol('x') })).toEqual({
      code: 'invalid_request',
      message:
        'interaction answer: must be an action the confirm interaction declares (confirm, cancel), not a symbol (at /action)',
      pointer: '/action',
    });
  });

  it('rule: an object, an array and an absent value keep their own names', async () => {
    const validate = await freshValidate();
    expect(refusal(validate, CONFIRM, { interactionId: 'c', type: 'confirm', action: {} })).toMatchObject({
      message: expect.stringContaining('not an object (at /action)'),
    });
    expect(refusal(validate, CONFIRM, { interactionId: 'c', type: 'confirm', action: [] })).toMatchObject({
      message: expect.stringContaining('not an array (at /action)'),
    });
    expect(refusal(validate, CONFIRM, { interactionId: 'c', type: 'confirm' })).toMatchObject({
      message: expect.stringContaining('not (absent) (at /action)'),
    });
  });
});
