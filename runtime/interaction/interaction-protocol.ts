import { bind } from './bind.js';
import { INTERACTION_CATEGORIES } from './categories.js';
import { CommandCatalog } from './command-catalog.js';
import { commandSchema } from './command-schema.js';
import { compileCommands, defineCommand } from './compile-commands.js';
import type { Command } from './command.js';
import type { CommandDefinition } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { isRecord } from '../validation/is-record.js';
import { frozenCopy, setOwn } from './json-data.js';
import type { CoreCompileOptions } from './compile-command.js';
import type { DeclaredIds, DeclaredResults, Received } from './declared-types.js';
import { checkProtocolParts, withProtocolParts, type InteractionProtocolDefinition } from './protocol-definition.js';
import type { ValidatorSource } from './structural-validation.js';

/**
 * A protocol: one definition compiled once into a sealed catalog, with the union schemas of its
 * commands. Parsing is synchronous and never executes a handler — `bind` is what dispatches.
 *
 * This is the core class: it takes its structural validation as an argument, so it runs in a
 * browser with precompiled validators. The toolchain's `felan-protocol/interaction` subclasses it
 * with Ajv-compiled validators and the one-argument `define`/`defineCommand` of the reference.
 *
 * `Value` is what parse takes and what the code hooks see; `Result` what parse returns; `Results`
 * the result of each command id, which `receive` and `bind` narrow to (by default every id's is
 * `Result`). `define` infers `Id` and `Results` from a declaration written inline (DeclaredResults).
 */
export class InteractionProtocol<
  Value extends object = Record<string, unknown>,
  Result = Value,
  Args extends unknown[] = [],
  Id extends string = string,
  Results extends { readonly [K in Id]: unknown } = { readonly [K in Id]: Result },
> {
  static readonly categories: typeof INTERACTION_CATEGORIES = INTERACTION_CATEGORIES;
  static readonly Commands: typeof CommandCatalog = CommandCatalog;
  static readonly commandSchema: typeof commandSchema = commandSchema;
  static readonly bind: typeof bind = bind;

  /**
   * Construct a protocol from one definition, validating with `validators`. Without type arguments
   * the declaration types the commands: each id's result from its field schemas (or its formatter),
   * so parse, receive and bound handlers see `{type: 'reply', text: string}` rather than a record of
   * unknowns. The code hooks inside the declaration still see `Record<string, unknown>`; with type
   * arguments (a protocol whose hooks take parse arguments, say) the declaration is typed by them.
   */
  static define<const D extends InteractionProtocolDefinition<Record<string, unknown>, unknown>>(
    definition: D,
    validators: ValidatorSource,
  ): InteractionProtocol<
    Record<string, unknown>,
    DeclaredResults<D>[DeclaredIds<D>],
    [],
    DeclaredIds<D>,
    DeclaredResults<D>
  >;
  static define<
    Value extends object = Record<string, unknown>,
    Result = Value,
    Args extends unknown[] = [],
    Id extends string = string,
  >(
    definition: InteractionProtocolDefinition<Value, Result, Args, Id>,
    validators: ValidatorSource,
  ): InteractionProtocol<Value, Result, Args, Id>;
  static define<Value extends object, Result, Args extends unknown[], Id extends string>(
    definition: InteractionProtocolDefinition<Value, Result, Args, Id>,
    validators: ValidatorSource,
  ): InteractionProtocol<Value, Result, Args, Id> {
    return new InteractionProtocol(definition, validators);
  }

  /** Compile one command on its own; its id is its declared discriminator's value. */
  static defineCommand<Value extends object = Record<string, unknown>, Result = Value, Args extends unknown[] = []>(
    definition: CommandDefinition<Value, Result, Args>,
    validators: ValidatorSource,
  ): Command<Value, Result, Args> {
    return defineCommand(definition, { validators });
  }

  /** Field carrying the command id; the canonical key in normalized output. */
  readonly commandField: string;
  /** The command field first, then the aliases accepted on input. */
  readonly commandSelectors: readonly string[];
  readonly modeField: string | undefined;
  readonly version: number | undefined;
  readonly description: string | undefined;
  readonly commands: CommandCatalog<Value, Result, Args, Id>;
  /** `anyOf` of the commands' model schemas (a strict-mode root must be one object: offer those per command). */
  readonly modelJsonSchema: Readonly<Record<string, unknown>>;
  /** `anyOf` of the commands' input schemas. */
  readonly inputJsonSchema: Readonly<Record<string, unknown>>;

  /**
   * Compiles every command (the protocol's shared parts folded into each) and seals them in a
   * catalog. A protocol without commands is refused: it is sealed, so it could never gain one.
   */
  constructor(definition: InteractionProtocolDefinition<Value, Result, Args, Id>, validators: ValidatorSource) {
    if (!isRecord(definition)) throw new InteractionDefinitionError('commands', 'a protocol is declared by an object');
    if (typeof definition.commandField !== 'string')
      throw new InteractionDefinitionError('selector', 'a protocol needs a commandField');
    if (!isRecord(definition.commands) || Object.keys(definition.commands).length === 0) {
      throw new InteractionDefinitionError('commands', 'a protocol needs at least one command');
    }
    checkProtocolParts(definition);
    const merged: Record<string, CommandDefinition<Value, Result, Args>> = {};
    for (const [id, command] of Object.entries(definition.commands) as [Id, CommandDefinition<Value, Result, Args>][]) {
      setOwn(merged, id, withProtocolParts(definition, id, command));
    }
    const compiled = compileCommands(merged as Readonly<Record<Id, CommandDefinition<Value, Result, Args>>>, {
      commandField: definition.commandField,
      commandAliases: definition.commandAliases,
      modeField: definition.modeField,
      version: definition.version,
      additionalProperties: definition.additionalProperties,
      optionalPresence: definition.optionalPresence,
      modelSchemaDialect: definition.modelSchemaDialect,
      sharedChecks: definition.checks as CoreCompileOptions['sharedChecks'],
      validators,
    });
    this.commandField = definition.commandField;
    this.commandSelectors = Object.freeze([definition.commandField, ...(definition.commandAliases ?? [])]);
    this.modeField = definition.modeField;
    this.version = definition.version;
    this.description = definition.description;
    this.commands = new CommandCatalog(Object.entries(compiled) as [Id, (typeof compiled)[Id]][], {
      modeField: definition.modeField,
      unknownError: definition.unknownError,
      modeError: definition.modeError,
      ownershipError: definition.ownershipError,
      selectionError: definition.selectionError,
      tags: definition.tags,
    });
    const union = (pick: 'modelJsonSchema' | 'inputJsonSchema') =>
      frozenCopy({
        ...(definition.description === undefined ? {} : { description: definition.description }),
        anyOf: Object.values<(typeof compiled)[Id]>(compiled).map((command) => command[pick]),
      });
    this.modelJsonSchema = union('modelJsonSchema');
    this.inputJsonSchema = union('inputJsonSchema');
    Object.freeze(this);
  }

  /** Parse a payload and return only the result. */
  parse(value: Value, ...args: Args): Result {
    return this.commands.receive(value, ...args).result;
  }

  /** Parse a payload, keeping the selected command id apart from the formatter's output; narrowing on `id` narrows `result`. */
  receive(value: Value, ...args: Args): Received<Id, Results> {
    return this.commands.receive(value, ...args) as Received<Id, Results>;
  }
}
