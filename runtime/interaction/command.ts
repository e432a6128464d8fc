import type { InteractionCategory } from './categories.js';

/** One row of a catalog's manifest: what a host shows or logs about a command, never its code. */
export type ManifestRow = Readonly<{
  id: string;
  category: InteractionCategory | undefined;
  description: string | undefined;
  terminal: boolean | undefined;
  modes: readonly string[] | undefined;
}>;

/**
 * A compiled command. Compiling happened once, when it was made; `parse` and `assert` are
 * synchronous, never mutate their input, and return a fresh normalized copy.
 */
export interface Command<Value extends object = Record<string, unknown>, Result = Value, Args extends unknown[] = []> {
  /** The command id: its key when compiled together with others, else its discriminator value. */
  readonly id: string | undefined;
  readonly category: InteractionCategory | undefined;
  readonly version: number | undefined;
  readonly description: string | undefined;
  readonly terminal: boolean | undefined;
  readonly modes: readonly string[] | undefined;
  readonly discriminator: Readonly<{ field: string; value: string }> | undefined;
  /** Field names the program owns; a payload must not supply them. */
  readonly ownedFields: readonly string[];
  /** Diagnostic tags attached to every rejection from this command. */
  readonly tags: readonly string[];
  /** Per-field schemas, the forced discriminator first. */
  readonly fieldSchemas: Readonly<Record<string, unknown>>;
  /** Schema shown to a model: only `modelRequired` fields required, owned fields absent. */
  readonly modelJsonSchema: Readonly<Record<string, unknown>>;
  /**
   * Strict schema of transport input, the command once complete: every required field required,
   * owned ones included (the program writes those after parse).
   */
  readonly inputJsonSchema: Readonly<Record<string, unknown>>;
  /**
   * What `parse` checks a payload against: `inputJsonSchema` without the owned fields, which a model
   * or client never supplies. The same as `inputJsonSchema` for a command that owns no field.
   */
  readonly parseJsonSchema: Readonly<Record<string, unknown>>;
  /** Selector values the payload carries (command field, then aliases), strings only. */
  keys(value: Record<string, unknown>): string[];
  /** Validates without formatting; throws the first failure as an InteractionRejection. */
  assert(value: Value, ...args: Args): void;
  /** Validates and returns the formatted result (the normalized value when there is no formatter). */
  parse(value: Value, ...args: Args): Result;
}

/**
 * What `commandSchema` needs of a command or of a legacy dynamic protocol: compiled schemas when it
 * has them, and a selector reader.
 */
export interface ProtocolShape {
  readonly modelJsonSchema?: Readonly<Record<string, unknown>> | undefined;
  readonly inputJsonSchema?: Readonly<Record<string, unknown>> | undefined;
  readonly fieldSchemas?: Readonly<Record<string, unknown>> | undefined;
  keys(value: Record<string, unknown>): string[];
}
