import { memberFault } from '../validation/member-fault.js';
import { issueMessage } from '../validation/validation-issue.js';
import { readReason } from './fast-read.js';
import { pointerSegment, ProtocolError, type ProtocolErrorCode } from './protocol-error.js';

/** The shape of a generated Ajv validator, as the boundary calls it. */
export interface CheckFunction {
  (data: unknown): boolean;
  errors?:
    | readonly {
        readonly instancePath: string;
        readonly keyword: string;
        readonly message?: string;
        readonly params: object;
      }[]
    | null;
}

/**
 * A generated reader (src/readers.js, runtime/boundary/fast-read.ts): a valid value with its unknown
 * optional fields stripped (the input's own objects where none is), or FAIL. `slot` reads a request's params or a response's result with the operation's own reader.
 */
export type Reader = (value: unknown, depth: number, slot?: Reader) => unknown;

/**
 * A schema the boundary checks values against: its reader when the package has one, else its
 * standalone validator (`validate`), and always that validator's export name, by which a boundary
 * on the slow path alone (`readers: false`, for the tests) finds it in the validators it is given.
 * The binding holds no validator a reader replaces, so a bundle that does not import them leaves them out.
 */
export interface CheckedSchema {
  readonly validator: string;
  readonly validate?: CheckFunction;
  readonly read?: Reader;
}

/** How the boundary checks its own plain copies: whether one holds, and the ProtocolError of the first reason it does not. */
export interface SchemaChecks {
  readonly holds: (schema: CheckedSchema, value: unknown, depth: number) => boolean;
  /**
   * Throws ProtocolError naming the first reason `value` fails `schema`, as `what` at `prefix` (a
   * JSON Pointer), with `code` (the checks' own code when absent: an operation's params take the
   * protocol's invalid-params code).
   */
  readonly check: (
    schema: CheckedSchema,
    value: unknown,
    depth: number,
    what: string,
    prefix?: string,
    code?: ProtocolErrorCode,
  ) => void;
}

/** One reason a value fails its schema: an Ajv error's instancePath, keyword, params and message. */
interface Reason {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: object;
  readonly message?: string | undefined;
}

/**
 * A ProtocolError for a reason, at the JSON Pointer it names (prefixed). A missing or an unknown
 * member is reported at the member's own pointer, which names it; the message says only what is
 * wrong (member-fault.ts): `params of prompt is missing a required property (at /params/text)`.
 */
function rejection(code: ProtocolErrorCode, reason: Reason | undefined, what: string, prefix: string): ProtocolError {
  if (reason === undefined) return new ProtocolError(code, `${what} is invalid`, prefix || '/');
  const member = memberFault(reason.keyword, reason.params as Record<string, unknown>);
  if (member !== undefined)
    return new ProtocolError(
      code,
      `${what} ${member.ofHolder}`,
      `${prefix}${reason.instancePath}/${pointerSegment(member.key)}`,
    );
  return new ProtocolError(
    code,
    `${what} ${reason.message ?? reason.keyword}`,
    `${prefix}${reason.instancePath}` || '/',
  );
}

/**
 * The checks over a boundary's plain copies. With readers, a schema that has one is decided by it
 * and its failure reported from the reason it records (fast-read.ts, readReason); the validator
 * serves only a schema without one. Without (`readers: false`), every schema is decided by its
 * validator, taken from `validators` by name where the binding holds none: the slow path the tests
 * compare the readers with. Either way the first reason is reported; which one that is when a value
 * has several is the reader's order (members in input order) or Ajv's (docs/performance.md).
 */
export function schemaChecks(
  code: ProtocolErrorCode,
  useReaders: boolean,
  validators: Readonly<Record<string, unknown>> = {},
): SchemaChecks {
  const validatorOf = (schema: CheckedSchema): CheckFunction => {
    const found = schema.validate ?? (validators[schema.validator] as CheckFunction | undefined);
    if (typeof found !== 'function')
      throw new TypeError(
        `createBoundary: no validator ${schema.validator} (a boundary without readers takes the validators module)`,
      );
    return found;
  };
  /** The reason `value` fails, or undefined when it holds; a reader that fails without one leaves it to the validator, if any. */
  const failure = (schema: CheckedSchema, value: unknown, depth: number): Reason | undefined | false => {
    if (useReaders && schema.read !== undefined) {
      const reason = readReason(schema.read, value, depth);
      if (reason === undefined) return false;
      if (reason.keyword !== '') return { ...reason, message: issueMessage(reason.keyword, reason.params) };
      if (schema.validate === undefined) return undefined;
    }
    const validate = validatorOf(schema);
    return validate(value) ? false : (validate.errors?.[0] ?? undefined);
  };
  return {
    holds: (schema, value, depth) => failure(schema, value, depth) === false,
    check: (schema, value, depth, what, prefix = '', as = code) => {
      const reason = failure(schema, value, depth);
      if (reason !== false) throw rejection(as, reason, what, prefix);
    },
  };
}
