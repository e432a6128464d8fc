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

  constructor(code: DefinitionErrorCode, message: string, commandId?: string, options?: { cause?: unknown }) {
    super(commandId === undefined ? message : `command ${JSON.stringify(commandId)}: ${message}`, options);
    this.code = code;
    this.commandId = commandId;
  }
}
