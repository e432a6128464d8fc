/**
 * A non-array object: what a payload, a schema or a declaration must be before its members are read.
 * The prototype is not checked: a class instance passes. The boundary's fast readers need more — an
 * object of prototype Object.prototype or null, as JSON.parse makes — and use isPlainObject
 * (boundary/fast-read.ts) instead.
 *
 * It lives here, not beside one of its users, because the boundary, the parts and the interaction
 * kit all use it, and every generated package carries validation/ whatever else it asks for.
 * Imports nothing.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
