import { ProtocolError, pointerSegment, quoteInput } from '../boundary/protocol-error.js';
import { isRecord } from '../validation/is-record.js';
import { exceedsUtf8Bytes, utf8ByteLength } from '../validation/utf8-byte-length.js';

// Structural mirrors of the spec's shapes (spec/session-protocol/types/interactions.yaml). The
// runtime cannot import the generated types, and the package already exports Interaction,
// InteractionAnswer, FormField… under the spec's names, so these carry a `Shape` suffix. Each
// generated type is assignable to its mirror; the answer mirror is exact, so the validated copy
// this module returns is assignable back to the generated InteractionAnswer.

/** One option of an enum or multi-select field, or of a select interaction (FormChoice). */
export interface FormChoiceShape {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
}

/** What every form field declares (the common part of FormField). */
interface FormFieldBase {
  readonly name: string;
  readonly label: string;
  readonly description?: string;
  /** Whether a submit must carry a value for the field. Absent means false. */
  readonly required?: boolean;
}

/** One typed input of a form (FormField): the part of it an answer is checked against. */
export type FormFieldShape =
  | (FormFieldBase & {
      readonly type: 'string';
      readonly default?: string;
      /** Fewest UTF-8 bytes; absent: 1 for a required field, else 0. */
      readonly minBytes?: number;
      /** Most UTF-8 bytes; absent: FORM_STRING_MAX_BYTES. */
      readonly maxBytes?: number;
      readonly multiline?: boolean;
      readonly placeholder?: string;
    })
  | (FormFieldBase & { readonly type: 'boolean'; readonly default?: boolean })
  | (FormFieldBase & {
      readonly type: 'number';
      readonly default?: number;
      readonly minimum?: number;
      readonly maximum?: number;
      readonly integer?: boolean;
    })
  | (FormFieldBase & { readonly type: 'enum'; readonly choices: readonly FormChoiceShape[]; readonly default?: string })
  | (FormFieldBase & {
      readonly type: 'multi-select';
      readonly choices: readonly FormChoiceShape[];
      readonly default?: readonly string[];
      readonly minItems?: number;
      readonly maxItems?: number;
    });

/** Where an interaction stands (InteractionState): only the parts this module reads. */
export type InteractionStateShape =
  | { readonly status: 'pending' }
  | { readonly status: 'deferred'; readonly deferredAt: number; readonly expiresAt: number }
  | { readonly status: 'final' };

/** The label of an interaction action button (InteractionActionLabel). */
export interface InteractionActionLabelShape {
  readonly label: string;
}

/** What every interaction carries that an answer is checked against (the common part of Interaction). */
interface InteractionBase {
  readonly id: string;
  /** Milliseconds since the epoch after which the host accepts no answer. */
  readonly expiresAt?: number;
  readonly state: InteractionStateShape;
}

/**
 * An interaction (Interaction), reduced to what validateInteractionAnswer reads: its id, type,
 * deadline, state, and per type the form's fields and actions, the select's options or the input's
 * multiline flag. A generated Interaction is assignable to it.
 */
export type InteractionShape =
  | (InteractionBase & {
      readonly type: 'form';
      readonly fields: readonly FormFieldShape[];
      readonly actions: { readonly submit: InteractionActionLabelShape; readonly cancel: InteractionActionLabelShape };
    })
  | (InteractionBase & { readonly type: 'approval' })
  | (InteractionBase & { readonly type: 'confirm' })
  | (InteractionBase & { readonly type: 'select'; readonly options: readonly FormChoiceShape[] })
  | (InteractionBase & { readonly type: 'input'; readonly multiline?: boolean });

/** A submitted form value (FormValue). */
export type FormValueShape = string | boolean | number | string[];

/** The values of a submitted form by field name (FormValues). */
export interface FormValuesShape {
  [name: string]: FormValueShape | undefined;
}

