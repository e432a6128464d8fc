import type { Command } from './command.js';
import type { FixedReason, ProtocolReason } from './definition.js';
import { isRecord } from '../validation/is-record.js';
import { pointerSegment, quoteInput } from './json-pointer.js';
import { InteractionRejection, resolveWording } from './rejection.js';

/** The catalog-wide rules that run before a command sees the payload, with their wording. */
export interface SelectionRules<Value, Args extends unknown[]> {
  readonly modeField: string | undefined;
  readonly unknownError: FixedReason | undefined;
  readonly modeError: FixedReason | undefined;
  readonly ownershipError: FixedReason | undefined;
  readonly selectionError: ProtocolReason<Value, Args> | undefined;
  readonly tags: readonly string[];
}

/**
 * The one command a payload selects. Every selector it carries (command field and aliases, as the
 * commands read them) must name the same id: no selector, or selectors that disagree, select
 * nothing — so a payload claiming two commands is never handed to either.
 */
export function selectedId<Value, Args extends unknown[]>(
  rules: SelectionRules<Value, Args>,
  readers: readonly ((value: Record<string, unknown>) => string[])[],
  value: unknown,
  args: Args,
): string {
  const keys = isRecord(value) ? [...new Set(readers.flatMap((read) => read(value)))] : [];
  if (keys.length === 1) return keys[0]!;
  const fallback =
    keys.length === 0
      ? 'the payload selects no command'
      : `the payload's selectors disagree: ${keys.map((key) => quoteInput(key)).join(', ')}`;
  const wording = resolveWording(rules.selectionError, fallback, value as Value, args);
  throw new InteractionRejection({
    code: 'selection',
    message: wording.message,
    tags: rules.tags,
    cause: wording.cause,
  });
}

export function unknownCommand<Value, Args extends unknown[]>(
  rules: SelectionRules<Value, Args>,
  id: string,
): InteractionRejection {
  const wording = resolveWording(rules.unknownError, `unknown command ${quoteInput(id)}`, undefined, []);
  return new InteractionRejection({
    code: 'unknown',
    message: wording.message,
    tags: rules.tags,
    cause: wording.cause,
  });
}

/**
 * Mode and ownership, checked here rather than left to the command so the catalog's wording is used.
 * A command without `modes` is available in every mode and without one.
 */
export function checkAvailability<Value, Args extends unknown[]>(
  rules: SelectionRules<Value, Args>,
  id: string,
  command: Pick<Command<object, unknown, never>, 'modes' | 'ownedFields' | 'tags'>,
  value: Record<string, unknown>,
): void {
  const tags = [...rules.tags, ...command.tags];
  if (rules.modeField !== undefined && command.modes !== undefined) {
    const mode = Object.hasOwn(value, rules.modeField) ? value[rules.modeField] : undefined;
    if (typeof mode !== 'string' || !command.modes.includes(mode)) {
      const shown = typeof mode === 'string' ? `in mode ${quoteInput(mode)}` : 'without a mode';
      const wording = resolveWording(
        rules.modeError,
        `command ${quoteInput(id)} is not available ${shown}`,
        undefined,
        [],
      );
      throw new InteractionRejection({
        code: 'mode',
        message: wording.message,
        commandId: id,
        tags,
        pointer: `/${pointerSegment(rules.modeField)}`,
        cause: wording.cause,
      });
    }
  }
  for (const field of command.ownedFields) {
    if (!Object.hasOwn(value, field)) continue;
    const fallback = `field ${quoteInput(field)} is written by the program and may not be supplied`;
    const wording = resolveWording(rules.ownershipError, fallback, undefined, []);
    throw new InteractionRejection({
      code: 'ownership',
      message: wording.message,
      commandId: id,
      tags,
      pointer: `/${pointerSegment(field)}`,
      cause: wording.cause,
    });
  }
}
