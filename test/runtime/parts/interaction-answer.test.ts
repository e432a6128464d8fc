import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Interaction, InteractionAnswer } from '../../../generated/session-protocol/src/types.js';
import { ProtocolError } from '../../../runtime/boundary/protocol-error.ts';
import {
  DENY_REASON_MAX_BYTES,
  FORM_STRING_MAX_BYTES,
  INPUT_VALUE_MAX_BYTES,
  INTERACTION_ACTIONS,
  validateInteractionAnswer,
  type FormFieldShape,
  type FormValueShape,
  type FormValuesShape,
  type InteractionAnswerShape,
  type InteractionShape,
  type InteractionStateShape,
  type ValidateInteractionAnswerOptions,
} from '../../../runtime/parts/interaction-answer.ts';

/** Fixed seed: a failure reproduces on every machine. */
const RUNS = { seed: 20261130, numRuns: 300 } as const;

// --- helpers -------------------------------------------------------------------------------------

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** Validates deep-frozen copies of both arguments (a write would throw) and checks they come out unchanged. */
function check(
  interaction: unknown,
  answer: unknown,
  options?: ValidateInteractionAnswerOptions,
): InteractionAnswerShape {
  const frozenInteraction = deepFreeze(structuredClone(interaction)) as InteractionShape;
  const frozenAnswer = deepFreeze(structuredClone(answer)) as InteractionAnswerShape;
  try {
    return options === undefined
      ? validateInteractionAnswer(frozenInteraction, frozenAnswer)
      : validateInteractionAnswer(frozenInteraction, frozenAnswer, deepFreeze({ ...options }));
  } finally {
    expect(frozenInteraction).toEqual(interaction);
    expect(frozenAnswer).toStrictEqual(structuredClone(answer));
  }
}

type Expected = 'accept' | { code: string; pointer: string | undefined };

function outcome(interaction: unknown, answer: unknown, options?: ValidateInteractionAnswerOptions): Expected {
  try {
    const result = check(interaction, answer, options);
    expect(result).toStrictEqual(withoutUndefinedValues(answer));
    expect(result).not.toBe(answer);
    return 'accept';
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    expect(error.message.length).toBeLessThan(400);
    return { code: error.code, pointer: error.pointer };
  }
}

function withoutUndefinedValues(answer: unknown): unknown {
  const a = answer as { values?: Record<string, unknown> };
  if (typeof a !== 'object' || a === null || a.values === undefined || typeof a.values !== 'object') return answer;
  return { ...a, values: Object.fromEntries(Object.entries(a.values).filter(([, v]) => v !== undefined)) };
}

const bad = (pointer: string | undefined, code = 'invalid_request'): Expected => ({ code, pointer });

const COMMON = {
  scope: 'session',
  session: 'sess-01',
  authority: 'owner',
  title: 'Question',
  createdAt: 1763049600000,
};
const PENDING: InteractionStateShape = { status: 'pending' };
const FINAL = {
  status: 'final',
  resolvedAt: 1763049605000,
  responder: { kind: 'host' },
  result: { outcome: 'cancelled', reason: 'withdrawn' },
} as const;

const choices = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

const FIELDS: FormFieldShape[] = [
  { name: 'name', type: 'string', label: 'Name', required: true, maxBytes: 8 },
  { name: 'note', type: 'string', label: 'Note', multiline: true },
  { name: 'code', type: 'string', label: 'Code', minBytes: 3, maxBytes: 5 },
  { name: 'flag', type: 'boolean', label: 'Flag', required: true },
  { name: 'count', type: 'number', label: 'Count', minimum: 1, maximum: 10, integer: true },
  { name: 'ratio', type: 'number', label: 'Ratio' },
  { name: 'channel', type: 'enum', label: 'Channel', required: true, choices: choices('latest', 'next') },
  { name: 'tags', type: 'multi-select', label: 'Tags', choices: choices('a', 'b', 'c'), minItems: 1, maxItems: 2 },
  { name: 'extras', type: 'multi-select', label: 'Extras', choices: choices('x', 'y') },
  { name: 'constructor', type: 'boolean', label: 'Prototype-named' },
];

const FORM = {
  ...COMMON,
  id: 'ia-form',
  type: 'form',
  state: PENDING,
  fields: FIELDS,
  actions: { submit: { label: 'Go' }, cancel: { label: 'Cancel' } },
};
const APPROVAL = {
  ...COMMON,
  id: 'ia-appr',
  type: 'approval',
  state: PENDING,
  subject: { kind: 'tool-call', tool: 'toolu_01' },
};
const CONFIRM = { ...COMMON, id: 'ia-conf', type: 'confirm', state: PENDING };
const SELECT = { ...COMMON, id: 'ia-sel', type: 'select', state: PENDING, options: choices('red', 'green') };
const INPUT = { ...COMMON, id: 'ia-in', type: 'input', state: PENDING };
const INPUT_MULTILINE = { ...INPUT, multiline: true };

const MINIMAL_VALUES = { name: 'ok', flag: false, channel: 'latest' };
const submit = (values: Record<string, unknown>) => ({
  interactionId: 'ia-form',
  type: 'form',
  action: 'submit',
  values,
});
const submitWith = (extra: Record<string, unknown>) => submit({ ...MINIMAL_VALUES, ...extra });
const submitWithout = (name: string) =>
  submit(Object.fromEntries(Object.entries(MINIMAL_VALUES).filter(([key]) => key !== name)));

