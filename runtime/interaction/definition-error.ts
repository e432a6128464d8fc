/** What a definition got wrong; one code per rule so hosts and tests can tell them apart. */
export type DefinitionErrorCode =
  | 'category'
  | 'version'
  | 'field'
  | 'check'
  | 'selector'
  | 'mode'
  | 'owned'
  | 'duplicate'
  | 'validator'
  | 'strict-schema'
  | 'handler'
  | 'commands';

/**
 * Thrown while compiling or registering commands — never while parsing a payload. A definition error
 * is the host's mistake (an unknown category, a version mismatch, a missing handler), so it is a
 * different type from InteractionRejection, which reports a bad payload.
 */
export class InteractionDefinitionError extends Error {
  override readonly name = 'InteractionDefinitionError';
  readonly code: DefinitionErrorCode;
  /** The command the problem belongs to, when it belongs to one. */
  readonly commandId: string | undefined;
  /**
   * Where in the definition the problem sits, as path segments: inside command `commandId`'s
   * definition when that is set, else inside the protocol's (`['fields', 'createdAt']`,
   * `['checks', 0]`, `['ownedFields', 1]`). A field is named by its name in either form of
   * `fields`. Absent when the problem is the definition as a whole. It is what lets a YAML spec
   * show the error on the line that causes it.
   */
  readonly path: readonly (string | number)[] | undefined;

  constructor(
    code: DefinitionErrorCode,
    message: string,
    commandId?: string,
    options?: { cause?: unknown; path?: readonly (string | number)[] | undefined },
  ) {
    super(
      commandId === undefined ? message : `command ${JSON.stringify(commandId)}: ${message}`,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.commandId = commandId;
    this.path = options?.path === undefined ? undefined : Object.freeze([...options.path]);
  }
}
