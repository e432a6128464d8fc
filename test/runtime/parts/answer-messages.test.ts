import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import {
  validateInteractionAnswer,
  type InteractionAnswerShape,
  type InteractionShape,
} from '../../../runtime/parts/interaction-answer.ts';

// Exact messages, codes and pointers of validateInteractionAnswer's refusals, and the edges of the
// shapes it guards (malformed interactions and answers reach it from untyped callers).

interface Failure {
  code: string;
  message: string;
  pointer: string | undefined;
}

/** The ProtocolError a call throws, as plain data; fails when it returns. */
function failure(interaction: unknown, answer: unknown, now?: number): Failure {
  try {
    const result = validateInteractionAnswer(
      interaction as InteractionShape,
      answer as InteractionAnswerShape,
      now === undefined ? {} : { now },
    );
    throw new Error(`accepted: ${JSON.stringify(result)}`);
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { code: error.code, message: error.message, pointer: error.pointer };
  }
}

const accepts = (interaction: unknown, answer: unknown, now?: number): unknown =>
  validateInteractionAnswer(
    interaction as InteractionShape,
    answer as InteractionAnswerShape,
    now === undefined ? {} : { now },
  );

const invalid = (message: string, pointer: string): Failure => ({
  code: 'invalid_request',
  message: `interaction answer: ${message} (at ${pointer})`,
  pointer,
});

const PENDING = { status: 'pending' } as const;
const CONFIRM = { id: 'ia-c', type: 'confirm', state: PENDING };
const CONFIRM_ANSWER = { interactionId: 'ia-c', type: 'confirm', action: 'confirm' };
const APPROVAL = { id: 'ia-a', type: 'approval', state: PENDING };
const SELECT = { id: 'ia-s', type: 'select', state: PENDING, options: [{ value: 'red', label: 'Red' }] };
const INPUT = { id: 'ia-i', type: 'input', state: PENDING };
const ACTIONS = { submit: { label: 'Go' }, cancel: { label: 'Cancel' } };
const form = (fields: unknown, extra: Record<string, unknown> = {}) => ({
  id: 'ia-f',
  type: 'form',
  state: PENDING,
  fields,
  actions: ACTIONS,
  ...extra,
});
const submit = (values: unknown) => ({ interactionId: 'ia-f', type: 'form', action: 'submit', values });
const choices = (...values: unknown[]) => values.map((value) => ({ value, label: 'L' }));

