import {
  compileCommands as compileCore,
  defineCommand as defineCore,
} from '../runtime/interaction/compile-commands.ts';
import type { Command } from '../runtime/interaction/command.ts';
import type { DeclaredIds, DeclaredResults } from '../runtime/interaction/declared-types.ts';
import type { CommandDefinition, CommandPolicy, CompileOptions } from '../runtime/interaction/definition.ts';
import { InteractionProtocol as CoreInteractionProtocol } from '../runtime/interaction/interaction-protocol.ts';
import type { InteractionProtocolDefinition } from '../runtime/interaction/protocol-definition.ts';
import type { ValidatorSource } from '../runtime/interaction/structural-validation.ts';
import { ajvValidators } from './ajv-validators.ts';

/** Runtime-path options: structural validation defaults to Ajv (see ajvValidators). */
export interface RuntimeValidation {
  readonly validators?: ValidatorSource | undefined;
}

/** Compile one command at run time. Its id is its declared discriminator's value, when it declares one. */
export function defineCommand<
  Value extends object = Record<string, unknown>,
  Result = Value,
  Args extends unknown[] = [],
>(
  definition: CommandDefinition<Value, Result, Args>,
  options: CommandPolicy & RuntimeValidation = {},
): Command<Value, Result, Args> {
  return defineCore(definition, { ...options, validators: options.validators ?? ajvValidators() });
}

/** Compile a map of commands at run time, each under its key (its id). */
export function compileCommands<
  Value extends object = Record<string, unknown>,
  Result = Value,
  Args extends unknown[] = [],
  Id extends string = string,
>(
  definitions: Readonly<Record<Id, CommandDefinition<Value, Result, Args>>>,
  options: CompileOptions & RuntimeValidation = {},
): Readonly<Record<Id, Command<Value, Result, Args>>> {
  return compileCore(definitions, { ...options, validators: options.validators ?? ajvValidators() });
}

/**
 * The protocol of the runtime path: the core protocol, validating with Ajv unless told otherwise,
 * and the reference's one-argument `define` / `defineCommand`. Also exported as `Interaction`.
 */
export class InteractionProtocol<
  Value extends object = Record<string, unknown>,
  Result = Value,
  Args extends unknown[] = [],
  Id extends string = string,
  Results extends { readonly [K in Id]: unknown } = { readonly [K in Id]: Result },
> extends CoreInteractionProtocol<Value, Result, Args, Id, Results> {
  /**
   * Without type arguments the declaration types the commands (see the core `define`): a bound
   * handler, `receive` and `parse` see each command's fields typed by their JSON Schemas.
   */
  static override define<const D extends InteractionProtocolDefinition<Record<string, unknown>, unknown>>(
    definition: D,
  ): InteractionProtocol<
    Record<string, unknown>,
    DeclaredResults<D>[DeclaredIds<D>],
    [],
    DeclaredIds<D>,
    DeclaredResults<D>
  >;
  static override define<
    Value extends object = Record<string, unknown>,
    Result = Value,
    Args extends unknown[] = [],
    Id extends string = string,
  >(definition: InteractionProtocolDefinition<Value, Result, Args, Id>): InteractionProtocol<Value, Result, Args, Id>;
  static override define<Value extends object, Result, Args extends unknown[], Id extends string>(
    definition: InteractionProtocolDefinition<Value, Result, Args, Id>,
  ): InteractionProtocol<Value, Result, Args, Id> {
    return new InteractionProtocol(definition);
  }

  static override defineCommand<
    Value extends object = Record<string, unknown>,
    Result = Value,
    Args extends unknown[] = [],
  >(definition: CommandDefinition<Value, Result, Args>): Command<Value, Result, Args> {
    return defineCommand(definition);
  }

  constructor(
    definition: InteractionProtocolDefinition<Value, Result, Args, Id>,
    validators: ValidatorSource = ajvValidators(),
  ) {
    super(definition, validators);
  }
}
