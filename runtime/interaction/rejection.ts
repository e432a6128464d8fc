import { boundedPointer } from './json-pointer.js';

/**
 * Why a payload was rejected:
 * - `selection` — it selects no command (no selector, selectors that disagree, not an object);
 * - `unknown` — its selector names no registered command;
 * - `discriminator` — it was handed to one command but its discriminator names another;
 * - `mode` — the command is not available in the payload's mode;
 * - `ownership` — it carries a field the program owns;
 * - `invalid` — it fails the structural schema (or `optionalPresence: 'defined'`);
 * - `check` — a declarative check occurred;
 * - `refine` — the command's `refine` hook threw.
 */
export type RejectionCode =
  'selection' | 'unknown' | 'discriminator' | 'mode' | 'ownership' | 'invalid' | 'check' | 'refine';

export interface RejectionInit {
  readonly code: RejectionCode;
  readonly message: string;
  readonly commandId?: string | undefined;
  readonly tags?: readonly string[] | undefined;
  readonly pointer?: string | undefined;
  readonly detail?: string | undefined;
  readonly cause?: unknown;
}

/**
 * The one error parse, receive, dispatch and CommandCatalog.require throw for a bad payload. The
 * message is the declared wording (or a default naming the rule); the validator's own message, when
 * there is one, is kept apart in `detail` so custom wording never hides it from logs.
 */
export class InteractionRejection extends Error {
  override readonly name = 'InteractionRejection';
  readonly code: RejectionCode;
  /** The selected command, once one is known. */
  readonly commandId: string | undefined;
  /** Diagnostic tags of the catalog, then of the command, without repeats. */
  readonly tags: readonly string[];
  /** JSON Pointer of the field at fault, when one is. */
  readonly pointer: string | undefined;
  readonly detail: string | undefined;

  constructor(init: RejectionInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.commandId = init.commandId;
    this.tags = Object.freeze(uniqueTags(init.tags ?? []));
    this.pointer = init.pointer === undefined ? undefined : boundedPointer(init.pointer);
    this.detail = init.detail;
  }

  /**
   * The same rejection seen from an outer layer (a catalog around a command): `tags` go first, and
   * the command id is filled in when this rejection did not know it.
   */
  within(tags: readonly string[], commandId?: string): InteractionRejection {
    if (tags.length === 0 && (commandId === undefined || this.commandId !== undefined)) return this;
    return new InteractionRejection({
      code: this.code,
      message: this.message,
      commandId: this.commandId ?? commandId,
      tags: [...tags, ...this.tags],
      pointer: this.pointer,
      detail: this.detail,
      cause: this.cause,
    });
  }
}

function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}

/** A wording resolved against a payload: its text, and the Error behind it when one was given. */
export interface Wording {
  readonly message: string;
  readonly cause: Error | undefined;
}

export function resolveWording<Args extends unknown[], Value>(
  reason: string | Error | ((value: Value, ...args: Args) => string | Error) | undefined,
  fallback: string,
  value: Value,
  args: Args,
): Wording {
  const given = typeof reason === 'function' ? reason(value, ...args) : reason;
  if (given === undefined) return { message: fallback, cause: undefined };
  return typeof given === 'string' ? { message: given, cause: undefined } : { message: given.message, cause: given };
}