describe('validateInteractionAnswer: the answer itself', () => {
  it('rule: an answer that is not an object is refused at the root, naming what it is', () => {
    expect(failure(CONFIRM, null)).toEqual(invalid('must be an object, not null', ''));
    expect(failure(CONFIRM, 'confirm')).toEqual(invalid('must be an object, not "confirm"', ''));
    expect(failure(CONFIRM, [CONFIRM_ANSWER])).toEqual(invalid('must be an object, not an array', ''));
  });

  it('rule: a non-string interactionId is refused at /interactionId', () => {
    expect(failure(CONFIRM, { ...CONFIRM_ANSWER, interactionId: 7 })).toEqual(
      invalid('must be a string, not 7', '/interactionId'),
    );
  });

  it('rule: another interaction id is not_found, naming both ids', () => {
    expect(failure(CONFIRM, { ...CONFIRM_ANSWER, interactionId: 'ia-x' })).toEqual({
      code: 'not_found',
      message: 'the answer names interaction "ia-x", not the interaction "ia-c" (at /interactionId)',
      pointer: '/interactionId',
    });
  });

  it("rule: a type other than the interaction's is refused, describing the value of any kind", () => {
    const at = (type: unknown) => failure(CONFIRM, { ...CONFIRM_ANSWER, type });
    const prefix = 'must be the interaction\'s type "confirm", not ';
    expect(at('approval')).toEqual(invalid(`${prefix}"approval"`, '/type'));
    expect(at(null)).toEqual(invalid(`${prefix}null`, '/type'));
    expect(at(3)).toEqual(invalid(`${prefix}3`, '/type'));
    expect(at(false)).toEqual(invalid(`${prefix}false`, '/type'));
    expect(at(undefined)).toEqual(invalid(`${prefix}(absent)`, '/type'));
    expect(at(['confirm'])).toEqual(invalid(`${prefix}an array`, '/type'));
    expect(at({})).toEqual(invalid(`${prefix}an object`, '/type'));
  });

  it('rule: an undeclared action is refused, listing the declared ones', () => {
    expect(failure(CONFIRM, { ...CONFIRM_ANSWER, action: 'approve' })).toEqual(
      invalid('must be an action the confirm interaction declares (confirm, cancel), not "approve"', '/action'),
    );
  });

  it('rule: a member the action does not take is refused at that member', () => {
    expect(failure(CONFIRM, { ...CONFIRM_ANSWER, note: 1 })).toEqual(
      invalid('must NOT be present, as a confirm confirm answer takes no such field', '/note'),
    );
  });

  it('rule: the payload member an action needs must be present', () => {
    expect(failure(form([]), { interactionId: 'ia-f', type: 'form', action: 'submit' })).toEqual(
      invalid('must be present, as a form submit answer needs it', '/values'),
    );
    expect(failure(SELECT, { interactionId: 'ia-s', type: 'select', action: 'select' })).toEqual(
      invalid('must be present, as a select select answer needs it', '/value'),
    );
    expect(failure(INPUT, { interactionId: 'ia-i', type: 'input', action: 'submit' })).toEqual(
      invalid('must be present, as a input submit answer needs it', '/value'),
    );
  });
});

describe('validateInteractionAnswer: the interaction answered', () => {
  it('rule: an interaction of unknown type cannot be answered, and its type is described', () => {
    expect(failure({ ...CONFIRM, type: 'poll' }, CONFIRM_ANSWER)).toEqual({
      code: 'invalid_request',
      message: 'interaction of unknown type "poll" cannot be answered',
      pointer: undefined,
    });
  });

  it('rule: an interaction type must be a string: an array spelling a known type is unknown', () => {
    expect(failure({ ...CONFIRM, type: ['confirm'] }, CONFIRM_ANSWER)).toEqual({
      code: 'invalid_request',
      message: 'interaction of unknown type an array cannot be answered',
      pointer: undefined,
    });
  });

  it('rule: a form declares an action only as its own record member', () => {
    const cancel = { interactionId: 'ia-f', type: 'form', action: 'cancel' };
    const refused = invalid(
      'must be an action the form interaction declares (submit, cancel), not "cancel"',
      '/action',
    );
    expect(failure(form([], { actions: { submit: { label: 'Go' }, cancel: 'Cancel' } }), cancel)).toEqual(refused);
    expect(failure(form([], { actions: Object.create({ cancel: { label: 'Cancel' } }) as object }), cancel)).toEqual(
      refused,
    );
    expect(failure(form([], { actions: { submit: { label: 'Go' } } }), cancel)).toEqual(refused);
    expect(accepts(form([]), cancel)).toEqual(cancel);
  });

  it('rule: a final interaction is already_resolved with its message', () => {
    expect(failure({ ...CONFIRM, state: { status: 'final' } }, CONFIRM_ANSWER)).toEqual({
      code: 'already_resolved',
      message: 'the interaction is already resolved; the first answer stands (at /interactionId)',
      pointer: '/interactionId',
    });
  });

  it('rule: an unknown state status is refused, describing it', () => {
    expect(failure({ ...CONFIRM, state: { status: 'open' } }, CONFIRM_ANSWER)).toEqual({
      code: 'invalid_request',
      message: 'interaction state "open" is not pending, deferred or final',
      pointer: undefined,
    });
  });

  it('rule: a non-finite now is refused with its message', () => {
    expect(failure(CONFIRM, CONFIRM_ANSWER, Number.NaN)).toEqual({
      code: 'invalid_request',
      message: 'options.now is not a finite number of milliseconds',
      pointer: undefined,
    });
  });

  it("rule: only a deferred state's expiresAt is a deadline; a pending state's is not", () => {
    expect(accepts({ ...CONFIRM, state: { status: 'pending', expiresAt: 5 } }, CONFIRM_ANSWER, 10)).toEqual(
      CONFIRM_ANSWER,
    );
    expect(
      failure({ ...CONFIRM, state: { status: 'deferred', deferredAt: 1, expiresAt: 5 } }, CONFIRM_ANSWER, 10),
    ).toEqual({
      code: 'expired',
      message: 'the interaction expired and accepts no answer (at /interactionId)',
      pointer: '/interactionId',
    });
  });

  it('rule: a deadline that is not a number is no deadline', () => {
    expect(accepts({ ...CONFIRM, expiresAt: null }, CONFIRM_ANSWER, 10)).toEqual(CONFIRM_ANSWER);
    expect(accepts({ ...CONFIRM, expiresAt: '5' }, CONFIRM_ANSWER, 10)).toEqual(CONFIRM_ANSWER);
  });
});

