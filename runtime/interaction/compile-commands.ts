import type { Command } from './command.js';
import { compileCommand, type CoreCompileOptions } from './compile-command.js';
import type { CommandDefinition, CommandPolicy, CompileOptions } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { checkFieldName } from './field-declarations.js';
import { isRecord } from '../validation/is-record.js';
import { setOwn } from './json-data.js';
import type { ValidatorSource } from './structural-validation.js';

/**
 * Compiles every declaration once, each under its key: the key is the command id, and the
 * discriminator (the command field when one is given) is forced to it.
 */
export function compileCommands<Value extends object, Result, Args extends unknown[], Id extends string>(
  definitions: Readonly<Record<Id, CommandDefinition<Value, Result, Args>>>,
  options: CoreCompileOptions,
): Readonly<Record<Id, Command<Value, Result, Args>>> {
  checkSelectors(options);
  if (!isRecord(definitions))
    throw new InteractionDefinitionError('commands', 'commands are declared by a map from id to definition');
  const compiled: Record<string, Command<Value, Result, Args>> = {};
  for (const [id, definition] of Object.entries(definitions) as [Id, CommandDefinition<Value, Result, Args>][]) {
    setOwn(compiled, id, compileCommand(definition, options, id));
  }
  return Object.freeze(compiled) as Readonly<Record<Id, Command<Value, Result, Args>>>;
}

/** One command on its own: its id is its declared discriminator's value, if it declares one. */
export function defineCommand<Value extends object, Result, Args extends unknown[]>(
  definition: CommandDefinition<Value, Result, Args>,
  options: CommandPolicy & { readonly validators: ValidatorSource },
): Command<Value, Result, Args> {
  return compileCommand(definition, {
    ...options,
    commandField: undefined,
    commandAliases: undefined,
    modeField: undefined,
  });
}

/** Selector names must be usable field names, distinct from each other; aliases need a command field. */
export function checkSelectors(options: CompileOptions): void {
  const fail = (message: string): never => {
    throw new InteractionDefinitionError('selector', message);
  };
  const aliases = options.commandAliases ?? [];
  if (!Array.isArray(aliases)) fail('commandAliases must be a list of field names');
  if (options.commandField === undefined && aliases.length > 0) fail('command aliases need a command field');
  const names = [options.commandField, ...aliases, options.modeField].filter(
    (name): name is string => name !== undefined,
  );
  for (const name of names) {
    if (typeof name !== 'string') fail('selector and mode fields must be names');
    checkFieldName(name, undefined);
  }
  if (new Set(names).size !== names.length) fail('the command field, its aliases and the mode field must all differ');
}
