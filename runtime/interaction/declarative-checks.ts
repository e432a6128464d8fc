import type { OptionalPresence, ProtocolCheck } from './definition.js';
import { InteractionDefinitionError } from './definition-error.js';
import { isRecord } from '../validation/is-record.js';
import { exceedsUtf8Bytes } from '../validation/utf8-byte-length.js';

/**
 * A check written as plain JSON data instead of an `occur` function, so a YAML spec can declare it.
 * It sits in a command's (or protocol's) `checks` beside function checks and runs in declaration
 * order with them, after the structural checks. "Present" means an own property of the payload —
 * under `optionalPresence: 'own'` an explicitly `undefined` property is present; under `'defined'`
 * it never reaches the checks (and would count as absent). Field names are compared as written,
 * never as paths. Each rule takes an optional fixed `error` wording; without one the rejection names
 * the rule and the fields at fault (never the payload's values).
 *
 * - `requires` — when `field` is present, every one of `fields` must be:
 *   `{ rule: 'requires', field: 'card', fields: ['expiry', 'cvc'] }`
 * - `forbids` — when `field` is present, none of `fields` may be:
 *   `{ rule: 'forbids', field: 'draft', fields: ['publishedAt'] }`
 * - `oneOfPresent` — exactly one of `fields` is present:
 *   `{ rule: 'oneOfPresent', fields: ['url', 'path'] }`
 * - `anyOfPresent` — at least one of `fields` is present:
 *   `{ rule: 'anyOfPresent', fields: ['email', 'phone'] }`
 * - `maxBytes` — a present `field` is a string of at most `max` UTF-8 bytes (`max` a non-negative integer):
 *   `{ rule: 'maxBytes', field: 'text', max: 4096 }`
 * - `pattern` — a present `field` is a string matching `pattern`, an unanchored ECMAScript regex
 *   compiled once with the `u` flag (as JSON Schema `pattern`; anchor it with `^…$`):
 *   `{ rule: 'pattern', field: 'slug', pattern: '^[a-z0-9-]+$' }`
 * - `equals` — when `field` is present, `other` is present with an equal JSON value:
 *   `{ rule: 'equals', field: 'confirmEmail', other: 'email' }`
 * - `differs` — when both `field` and `other` are present, their JSON values differ:
 *   `{ rule: 'differs', field: 'newPassword', other: 'oldPassword' }`
 *
 * A present value that is not a string fails `maxBytes` and `pattern` (declare `type: string` in the
 * field's schema to have it rejected structurally first). JSON values are equal when they have the
 * same type and the same scalars, items in order and keys in any order. A rejection carries the
 * JSON Pointer of `field` for the rules that have one; `oneOfPresent` and `anyOfPresent` carry none.
 */
export type DeclarativeCheck =
  | RequiresCheck
  | ForbidsCheck
  | OneOfPresentCheck
  | AnyOfPresentCheck
  | MaxBytesCheck
  | PatternCheck
  | EqualsCheck
  | DiffersCheck;

interface RuleWording {
  /** Fixed rejection wording; without it the rejection names the rule and the fields at fault. */
  readonly error?: string | undefined;
}
export interface RequiresCheck extends RuleWording {
  readonly rule: 'requires';
  readonly field: string;
  readonly fields: readonly string[];
}
export interface ForbidsCheck extends RuleWording {
  readonly rule: 'forbids';
  readonly field: string;
  readonly fields: readonly string[];
}
export interface OneOfPresentCheck extends RuleWording {
  readonly rule: 'oneOfPresent';
  readonly fields: readonly string[];
}
export interface AnyOfPresentCheck extends RuleWording {
  readonly rule: 'anyOfPresent';
  readonly fields: readonly string[];
}
export interface MaxBytesCheck extends RuleWording {
  readonly rule: 'maxBytes';
  readonly field: string;
  readonly max: number;
}
export interface PatternCheck extends RuleWording {
  readonly rule: 'pattern';
  readonly field: string;
  readonly pattern: string;
}
export interface EqualsCheck extends RuleWording {
  readonly rule: 'equals';
  readonly field: string;
  readonly other: string;
}
export interface DiffersCheck extends RuleWording {
  readonly rule: 'differs';
  readonly field: string;
  readonly other: string;
}