/** What a client sends back for an interaction (InteractionAnswer): one closed shape per type and action. */
export type InteractionAnswerShape =
  | { interactionId: string; type: 'form'; action: 'submit'; values: FormValuesShape }
  | { interactionId: string; type: 'form'; action: 'cancel' }
  | { interactionId: string; type: 'approval'; action: 'approve' }
  | { interactionId: string; type: 'approval'; action: 'deny'; reason?: string }
  | { interactionId: string; type: 'confirm'; action: 'confirm' | 'cancel' }
  | { interactionId: string; type: 'select'; action: 'select'; value: string }
  | { interactionId: string; type: 'select'; action: 'cancel' }
  | { interactionId: string; type: 'input'; action: 'submit'; value: string }
  | { interactionId: string; type: 'input'; action: 'cancel' };

/** Options of validateInteractionAnswer. */
export interface ValidateInteractionAnswerOptions {
  /**
   * The current time in milliseconds since the epoch. When given, an interaction whose deadline
   * (its expiresAt, or a deferred state's expiresAt, whichever is earlier) is at or before it is
   * rejected as expired. When absent, expiry is not checked (the host checks it).
   */
  readonly now?: number;
}

/** Most UTF-8 bytes of a string form value when its field declares no maxBytes (the spec's 64 KiB). */
export const FORM_STRING_MAX_BYTES = 65536;

/** Most UTF-8 bytes of an input interaction's submitted text (InputInteractionAnswer.value: 64 KiB). */
export const INPUT_VALUE_MAX_BYTES = 65536;

/** Most UTF-8 bytes of an approval's deny reason (ApprovalInteractionAnswer.reason: 4,096). */
export const DENY_REASON_MAX_BYTES = 4096;

/** The actions each interaction type declares, in the order the spec lists them. */
const ACTIONS = {
  form: ['submit', 'cancel'],
  approval: ['approve', 'deny'],
  confirm: ['confirm', 'cancel'],
  select: ['select', 'cancel'],
  input: ['submit', 'cancel'],
} as const;
ACTIONS satisfies Record<InteractionShape['type'], readonly string[]>;

export const INTERACTION_ACTIONS: typeof ACTIONS = ACTIONS;

type InteractionType = keyof typeof INTERACTION_ACTIONS;

/** Fields an answer carries beside interactionId, type and action, per type and action: [name, required]. */
const ACTION_FIELDS: Readonly<Record<string, readonly (readonly [string, boolean])[]>> = {
  'form submit': [['values', true]],
  'approval deny': [['reason', false]],
  'select select': [['value', true]],
  'input submit': [['value', true]],
};

const COMMON_FIELDS = ['interactionId', 'type', 'action'] as const;

/**
 * Checks an interaction answer against the interaction it answers: what the answer's schema
 * (InteractionAnswer, parsed with parseSchema) cannot see. In this order:
 *
 * 1. `interactionId` is the interaction's id, else `not_found` at `/interactionId` (the answer names
 *    another interaction, which as far as this interaction goes does not exist);
 * 2. the interaction is still answerable: state `pending` or `deferred`, else `already_resolved`
 *    (the first winner stands); and, when `options.now` is given, its deadline has not passed, else
 *    `expired` (both at `/interactionId`);
 * 3. `type` is the interaction's type, else `invalid_request` at `/type`;
 * 4. `action` is one the interaction declares (form: submit/cancel, approval: approve/deny,
 *    confirm: confirm/cancel, select: select/cancel, input: submit/cancel), else `invalid_request`
 *    at `/action`; the answer carries exactly the fields its action takes (answers are closed);
 * 5. the action's payload, each failure `invalid_request` at the JSON Pointer of the offending value:
 *    - form submit: no undeclared field (`/values/<name>`), every required field present, each
 *      value of its field's kind: a string within minBytes (default 1 when required, else 0) and
 *      maxBytes (default 64 KiB) UTF-8 bytes, and on one line unless the field is multiline; a
 *      boolean; a finite number within minimum/maximum (inclusive), an integer if the field says
 *      so; an enum value among the choices; multi-select values all among the choices
 *      (`/values/<name>/<index>`), without repeats, within minItems/maxItems; form cancel takes no
 *      values;
 *    - select: the value is one of the options (`/value`);
 *    - input submit: a string of at most 64 KiB, on one line unless the input is multiline (`/value`);
 *    - approval deny: an optional non-empty reason of at most 4,096 bytes (`/reason`).
 *
 * Both arguments are assumed to have passed their schemas; the checks above still guard the
 * shapes they rely on, so malformed input yields a ProtocolError, never a TypeError. Messages quote
 * at most a few dozen characters of input. Neither argument is mutated.
 *
 * Returns a new answer object equal to the input (arrays copied; a form value that is undefined,
 * which JSON cannot carry, counts as absent and is left out), safe to persist as the winner.
 *
 * @example
 * const interaction = {
 *   id: 'ia-7', type: 'form', state: { status: 'pending' },
 *   fields: [{ name: 'version', type: 'string', label: 'Version', required: true, maxBytes: 32 }],
 *   actions: { submit: { label: 'Release' }, cancel: { label: 'Cancel' } },
 * } as const;
 * validateInteractionAnswer(interaction, { interactionId: 'ia-7', type: 'form', action: 'submit', values: { version: '0.4.3' } });
 * // → { interactionId: 'ia-7', type: 'form', action: 'submit', values: { version: '0.4.3' } }
 * validateInteractionAnswer(interaction, { interactionId: 'ia-7', type: 'form', action: 'submit', values: {} });
 * // throws ProtocolError { code: 'invalid_request', pointer: '/values/version' }
 */
