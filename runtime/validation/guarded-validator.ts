/** A standalone validator as Ajv writes it: a predicate with the errors of its last call. */
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: readonly object[] | null;
}

/**
 * The one issue of a value the validator could not finish reading. Ajv's code recurses once per
 * level of a recursive schema and runs patterns over whole strings, so a cyclic or very deeply nested
 * value, or megabytes under a pattern whose loop outgrows V8's regular-expression stack, throw a
 * RangeError; a Proxy's trap or a getter may throw anything. Such a value is not known to conform.
 */
function unreadable(error: unknown) {
  const kind = error instanceof Error ? error.name : typeof error;
  return {
    instancePath: '',
    schemaPath: '#',
    keyword: 'unreadable',
    params: { error: kind },
    message: `could not be validated (${kind}): too deeply nested, cyclic, too large for a pattern, or not plain data`,
  };
}

/**
 * The exported face of a standalone validator: the same verdict and errors, except that a value the
 * validator throws on is rejected with one `unreadable` issue at the root, so a predicate answers for
 * every input instead of passing an exception from untrusted data to its caller.
 */
export function guardedValidator(validate: StandaloneValidator): StandaloneValidator {
  const guarded: StandaloneValidator = (data: unknown) => {
    try {
      const valid = validate(data);
      guarded.errors = validate.errors ?? null;
      return valid;
    } catch (error) {
      guarded.errors = [unreadable(error)];
      return false;
    }
  };
  guarded.errors = null;
  return guarded;
}