/** The rule names of the vocabulary, in documentation order. */
const RULES = [
  'requires',
  'forbids',
  'oneOfPresent',
  'anyOfPresent',
  'maxBytes',
  'pattern',
  'equals',
  'differs',
] as const;
RULES satisfies readonly DeclarativeCheck['rule'][];

export const DECLARATIVE_CHECK_RULES: typeof RULES = Object.freeze(RULES);

/** The keys each rule takes besides `rule` and `error`; any other key is a definition error. */
const RULE_KEYS: Readonly<Record<DeclarativeCheck['rule'], readonly string[]>> = {
  requires: ['field', 'fields'],
  forbids: ['field', 'fields'],
  oneOfPresent: ['fields'],
  anyOfPresent: ['fields'],
  maxBytes: ['field', 'max'],
  pattern: ['field', 'pattern'],
  equals: ['field', 'other'],
  differs: ['field', 'other'],
};

/** A single field name in the schema: what checkFieldName accepts. */
const FIELD_NAME_SCHEMA = { type: 'string', minLength: 1, not: { const: '__proto__' } } as const;
const FIELD_LIST_SCHEMA = { type: 'array', minItems: 1, uniqueItems: true, items: FIELD_NAME_SCHEMA } as const;

function branch(
  rule: DeclarativeCheck['rule'],
  description: string,
  properties: Record<string, unknown>,
): Record<string, unknown> {
  return {
    description,
    type: 'object',
    properties: {
      rule: { const: rule },
      ...properties,
      error: { type: 'string', description: 'Fixed rejection wording' },
    },
    required: ['rule', ...RULE_KEYS[rule]],
    additionalProperties: false,
  };
}

/**
 * JSON Schema (draft-07) of one DeclarativeCheck: a `oneOf` of closed objects, one per `rule`. It
 * uses no `$ref`, so it can be embedded anywhere in a larger schema. The compiler also refuses what
 * a schema cannot say: a rule naming its own `field` among `fields` or as `other`, and a pattern
 * that does not compile.
 */
export const DECLARATIVE_CHECK_SCHEMA: Readonly<Record<string, unknown>> = deepFrozen({
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'DeclarativeCheck',
  description:
    'A declarative rejection rule of an interaction command, evaluated in order after the structural checks.',
  oneOf: [
    branch('requires', 'When `field` is present, every one of `fields` must be present.', {
      field: FIELD_NAME_SCHEMA,
      fields: FIELD_LIST_SCHEMA,
    }),
    branch('forbids', 'When `field` is present, none of `fields` may be present.', {
      field: FIELD_NAME_SCHEMA,
      fields: FIELD_LIST_SCHEMA,
    }),
    branch('oneOfPresent', 'Exactly one of `fields` must be present.', { fields: FIELD_LIST_SCHEMA }),
    branch('anyOfPresent', 'At least one of `fields` must be present.', { fields: FIELD_LIST_SCHEMA }),
    branch('maxBytes', 'A present `field` must be a string of at most `max` UTF-8 bytes.', {
      field: FIELD_NAME_SCHEMA,
      max: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    }),
    branch('pattern', 'A present `field` must be a string matching `pattern` (ECMAScript, `u` flag, unanchored).', {
      field: FIELD_NAME_SCHEMA,
      pattern: { type: 'string' },
    }),
    branch('equals', 'When `field` is present, `other` must be present with an equal JSON value.', {
      field: FIELD_NAME_SCHEMA,
      other: FIELD_NAME_SCHEMA,
    }),
    branch('differs', 'When `field` and `other` are both present, their JSON values must differ.', {
      field: FIELD_NAME_SCHEMA,
      other: FIELD_NAME_SCHEMA,
    }),
  ],
});

/** Where a declarative check is compiled: the command's presence rule, and names for messages. */
export interface DeclarativeCheckOptions {
  /** How presence is decided; `'own'` (the compiler's default) when absent. */
  readonly optionalPresence?: OptionalPresence | undefined;
  /** The command the check belongs to, named by definition errors. */
  readonly commandId?: string | undefined;
  /** 1-based position of the check in its `checks` list, named by definition errors (their path is `['checks', position - 1]`). */
  readonly position?: number | undefined;
}

/** Whether a value is a declarative check rather than a function check: it carries a `rule`. */
export function isDeclarativeCheck(check: unknown): check is DeclarativeCheck {
  return isRecord(check) && Object.hasOwn(check, 'rule');
}