const ANSWERS = {
  form: { interactionId: 'ia-form', type: 'form', action: 'cancel' },
  approval: { interactionId: 'ia-appr', type: 'approval', action: 'approve' },
  confirm: { interactionId: 'ia-conf', type: 'confirm', action: 'confirm' },
  select: { interactionId: 'ia-sel', type: 'select', action: 'select', value: 'red' },
  input: { interactionId: 'ia-in', type: 'input', action: 'submit', value: 'text' },
} as const;
const INTERACTIONS = { form: FORM, approval: APPROVAL, confirm: CONFIRM, select: SELECT, input: INPUT } as const;
const TYPES = Object.keys(INTERACTIONS) as (keyof typeof INTERACTIONS)[];

interface Case {
  rule: string;
  interaction: unknown;
  answer: unknown;
  options?: ValidateInteractionAnswerOptions;
  expected: Expected;
}

function table(cases: Case[]): void {
  it.each(
    cases.map(
      (c) =>
        [
          `${c.rule} → ${c.expected === 'accept' ? 'accepted' : `${c.expected.code} at ${c.expected.pointer ?? '(none)'}`}`,
          c,
        ] as const,
    ),
  )('rule: %s', (_, c) => {
    expect(outcome(c.interaction, c.answer, c.options)).toEqual(c.expected);
  });
}

// --- rules common to every interaction type ------------------------------------------------------

describe('validateInteractionAnswer: rules for every interaction type', () => {
  table(
    TYPES.flatMap((type): Case[] => {
      const interaction = INTERACTIONS[type];
      const answer = ANSWERS[type];
      const otherType = type === 'confirm' ? 'approval' : 'confirm';
      const undeclaredAction = {
        form: 'approve',
        approval: 'confirm',
        confirm: 'submit',
        select: 'submit',
        input: 'select',
      }[type];
      return [
        { rule: `${type}: the answer names the interaction's id`, interaction, answer, expected: 'accept' },
        {
          rule: `${type}: another interaction's id is not_found`,
          interaction,
          answer: { ...answer, interactionId: 'ia-other' },
          expected: bad('/interactionId', 'not_found'),
        },
        {
          rule: `${type}: a pending interaction is answerable`,
          interaction: { ...interaction, state: PENDING },
          answer,
          expected: 'accept',
        },
        {
          rule: `${type}: a deferred interaction before its deadline is answerable`,
          interaction: { ...interaction, state: { status: 'deferred', deferredAt: 1000, expiresAt: 5000 } },
          answer,
          options: { now: 4999 },
          expected: 'accept',
        },
        {
          rule: `${type}: a final interaction is already_resolved`,
          interaction: { ...interaction, state: FINAL },
          answer,
          expected: bad('/interactionId', 'already_resolved'),
        },
        {
          rule: `${type}: a deferred interaction at its deadline is expired`,
          interaction: { ...interaction, state: { status: 'deferred', deferredAt: 1000, expiresAt: 5000 } },
          answer,
          options: { now: 5000 },
          expected: bad('/interactionId', 'expired'),
        },
        {
          rule: `${type}: before expiresAt the answer is accepted`,
          interaction: { ...interaction, expiresAt: 5000 },
          answer,
          options: { now: 4999 },
          expected: 'accept',
        },
        {
          rule: `${type}: at expiresAt the interaction is expired`,
          interaction: { ...interaction, expiresAt: 5000 },
          answer,
          options: { now: 5000 },
          expected: bad('/interactionId', 'expired'),
        },
        {
          rule: `${type}: without now the deadline is the host's to check`,
          interaction: { ...interaction, expiresAt: 5000 },
          answer,
          expected: 'accept',
        },
        {
          rule: `${type}: the answer's type must be the interaction's`,
          interaction,
          answer: { ...answer, type: otherType },
          expected: bad('/type'),
        },
        {
          rule: `${type}: an unknown answer type is rejected`,
          interaction,
          answer: { ...answer, type: 'poll' },
          expected: bad('/type'),
        },
        {
          rule: `${type}: an action the interaction does not declare is rejected`,
          interaction,
          answer: { ...answer, action: undeclaredAction },
          expected: bad('/action'),
        },
        {
          rule: `${type}: a non-string action is rejected`,
          interaction,
          answer: { ...answer, action: 1 },
          expected: bad('/action'),
        },
        {
          rule: `${type}: answers are closed`,
          interaction,
          answer: { ...answer, note: 'extra' },
          expected: bad('/note'),
        },
        {
          rule: `${type}: a field named like a prototype member is still unknown`,
          interaction,
          answer: { ...answer, toString: 'x' },
          expected: bad('/toString'),
        },
      ];
    }),
  );

  table([
    {
      rule: 'a final interaction whose state says answered is already_resolved, whatever the answer',
      interaction: { ...CONFIRM, state: FINAL },
      answer: { ...ANSWERS.confirm, type: 'form' },
      expected: bad('/interactionId', 'already_resolved'),
    },
    {
      rule: 'an answer that is not an object is rejected at the root',
      interaction: CONFIRM,
      answer: null,
      expected: bad(''),
    },
    {
      rule: 'an answer that is an array is rejected at the root',
      interaction: CONFIRM,
      answer: [ANSWERS.confirm],
      expected: bad(''),
    },
    {
      rule: 'a non-string interactionId is rejected',
      interaction: CONFIRM,
      answer: { ...ANSWERS.confirm, interactionId: 7 },
      expected: bad('/interactionId'),
    },
    {
      rule: 'an interaction of unknown type cannot be answered',
      interaction: { ...CONFIRM, type: 'poll' },
      answer: { ...ANSWERS.confirm, type: 'poll' },
      expected: bad(undefined),
    },
    {
      rule: 'an interaction of unknown state cannot be answered',
      interaction: { ...CONFIRM, state: { status: 'open' } },
      answer: ANSWERS.confirm,
      expected: bad(undefined),
    },
    {
      rule: 'a non-finite now is rejected',
      interaction: CONFIRM,
      answer: ANSWERS.confirm,
      options: { now: Number.NaN },
      expected: bad(undefined),
    },
    {
      rule: 'the earlier of expiresAt and the deferred deadline applies',
      interaction: { ...CONFIRM, expiresAt: 9000, state: { status: 'deferred', deferredAt: 1000, expiresAt: 5000 } },
      answer: ANSWERS.confirm,
      options: { now: 6000 },
      expected: bad('/interactionId', 'expired'),
    },
  ]);

  it("rule: the declared actions are the spec's, per type", () => {
    expect(INTERACTION_ACTIONS).toEqual({
      form: ['submit', 'cancel'],
      approval: ['approve', 'deny'],
      confirm: ['confirm', 'cancel'],
      select: ['select', 'cancel'],
      input: ['submit', 'cancel'],
    });
  });
});

