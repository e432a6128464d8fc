/**
 * `{ [key]: value }`, or `{}` for an undefined value: how an optional key is copied so the result
 * never holds `key: undefined` (spread it into an object literal).
 */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
