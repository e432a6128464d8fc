/**
 * The TypeScript type of the values a JSON Schema accepts, read from the schema's literal type (a
 * declaration written inline in `define`, whose const type parameter keeps `'string'` a literal, or
 * one written `as const`). What the type cannot say statically is `unknown`: a schema whose
 * keywords are widened (`type: string`), a `$ref`, `not`, `if`/`then`, a tuple form of `items`, or
 * any keyword not listed below. Constraints that narrow within a type (`minLength`, `pattern`,
 * `format`, `maximum`…) leave the type as it is.
 *
 * Each keyword gives a part and the parts are intersected (`unknown` is the identity), so sibling
 * keywords combine as a validator applies them: `{type: 'string', enum: ['a', 'b']}` is `'a' | 'b'`.
 */
export type SchemaValue<S> = S extends object
  ? ConstPart<S> & EnumPart<S> & TypePart<S> & AnyOfPart<S> & OneOfPart<S> & AllOfPart<S>
  : unknown;

type ConstPart<S> = S extends { readonly const: infer C } ? Mutable<C> : unknown;

type EnumPart<S> = S extends { readonly enum: readonly (infer E)[] } ? Mutable<E> : unknown;

type AnyOfPart<S> = S extends { readonly anyOf: readonly (infer M)[] } ? MemberValue<M> : unknown;

type OneOfPart<S> = S extends { readonly oneOf: readonly (infer M)[] } ? MemberValue<M> : unknown;

type AllOfPart<S> = S extends { readonly allOf: infer M extends readonly unknown[] } ? Intersection<M> : unknown;

/** Distributes over a union of member schemas: `anyOf: [{type: 'string'}, {type: 'null'}]` is `string | null`. */
type MemberValue<M> = M extends unknown ? SchemaValue<M> : never;

type Intersection<M extends readonly unknown[]> = M extends readonly [infer First, ...infer Rest]
  ? SchemaValue<First> & Intersection<Rest>
  : unknown;

type TypePart<S> = S extends { readonly type: infer T }
  ? T extends readonly (infer Each)[]
    ? NamedType<Each, S>
    : NamedType<T, S>
  : unknown;

/** One `type` name; a widened `string` (a schema typed as data, not as a literal) is unknown. */
type NamedType<T, S> = string extends T
  ? unknown
  : T extends 'string'
    ? string
    : T extends 'number' | 'integer'
      ? number
      : T extends 'boolean'
        ? boolean
        : T extends 'null'
          ? null
          : T extends 'array'
            ? ArrayValue<S>
            : T extends 'object'
              ? ObjectValue<S>
              : unknown;

/** `items` as one schema types every item; the tuple form (a list of schemas) is left unknown. */
type ArrayValue<S> = S extends { readonly items: infer I }
  ? I extends readonly unknown[]
    ? unknown[]
    : SchemaValue<I>[]
  : unknown[];

/**
 * `properties` with `required`; an optional property may hold `undefined` (a validator skips it, and
 * a payload built in code may carry one). Other keys are open unless `additionalProperties: false`.
 */
type ObjectValue<S> = Flatten<
  (S extends { readonly properties: infer P } ? PropertiesValue<P, RequiredNames<S>> : unknown) &
    ([RequiredNames<S>] extends [never] ? unknown : { [K in Exclude<RequiredNames<S>, PropertyNames<S>>]: unknown }) &
    (S extends { readonly additionalProperties: false } ? unknown : { [key: string]: unknown })
>;

type PropertiesValue<P, Required> = { -readonly [K in keyof P & Required]: SchemaValue<P[K]> } & {
  -readonly [K in Exclude<keyof P, Required>]?: SchemaValue<P[K]> | undefined;
};

type RequiredNames<S> = S extends { readonly required: readonly (infer N extends string)[] }
  ? string extends N
    ? never
    : N
  : never;

type PropertyNames<S> = S extends { readonly properties: infer P } ? keyof P : never;

/** A const-inferred literal is deeply readonly; the value parse returns is a fresh, mutable copy. */
type Mutable<T> = T extends readonly unknown[]
  ? { -readonly [K in keyof T]: Mutable<T[K]> }
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

/** One object type rather than an intersection, so editors and errors show its members. */
export type Flatten<T> = T extends object ? { [K in keyof T]: T[K] } : T;
