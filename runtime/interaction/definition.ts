import type { InteractionCategory } from './categories.js';
import type { DeclarativeCheck } from './declarative-checks.js';

/** One declared field of a command. */
export interface ProtocolField {
  /** Whether transport input must carry the field (inputJsonSchema). Absent means false. */
  readonly required?: boolean | undefined;
  /**
   * Whether the model must fill the field (modelJsonSchema). Absent means false — it does not follow
   * `required`: the model schema lists only what a declaration explicitly asks the model for, so set
   * it on every field a model is expected to write.
   */
  readonly modelRequired?: boolean | undefined;
  /** The field's value schema; absent means any JSON value (`{}`). */
  readonly jsonSchema?: Readonly<Record<string, unknown>> | undefined;
  /** Shown in both schemas; wins over a `description` inside `jsonSchema`. */
  readonly description?: string | undefined;
}

/** Field declarations by name, or an ordered list of names (each then `{}`: optional, any value). */
export type FieldDeclarations = readonly string[] | Readonly<Record<string, ProtocolField>>;

/**
 * Rejection wording: fixed text, an Error (its message becomes the rejection's message and the
 * Error its `cause`), or a function of the payload and the parse arguments returning either.
 */
export type ProtocolReason<Value, Args extends unknown[]> =
  string | Error | ((value: Value, ...args: Args) => string | Error);

/** Fixed wording, for rejections raised before a payload is known to be a command's value. */
export type FixedReason = string | Error;

/**
 * A declarative rejection rule: when `occur` returns true the payload is rejected with `error`.
 * `field`, when given, names the field at fault so the rejection carries its JSON Pointer.
 */
export interface ProtocolCheck<Value, Args extends unknown[]> {
  readonly occur: (value: Value, ...args: Args) => boolean;
  readonly error: ProtocolReason<Value, Args>;
  readonly field?: string | undefined;
}

/**
 * One entry of `checks`: a function check, or a rule written as data (see DeclarativeCheck), which
 * the compiler turns into a function check. Both kinds run in the order they are listed.
 */
export type CommandCheck<Value, Args extends unknown[]> = ProtocolCheck<Value, Args> | DeclarativeCheck;

/** `'defined'` rejects an own property whose value is `undefined`; `'own'` keeps it, present. */
export type OptionalPresence = 'own' | 'defined';

/**
 * How `modelJsonSchema` is written. `'standard'`: draft-07 JSON Schema, optional fields left out of
 * `required`. `'strict'`: the subset LLM strict tool/structured-output modes accept (see
 * strict-model-schema.ts for what is rewritten, dropped and rejected).
 */
export type ModelSchemaDialect = 'standard' | 'strict';

/** One command as a host declares it. Code hooks are functions; they run only inside parse. */
export interface CommandDefinition<
  Value extends object = Record<string, unknown>,
  Result = Value,
  Args extends unknown[] = [],
> {
  readonly category?: InteractionCategory | undefined;
  readonly version?: number | undefined;
  readonly description?: string | undefined;
  readonly terminal?: boolean | undefined;
  /**
   * Constant field identifying the command. Its `value` is forced to the command id: compileCommands
   * and protocols overwrite it with the key the command is registered under; defineCommand takes it
   * as the id.
   */
  readonly discriminator?: { readonly field: string; readonly value: string } | undefined;
  readonly fields: FieldDeclarations;
  /** Fields the program writes: absent from the model schema, and rejected when a payload carries them. */
  readonly ownedFields?: readonly string[] | undefined;
  readonly additionalProperties?: boolean | undefined;
  readonly optionalPresence?: OptionalPresence | undefined;
  /** Modes in which the command is available; absent means every mode (and none). */
  readonly modes?: readonly string[] | undefined;
  /** Wording for this command's structural rejections and for errors thrown by `refine`. */
  readonly error?: ProtocolReason<Value, Args> | undefined;
  readonly tags?: readonly string[] | undefined;
  /** Rejection rules run in order after the structural checks: functions, or rules written as data. */
  readonly checks?: readonly CommandCheck<Value, Args>[] | undefined;
  readonly refine?: ((value: Value, ...args: Args) => void) | undefined;
  readonly format?: ((value: Value, ...args: Args) => Result) | undefined;
}

/** Compiler policy: the defaults a command falls back on when its definition does not say. */
export interface CommandPolicy {
  /** Every command's `version` must equal it; a command without one takes it. */
  readonly version?: number | undefined;
  /** Default for commands that do not say; `false` (closed objects) when absent. */
  readonly additionalProperties?: boolean | undefined;
  /** Default for commands that do not say; `'own'` when absent. */
  readonly optionalPresence?: OptionalPresence | undefined;
  /** Default `'standard'`. */
  readonly modelSchemaDialect?: ModelSchemaDialect | undefined;
}

/** Compiler policy plus the selectors shared by every command compiled together. */
export interface CompileOptions extends CommandPolicy {
  /** Discriminator field of every command; its value is the command's key. */
  readonly commandField?: string | undefined;
  /** Other field names that may carry the command id on input; never in schemas or output. Needs commandField. */
  readonly commandAliases?: readonly string[] | undefined;
  /**
   * Field carrying the mode; added to each command's input schema — required there for a command
   * limited to some modes — and never to the model schema: the app, not the model, decides which
   * mode it is in, so a host writes the mode into a model's payload before parsing it.
   */
  readonly modeField?: string | undefined;
}
