/** JSON values broken at chosen places: what the precompiled-validator tests feed both validators. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = readonly (string | number)[];

/** Every path to an object or array member of `value`. */
export function memberPaths(value: Json, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...path, key], ...memberPaths(item, [...path, key])]);
}

/** `value` with the member at `path` replaced (or removed, for undefined), copying only the containers on the way. */
export function edit(value: Json, path: Path, replacement: Json | undefined): Json {
  const [key, ...rest] = path;
  if (key === undefined) return replacement!;
  if (Array.isArray(value)) return value.map((item, i) => (i === key ? edit(item, rest, replacement) : item));
  const object = value as Record<string, Json>;
  if (rest.length === 0 && replacement === undefined)
    return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
  return Object.fromEntries(
    Object.entries(object).map(([name, item]) => [name, name === key ? edit(item, rest, replacement) : item]),
  );
}
