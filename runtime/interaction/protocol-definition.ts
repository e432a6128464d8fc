import type { InteractionCategory } from './categories.js';
import type { CommandCheck, CommandDefinition, FieldDeclarations, FixedReason, ModelSchemaDialect, OptionalPresence, ProtocolReason } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { isRecord, setOwn } from './json-data.js';

/**
 * A whole protocol. Besides its selectors, wording and commands it may carry command parts shared
 * by every command: `fields` (added to each command's, before them), `checks` and `refine` (run
 * before each command's own), and defaults a command may override (`format`, `error`, `category`,
 * `terminal`, `additionalProperties`, `optionalPresence`). `version` is the protocol version every
 * command must match; `description` describes the protocol's union schemas.
 */
export interface InteractionProtocolDefinition<Value extends object = Record<string, unknown>, Result = Value, Args extends unknown[] = [], Id extends string = string> {
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

/** A command definition with the protocol's shared parts and defaults folded in. */
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
    checks: [...(protocol.checks ?? []), ...(command.checks ?? [])],
    refine,
    format: command.format ?? protocol.format,
    error: command.error ?? protocol.error,
    category: command.category ?? protocol.category,
    terminal: command.terminal ?? protocol.terminal,
  };
}

function asMap(fields: FieldDeclarations): Readonly<Record<string, unknown>> {
  if (!Array.isArray(fields)) return fields as Readonly<Record<string, unknown>>;
  const map: Record<string, unknown> = {};
  for (const name of fields as readonly string[]) {
    if (Object.hasOwn(map, name)) throw new InteractionDefinitionError('field', `field ${JSON.stringify(name)} is listed twice`);
    setOwn(map, name, {});
  }
  return map;
}

/** Shared fields first; a name declared by both would have two meanings, so it is refused. */
function mergedFields(shared: FieldDeclarations | undefined, own: FieldDeclarations, id: string): FieldDeclarations {
  if (shared === undefined) return own;
  const merged: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(asMap(shared))) setOwn(merged, name, field);
  for (const [name, field] of Object.entries(isRecord(own) || Array.isArray(own) ? asMap(own) : {})) {
    if (Object.hasOwn(merged, name)) throw new InteractionDefinitionError('field', `field ${JSON.stringify(name)} is already declared by the protocol`, id);
    setOwn(merged, name, field);
  }
  return merged as FieldDeclarations;
}
