import { INTERACTION_CATEGORIES, isInteractionCategory } from './categories.js';
import type { Command } from './command.js';
import { commandSchemas } from './command-schemas.js';
import { checkedValue, readSelectors, type CommandPipeline } from './command-pipeline.js';
import { compileDeclarativeCheck, isDeclarativeCheck } from './declarative-checks.js';
import type { CommandCheck, CommandDefinition, CompileOptions, OptionalPresence, ProtocolCheck } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { checkFieldName, declaredFields } from './field-declarations.js';
import { isRecord } from '../validation/is-record.js';
import { nullPlan } from './strict-model-nulls.js';
import { validatorFor, type ValidatorSource } from './structural-validation.js';

/** Compile options with the structural validation every compiled command needs. */
export interface CoreCompileOptions extends CompileOptions {
  readonly validators: ValidatorSource;
  /**
   * Checks shared by every command compiled together (a protocol's own `checks`, which the protocol
   * has validated): they run before each command's own, compiled against each command's presence
   * rule, and a command's own check keeps its number in its own list.
   */
  readonly sharedChecks?: readonly CommandCheck<never, never>[] | undefined;
}

/**
 * Declaration → compiled command. Every rule about a declaration is checked here, once, so a
 * command that compiles can only fail on payloads. `id` is the key the command is registered under;
 * without one (defineCommand) the declared discriminator's value is the id.
 */
export function compileCommand<Value extends object, Result, Args extends unknown[]>(
  definition: CommandDefinition<Value, Result, Args>,
  options: CoreCompileOptions,
  registeredId?: string,
): Command<Value, Result, Args> {
  if (!isRecord(definition))
    throw new InteractionDefinitionError('field', 'a command is declared by an object', registeredId);
  const id = registeredId ?? definition.discriminator?.value;
  const fail = (
    code: ConstructorParameters<typeof InteractionDefinitionError>[0],
    message: string,
    path?: readonly (string | number)[],
  ): never => {
    throw new InteractionDefinitionError(code, message, id, { path });
  };
  if (id !== undefined && (typeof id !== 'string' || id === ''))
    fail('selector', 'a command id must be a non-empty string');

  if (definition.category !== undefined && !isInteractionCategory(definition.category)) {
    fail(
      'category',
      `category ${JSON.stringify(definition.category)} is not one of ${INTERACTION_CATEGORIES.join(', ')}`,
      ['category'],
    );
  }
  const version = commandVersion(definition.version, options.version, fail);
  const discriminator = commandDiscriminator(definition.discriminator, options, id, fail);
  const selectors = discriminator === undefined ? [] : [discriminator.field, ...(options.commandAliases ?? [])];
  const reserved = new Set([...selectors, ...(options.modeField === undefined ? [] : [options.modeField])]);

  const fields = declaredFields(definition.fields, id);
  for (const field of fields)
    if (reserved.has(field.name))
      fail('selector', `field ${JSON.stringify(field.name)} is a selector or the mode field`, ['fields', field.name]);
  const ownedList = nameList(definition.ownedFields, 'ownedFields', fail);
  ownedList.forEach((name, index) => {
    checkFieldName(name, id, ['ownedFields', index]);
    if (reserved.has(name))
      fail('owned', `owned field ${JSON.stringify(name)} is a selector or the mode field`, ['ownedFields', index]);
    // `required` is fine: the completed command (inputJsonSchema) carries it, written by the program
    // after parse. `modelRequired` is not: the model schema leaves owned fields out, so no model could
    // ever fill it.
    if (fields.find((field) => field.name === name)?.modelRequired === true) {
      fail(
        'owned',
        `owned field ${JSON.stringify(name)} cannot be modelRequired: the model schema leaves owned fields out`,
        ['fields', name],
      );
    }
  });
  const owned = [...new Set(ownedList)];
  const modes = commandModes(definition.modes, fail);
  const optionalPresence = definition.optionalPresence ?? options.optionalPresence ?? 'own';
  if (optionalPresence !== 'own' && optionalPresence !== 'defined')
    fail('field', `optionalPresence must be 'own' or 'defined'`, ['optionalPresence']);
  const dialect = options.modelSchemaDialect ?? 'standard';

  const schemas = commandSchemas({
    id,
    description: definition.description,
    discriminator,
    modeField: options.modeField,
    modes,
    fields,
    owned: new Set(owned),
    additionalProperties: definition.additionalProperties ?? options.additionalProperties ?? false,
    dialect,
  });
  const pipeline: CommandPipeline<Value, Args> = {
    id,
    selectors,
    owned,
    optionalPresence: optionalPresence as OptionalPresence,
    nulls: dialect === 'strict' ? nullPlan(schemas.standardModelJsonSchema) : undefined,
    validate: validatorFor(options.validators, { id, ...schemas.published }),
    tags: Object.freeze(nameList(definition.tags, 'tags', fail)),
    error: definition.error,
    checks: Object.freeze([
      ...compiledChecks<Value, Args>(
        (options.sharedChecks ?? []) as readonly CommandCheck<Value, Args>[],
        optionalPresence as OptionalPresence,
        id,
        fail,
      ),
      ...compiledChecks<Value, Args>(
        Array.isArray(definition.checks)
          ? definition.checks
          : definition.checks === undefined
            ? []
            : fail('field', 'checks must be a list', ['checks']),
        optionalPresence as OptionalPresence,
        id,
        fail,
      ),
    ]),
    refine: definition.refine,
  };
  const format = definition.format;

  return Object.freeze({
    id,
    category: definition.category,
    version,
    description: definition.description,
    terminal: definition.terminal,
    modes,
    discriminator,
    ownedFields: Object.freeze(owned),
    tags: pipeline.tags,
    ...schemas.published,
    keys: selectorReader(selectors),
    assert: (value: Value, ...args: Args) => void checkedValue(pipeline, value, args),
    parse: (value: Value, ...args: Args): Result => {
      const checked = checkedValue(pipeline, value, args);
      return format === undefined ? (checked as unknown as Result) : format(checked, ...args);
    },
  });
}

