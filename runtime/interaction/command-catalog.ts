import type { Command, ManifestRow } from './command.js';
import { checkAvailability, selectedId, unknownCommand, type SelectionRules } from './command-selection.js';
import type { FixedReason, ProtocolReason } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { isRecord } from '../validation/is-record.js';
import { setOwn } from './json-data.js';
import { InteractionRejection } from './rejection.js';

export interface CommandCatalogOptions<Value = Record<string, unknown>, Args extends unknown[] = never> {
  /** Field carrying the mode selector, when modes are used. */
  readonly modeField?: string | undefined;
  readonly unknownError?: FixedReason | undefined;
  readonly modeError?: FixedReason | undefined;
  readonly ownershipError?: FixedReason | undefined;
  /** Wording when a payload selects no command (an addition to the reference's options: the catalog is where selection happens). */
  readonly selectionError?: ProtocolReason<Value, Args> | undefined;
  /** Diagnostic tags attached to every rejection from this catalog. */
  readonly tags?: readonly string[] | undefined;
}

/**
 * A sealed set of compiled commands: nothing is added or replaced after construction. It selects a
 * command by the selectors the commands themselves read (CommandCatalogOptions has no command
 * field), then applies the catalog-wide rules — mode and ownership — before the command parses.
 */
export class CommandCatalog<
  Value extends object = Record<string, unknown>,
  Result = Value,
  Args extends unknown[] = [],
  Id extends string = string,
> {
  readonly #commands: ReadonlyMap<Id, Command<Value, Result, Args>>;
  readonly #readers: readonly ((value: Record<string, unknown>) => string[])[];
  readonly #rules: SelectionRules<Value, Args>;
  readonly #manifest: readonly ManifestRow[];

  constructor(
    definitions: Iterable<readonly [Id, Command<Value, Result, Args>]>,
    options: CommandCatalogOptions<Value, Args> = {},
  ) {
    const commands = new Map<Id, Command<Value, Result, Args>>();
    let version: number | undefined;
    for (const [id, command] of definitions) {
      if (typeof id !== 'string' || id === '')
        throw new InteractionDefinitionError('commands', 'a command id must be a non-empty string');
      if (commands.has(id)) throw new InteractionDefinitionError('duplicate', 'it is registered twice', id);
      if (!isRecord(command) || typeof command.parse !== 'function' || typeof command.keys !== 'function') {
        throw new InteractionDefinitionError('commands', 'it is not a compiled command', id);
      }
      // Registering a command under another id would let a payload naming one reach the other.
      if (command.id !== undefined && command.id !== id)
        throw new InteractionDefinitionError('selector', `it was compiled as ${JSON.stringify(command.id)}`, id);
      if (command.modes !== undefined && options.modeField === undefined)
        throw new InteractionDefinitionError('mode', 'it declares modes but the catalog has no mode field', id);
      if (command.version !== undefined) {
        if (version !== undefined && command.version !== version)
          throw new InteractionDefinitionError(
            'version',
            `version ${command.version} is incompatible with version ${version}`,
            id,
          );
        version = command.version;
      }
      commands.set(id, command);
    }
    this.#commands = commands;
    // Commands compiled together share one selector reader; reading each distinct one once is enough.
    this.#readers = [...new Set([...commands.values()].map((command) => command.keys))];
    this.#rules = {
      modeField: options.modeField,
      unknownError: options.unknownError,
      modeError: options.modeError,
      ownershipError: options.ownershipError,
      selectionError: options.selectionError,
      tags: Object.freeze([...(options.tags ?? [])]),
    };
    this.#manifest = Object.freeze(
      [...commands].map(([id, command]) =>
        Object.freeze({
          id,
          category: command.category,
          description: command.description,
          terminal: command.terminal,
          modes: command.modes,
        }),
      ),
    );
    Object.freeze(this);
  }

  get size(): number {
    return this.#commands.size;
  }

  get ids(): readonly Id[] {
    return [...this.#commands.keys()];
  }

  /** The catalog's diagnostic tags. */
  get tags(): readonly string[] {
    return this.#rules.tags;
  }

  has(id: string): id is Id {
    return this.#commands.has(id as Id);
  }

  /** One compiled command; an unknown id throws the catalog's `unknown` rejection. */
  require(id: string): Command<Value, Result, Args> {
    const command = this.#commands.get(id as Id);
    if (command === undefined) throw unknownCommand(this.#rules, id);
    return command;
  }

  /** `{id, category, description, terminal, modes}` of every command, in registration order. */
  manifest(): readonly ManifestRow[] {
    return this.#manifest;
  }

  [Symbol.iterator](): IterableIterator<[Id, Command<Value, Result, Args>]> {
    return new Map(this.#commands).entries();
  }

  /** Selects, checks and parses; the id is kept apart from whatever the formatter returns. */
  receive(value: Value, ...args: Args): { id: Id; result: Result } {
    const id = selectedId(this.#rules, this.#readers, value, args);
    const command = this.#commands.get(id as Id);
    if (command === undefined) throw unknownCommand(this.#rules, id);
    const payload = value as unknown as Record<string, unknown>;
    checkAvailability(this.#rules, id, command, payload);
    try {
      return { id: id as Id, result: command.parse(this.#withoutForeignMode(command, payload) as Value, ...args) };
    } catch (error) {
      throw error instanceof InteractionRejection ? error.within(this.#rules.tags, id) : error;
    }
  }

  parse(value: Value, ...args: Args): Result {
    return this.receive(value, ...args).result;
  }

  /**
   * A command compiled without the catalog's mode field would reject it as an unknown property; the
   * mode is routing data for such a command, so it is left out of the copy the command parses.
   */
  #withoutForeignMode(command: Command<Value, Result, Args>, value: Record<string, unknown>): Record<string, unknown> {
    const field = this.#rules.modeField;
    if (field === undefined || !Object.hasOwn(value, field) || Object.hasOwn(command.fieldSchemas, field)) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) if (key !== field) setOwn(copy, key, child);
    return copy;
  }
}