/**
 * A DeclarativeCheck → the core's ProtocolCheck, validating the rule data once (an unknown rule, a
 * missing or misnamed field, a non-integer `max`, a pattern that does not compile, an unknown key →
 * InteractionDefinitionError, code `'check'`). The result is frozen, keeps no reference to the
 * input, and has `field` set for the rules that name one, so its rejections carry that pointer.
 */
export function compileDeclarativeCheck<Value extends object = Record<string, unknown>, Args extends unknown[] = []>(
  check: DeclarativeCheck,
  options: DeclarativeCheckOptions = {},
): ProtocolCheck<Value, Args> {
  const where = options.position === undefined ? 'a check' : `check ${options.position}`;
  const fail = (message: string, cause?: unknown): never => {
    const path = options.position === undefined ? undefined : ['checks', options.position - 1];
    throw new InteractionDefinitionError('check', `${where}: ${message}`, options.commandId, { cause, path });
  };
  if (!isRecord(check)) return fail('a declarative check is an object with a `rule`');
  const rule = check['rule'];
  if (typeof rule !== 'string' || !Object.hasOwn(RULE_KEYS, rule)) {
    return fail(`unknown rule ${JSON.stringify(rule)}; the rules are ${DECLARATIVE_CHECK_RULES.join(', ')}`);
  }
  const known = RULE_KEYS[rule as DeclarativeCheck['rule']];
  const label = `rule ${JSON.stringify(rule)}`;
  for (const key of Object.keys(check)) {
    if (key !== 'rule' && key !== 'error' && !known.includes(key))
      fail(`${label} does not take ${JSON.stringify(key)} (it takes ${known.map((k) => `\`${k}\``).join(', ')})`);
  }
  const error = check['error'];
  if (error !== undefined && typeof error !== 'string') fail(`the \`error\` of ${label} must be a string`);

  const fieldName = (key: string): string => {
    const name = check[key];
    if (typeof name !== 'string' || name === '' || name === '__proto__')
      fail(`${label} needs \`${key}\`, a field name`);
    return name as string;
  };
  const fieldList = (): readonly string[] => {
    const names = check['fields'];
    if (
      !Array.isArray(names) ||
      names.length === 0 ||
      !names.every((name) => typeof name === 'string' && name !== '' && name !== '__proto__')
    ) {
      fail(`${label} needs \`fields\`, a non-empty list of field names`);
    }
    const list = [...(names as readonly string[])];
    if (new Set(list).size !== list.length) fail(`${label} lists a field twice in \`fields\``);
    return Object.freeze(list);
  };

  const optionalPresence = options.optionalPresence ?? 'own';
  if (optionalPresence !== 'own' && optionalPresence !== 'defined') fail(`optionalPresence must be 'own' or 'defined'`);
  const present =
    optionalPresence === 'defined'
      ? (value: Record<string, unknown>, name: string) => Object.hasOwn(value, name) && value[name] !== undefined
      : (value: Record<string, unknown>, name: string) => Object.hasOwn(value, name);
  const own = (value: Record<string, unknown>, name: string): unknown =>
    Object.hasOwn(value, name) ? value[name] : undefined;

  let occur: (value: Record<string, unknown>) => boolean;
  let wording: (value: Record<string, unknown>) => string;
  let field: string | undefined;

  switch (rule as DeclarativeCheck['rule']) {
    case 'requires':
    case 'forbids': {
      const trigger = fieldName('field');
      const fields = fieldList();
      if (fields.includes(trigger)) fail(`${label} names its own \`field\` ${JSON.stringify(trigger)} in \`fields\``);
      field = trigger;
      if (rule === 'requires') {
        const missing = (value: Record<string, unknown>) => fields.filter((name) => !present(value, name));
        occur = (value) => present(value, trigger) && missing(value).length > 0;
        wording = (value) => `field ${JSON.stringify(trigger)} requires ${names(missing(value))}`;
      } else {
        const found = (value: Record<string, unknown>) => fields.filter((name) => present(value, name));
        occur = (value) => present(value, trigger) && found(value).length > 0;
        wording = (value) => `field ${JSON.stringify(trigger)} forbids ${names(found(value))}`;
      }
      break;
    }
    case 'oneOfPresent':
    case 'anyOfPresent': {
      const fields = fieldList();
      const count = (value: Record<string, unknown>) => fields.filter((name) => present(value, name));
      if (rule === 'oneOfPresent') {
        occur = (value) => count(value).length !== 1;
        wording = (value) => {
          const found = count(value);
          return `exactly one of ${names(fields)} must be present, ${found.length === 0 ? 'found none' : `found ${found.map((name) => JSON.stringify(name)).join(', ')}`}`;
        };
      } else {
        occur = (value) => count(value).length === 0;
        wording = () => `at least one of ${names(fields)} must be present`;
      }
      break;
    }
    case 'maxBytes': {
      const name = fieldName('field');
      const max = check['max'];
      if (typeof max !== 'number' || !Number.isSafeInteger(max) || max < 0)
        fail(`${label} needs \`max\`, a non-negative integer`);
      const limit = max as number;
      field = name;
      occur = (value) =>
        present(value, name) &&
        (typeof own(value, name) !== 'string' || exceedsUtf8Bytes(own(value, name) as string, limit));
      wording = (value) =>
        typeof own(value, name) === 'string'
          ? `field ${JSON.stringify(name)} exceeds ${limit} UTF-8 bytes`
          : `field ${JSON.stringify(name)} must be a string`;
      break;
    }
    case 'pattern': {
      const name = fieldName('field');
      const source = check['pattern'];
      if (typeof source !== 'string') fail(`${label} needs \`pattern\`, a regular expression as a string`);
      let regex: RegExp;
      try {
        regex = new RegExp(source as string, 'u');
      } catch (cause) {
        return fail(
          `the pattern ${JSON.stringify(source)} does not compile: ${cause instanceof Error ? cause.message : String(cause)}`,
          cause,
        );
      }
      field = name;
      // No `g` or `y` flag, so `test` keeps no state between payloads.
      occur = (value) =>
        present(value, name) && !(typeof own(value, name) === 'string' && regex.test(own(value, name) as string));
      wording = (value) =>
        typeof own(value, name) === 'string'
          ? `field ${JSON.stringify(name)} does not match the pattern ${JSON.stringify(source)}`
          : `field ${JSON.stringify(name)} must be a string`;
      break;
    }
    case 'equals':
    case 'differs': {
      const name = fieldName('field');
      const other = fieldName('other');
      if (other === name) fail(`${label} compares field ${JSON.stringify(name)} with itself`);
      field = name;
      if (rule === 'equals') {
        occur = (value) =>
          present(value, name) && !(present(value, other) && jsonEqual(own(value, name), own(value, other)));
        wording = () => `field ${JSON.stringify(name)} must equal field ${JSON.stringify(other)}`;
      } else {
        occur = (value) =>
          present(value, name) && present(value, other) && jsonEqual(own(value, name), own(value, other));
        wording = () => `field ${JSON.stringify(name)} must differ from field ${JSON.stringify(other)}`;
      }
      break;
    }
  }

  const fixed = error as string | undefined;
  const compiled: ProtocolCheck<Value, Args> = {
    occur: (value: Value, ..._args: Args) => occur(value as unknown as Record<string, unknown>),
    error: fixed ?? ((value: Value, ..._args: Args) => wording(value as unknown as Record<string, unknown>)),
    ...(field === undefined ? {} : { field }),
  };
  return Object.freeze(compiled);
}

/** `field "a"` or `fields "a", "b"`. */
function names(list: readonly string[]): string {
  return `${list.length === 1 ? 'field' : 'fields'} ${list.map((name) => JSON.stringify(name)).join(', ')}`;
}

/**
 * Equality of JSON values: same type, same scalars, arrays item by item, objects by their own
 * enumerable keys in any order. A pair of objects met again while comparing (a cycle, which only a
 * runtime caller can build) counts as equal, so the walk always ends.
 */
function jsonEqual(a: unknown, b: unknown, seen: Map<object, Set<object>> = new Map()): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  let partners = seen.get(a);
  if (partners?.has(b) === true) return true;
  if (partners === undefined) seen.set(a, (partners = new Set()));
  partners.add(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item: unknown, index) => jsonEqual(item, b[index], seen));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key], seen));
}

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFrozen(child);
    Object.freeze(value);
  }
  return value;
}
