/**
 * The error object a generated validator reports, built here rather than written out as an object
 * literal at each check that can fail: those literals, each with Ajv's message text, were over a
 * quarter of the validators' code, which Node parses on every import. The object is exactly the one
 * Ajv writes — the same keys in the same order, `message` in Ajv's wording rebuilt from the keyword
 * and its params. The generator replaces a literal by a call only where it has checked that this
 * rebuilds the literal's message (generator/emit/validators/compact-errors.ts); any other literal
 * stays as Ajv wrote it. Imports nothing.
 */

type Params = { readonly [name: string]: unknown };

/**
 * Ajv 8's wording for each keyword a spec schema may use, and for this toolchain's own keywords
 * (generator/schema/ajv-compiler.ts); undefined for any other keyword. A switch, not a lookup table:
 * a failing check then costs a few string comparisons rather than a keyed load and a call.
 */
export function issueMessage(keyword: string, params: Params): string | undefined {
  switch (keyword) {
    case 'type':
      return `must be ${params.type}`;
    case 'required':
      return `must have required property '${params.missingProperty}'`;
    case 'additionalProperties':
      return 'must NOT have additional properties';
    case 'propertyNames':
      return 'property name must be valid';
    case 'const':
      return 'must be equal to constant';
    case 'enum':
      return 'must be equal to one of the allowed values';
    case 'pattern':
      return `must match pattern "${params.pattern}"`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${params.comparison} ${params.limit}`;
    case 'multipleOf':
      return `must be multiple of ${params.multipleOf}`;
    case 'minItems':
      return `must NOT have fewer than ${params.limit} items`;
    case 'maxItems':
      return `must NOT have more than ${params.limit} items`;
    case 'minProperties':
      return `must NOT have fewer than ${params.limit} properties`;
    case 'maxProperties':
      return `must NOT have more than ${params.limit} properties`;
    case 'minLength':
      return `must NOT have fewer than ${params.limit} characters`;
    case 'maxLength':
      return `must NOT have more than ${params.limit} characters`;
    case 'uniqueItems':
      return `must NOT have duplicate items (items ## ${params.j} and ${params.i} are identical)`;
    case 'oneOf':
      return 'must match exactly one schema in oneOf';
    case 'anyOf':
      return 'must match a schema in anyOf';
    case 'not':
      return 'must NOT be valid';
    case 'maxBytes':
      return `must NOT have more than ${params.limit} UTF-8 bytes`;
    case 'maxEntries':
      return `must NOT have more than ${params.limit} entries`;
    case 'maxJsonBytes':
      return `must NOT have more than ${params.limit} bytes of JSON`;
    case 'check':
      // A part's check (generator/schema/check-keyword.ts) words its own reason.
      return String(params.reason);
    default:
      return undefined;
  }
}

/** One issue as Ajv's standalone code writes it. */
export interface Issue {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Params;
  readonly message: string | undefined;
}

/** `{instancePath, schemaPath, keyword, params, message}`, as Ajv's standalone code writes it. */
export function issue(instancePath: string, schemaPath: string, keyword: string, params: Params): Issue {
  return { instancePath, schemaPath, keyword, params, message: issueMessage(keyword, params) };
}