export function validateInteractionAnswer(
  interaction: InteractionShape,
  answer: InteractionAnswerShape,
  options: ValidateInteractionAnswerOptions = {},
): InteractionAnswerShape {
  const raw: unknown = answer;
  if (!isRecord(raw)) throw invalid(`must be an object, not ${describe(raw)}`, '');
  const interactionType = knownInteractionType(interaction);

  const id = raw['interactionId'];
  if (typeof id !== 'string') throw invalid(`must be a string, not ${describe(id)}`, '/interactionId');
  if (id !== interaction.id) {
    throw new ProtocolError(
      'not_found',
      `the answer names interaction ${quoteInput(id)}, not the interaction ${quoteInput(String(interaction.id))}`,
      '/interactionId',
    );
  }
  checkAnswerable(interaction, options.now);

  const type = raw['type'];
  if (type !== interactionType) {
    throw invalid(`must be the interaction's type "${interactionType}", not ${describe(type)}`, '/type');
  }
  const action = raw['action'];
  const declared: readonly string[] = INTERACTION_ACTIONS[interactionType];
  if (typeof action !== 'string' || !declared.includes(action) || !declaresAction(interaction, action)) {
    throw invalid(
      `must be an action the ${interactionType} interaction declares (${declared.join(', ')}), not ${describe(action)}`,
      '/action',
    );
  }
  const extra = ACTION_FIELDS[`${interactionType} ${action}`] ?? [];
  for (const key of Object.keys(raw)) {
    if ((COMMON_FIELDS as readonly string[]).includes(key) || extra.some(([name]) => name === key)) continue;
    throw invalid(
      `must NOT be present, as a ${interactionType} ${action} answer takes no such field`,
      `/${pointerSegment(key)}`,
    );
  }
  for (const [name, required] of extra) {
    if (required && raw[name] === undefined)
      throw invalid(`must be present, as a ${interactionType} ${action} answer needs it`, `/${name}`);
  }

  const base = { interactionId: id, type: interactionType, action };
  switch (`${interactionType} ${action}`) {
    case 'form submit':
      return {
        ...base,
        values: checkFormValues(interaction as FormInteraction, raw['values']),
      } as InteractionAnswerShape;
    case 'select select':
      return {
        ...base,
        value: checkSelectValue(interaction as SelectInteraction, raw['value']),
      } as InteractionAnswerShape;
    case 'input submit':
      return {
        ...base,
        value: checkInputValue(interaction as InputInteraction, raw['value']),
      } as InteractionAnswerShape;
    case 'approval deny': {
      const reason = raw['reason'];
      if (reason === undefined) return base as InteractionAnswerShape;
      return { ...base, reason: checkReason(reason) } as InteractionAnswerShape;
    }
    default:
      return base as InteractionAnswerShape;
  }
}

