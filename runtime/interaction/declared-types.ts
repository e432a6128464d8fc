import type { Flatten, SchemaValue } from './schema-value.js';

/**
 * The types a protocol declaration gives its parsed commands, per command id, read from the
 * declaration's literal type (`define`'s const type parameter). They say what parse returns — the
 * normalized copy, or the formatter's result — so a bound handler receives the fields its command
 * declares, typed by their JSON Schemas (schema-value.ts). A part a declaration does not say
 * statically (a widened name list, fields declared as a `Record<string, ProtocolField>`) is typed as
 * open, `unknown`-valued fields, as the kit always did.
 */

/** The ids of a declaration's commands. */
export type DeclaredIds<D> = D extends { readonly commands: infer C } ? keyof C & string : string;

/** What parse returns for each command id: the formatter's result (the command's own, else the protocol's), or the value. */
export type DeclaredResults<D> = { readonly [K in DeclaredIds<D>]: DeclaredResult<D, K> };

export type DeclaredResult<D, K extends string> = Formatted<CommandOf<D, K>, Formatted<D, DeclaredValue<D, K>>>;

/**
 * What a declaration's `format` returns, or `Otherwise` when it has none; both when its type says it
 * may or may not have one (a declaration typed as data rather than written inline).
 */
type Formatted<Declaration, Otherwise> = 'format' extends keyof Declaration
  ? | (NonNullable<Declaration['format' & keyof Declaration]> extends (...args: never[]) => infer R ? R : never)
    | (undefined extends Declaration['format' & keyof Declaration] ? Otherwise : never)
  : Otherwise;

/**
 * The normalized value of command `K`: the command field set to its id (aliases dropped), the mode
 * field when the protocol has one, the protocol's shared fields and the command's own — owned fields
 * left out, since a payload may not carry them — and any other key when the command allows them.
 */
export type DeclaredValue<D, K extends string> = Flatten<
  CommandFieldPart<D, K> &
    ModePart<D, K> &
    Without<
      FieldsValue<SharedFields<D>, Presence<D, K>> & FieldsValue<OwnFields<D, K>, Presence<D, K>>,
      OwnedNames<D, K>
    > &
    OpenPart<D, K>
>;

type CommandOf<D, K extends string> = D extends { readonly commands: infer C }
  ? K extends keyof C
    ? C[K]
    : never
  : never;

/** A literal name, or never for a widened `string` (which no mapped key should come from). */
type LiteralName<N> = N extends string ? (string extends N ? never : N) : never;

type CommandFieldPart<D, K extends string> = D extends { readonly commandField: infer F }
  ? { [P in LiteralName<F>]: K }
  : unknown;

/** A command limited to some modes carries one of them; any other may carry any mode, or none. */
type ModePart<D, K extends string> = D extends { readonly modeField: infer M }
  ? CommandOf<D, K> extends { readonly modes: readonly (infer Mode extends string)[] }
    ? { [P in LiteralName<M>]: Mode }
    : { [P in LiteralName<M>]?: string | PresentUndefined<Presence<D, K>> }
  : unknown;

type OpenPart<D, K extends string> = (
  CommandOf<D, K> extends { readonly additionalProperties: infer A }
    ? A
    : D extends { readonly additionalProperties: infer A }
      ? A
      : false
) extends true
  ? { [key: string]: unknown }
  : unknown;

type Presence<D, K extends string> =
  CommandOf<D, K> extends { readonly optionalPresence: infer P }
    ? P
    : D extends { readonly optionalPresence: infer P }
      ? P
      : 'own';

/** Under `optionalPresence: 'own'` an optional field may be present and `undefined`; `'defined'` rejects that. */
type PresentUndefined<P> = P extends 'defined' ? never : undefined;

type SharedFields<D> = D extends { readonly fields: infer F } ? F : never;

type OwnFields<D, K extends string> = CommandOf<D, K> extends { readonly fields: infer F } ? F : never;

/** Omit without losing declared members beside an index signature (Omit's Pick would). */
type Without<T, Names> = [Names] extends [never] ? T : { [P in keyof T as P extends Names ? never : P]: T[P] };

type OwnedNames<D, K extends string> =
  CommandOf<D, K> extends { readonly ownedFields: readonly (infer N)[] } ? LiteralName<N> : never;

/**
 * Field declarations as a value: a listed name is optional and any value; a declared field is
 * required when it says `required: true`, and its value is its JSON Schema's. Never (no
 * declarations) is no fields.
 */
export type FieldsValue<F, P = 'own'> = [F] extends [never]
  ? unknown
  : F extends readonly (infer N extends string)[]
    ? string extends N
      ? { [key: string]: unknown }
      : { [Name in N]?: unknown }
    : { -readonly [Name in RequiredFields<F>]: FieldValue<F[Name]> } & {
        -readonly [Name in Exclude<keyof F, RequiredFields<F>>]?: FieldValue<F[Name]> | PresentUndefined<P>;
      };

type RequiredFields<F> = { [Name in keyof F]: F[Name] extends { readonly required: true } ? Name : never }[keyof F];

type FieldValue<Field> = Field extends { readonly jsonSchema: infer S } ? SchemaValue<S> : unknown;

/** `{id, result}` for each command id: narrowing on `id` narrows `result`. */
export type Received<Id extends string, Results extends { readonly [K in Id]: unknown }> = {
  [K in Id]: { id: K; result: Results[K] };
}[Id];