// --- forms ---------------------------------------------------------------------------------------

describe('validateInteractionAnswer: forms', () => {
  const many = (n: number, unit = 'a') => unit.repeat(n);
  table([
    // actions
    {
      rule: 'form: submit with values is accepted',
      interaction: FORM,
      answer: submit(MINIMAL_VALUES),
      expected: 'accept',
    },
    {
      rule: 'form: cancel needs no values, even with required fields',
      interaction: FORM,
      answer: { interactionId: 'ia-form', type: 'form', action: 'cancel' },
      expected: 'accept',
    },
    {
      rule: 'form: cancel carries no values',
      interaction: FORM,
      answer: { interactionId: 'ia-form', type: 'form', action: 'cancel', values: {} },
      expected: bad('/values'),
    },
    {
      rule: 'form: submit without values is rejected',
      interaction: FORM,
      answer: { interactionId: 'ia-form', type: 'form', action: 'submit' },
      expected: bad('/values'),
    },
    {
      rule: 'form: values that are not an object are rejected',
      interaction: FORM,
      answer: { ...submit({}), values: ['ok'] },
      expected: bad('/values'),
    },
    {
      rule: "form: an action missing from the interaction's actions is not declared",
      interaction: { ...FORM, actions: { submit: { label: 'Go' } } },
      answer: { interactionId: 'ia-form', type: 'form', action: 'cancel' },
      expected: bad('/action'),
    },
    // required / undeclared
    {
      rule: 'form: every required field present is accepted',
      interaction: FORM,
      answer: submit(MINIMAL_VALUES),
      expected: 'accept',
    },
    {
      rule: 'form: a missing required string is rejected',
      interaction: FORM,
      answer: submitWithout('name'),
      expected: bad('/values/name'),
    },
    {
      rule: 'form: a missing required boolean is rejected',
      interaction: FORM,
      answer: submitWithout('flag'),
      expected: bad('/values/flag'),
    },
    {
      rule: 'form: a missing required enum is rejected',
      interaction: FORM,
      answer: submitWithout('channel'),
      expected: bad('/values/channel'),
    },
    {
      rule: 'form: an undefined required value counts as absent',
      interaction: FORM,
      answer: submitWith({ name: undefined }),
      expected: bad('/values/name'),
    },
    {
      rule: 'form: an undefined optional value counts as absent and is dropped',
      interaction: FORM,
      answer: submitWith({ note: undefined }),
      expected: 'accept',
    },
    {
      rule: 'form: an optional field may be absent',
      interaction: FORM,
      answer: submit(MINIMAL_VALUES),
      expected: 'accept',
    },
    {
      rule: 'form: null is not a value',
      interaction: FORM,
      answer: submitWith({ note: null }),
      expected: bad('/values/note'),
    },
    {
      rule: 'form: an undeclared field is rejected',
      interaction: FORM,
      answer: submitWith({ bogus: 'x' }),
      expected: bad('/values/bogus'),
    },
    {
      rule: 'form: an undeclared field is reported before a missing one',
      interaction: FORM,
      answer: submit({ bogus: 1 }),
      expected: bad('/values/bogus'),
    },
    {
      rule: 'form: an undeclared name is escaped in the pointer',
      interaction: FORM,
      answer: submitWith({ 'a/b~c': 1 }),
      expected: bad('/values/a~1b~0c'),
    },
    {
      rule: 'form: a prototype-named undeclared field is rejected',
      interaction: FORM,
      answer: submit(JSON.parse('{"name":"ok","flag":true,"channel":"next","__proto__":1}')),
      expected: bad('/values/__proto__'),
    },
    {
      rule: 'form: a field named constructor is looked up as an own value',
      interaction: FORM,
      answer: submitWith({ constructor: true }),
      expected: 'accept',
    },
    {
      rule: 'form: a required field named constructor is not satisfied by Object.prototype',
      interaction: { ...FORM, fields: [{ name: 'constructor', type: 'boolean', label: 'C', required: true }] },
      answer: submit({}),
      expected: bad('/values/constructor'),
    },
    // string
    {
      rule: 'string: a string within maxBytes is accepted',
      interaction: FORM,
      answer: submitWith({ name: many(8) }),
      expected: 'accept',
    },
    {
      rule: 'string: more UTF-8 bytes than maxBytes are rejected',
      interaction: FORM,
      answer: submitWith({ name: many(9) }),
      expected: bad('/values/name'),
    },
    {
      rule: 'string: maxBytes counts UTF-8 bytes, not characters',
      interaction: FORM,
      answer: submitWith({ name: many(5, 'é') }),
      expected: bad('/values/name'),
    },
    {
      rule: 'string: a non-string is rejected',
      interaction: FORM,
      answer: submitWith({ name: 7 }),
      expected: bad('/values/name'),
    },
    {
      rule: 'string: an array is rejected',
      interaction: FORM,
      answer: submitWith({ name: ['ok'] }),
      expected: bad('/values/name'),
    },
    { rule: 'string: minBytes is met', interaction: FORM, answer: submitWith({ code: 'abc' }), expected: 'accept' },
    {
      rule: 'string: minBytes counts UTF-8 bytes',
      interaction: FORM,
      answer: submitWith({ code: 'é' + 'a' }),
      expected: 'accept',
    },
    {
      rule: 'string: fewer bytes than minBytes are rejected',
      interaction: FORM,
      answer: submitWith({ code: 'ab' }),
      expected: bad('/values/code'),
    },
    {
      rule: 'string: a required string needs at least 1 byte by default',
      interaction: FORM,
      answer: submitWith({ name: '' }),
      expected: bad('/values/name'),
    },
    {
      rule: 'string: an optional string may be empty',
      interaction: FORM,
      answer: submitWith({ note: '' }),
      expected: 'accept',
    },
    {
      rule: 'string: without maxBytes, 64 KiB is accepted',
      interaction: FORM,
      answer: submitWith({ note: many(FORM_STRING_MAX_BYTES) }),
      expected: 'accept',
    },
    {
      rule: 'string: without maxBytes, more than 64 KiB is rejected',
      interaction: FORM,
      answer: submitWith({ note: many(FORM_STRING_MAX_BYTES - 1) + 'é' }),
      expected: bad('/values/note'),
    },
    {
      rule: 'string: a multiline field accepts line breaks',
      interaction: FORM,
      answer: submitWith({ note: 'one\ntwo\r\n' }),
      expected: 'accept',
    },
    {
      rule: 'string: a single-line field rejects a line feed',
      interaction: FORM,
      answer: submitWith({ name: 'a\nb' }),
      expected: bad('/values/name'),
    },
    {
      rule: 'string: a single-line field rejects a carriage return',
      interaction: FORM,
      answer: submitWith({ name: 'a\rb' }),
      expected: bad('/values/name'),
    },
    // boolean
    {
      rule: 'boolean: true and false are accepted',
      interaction: FORM,
      answer: submitWith({ flag: true }),
      expected: 'accept',
    },
    {
      rule: 'boolean: a string "true" is rejected',
      interaction: FORM,
      answer: submitWith({ flag: 'true' }),
      expected: bad('/values/flag'),
    },
    {
      rule: 'boolean: 0 is rejected',
      interaction: FORM,
      answer: submitWith({ flag: 0 }),
      expected: bad('/values/flag'),
    },
    // number
    {
      rule: 'number: a number within the bounds is accepted',
      interaction: FORM,
      answer: submitWith({ count: 5 }),
      expected: 'accept',
    },
    {
      rule: 'number: the minimum is inclusive',
      interaction: FORM,
      answer: submitWith({ count: 1 }),
      expected: 'accept',
    },
    {
      rule: 'number: the maximum is inclusive',
      interaction: FORM,
      answer: submitWith({ count: 10 }),
      expected: 'accept',
    },
    {
      rule: 'number: below the minimum is rejected',
      interaction: FORM,
      answer: submitWith({ count: 0 }),
      expected: bad('/values/count'),
    },
    {
      rule: 'number: above the maximum is rejected',
      interaction: FORM,
      answer: submitWith({ count: 11 }),
      expected: bad('/values/count'),
    },
    {
      rule: 'number: an integer field rejects a fraction',
      interaction: FORM,
      answer: submitWith({ count: 2.5 }),
      expected: bad('/values/count'),
    },
    {
      rule: 'number: a field without integer accepts a fraction',
      interaction: FORM,
      answer: submitWith({ ratio: -2.5 }),
      expected: 'accept',
    },
    {
      rule: 'number: a field without bounds accepts any finite number',
      interaction: FORM,
      answer: submitWith({ ratio: 1e300 }),
      expected: 'accept',
    },
    {
      rule: 'number: a numeric string is rejected',
      interaction: FORM,
      answer: submitWith({ ratio: '3' }),
      expected: bad('/values/ratio'),
    },
    {
      rule: 'number: NaN is rejected',
      interaction: FORM,
      answer: submitWith({ ratio: Number.NaN }),
      expected: bad('/values/ratio'),
    },
    {
      rule: 'number: Infinity is rejected',
      interaction: FORM,
      answer: submitWith({ ratio: Number.POSITIVE_INFINITY }),
      expected: bad('/values/ratio'),
    },
    // enum
    {
      rule: 'enum: a declared choice is accepted',
      interaction: FORM,
      answer: submitWith({ channel: 'next' }),
      expected: 'accept',
    },
    {
      rule: 'enum: a value outside the choices is rejected',
      interaction: FORM,
      answer: submitWith({ channel: 'beta' }),
      expected: bad('/values/channel'),
    },
    {
      rule: 'enum: a choice label is not a choice value',
      interaction: FORM,
      answer: submitWith({ channel: 'LATEST' }),
      expected: bad('/values/channel'),
    },
    {
      rule: 'enum: an array of one choice is rejected',
      interaction: FORM,
      answer: submitWith({ channel: ['next'] }),
      expected: bad('/values/channel'),
    },
    // multi-select
    {
      rule: 'multi-select: declared choices are accepted',
      interaction: FORM,
      answer: submitWith({ tags: ['c', 'a'] }),
      expected: 'accept',
    },
    {
      rule: 'multi-select: a value outside the choices is rejected at its index',
      interaction: FORM,
      answer: submitWith({ tags: ['a', 'z'] }),
      expected: bad('/values/tags/1'),
    },
    {
      rule: 'multi-select: a repeated value is rejected at its second index',
      interaction: FORM,
      answer: submitWith({ tags: ['b', 'b'] }),
      expected: bad('/values/tags/1'),
    },
    {
      rule: 'multi-select: a non-string item is rejected at its index',
      interaction: FORM,
      answer: submitWith({ tags: [1] }),
      expected: bad('/values/tags/0'),
    },
    {
      rule: 'multi-select: a single string is not an array',
      interaction: FORM,
      answer: submitWith({ tags: 'a' }),
      expected: bad('/values/tags'),
    },
    {
      rule: 'multi-select: fewer than minItems are rejected',
      interaction: FORM,
      answer: submitWith({ tags: [] }),
      expected: bad('/values/tags'),
    },
    {
      rule: 'multi-select: exactly minItems are accepted',
      interaction: FORM,
      answer: submitWith({ tags: ['a'] }),
      expected: 'accept',
    },
    {
      rule: 'multi-select: more than maxItems are rejected',
      interaction: FORM,
      answer: submitWith({ tags: ['a', 'b', 'c'] }),
      expected: bad('/values/tags'),
    },
    {
      rule: 'multi-select: without minItems an empty selection is accepted',
      interaction: FORM,
      answer: submitWith({ extras: [] }),
      expected: 'accept',
    },
    {
      rule: 'multi-select: without maxItems every choice may be selected',
      interaction: FORM,
      answer: submitWith({ extras: ['y', 'x'] }),
      expected: 'accept',
    },
    {
      rule: 'multi-select: a required field accepts an empty selection when it declares no minItems',
      interaction: {
        ...FORM,
        fields: [{ name: 'pick', type: 'multi-select', label: 'P', required: true, choices: choices('a') }],
      },
      answer: submit({ pick: [] }),
      expected: 'accept',
    },
    {
      rule: 'form: an interaction field of unknown type accepts no value',
      interaction: { ...FORM, fields: [{ name: 'when', type: 'date', label: 'W' }] },
      answer: submit({ when: '2025-01-01' }),
      expected: bad('/values/when'),
    },
  ]);

  it('rule: the result is a new object equal to the answer; its arrays are copies', () => {
    const answer = deepFreeze(submitWith({ tags: ['a', 'b'], note: 'n' })) as InteractionAnswerShape;
    const result = validateInteractionAnswer(deepFreeze(structuredClone(FORM)) as InteractionShape, answer);
    expect(result).toStrictEqual(answer);
    expect(result).not.toBe(answer);
    if (result.type !== 'form' || result.action !== 'submit' || answer.type !== 'form' || answer.action !== 'submit')
      throw new Error('narrowing');
    expect(result.values).not.toBe(answer.values);
    expect(result.values['tags']).not.toBe(answer.values['tags']);
    expect(Object.keys(result.values)).toEqual(Object.keys(answer.values));
    expect(Object.isFrozen(result)).toBe(false);
  });

  it('rule: an undefined value is left out of the result', () => {
    const result = validateInteractionAnswer(
      FORM as InteractionShape,
      submitWith({ note: undefined }) as InteractionAnswerShape,
    );
    expect(result).toStrictEqual(submit(MINIMAL_VALUES));
    expect(Object.hasOwn((result as { values: object }).values, 'note')).toBe(false);
  });

  it('rule: messages stay short even for huge names and values', () => {
    const huge = 'x'.repeat(100_000);
    for (const answer of [
      submitWith({ [huge]: 1 }),
      submitWith({ channel: huge }),
      { ...ANSWERS.form, interactionId: huge },
    ]) {
      try {
        validateInteractionAnswer(FORM as InteractionShape, answer as InteractionAnswerShape);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ProtocolError);
        expect((error as ProtocolError).message.length).toBeLessThan(600);
      }
    }
  });
});

