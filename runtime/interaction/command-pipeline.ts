import type { OptionalPresence, ProtocolCheck, ProtocolReason } from './definition.js';
import { isRecord } from '../validation/is-record.js';
import { setOwn } from './json-data.js';
import { pointerSegment, quoteInput } from './json-pointer.js';
import { InteractionRejection, resolveWording, type RejectionCode } from './rejection.js';
import { dropStrictNulls, type NullPlan } from './strict-model-nulls.js';
import { structuralFault, type StructuralValidator } from './structural-validation.js';

/** Everything parse needs of one compiled command, fixed at compile time. */
export interface CommandPipeline<Value, Args extends unknown[]> {
  readonly id: string | undefined;
  /** The discriminator field, then the aliases; empty when the command has no discriminator. */
  readonly selectors: readonly string[];
  readonly owned: readonly string[];
  readonly optionalPresence: OptionalPresence;
  readonly nulls: NullPlan | undefined;
  readonly validate: StructuralValidator;
  readonly tags: readonly string[];
  readonly error: ProtocolReason<Value, Args> | undefined;
  readonly checks: readonly ProtocolCheck<Value, Args>[];
  readonly refine: ((value: Value, ...args: Args) => void) | undefined;
}

/** Selector values a payload carries, in selector order; only strings select. */
export function readSelectors(value: unknown, selectors: readonly string[]): string[] {
  if (!isRecord(value)) return [];
  const keys: string[] = [];
  for (const selector of selectors) {
    const key = Object.hasOwn(value, selector) ? value[selector] : undefined;
    if (typeof key === 'string') keys.push(key);
  }
  return keys;
}

/**
 * The payload checked and normalized, in the documented order: shape → discriminator → ownership →
 * (strict nulls) → presence → structure → checks in order → refine. The input is only read; the
 * result is a fresh shallow copy whose discriminator is the command's own id under the command
 * field (aliases dropped).
 */
export function checkedValue<Value, Args extends unknown[]>(
  pipeline: CommandPipeline<Value, Args>,
  input: unknown,
  args: Args,
): Value {
  const reject = (
    code: RejectionCode,
    message: string,
    pointer?: string,
    extra?: { detail?: string; cause?: unknown },
  ) => new InteractionRejection({ code, message, commandId: pipeline.id, tags: pipeline.tags, pointer, ...extra });
  const label = pipeline.id === undefined ? 'the command' : `command ${quoteInput(pipeline.id)}`;
  if (!isRecord(input)) throw reject('invalid', `${label} expects an object`, '');

  for (const selector of pipeline.selectors) {
    const claimed = Object.hasOwn(input, selector) ? input[selector] : undefined;
    if (claimed !== undefined && claimed !== pipeline.id) {
      const shown = typeof claimed === 'string' ? `command ${quoteInput(claimed)}` : 'no command';
      throw reject('discriminator', `the payload names ${shown}, not ${label}`, `/${pointerSegment(selector)}`);
    }
  }
  for (const field of pipeline.owned) {
    if (Object.hasOwn(input, field)) {
      throw reject(
        'ownership',
        `field ${quoteInput(field)} is written by the program and may not be supplied`,
        `/${pointerSegment(field)}`,
      );
    }
  }

  const value = dropStrictNulls(normalized(pipeline, input), pipeline.nulls) as Record<string, unknown>;
  if (pipeline.optionalPresence === 'defined') {
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined)
        throw reject('invalid', `field ${quoteInput(key)} is present but undefined`, `/${pointerSegment(key)}`);
    }
  }
  const typed = value as Value;

  const result = pipeline.validate(value);
  if (!result.valid) {
    const first = result.errors[0];
    const { pointer, reason } = first === undefined ? { pointer: '', reason: 'is invalid' } : structuralFault(first);
    const detail = `${pointer === '' ? '(root)' : pointer} ${reason}`;
    const wording = resolveWording(pipeline.error, `${label} is invalid: ${detail}`, typed, args);
    throw reject('invalid', wording.message, pointer, { detail, cause: wording.cause });
  }

  pipeline.checks.forEach((check, index) => {
    if (!check.occur(typed, ...args)) return;
    const wording = resolveWording(check.error, `${label} fails check ${index + 1}`, typed, args);
    throw reject('check', wording.message, check.field === undefined ? undefined : `/${pointerSegment(check.field)}`, {
      cause: wording.cause,
    });
  });

  if (pipeline.refine !== undefined) {
    try {
      pipeline.refine(typed, ...args);
    } catch (error) {
      if (error instanceof InteractionRejection) throw error.within(pipeline.tags, pipeline.id);
      const fallback = error instanceof Error ? error.message : String(error);
      const wording = resolveWording(pipeline.error, fallback, typed, args);
      throw reject('refine', wording.message, undefined, { cause: error });
    }
  }
  return typed;
}

/** A copy with the command field first and set to the command's id, aliases left out. */
function normalized<Value, Args extends unknown[]>(
  pipeline: CommandPipeline<Value, Args>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const [field] = pipeline.selectors;
  const out: Record<string, unknown> = {};
  if (field !== undefined && pipeline.id !== undefined) setOwn(out, field, pipeline.id);
  for (const [key, child] of Object.entries(input)) {
    if (!pipeline.selectors.includes(key)) setOwn(out, key, child);
  }
  return out;
}
