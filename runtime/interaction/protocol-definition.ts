import { INTERACTION_CATEGORIES, isInteractionCategory, type InteractionCategory } from './categories.js';
import { compiledChecks } from './compile-command.js';
import type {
  CommandCheck,
  CommandDefinition,
  FieldDeclarations,
  FixedReason,
  ModelSchemaDialect,
  OptionalPresence,
  ProtocolReason,
} from './definition.js';
import { InteractionDefinitionError, type DefinitionErrorCode } from './definition-error.js';
import { declaredFields } from './field-declarations.js';
import { isRecord } from '../validation/is-record.js';
import { setOwn } from './json-data.js';

/**
 * A whole protocol. Besides its selectors, wording and commands it may carry command parts shared
 * by every command: `fields` (added to each command's, before them; a command may not declare one of
 * them again), `checks` and `refine` (run before each command's own), and defaults a command may
 * override (`format`, `error`, `category`, `terminal`, `additionalProperties`, `optionalPresence`).
 * `version` is the protocol version every command must match; `description` describes the
 * protocol's union schemas. A YAML catalog is this same definition as data: every part except the
 * code hooks (`refine`, `format`, function checks and function wordings).
 */
export interface InteractionProtocolDefinition<
  Value extends object = Record<string, unknown>,
  Result = Value,
  Args extends unknown[] = [],
  Id extends string = string,
> {
  readonly commandField: string;
  readonly commandAliases?: readonly string[] | undefined;
  readonly modeField?: string | undefined;
  readonly commands: Readonly<Record<Id, CommandDefinition<Value, Result, Args>>>;
  readonly description?: string | undefined;
  /** Diagnostic tags attached to every rejection from this protocol's catalog. */
  readonly tags?: readonly string[] | undefined;
  readonly version?: number | undefined;
  readonly unknownError?: FixedReason | undefined;
  readonly modeError?: FixedReason | undefined;
  readonly ownershipError?: FixedReason | undefined;
  readonly selectionError?: ProtocolReason<Value, Args> | undefined;
  readonly fields?: FieldDeclarations | undefined;
  readonly checks?: readonly CommandCheck<Value, Args>[] | undefined;
  readonly refine?: ((value: Value, ...args: Args) => void) | undefined;
  readonly format?: ((value: Value, ...args: Args) => Result) | undefined;
  readonly error?: ProtocolReason<Value, Args> | undefined;
  readonly category?: InteractionCategory | undefined;
  readonly terminal?: boolean | undefined;
  readonly additionalProperties?: boolean | undefined;
  readonly optionalPresence?: OptionalPresence | undefined;
  /** How every command's modelJsonSchema is written; `'strict'` for LLM strict tool/structured-output modes. */
  readonly modelSchemaDialect?: ModelSchemaDialect | undefined;
}

/**
 * The protocol's own parts, checked once before any command is compiled, so that a mistake in one is
 * reported as the protocol's (no command id, a path inside the protocol's definition) rather than
 * as the first command's that inherits it.
 */
export function checkProtocolParts<Value extends object, Result, Args extends unknown[], Id extends string>(
  protocol: InteractionProtocolDefinition<Value, Result, Args, Id>,
): void {
  const fail = (code: DefinitionErrorCode, message: string, path: readonly (string | number)[] | undefined): never => {
    throw new InteractionDefinitionError(code, `the protocol's ${message}`, undefined, { path });
  };
  const reserved = new Set([
    protocol.commandField,
    ...(protocol.commandAliases ?? []),
    ...(protocol.modeField === undefined ? [] : [protocol.modeField]),
  ]);
  if (protocol.fields !== undefined) {
    for (const field of declaredFields(protocol.fields, undefined)) {
      if (reserved.has(field.name))
        fail('selector', `field ${JSON.stringify(field.name)} is a selector or the mode field`, ['fields', field.name]);
    }
  }
  if (protocol.category !== undefined && !isInteractionCategory(protocol.category)) {
    fail(
      'category',
      `category ${JSON.stringify(protocol.category)} is not one of ${INTERACTION_CATEGORIES.join(', ')}`,
      ['category'],
    );
  }
  const presence = protocol.optionalPresence ?? 'own';
  if (presence !== 'own' && presence !== 'defined')
    fail('field', `optionalPresence must be 'own' or 'defined'`, ['optionalPresence']);
  if (protocol.checks === undefined) return;
  if (!Array.isArray(protocol.checks)) fail('field', 'checks must be a list', ['checks']);
  try {
    // Compiled here only to be checked: each command compiles them again against its own presence rule.
    compiledChecks(protocol.checks, presence, undefined, fail);
  } catch (error) {
    // A declarative check's own errors (code 'check') are worded by compileDeclarativeCheck.
    if (!(error instanceof InteractionDefinitionError) || error.code !== 'check') throw error;
    throw new InteractionDefinitionError('check', `the protocol's ${error.message}`, undefined, {
      cause: error.cause,
      path: error.path,
    });
  }
}

/**
 * A command definition with the protocol's shared fields and defaults folded in. The protocol's
 * checks are not folded: they are compiled with every command (CoreCompileOptions.sharedChecks),
 * so that a command's own checks keep their numbers.
 */
export function withProtocolParts<Value extends object, Result, Args extends unknown[], Id extends string>(
  protocol: InteractionProtocolDefinition<Value, Result, Args, Id>,
  id: string,
  command: CommandDefinition<Value, Result, Args>,
): CommandDefinition<Value, Result, Args> {
  if (!isRecord(command)) return command; // the compiler reports it
  const protocolRefine = protocol.refine;
  const commandRefine = command.refine;
  const refine =
    protocolRefine === undefined || commandRefine === undefined
      ? (commandRefine ?? protocolRefine)
      : (value: Value, ...args: Args) => {
          protocolRefine(value, ...args);
          commandRefine(value, ...args);
        };
  return {
    ...command,
    fields: mergedFields(protocol.fields, command.fields, id),
    refine,
    format: command.format ?? protocol.format,
    error: command.error ?? protocol.error,
    category: command.category ?? protocol.category,
    terminal: command.terminal ?? protocol.terminal,
  };
}

/** Either form of `fields` as a map; a list's names are empty declarations. Both were checked already. */
function asMap(fields: FieldDeclarations): Readonly<Record<string, unknown>> {
  if (!Array.isArray(fields)) return fields as Readonly<Record<string, unknown>>;
  const map: Record<string, unknown> = {};
  for (const name of fields as readonly string[]) setOwn(map, name, {});
  return map;
}

/**
 * Shared fields first; a name declared by both would have two meanings, so it is refused. The
 * command's own fields are checked first (as the command's), so the merge sees well-formed lists.
 */
function mergedFields(shared: FieldDeclarations | undefined, own: FieldDeclarations, id: string): FieldDeclarations {
  if (shared === undefined) return own;
  declaredFields(own, id);
  const merged: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(asMap(shared))) setOwn(merged, name, field);
  for (const [name, field] of Object.entries(asMap(own))) {
    if (Object.hasOwn(merged, name)) {
      throw new InteractionDefinitionError(
        'field',
        `field ${JSON.stringify(name)} is already declared by the protocol`,
        id,
        { path: ['fields', name] },
      );
    }
    setOwn(merged, name, field);
  }
  return merged as FieldDeclarations;
}