// --- approval, confirm, select, input ------------------------------------------------------------

describe('validateInteractionAnswer: approval, confirm, select and input', () => {
  const answer = <T extends keyof typeof ANSWERS>(type: T, rest: Record<string, unknown>) => ({
    interactionId: ANSWERS[type].interactionId,
    type,
    ...rest,
  });
  table([
    // approval
    {
      rule: 'approval: approve is accepted',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'approve' }),
      expected: 'accept',
    },
    {
      rule: 'approval: deny is accepted',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'deny' }),
      expected: 'accept',
    },
    {
      rule: 'approval: deny with a reason is accepted',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'deny', reason: 'No.' }),
      expected: 'accept',
    },
    {
      rule: 'approval: approve carries no reason',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'approve', reason: 'Yes.' }),
      expected: bad('/reason'),
    },
    {
      rule: 'approval: an empty reason is rejected',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'deny', reason: '' }),
      expected: bad('/reason'),
    },
    {
      rule: 'approval: a non-string reason is rejected',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'deny', reason: 1 }),
      expected: bad('/reason'),
    },
    {
      rule: 'approval: a reason of 4,096 bytes is accepted',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'deny', reason: 'r'.repeat(DENY_REASON_MAX_BYTES) }),
      expected: 'accept',
    },
    {
      rule: 'approval: a reason over 4,096 bytes is rejected',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'deny', reason: 'é'.repeat(2049) }),
      expected: bad('/reason'),
    },
    {
      rule: 'approval: cancel is not an approval action',
      interaction: APPROVAL,
      answer: answer('approval', { action: 'cancel' }),
      expected: bad('/action'),
    },
    // confirm
    {
      rule: 'confirm: confirm is accepted',
      interaction: CONFIRM,
      answer: answer('confirm', { action: 'confirm' }),
      expected: 'accept',
    },
    {
      rule: 'confirm: cancel is accepted',
      interaction: CONFIRM,
      answer: answer('confirm', { action: 'cancel' }),
      expected: 'accept',
    },
    {
      rule: 'confirm: custom labels do not rename the actions',
      interaction: { ...CONFIRM, confirmLabel: { label: 'Yes' } },
      answer: answer('confirm', { action: 'Yes' }),
      expected: bad('/action'),
    },
    {
      rule: 'confirm: a confirm carries no value',
      interaction: CONFIRM,
      answer: answer('confirm', { action: 'confirm', value: true }),
      expected: bad('/value'),
    },
    // select
    {
      rule: "select: an option's value is accepted",
      interaction: SELECT,
      answer: answer('select', { action: 'select', value: 'green' }),
      expected: 'accept',
    },
    {
      rule: 'select: a value outside the options is rejected',
      interaction: SELECT,
      answer: answer('select', { action: 'select', value: 'blue' }),
      expected: bad('/value'),
    },
    {
      rule: "select: an option's label is not its value",
      interaction: SELECT,
      answer: answer('select', { action: 'select', value: 'RED' }),
      expected: bad('/value'),
    },
    {
      rule: 'select: a non-string value is rejected',
      interaction: SELECT,
      answer: answer('select', { action: 'select', value: ['red'] }),
      expected: bad('/value'),
    },
    {
      rule: 'select: select needs a value',
      interaction: SELECT,
      answer: answer('select', { action: 'select' }),
      expected: bad('/value'),
    },
    {
      rule: 'select: cancel is accepted',
      interaction: SELECT,
      answer: answer('select', { action: 'cancel' }),
      expected: 'accept',
    },
    {
      rule: 'select: cancel carries no value',
      interaction: SELECT,
      answer: answer('select', { action: 'cancel', value: 'red' }),
      expected: bad('/value'),
    },
    // input
    {
      rule: 'input: submit with text is accepted',
      interaction: INPUT,
      answer: answer('input', { action: 'submit', value: 'hello' }),
      expected: 'accept',
    },
    {
      rule: 'input: empty text is accepted',
      interaction: INPUT,
      answer: answer('input', { action: 'submit', value: '' }),
      expected: 'accept',
    },
    {
      rule: 'input: submit needs a value',
      interaction: INPUT,
      answer: answer('input', { action: 'submit' }),
      expected: bad('/value'),
    },
    {
      rule: 'input: a non-string value is rejected',
      interaction: INPUT,
      answer: answer('input', { action: 'submit', value: 3 }),
      expected: bad('/value'),
    },
    {
      rule: 'input: a single-line input rejects a line break',
      interaction: INPUT,
      answer: answer('input', { action: 'submit', value: 'a\nb' }),
      expected: bad('/value'),
    },
    {
      rule: 'input: a multiline input accepts line breaks',
      interaction: INPUT_MULTILINE,
      answer: answer('input', { action: 'submit', value: 'a\r\nb' }),
      expected: 'accept',
    },
    {
      rule: 'input: 64 KiB of text is accepted',
      interaction: INPUT,
      answer: answer('input', { action: 'submit', value: 'v'.repeat(INPUT_VALUE_MAX_BYTES) }),
      expected: 'accept',
    },
    {
      rule: 'input: more than 64 KiB of text is rejected',
      interaction: INPUT,
      answer: answer('input', { action: 'submit', value: '€'.repeat(21846) }),
      expected: bad('/value'),
    },
    {
      rule: 'input: cancel is accepted',
      interaction: INPUT,
      answer: answer('input', { action: 'cancel' }),
      expected: 'accept',
    },
    {
      rule: 'input: cancel carries no value',
      interaction: INPUT,
      answer: answer('input', { action: 'cancel', value: '' }),
      expected: bad('/value'),
    },
  ]);
});

