/**
 * A JSON Schema exported by the generated package. The phantom `T` ties it to the type it describes,
 * so `parseSchema(PromptSchema, value)` returns a `Prompt`.
 */
export interface JsonSchemaOf<T> {
  readonly [keyword: string]: unknown;
  /** Type-level only; never present at run time. */
  readonly __type?: T;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A standalone schema: the definition `name` with the definitions it references (transitively) under
 * `$defs`, as `$ref: '#/$defs/<Name>'` expects. Definitions are shared, not copied, and frozen.
 */
export function schemaWithDefs<T>(
  defs: { readonly [name: string]: object },
  root: object,
  names: readonly string[],
): JsonSchemaOf<T> {
  const $defs: Record<string, object> = {};
  for (const name of names) Object.defineProperty($defs, name, { value: defs[name], enumerable: true });
  return deepFreeze({ ...root, ...(names.length > 0 ? { $defs } : {}) }) as JsonSchemaOf<T>;
}
