/**
 * JSON Schema's `regex` format: a pattern that compiles as ECMAScript with the `u` flag, the dialect
 * the specification names and the flag under which `\a`, `(?P<n>…)` and other foreign escapes are
 * errors instead of identity escapes. The engine running the validator is the judge, so this is
 * exactly the set of patterns a `pattern` keyword could use here. Compiling does not match anything,
 * so a pattern prone to catastrophic backtracking is still cheap to check.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */
export function isRegex(value: string): boolean {
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}