describe('validateInteractionAnswer: form values', () => {
  it('rule: values that are not an object are refused at /values', () => {
    expect(failure(form([]), submit(['ok']))).toEqual(invalid('must be an object, not an array', '/values'));
  });

  it('rule: a form whose fields are not an array declares no field', () => {
    expect(accepts(form(undefined), submit({}))).toEqual(submit({}));
    expect(failure(form(undefined), submit({ a: 'x' }))).toEqual(
      invalid('must NOT be present, as the form declares no such field', '/values/a'),
    );
  });

  it('rule: a field that is not a record or has no string name is ignored', () => {
    expect(accepts(form([null, 'a', { type: 'string', label: 'Nameless', required: true }]), submit({}))).toEqual(
      submit({}),
    );
  });

  it('rule: of two fields with one name, the first one counts', () => {
    const fields = [
      { name: 'a', type: 'string', label: 'A' },
      { name: 'a', type: 'boolean', label: 'A again' },
    ];
    expect(accepts(form(fields), submit({ a: 'x' }))).toEqual(submit({ a: 'x' }));
  });

  it('rule: a missing required value is refused with its message', () => {
    expect(failure(form([{ name: 'a', type: 'boolean', label: 'A', required: true }]), submit({}))).toEqual(
      invalid('must be present, as the field is required', '/values/a'),
    );
  });

  it('rule: string field refusals carry their exact messages', () => {
    const at = (field: Record<string, unknown>, value: unknown) =>
      failure(form([{ name: 's', type: 'string', label: 'S', ...field }]), submit({ s: value }));
    expect(at({}, 5)).toEqual(invalid('must be a string, not 5', '/values/s'));
    expect(at({ maxBytes: 2 }, 'abc')).toEqual(invalid('must NOT have more than 2 UTF-8 bytes', '/values/s'));
    expect(at({ required: true }, '')).toEqual(invalid('must NOT have fewer than 1 UTF-8 byte', '/values/s'));
    expect(at({ minBytes: 3 }, 'ab')).toEqual(invalid('must NOT have fewer than 3 UTF-8 bytes', '/values/s'));
    expect(at({}, 'a\nb')).toEqual(invalid('must be a single line', '/values/s'));
  });

  it('rule: boolean and number field refusals carry their exact messages', () => {
    const at = (field: Record<string, unknown>, value: unknown) =>
      failure(form([{ name: 'n', label: 'N', ...field }]), submit({ n: value }));
    expect(at({ type: 'boolean' }, 'yes')).toEqual(invalid('must be a boolean, not "yes"', '/values/n'));
    expect(at({ type: 'number' }, Number.POSITIVE_INFINITY)).toEqual(
      invalid('must be a number, not Infinity', '/values/n'),
    );
    expect(at({ type: 'number', integer: true }, 1.5)).toEqual(invalid('must be an integer', '/values/n'));
    expect(at({ type: 'number', minimum: 2 }, 1)).toEqual(invalid('must be at least 2', '/values/n'));
    expect(at({ type: 'number', maximum: 2 }, 3)).toEqual(invalid('must be at most 2', '/values/n'));
  });

  it('rule: an enum value must be a string, even when a malformed choice carries a non-string value', () => {
    const at = (value: unknown) =>
      failure(form([{ name: 'e', type: 'enum', label: 'E', choices: choices(5, 'a') }]), submit({ e: value }));
    expect(at(5)).toEqual(invalid("must be the value of one of the field's choices, not 5", '/values/e'));
    expect(at('b')).toEqual(invalid('must be one of the field\'s choices ("b" is not one)', '/values/e'));
  });

  it('rule: multi-select refusals carry their exact messages and pointers', () => {
    const at = (field: Record<string, unknown>, value: unknown) =>
      failure(
        form([{ name: 'm', type: 'multi-select', label: 'M', choices: choices('a', 'b', 'c'), ...field }]),
        submit({ m: value }),
      );
    expect(at({}, 'a')).toEqual(invalid('must be an array of choice values, not "a"', '/values/m'));
    expect(at({}, ['a', 1])).toEqual(invalid('must be a choice value, not 1', '/values/m/1'));
    expect(at({}, ['z'])).toEqual(invalid('must be one of the field\'s choices ("z" is not one)', '/values/m/0'));
    expect(at({}, ['a', 'a'])).toEqual(invalid('must NOT repeat "a", a choice selected already', '/values/m/1'));
    expect(at({ minItems: 1 }, [])).toEqual(invalid('must NOT have fewer than 1 choice', '/values/m'));
    expect(at({ minItems: 2 }, ['a'])).toEqual(invalid('must NOT have fewer than 2 choices', '/values/m'));
    expect(at({ maxItems: 1 }, ['a', 'b'])).toEqual(invalid('must NOT have more than 1 choice', '/values/m'));
    expect(at({ maxItems: 2 }, ['a', 'b', 'c'])).toEqual(invalid('must NOT have more than 2 choices', '/values/m'));
  });

  it('rule: a field of unknown type cannot be checked, and its type is described', () => {
    expect(failure(form([{ name: 'd', type: 'date', label: 'D' }]), submit({ d: 'x' }))).toEqual(
      invalid('cannot be checked: its field has an unknown type "date"', '/values/d'),
    );
  });
});

