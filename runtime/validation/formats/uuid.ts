/**
 * JSON Schema's `uuid` format: RFC 4122's hyphenated 8-4-4-4-12 hex form, either case. The version
 * and variant nibbles are not checked: the format is the string form, and newer versions (6-8, RFC
 * 9562) and the other variants share it.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */
const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