/**
 * One reader per list of selectors, shared by every command reading the same fields: a catalog calls
 * each distinct reader once per payload, so commands compiled together select in one call.
 */
const READERS = new Map<string, (value: Record<string, unknown>) => string[]>();

function selectorReader(selectors: readonly string[]): (value: Record<string, unknown>) => string[] {
  const key = JSON.stringify(selectors);
  let reader = READERS.get(key);
  if (reader === undefined) {
    const fixed = Object.freeze([...selectors]);
    reader = (value) => readSelectors(value, fixed);
    READERS.set(key, reader);
  }
  return reader;
}

type Fail = (
  code: 'version' | 'mode' | 'selector' | 'field',
  message: string,
  path?: readonly (string | number)[],
) => never;

/**
 * The checks as the pipeline runs them, in declaration order: function checks as given, declarative
 * ones compiled (against the command's presence rule) into function checks. A protocol's shared
 * checks are compiled the same way, with no command id.
 */
export function compiledChecks<Value, Args extends unknown[]>(
  checks: readonly CommandCheck<Value, Args>[],
  optionalPresence: OptionalPresence,
  commandId: string | undefined,
  fail: Fail,
): ProtocolCheck<Value, Args>[] {
  return checks.map((check, index) => {
    const path = ['checks', index];
    if (isDeclarativeCheck(check)) {
      if (Object.hasOwn(check, 'occur'))
        fail('field', `check ${index + 1} has both a rule and an occur function`, path);
      return compileDeclarativeCheck<Value & object, Args>(check, {
        optionalPresence,
        commandId,
        position: index + 1,
      }) as ProtocolCheck<Value, Args>;
    }
    if (typeof check?.occur !== 'function') fail('field', `check ${index + 1} needs an occur function or a rule`, path);
    return check;
  });
}

function nameList(value: readonly string[] | undefined, what: string, fail: Fail): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string'))
    return fail('field', `${what} must be a list of names`, [what]);
  return [...value];
}

/** A number has no minor part to be compatible across, so a command's version must equal the protocol's. */
function commandVersion(declared: number | undefined, required: number | undefined, fail: Fail): number | undefined {
  if (declared !== undefined && !Number.isFinite(declared))
    fail('version', 'version must be a finite number', ['version']);
  if (declared !== undefined && required !== undefined && declared !== required) {
    fail('version', `version ${declared} is incompatible with version ${required}`, ['version']);
  }
  return declared ?? required;
}

/** The protocol's command field wins; a definition naming another discriminator field is ambiguous. */
function commandDiscriminator(
  declaration: { readonly field: string } | undefined,
  options: CompileOptions,
  id: string | undefined,
  fail: Fail,
): Readonly<{ field: string; value: string }> | undefined {
  const declared = declaration?.field;
  if (declared !== undefined && options.commandField !== undefined && declared !== options.commandField) {
    fail(
      'selector',
      `its discriminator field ${JSON.stringify(declared)} differs from the command field ${JSON.stringify(options.commandField)}`,
    );
  }
  const field = options.commandField ?? declared;
  if (field === undefined || id === undefined) return undefined;
  checkFieldName(field, id);
  return Object.freeze({ field, value: id });
}

function commandModes(modes: readonly string[] | undefined, fail: Fail): readonly string[] | undefined {
  if (modes === undefined) return undefined;
  if (!Array.isArray(modes) || modes.length === 0 || !modes.every((mode) => typeof mode === 'string')) {
    fail('mode', 'modes must be a non-empty list of names (leave it out for every mode)', ['modes']);
  }
  return Object.freeze([...new Set(modes)]);
}