describe('validateInteractionAnswer: select, input and deny payloads', () => {
  const select = (value: unknown, options: unknown = SELECT.options) =>
    failure({ ...SELECT, options }, { interactionId: 'ia-s', type: 'select', action: 'select', value });
  const input = (value: unknown) => failure(INPUT, { interactionId: 'ia-i', type: 'input', action: 'submit', value });
  const deny = (reason: unknown) =>
    failure(APPROVAL, { interactionId: 'ia-a', type: 'approval', action: 'deny', reason });

  it('rule: a select value must be a string, even when a malformed option carries a non-string value', () => {
    expect(select(5, choices(5))).toEqual(
      invalid("must be the value of one of the interaction's options, not 5", '/value'),
    );
    expect(select('blue')).toEqual(invalid('must be one of the interaction\'s options ("blue" is not one)', '/value'));
  });

  it('rule: input submit refusals carry their exact messages', () => {
    expect(input(1)).toEqual(invalid('must be a string, not 1', '/value'));
    expect(input('x'.repeat(65537))).toEqual(invalid('must NOT have more than 65536 UTF-8 bytes', '/value'));
    expect(input('a\rb')).toEqual(invalid('must be a single line', '/value'));
  });

  it('rule: deny reason refusals carry their exact messages', () => {
    expect(deny('')).toEqual(invalid('must be a non-empty string', '/reason'));
    expect(deny('x'.repeat(4097))).toEqual(invalid('must NOT have more than 4096 UTF-8 bytes', '/reason'));
  });
});
