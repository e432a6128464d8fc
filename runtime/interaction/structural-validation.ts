import { memberFault } from '../validation/member-fault.js';
import { InteractionDefinitionError } from './definition-error.js';
import { pointerSegment } from './json-pointer.js';

/**
 * One structural error, in the shape Ajv reports (and Ajv standalone code emits): only
 * `instancePath` is required, so any validator can produce it.
 */
export interface StructuralError {
  readonly instancePath: string;
  readonly keyword?: string | undefined;
  readonly message?: string | undefined;
  readonly params?: Readonly<Record<string, unknown>> | undefined;
}

export type StructuralResult =
  { readonly valid: true } | { readonly valid: false; readonly errors: readonly StructuralError[] };

/**
 * Checks a normalized payload against a command's `parseJsonSchema`. It must not change the value:
 * Ajv options such as useDefaults, removeAdditional or coerceTypes would write into it.
 */
export type StructuralValidator = (value: unknown) => StructuralResult;

/** What a validator is made from: the compiled schemas of one command. */
export interface CommandSchemas {
  readonly id: string | undefined;
  readonly fieldSchemas: Readonly<Record<string, unknown>>;
  readonly inputJsonSchema: Readonly<Record<string, unknown>>;
  /** The schema a validator checks payloads against: the input schema without owned fields. */
  readonly parseJsonSchema: Readonly<Record<string, unknown>>;
  readonly modelJsonSchema: Readonly<Record<string, unknown>>;
}

/**
 * Where structural validation comes from — injected, so this core never depends on a validator
 * library: a factory called once per command at compile time (the runtime path compiles with Ajv),
 * or validators precompiled by command id (a generated package passes Ajv standalone code).
 */
export type ValidatorSource = ValidatorFactory | Readonly<Record<string, StructuralValidator>>;

/** Makes the validator of one command from its schemas; called once per command, at compile time. */
export type ValidatorFactory = (command: CommandSchemas) => StructuralValidator;

/** An Ajv-style validate function: returns a boolean and leaves its errors on itself. */
export interface AjvStyleValidateFunction {
  (value: unknown): boolean;
  errors?: readonly StructuralError[] | null | undefined;
}

/** Adapts an Ajv (or Ajv standalone) validate function to a StructuralValidator. */
export function ajvStyleValidator(validate: AjvStyleValidateFunction): StructuralValidator {
  return (value) => (validate(value) ? { valid: true } : { valid: false, errors: [...(validate.errors ?? [])] });
}

/** The validator of one command; a factory's failure (a schema it cannot compile) is a definition error. */
export function validatorFor(source: ValidatorSource, schemas: CommandSchemas): StructuralValidator {
  if (typeof source === 'function') {
    try {
      return source(schemas);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new InteractionDefinitionError('validator', `its parse schema does not compile: ${reason}`, schemas.id, {
        cause: error,
      });
    }
  }
  const id = schemas.id;
  const found = id !== undefined && Object.hasOwn(source, id) ? source[id] : undefined;
  if (typeof found !== 'function')
    throw new InteractionDefinitionError('validator', 'no precompiled validator is given for it', id);
  return found;
}

/**
 * A structural error as the rejection shows it: the JSON Pointer of the value at fault — the
 * offending key for an unknown or a missing property (Ajv's instancePath names the object holding
 * it) — and what is wrong with the value there, said of that value, so the key is named once, by
 * the pointer: `/text must be present`, never `/text must have required property 'text'`.
 */
export function structuralFault(error: StructuralError): { readonly pointer: string; readonly reason: string } {
  const member = memberFault(error.keyword, error.params ?? {});
  if (member === undefined) return { pointer: error.instancePath, reason: error.message ?? 'is invalid' };
  return { pointer: `${error.instancePath}/${pointerSegment(member.key)}`, reason: member.ofMember };
}