// --- the spec's own examples ---------------------------------------------------------------------

describe('validateInteractionAnswer: the examples of the spec', () => {
  const spec = parse(
    readFileSync(new URL('../../../spec/session-protocol/types/interactions.yaml', import.meta.url), 'utf8'),
  ) as {
    types: Record<string, { examples?: unknown[] }>;
  };
  const operations = parse(
    readFileSync(new URL('../../../spec/session-protocol/operations/execution.yaml', import.meta.url), 'utf8'),
  ) as {
    operations: Record<string, { examples: { params: unknown }[] }>;
  };
  const interactions = (spec.types['Interaction']?.examples ?? []) as (InteractionShape & { state: unknown })[];
  const answers = [
    ...((spec.types['InteractionAnswer']?.examples ?? []) as InteractionAnswerShape[]),
    ...(operations.operations['interaction.answer']?.examples ?? []).map(
      (example) => example.params as InteractionAnswerShape,
    ),
  ];
  /** The example interaction an answer names, answerable (pending); ia-9 is ia-8 raised again. */
  const answerable = (id: string) => {
    const found =
      interactions.find((interaction) => interaction.id === id) ??
      interactions.find((interaction) => interaction.id === 'ia-8');
    if (found === undefined) throw new Error(`no example interaction for ${id}`);
    return { ...found, id, state: PENDING };
  };

  it('rule: the spec has the examples this suite relies on', () => {
    expect(interactions.map((interaction) => interaction.id)).toEqual(['ia-7', 'ia-8']);
    expect(answers.length).toBeGreaterThanOrEqual(6);
  });

  it('rule: every answer example is accepted by the interaction it names, pending or deferred', () => {
    for (const answer of answers) {
      const interaction = answerable(answer.interactionId);
      expect(outcome(interaction, answer)).toBe('accept');
      const deferred = {
        ...interaction,
        state: { status: 'deferred', deferredAt: 1763049600000, expiresAt: 1763051400000 },
      };
      expect(outcome(deferred, answer, { now: 1763049700000 })).toBe('accept');
    }
  });

  it('rule: the winning answer recorded in the final example is accepted while the interaction was pending', () => {
    const final = interactions.find((interaction) => interaction.id === 'ia-8') as unknown as {
      state: { result: { answer: InteractionAnswerShape } };
    };
    expect(outcome(answerable('ia-8'), final.state.result.answer)).toBe('accept');
  });

  it('rule: the final example interaction accepts no further answer', () => {
    const final = interactions.find((interaction) => interaction.id === 'ia-8');
    expect(outcome(final, { interactionId: 'ia-8', type: 'approval', action: 'approve' })).toEqual(
      bad('/interactionId', 'already_resolved'),
    );
  });

  it('rule: the form example rejects a channel outside its choices and a missing version', () => {
    const form = answerable('ia-7');
    expect(
      outcome(form, {
        interactionId: 'ia-7',
        type: 'form',
        action: 'submit',
        values: { version: '1', channel: 'beta' },
      }),
    ).toEqual(bad('/values/channel'));
    expect(
      outcome(form, { interactionId: 'ia-7', type: 'form', action: 'submit', values: { channel: 'next' } }),
    ).toEqual(bad('/values/version'));
  });

  it('rule: the shapes mirror the generated types (checked by tsc)', () => {
    // Compile-time: a generated Interaction / InteractionAnswer is accepted, and the result is a
    // generated InteractionAnswer. tsc fails here if the spec's shapes drift from the mirrors.
    const mirror = (interaction: Interaction, answer: InteractionAnswer): InteractionAnswer =>
      validateInteractionAnswer(interaction, answer);
    const back = (answer: InteractionAnswerShape): InteractionAnswer => answer;
    expect(mirror(answerable('ia-7') as unknown as Interaction, answers[0] as InteractionAnswer)).toEqual(
      back(answers[0]!),
    );
  });
});