type FormInteraction = Extract<InteractionShape, { type: 'form' }>;
type SelectInteraction = Extract<InteractionShape, { type: 'select' }>;
type InputInteraction = Extract<InteractionShape, { type: 'input' }>;

/** A reason said of the value at `pointer`, which names the field: the message never names it again. */
function invalid(message: string, pointer: string): ProtocolError {
  return new ProtocolError('invalid_request', `interaction answer: ${message}`, pointer);
}

/** A short rendering of an untrusted value for a message. */
function describe(value: unknown): string {
  if (typeof value === 'string') return quoteInput(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined) return '(absent)';
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function knownInteractionType(interaction: InteractionShape): InteractionType {
  const type: unknown = isRecord(interaction) ? interaction.type : undefined;
  if (typeof type === 'string' && Object.hasOwn(INTERACTION_ACTIONS, type)) return type as InteractionType;
  throw new ProtocolError('invalid_request', `interaction of unknown type ${describe(type)} cannot be answered`);
}

function declaresAction(interaction: InteractionShape, action: string): boolean {
  if (interaction.type !== 'form') return true;
  const actions: unknown = interaction.actions;
  return isRecord(actions) && Object.hasOwn(actions, action) && isRecord(actions[action]);
}

function checkAnswerable(interaction: InteractionShape, now: number | undefined): void {
  const state: unknown = interaction.state;
  const status = isRecord(state) ? state['status'] : undefined;
  if (status === 'final') {
    throw new ProtocolError(
      'already_resolved',
      'the interaction is already resolved; the first answer stands',
      '/interactionId',
    );
  }
  if (status !== 'pending' && status !== 'deferred') {
    throw new ProtocolError(
      'invalid_request',
      `interaction state ${describe(status)} is not pending, deferred or final`,
    );
  }
  if (now === undefined) return;
  if (typeof now !== 'number' || !Number.isFinite(now)) {
    throw new ProtocolError('invalid_request', 'options.now is not a finite number of milliseconds');
  }
  const deadlines = [interaction.expiresAt, status === 'deferred' && isRecord(state) ? state['expiresAt'] : undefined];
  for (const deadline of deadlines) {
    if (typeof deadline === 'number' && now >= deadline) {
      throw new ProtocolError('expired', 'the interaction expired and accepts no answer', '/interactionId');
    }
  }
}

/** Line breaks a single-line value may not contain. */
const LINE_BREAK = /[\r\n]/u;

function checkFormValues(interaction: FormInteraction, values: unknown): Record<string, FormValueShape> {
  if (!isRecord(values)) throw invalid(`must be an object, not ${describe(values)}`, '/values');
  const fields = new Map<string, FormFieldShape>();
  const declared: unknown = interaction.fields;
  if (Array.isArray(declared)) {
    for (const field of declared as readonly unknown[]) {
      if (isRecord(field) && typeof field['name'] === 'string' && !fields.has(field['name']))
        fields.set(field['name'], field as unknown as FormFieldShape);
    }
  }
  for (const name of Object.keys(values)) {
    if (!fields.has(name))
      throw invalid('must NOT be present, as the form declares no such field', `/values/${pointerSegment(name)}`);
  }
  const out: [string, FormValueShape][] = [];
  for (const [name, field] of fields) {
    const pointer = `/values/${pointerSegment(name)}`;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      if (field.required === true) throw invalid('must be present, as the field is required', pointer);
      continue;
    }
    out.push([name, checkFieldValue(field, value, pointer)]);
  }
  // The answer's own key order, so the copy is equal to the input, member for member.
  const order = Object.keys(values);
  out.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return Object.fromEntries(out);
}