// --- property: random forms ----------------------------------------------------------------------

describe('validateInteractionAnswer: random forms built from the field vocabulary', () => {
  interface Generated {
    field: FormFieldShape;
    /** Valid values for the field. */
    value: fc.Arbitrary<FormValueShape>;
  }

  const fieldName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,8}$/);
  const choiceValues = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 6 });
  const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  /** Drops undefined members, so optional keywords are absent rather than undefined. */
  const compact = (o: object): FormFieldShape =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as unknown as FormFieldShape;
  const UNITS = ['a', 'Z', '0', ' ', 'é', '€', '😀'];

  /** A string of UTF-8 length within [min, max]: random units cut to fit, then padded with ASCII. */
  const stringWithin = (min: number, max: number, multiline: boolean) =>
    fc.array(fc.constantFrom(...UNITS, ...(multiline ? ['\n', '\r'] : [])), { maxLength: 12 }).map((units) => {
      let text = '';
      let bytes = 0;
      for (const unit of units) {
        const size = new TextEncoder().encode(unit).length;
        if (bytes + size > max) break;
        text += unit;
        bytes += size;
      }
      return text + 'a'.repeat(Math.max(0, min - bytes));
    });

  const stringField = (name: string, required: boolean) =>
    fc
      .record({
        maxBytes: opt(fc.integer({ min: 1, max: 40 })),
        minBytes: opt(fc.integer({ min: 0, max: 40 })),
        multiline: opt(fc.boolean()),
      })
      .map(({ maxBytes, minBytes, multiline }): Generated => {
        const max = maxBytes ?? FORM_STRING_MAX_BYTES;
        const min = minBytes === undefined ? undefined : Math.min(minBytes, max);
        const field = compact({
          name,
          type: 'string' as const,
          label: name,
          required,
          maxBytes,
          minBytes: min,
          multiline,
        });
        return { field, value: stringWithin(min ?? (required ? 1 : 0), Math.min(max, 40), multiline === true) };
      });
  const booleanField = (name: string, required: boolean) =>
    fc.constant<Generated>({ field: { name, type: 'boolean', label: name, required }, value: fc.boolean() });
  const numberField = (name: string, required: boolean) =>
    fc
      .record({
        low: opt(fc.integer({ min: -1000, max: 1000 })),
        span: opt(fc.integer({ min: 0, max: 1000 })),
        integer: opt(fc.boolean()),
      })
      .map(({ low, span, integer }): Generated => {
        const maximum = low === undefined || span === undefined ? undefined : low + span;
        const field = compact({ name, type: 'number' as const, label: name, required, minimum: low, maximum, integer });
        const min = low ?? -1e6;
        const max = maximum ?? 1e6;
        const value =
          integer === true ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
        return { field, value };
      });
  const enumField = (name: string, required: boolean) =>
    choiceValues.map((values): Generated => ({
      field: { name, type: 'enum', label: name, required, choices: choices(...values) },
      value: fc.constantFrom(...values),
    }));
  const multiSelectField = (name: string, required: boolean) =>
    fc
      .record({ values: choiceValues, low: opt(fc.nat(6)), high: opt(fc.nat(6)) })
      .map(({ values, low, high }): Generated => {
        const minItems = low === undefined ? undefined : Math.min(low, values.length);
        const maxItems = high === undefined ? undefined : Math.max(1, minItems ?? 0, Math.min(high, values.length));
        const field = compact({
          name,
          type: 'multi-select' as const,
          label: name,
          required,
          choices: choices(...values),
          minItems,
          maxItems,
        });
        const value = fc
          .shuffledSubarray(values, { minLength: minItems ?? 0, maxLength: maxItems ?? values.length })
          .map((picked) => picked as FormValueShape);
        return { field, value };
      });
  const KINDS = [stringField, booleanField, numberField, enumField, multiSelectField];
  const CHOICE_KINDS = [enumField, multiSelectField];

  /**
   * A form of 1 to 8 fields (at least one required field, and a choice field), with a valid
   * submission: every required field and some optional ones.
   */
  const formWithSubmission = fc
    .uniqueArray(fieldName, { minLength: 2, maxLength: 8 })
    .chain((names) =>
      fc.tuple(
        ...names.map((name, index) =>
          fc.boolean().chain((required) => {
            if (index === 0) return fc.oneof(...KINDS.map((kind) => kind(name, true)));
            if (index === 1) return fc.oneof(...CHOICE_KINDS.map((kind) => kind(name, required)));
            return fc.oneof(...KINDS.map((kind) => kind(name, required)));
          }),
        ),
      ),
    )
    .chain((generated) =>
      fc.tuple(
        fc.constant(generated),
        fc.tuple(...generated.map(({ field, value }) => (field.required === true ? value : opt(value)))),
      ),
    )
    .map(([generated, picked]) => {
      const fields = generated.map(({ field }) => field);
      const values: FormValuesShape = {};
      fields.forEach((field, index) => {
        const value = picked[index];
        if (value !== undefined) values[field.name] = value;
      });
      const interaction = { ...FORM, id: 'ia-prop', fields };
      const answer = { interactionId: 'ia-prop', type: 'form', action: 'submit', values } as InteractionAnswerShape;
      return { interaction, answer, fields, values };
    });

  it('rule: a valid submission of a random form is accepted and returned equal', () => {
    fc.assert(
      fc.property(formWithSubmission, ({ interaction, answer }) => {
        expect(check(interaction, answer)).toStrictEqual(answer);
      }),
      RUNS,
    );
  });

  it('rule: removing a required value is rejected at that value', () => {
    fc.assert(
      fc.property(formWithSubmission, fc.nat(), ({ interaction, fields, values }, pick) => {
        const required = fields.filter((field) => field.required === true);
        const name = required[pick % required.length]!.name;
        const rest = Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));
        expect(
          outcome(interaction, { interactionId: 'ia-prop', type: 'form', action: 'submit', values: rest }),
        ).toEqual(bad(`/values/${name}`));
      }),
      RUNS,
    );
  });

  it('rule: adding an undeclared field is rejected at that field', () => {
    fc.assert(
      fc.property(
        formWithSubmission,
        fieldName,
        fc.constantFrom<FormValueShape>('x', true, 1, ['a']),
        ({ interaction, fields, values }, name, extra) => {
          let undeclared = name;
          while (fields.some((field) => field.name === undeclared)) undeclared += '_';
          const answer = {
            interactionId: 'ia-prop',
            type: 'form',
            action: 'submit',
            values: { ...values, [undeclared]: extra },
          };
          expect(outcome(interaction, answer)).toEqual(bad(`/values/${undeclared}`));
        },
      ),
      RUNS,
    );
  });

  it('rule: a choice outside the declared ones is rejected at that value', () => {
    fc.assert(
      fc.property(formWithSubmission, fc.nat(), ({ interaction, fields, values }, pick) => {
        // Choice values are lowercase; an uppercase value is never among them.
        const outside = 'OUTSIDE';
        const choiceFields = fields.filter((field) => field.type === 'enum' || field.type === 'multi-select');
        const field = choiceFields[pick % choiceFields.length]!;
        let value: FormValueShape;
        let pointer = `/values/${field.name}`;
        if (field.type === 'enum') {
          value = outside;
        } else {
          const current = (values[field.name] as string[] | undefined) ?? [];
          const index = current.length === 0 ? 0 : pick % current.length;
          value = [...current];
          value[index] = outside;
          pointer += `/${index}`;
        }
        const answer = {
          interactionId: 'ia-prop',
          type: 'form',
          action: 'submit',
          values: { ...values, [field.name]: value },
        };
        expect(outcome(interaction, answer)).toEqual(bad(pointer));
      }),
      RUNS,
    );
  });
});