function checkFieldValue(field: FormFieldShape, value: unknown, pointer: string): FormValueShape {
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string') throw invalid(`must be a string, not ${describe(value)}`, pointer);
      const max = field.maxBytes ?? FORM_STRING_MAX_BYTES;
      if (exceedsUtf8Bytes(value, max)) throw invalid(`must NOT have more than ${max} UTF-8 bytes`, pointer);
      const min = field.minBytes ?? (field.required === true ? 1 : 0);
      // UTF-16 units never outnumber UTF-8 bytes, so only a short value needs counting.
      if (value.length < min && utf8ByteLength(value) < min) {
        throw invalid(`must NOT have fewer than ${min} UTF-8 ${min === 1 ? 'byte' : 'bytes'}`, pointer);
      }
      if (field.multiline !== true && LINE_BREAK.test(value)) throw invalid('must be a single line', pointer);
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw invalid(`must be a boolean, not ${describe(value)}`, pointer);
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw invalid(`must be a number, not ${describe(value)}`, pointer);
      if (field.integer === true && !Number.isInteger(value)) throw invalid('must be an integer', pointer);
      if (field.minimum !== undefined && value < field.minimum)
        throw invalid(`must be at least ${field.minimum}`, pointer);
      if (field.maximum !== undefined && value > field.maximum)
        throw invalid(`must be at most ${field.maximum}`, pointer);
      return value;
    case 'enum':
      if (typeof value !== 'string')
        throw invalid(`must be the value of one of the field's choices, not ${describe(value)}`, pointer);
      if (!hasChoice(field.choices, value))
        throw invalid(`must be one of the field's choices (${quoteInput(value)} is not one)`, pointer);
      return value;
    case 'multi-select': {
      if (!Array.isArray(value)) throw invalid(`must be an array of choice values, not ${describe(value)}`, pointer);
      const seen = new Set<string>();
      (value as readonly unknown[]).forEach((item, index) => {
        const at = `${pointer}/${index}`;
        if (typeof item !== 'string') throw invalid(`must be a choice value, not ${describe(item)}`, at);
        if (!hasChoice(field.choices, item))
          throw invalid(`must be one of the field's choices (${quoteInput(item)} is not one)`, at);
        if (seen.has(item)) throw invalid(`must NOT repeat ${quoteInput(item)}, a choice selected already`, at);
        seen.add(item);
      });
      if (field.minItems !== undefined && value.length < field.minItems) {
        throw invalid(
          `must NOT have fewer than ${field.minItems} ${field.minItems === 1 ? 'choice' : 'choices'}`,
          pointer,
        );
      }
      if (field.maxItems !== undefined && value.length > field.maxItems) {
        throw invalid(
          `must NOT have more than ${field.maxItems} ${field.maxItems === 1 ? 'choice' : 'choices'}`,
          pointer,
        );
      }
      return [...(value as string[])];
    }
    default:
      throw invalid(
        `cannot be checked: its field has an unknown type ${describe((field as { type: unknown }).type)}`,
        pointer,
      );
  }
}

function hasChoice(choices: unknown, value: string): boolean {
  return (
    Array.isArray(choices) &&
    (choices as readonly unknown[]).some((choice) => isRecord(choice) && choice['value'] === value)
  );
}

function checkSelectValue(interaction: SelectInteraction, value: unknown): string {
  if (typeof value !== 'string')
    throw invalid(`must be the value of one of the interaction's options, not ${describe(value)}`, '/value');
  if (!hasChoice(interaction.options, value))
    throw invalid(`must be one of the interaction's options (${quoteInput(value)} is not one)`, '/value');
  return value;
}

function checkInputValue(interaction: InputInteraction, value: unknown): string {
  if (typeof value !== 'string') throw invalid(`must be a string, not ${describe(value)}`, '/value');
  if (exceedsUtf8Bytes(value, INPUT_VALUE_MAX_BYTES))
    throw invalid(`must NOT have more than ${INPUT_VALUE_MAX_BYTES} UTF-8 bytes`, '/value');
  if (interaction.multiline !== true && LINE_BREAK.test(value)) throw invalid('must be a single line', '/value');
  return value;
}

function checkReason(reason: unknown): string {
  if (typeof reason !== 'string' || reason.length === 0) throw invalid('must be a non-empty string', '/reason');
  if (exceedsUtf8Bytes(reason, DENY_REASON_MAX_BYTES))
    throw invalid(`must NOT have more than ${DENY_REASON_MAX_BYTES} UTF-8 bytes`, '/reason');
  return reason;
}
