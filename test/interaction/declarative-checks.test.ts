/** Declarative checks: the rule vocabulary a YAML spec can write in `checks`, compiled by the core. */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  compileDeclarativeCheck,
  DECLARATIVE_CHECK_RULES,
  DECLARATIVE_CHECK_SCHEMA,
  Interaction,
  InteractionDefinitionError,
  type DeclarativeCheck,
  type ProtocolField,
} from '../../interaction/index.ts';
import { deepFreeze, rejection } from './fixtures.ts';

const anyField: ProtocolField = {};
const text: ProtocolField = { jsonSchema: { type: 'string' } };

/** A protocol with one command `c` holding `checks`, over the given fields (all optional). */
function withChecks(
  checks: readonly DeclarativeCheck[],
  fields: Record<string, ProtocolField>,
  tags: { protocol?: string[]; command?: string[] } = {},
) {
  return Interaction.define({
    commandField: 'type',
    ...(tags.protocol === undefined ? {} : { tags: tags.protocol }),
    commands: { c: { fields, checks, ...(tags.command === undefined ? {} : { tags: tags.command }) } },
  });
}

interface RuleCase {
  readonly check: DeclarativeCheck;
  readonly fields: Record<string, ProtocolField>;
  readonly accept: readonly Record<string, unknown>[];
  readonly reject: readonly {
    readonly payload: Record<string, unknown>;
    readonly message: string;
    readonly pointer: string | undefined;
  }[];
}

/** Every rule, each with payloads it accepts and payloads it rejects (default wording). */
const RULES: Readonly<Record<DeclarativeCheck['rule'], RuleCase>> = {
  requires: {
    check: { rule: 'requires', field: 'card', fields: ['expiry', 'cvc'] },
    fields: { card: anyField, expiry: anyField, cvc: anyField },
    accept: [{}, { expiry: 1 }, { card: '4242', expiry: '12/30', cvc: '123' }],
    reject: [
      { payload: { card: '4242', expiry: '12/30' }, message: 'field "card" requires field "cvc"', pointer: '/card' },
      { payload: { card: '4242' }, message: 'field "card" requires fields "expiry", "cvc"', pointer: '/card' },
    ],
  },
  forbids: {
    check: { rule: 'forbids', field: 'draft', fields: ['publishedAt', 'url'] },
    fields: { draft: anyField, publishedAt: anyField, url: anyField },
    accept: [{}, { draft: true }, { publishedAt: 1, url: 'u' }],
    reject: [
      { payload: { draft: false, url: 'u' }, message: 'field "draft" forbids field "url"', pointer: '/draft' },
      {
        payload: { draft: true, publishedAt: 1, url: 'u' },
        message: 'field "draft" forbids fields "publishedAt", "url"',
        pointer: '/draft',
      },
    ],
  },
  oneOfPresent: {
    check: { rule: 'oneOfPresent', fields: ['url', 'path'] },
    fields: { url: anyField, path: anyField },
    accept: [{ url: 'u' }, { path: 'p' }, { path: null }],
    reject: [
      { payload: {}, message: 'exactly one of fields "url", "path" must be present, found none', pointer: undefined },
      {
        payload: { url: 'u', path: 'p' },
        message: 'exactly one of fields "url", "path" must be present, found "url", "path"',
        pointer: undefined,
      },
    ],
  },
  anyOfPresent: {
    check: { rule: 'anyOfPresent', fields: ['email', 'phone'] },
    fields: { email: anyField, phone: anyField, name: anyField },
    accept: [{ email: 'e' }, { phone: 'p' }, { email: 'e', phone: 'p' }],
    reject: [
      {
        payload: { name: 'n' },
        message: 'at least one of fields "email", "phone" must be present',
        pointer: undefined,
      },
    ],
  },
  maxBytes: {
    check: { rule: 'maxBytes', field: 'note', max: 5 },
    fields: { note: anyField },
    accept: [{}, { note: '' }, { note: 'hello' }],
    reject: [
      { payload: { note: 'hello!' }, message: 'field "note" exceeds 5 UTF-8 bytes', pointer: '/note' },
      { payload: { note: 42 }, message: 'field "note" must be a string', pointer: '/note' },
    ],
  },
  pattern: {
    check: { rule: 'pattern', field: 'slug', pattern: '^[a-z0-9-]+$' },
    fields: { slug: anyField },
    accept: [{}, { slug: 'a-1' }],
    reject: [
      { payload: { slug: 'A 1' }, message: 'field "slug" does not match the pattern "^[a-z0-9-]+$"', pointer: '/slug' },
      { payload: { slug: ['a'] }, message: 'field "slug" must be a string', pointer: '/slug' },
    ],
  },
  equals: {
    check: { rule: 'equals', field: 'confirmEmail', other: 'email' },
    fields: { email: anyField, confirmEmail: anyField },
    accept: [
      {},
      { email: 'a@b' },
      { email: 'a@b', confirmEmail: 'a@b' },
      { email: { x: 1, y: [1, 2] }, confirmEmail: { y: [1, 2], x: 1 } },
    ],
    reject: [
      {
        payload: { email: 'a@b', confirmEmail: 'a@c' },
        message: 'field "confirmEmail" must equal field "email"',
        pointer: '/confirmEmail',
      },
      {
        payload: { confirmEmail: 'a@b' },
        message: 'field "confirmEmail" must equal field "email"',
        pointer: '/confirmEmail',
      },
      {
        payload: { email: [1, 2], confirmEmail: [2, 1] },
        message: 'field "confirmEmail" must equal field "email"',
        pointer: '/confirmEmail',
      },
    ],
  },
  differs: {
    check: { rule: 'differs', field: 'newPassword', other: 'oldPassword' },
    fields: { newPassword: anyField, oldPassword: anyField },
    accept: [{}, { newPassword: 'b' }, { oldPassword: 'a', newPassword: 'b' }, { oldPassword: 1, newPassword: '1' }],
    reject: [
      {
        payload: { oldPassword: 'a', newPassword: 'a' },
        message: 'field "newPassword" must differ from field "oldPassword"',
        pointer: '/newPassword',
      },
      {
        payload: { oldPassword: { k: [null] }, newPassword: { k: [null] } },
        message: 'field "newPassword" must differ from field "oldPassword"',
        pointer: '/newPassword',
      },
    ],
  },
};

describe('the rule vocabulary, through Interaction.define(...).parse', () => {
  it('covers every rule the kit documents', () => {
    expect(Object.keys(RULES).sort()).toEqual([...DECLARATIVE_CHECK_RULES].sort());
  });

  for (const [rule, { check, fields, accept, reject }] of Object.entries(RULES)) {
    it(`rule ${rule}: accepts what it allows and rejects the rest, with default wording and the field's pointer`, () => {
      const protocol = withChecks([check], fields);
      for (const payload of accept)
        expect(protocol.parse({ type: 'c', ...payload })).toEqual({ type: 'c', ...payload });
      for (const { payload, message, pointer } of reject) {
        const thrown = rejection(() => protocol.parse({ type: 'c', ...payload }));
        expect(thrown).toMatchObject({ code: 'check', message, commandId: 'c' });
        expect(thrown.pointer).toBe(pointer);
      }
    });

    it(`rule ${rule}: a declared \`error\` replaces the wording; the catalog's and command's tags are attached`, () => {
      const protocol = withChecks([{ ...check, error: `custom ${rule}` }], fields, {
        protocol: ['spec'],
        command: ['cmd'],
      });
      const first = reject[0];
      if (first === undefined) throw new Error('every rule case has a rejecting payload');
      expect(rejection(() => protocol.parse({ type: 'c', ...first.payload }))).toMatchObject({
        code: 'check',
        message: `custom ${rule}`,
        tags: ['spec', 'cmd'],
        commandId: 'c',
      });
    });
  }

  it('rule maxBytes: counts UTF-8 bytes — multi-byte characters exactly at the bound pass, one byte over fails', () => {
    const protocol = withChecks([{ rule: 'maxBytes', field: 'note', max: 8 }], { note: text });
    // é = 2 bytes, € = 3 bytes, 😀 = 4 bytes (a surrogate pair: 2 UTF-16 units).
    for (const note of ['éééé', '😀😀', '€€é', 'a€€', 'abcdefgh'])
      expect(protocol.parse({ type: 'c', note })).toEqual({ type: 'c', note });
    for (const note of ['éééé.', '😀😀a', '€€€', 'é😀€', 'abcdefghi']) {
      expect(rejection(() => protocol.parse({ type: 'c', note }))).toMatchObject({
        code: 'check',
        message: 'field "note" exceeds 8 UTF-8 bytes',
        pointer: '/note',
      });
    }
  });

  it('rule pattern: the pattern is compiled with the u flag (a code point is one character)', () => {
    const protocol = withChecks([{ rule: 'pattern', field: 'emoji', pattern: '^.$' }], { emoji: text });
    expect(protocol.parse({ type: 'c', emoji: '😀' })).toEqual({ type: 'c', emoji: '😀' });
    expect(rejection(() => protocol.parse({ type: 'c', emoji: 'ab' })).code).toBe('check');
  });

  it("presence follows optionalPresence: 'own' counts an explicitly undefined property as present", () => {
    const own = withChecks([{ rule: 'requires', field: 'a', fields: ['b'] }], { a: anyField, b: anyField });
    expect(Object.hasOwn(own.parse({ type: 'c', a: 1, b: undefined }), 'b')).toBe(true);
    expect(rejection(() => own.parse({ type: 'c', a: 1 })).message).toBe('field "a" requires field "b"');
    const one = withChecks([{ rule: 'oneOfPresent', fields: ['a', 'b'] }], { a: anyField, b: anyField });
    expect(rejection(() => one.parse({ type: 'c', a: 1, b: undefined })).message).toBe(
      'exactly one of fields "a", "b" must be present, found "a", "b"',
    );
  });

  it("presence follows optionalPresence: under 'defined' an undefined property is refused before any check, and counts as absent", () => {
    const defined = Interaction.define({
      commandField: 'type',
      optionalPresence: 'defined',
      commands: {
        c: { fields: { a: anyField, b: anyField }, checks: [{ rule: 'requires', field: 'a', fields: ['b'] }] },
      },
    });
    expect(rejection(() => defined.parse({ type: 'c', a: 1, b: undefined }))).toMatchObject({
      code: 'invalid',
      pointer: '/b',
    });
    const check = compileDeclarativeCheck(
      { rule: 'requires', field: 'a', fields: ['b'] },
      { optionalPresence: 'defined' },
    );
    expect(check.occur({ a: 1, b: undefined })).toBe(true);
    expect(check.occur({ a: undefined })).toBe(false);
    expect(compileDeclarativeCheck({ rule: 'requires', field: 'a', fields: ['b'] }).occur({ a: 1, b: undefined })).toBe(
      false,
    );
  });

  it('a strict-dialect null (for absent) is dropped before the checks, so it is absent to them', () => {
    const strict = Interaction.define({
      commandField: 'type',
      modelSchemaDialect: 'strict',
      commands: {
        c: { fields: { url: text, path: text }, checks: [{ rule: 'oneOfPresent', fields: ['url', 'path'] }] },
      },
    });
    expect(strict.parse({ type: 'c', url: 'u', path: null })).toEqual({ type: 'c', url: 'u' });
  });
});

describe('evaluation order', () => {
  const order: string[] = [];
  const spy = (name: string) => ({ occur: () => (order.push(name), false), error: 'never' });
  /** A protocol recording in `order` which function checks run, compiled afresh by each test. */
  const orderedProtocol = () =>
    Interaction.define({
      commandField: 'type',
      checks: [spy('protocol function'), { rule: 'maxBytes', field: 'a', max: 3, error: 'protocol a too long' }],
      commands: {
        c: {
          fields: { a: text, b: { jsonSchema: { type: 'integer' } } },
          checks: [
            spy('function 1'),
            { rule: 'requires', field: 'a', fields: ['b'], error: 'a needs b' },
            spy('function 2'),
            { rule: 'differs', field: 'a', other: 'b', error: 'never, a string and an integer' },
            spy('function 3'),
          ],
        },
      },
    });

  it('declarative and function checks run in declaration order (protocol first), after structural validation', () => {
    const protocol = orderedProtocol();
    order.length = 0;
    expect(protocol.parse({ type: 'c', a: 'x', b: 1 })).toEqual({ type: 'c', a: 'x', b: 1 });
    expect(order).toEqual(['protocol function', 'function 1', 'function 2', 'function 3']);

    order.length = 0;
    expect(rejection(() => protocol.parse({ type: 'c', a: 'x' }))).toMatchObject({
      code: 'check',
      message: 'a needs b',
      pointer: '/a',
    });
    expect(order).toEqual(['protocol function', 'function 1']);

    order.length = 0;
    expect(rejection(() => protocol.parse({ type: 'c', a: 'long' })).message).toBe('protocol a too long');
    expect(order).toEqual(['protocol function']);
  });

  it('no check runs on a structurally invalid payload: the structural rejection comes first', () => {
    const protocol = orderedProtocol();
    order.length = 0;
    // `a` breaks both its schema and the maxBytes rule: the structural check wins.
    expect(rejection(() => protocol.parse({ type: 'c', a: 12345 }))).toMatchObject({ code: 'invalid', pointer: '/a' });
    expect(order).toEqual([]);
  });

  it('compiling never mutates the definition, and a compiled check keeps no reference to its rule', () => {
    const rule = { rule: 'requires' as const, field: 'a', fields: ['b'] };
    const frozen = deepFreeze({
      commandField: 'type',
      commands: { c: { fields: ['a', 'b'], checks: [{ ...rule, fields: [...rule.fields] }] } },
    });
    const compiled = Interaction.define(frozen);
    expect(rejection(() => compiled.parse({ type: 'c', a: 1 })).code).toBe('check');

    const check = compileDeclarativeCheck(rule);
    rule.fields.push('c');
    expect(check.occur({ a: 1, b: 2 })).toBe(false);
    expect(Object.isFrozen(check)).toBe(true);
  });
});

/** Malformed rules, each with the part of the definition error's message that names the problem. */
const MALFORMED: readonly { readonly check: unknown; readonly message: string; readonly schemaRejects: boolean }[] = [
  {
    check: { rule: 'required', fields: ['a'] },
    message: 'check 1: unknown rule "required"; the rules are requires, forbids',
    schemaRejects: true,
  },
  {
    check: { rule: 'requires', fields: ['a'] },
    message: 'rule "requires" needs `field`, a field name',
    schemaRejects: true,
  },
  {
    check: { rule: 'requires', field: '', fields: ['a'] },
    message: 'rule "requires" needs `field`, a field name',
    schemaRejects: true,
  },
  {
    check: { rule: 'forbids', field: 'a' },
    message: 'rule "forbids" needs `fields`, a non-empty list of field names',
    schemaRejects: true,
  },
  {
    check: { rule: 'oneOfPresent', fields: [] },
    message: 'rule "oneOfPresent" needs `fields`, a non-empty list',
    schemaRejects: true,
  },
  {
    check: { rule: 'anyOfPresent', fields: ['a', 'a'] },
    message: 'rule "anyOfPresent" lists a field twice',
    schemaRejects: true,
  },
  {
    check: { rule: 'anyOfPresent', fields: ['__proto__'] },
    message: 'needs `fields`, a non-empty list of field names',
    schemaRejects: true,
  },
  {
    check: { rule: 'maxBytes', field: 'a', max: 1.5 },
    message: 'rule "maxBytes" needs `max`, a non-negative integer',
    schemaRejects: true,
  },
  {
    check: { rule: 'maxBytes', field: 'a', max: -1 },
    message: 'rule "maxBytes" needs `max`, a non-negative integer',
    schemaRejects: true,
  },
  {
    check: { rule: 'maxBytes', field: 'a', max: '10' },
    message: 'rule "maxBytes" needs `max`, a non-negative integer',
    schemaRejects: true,
  },
  { check: { rule: 'maxBytes', field: 'a' }, message: 'rule "maxBytes" needs `max`', schemaRejects: true },
  {
    check: { rule: 'pattern', field: 'a' },
    message: 'rule "pattern" needs `pattern`, a regular expression as a string',
    schemaRejects: true,
  },
  {
    check: { rule: 'pattern', field: 'a', pattern: '(' },
    message: 'the pattern "(" does not compile',
    schemaRejects: false,
  },
  // Valid without the u flag (a literal brace), a syntax error with it.
  {
    check: { rule: 'pattern', field: 'a', pattern: 'a{' },
    message: 'the pattern "a{" does not compile',
    schemaRejects: false,
  },
  { check: { rule: 'equals', field: 'a' }, message: 'rule "equals" needs `other`, a field name', schemaRejects: true },
  {
    check: { rule: 'differs', field: 'a', other: 'a' },
    message: 'rule "differs" compares field "a" with itself',
    schemaRejects: false,
  },
  {
    check: { rule: 'requires', field: 'a', fields: ['b', 'a'] },
    message: 'rule "requires" names its own `field` "a" in `fields`',
    schemaRejects: false,
  },
  {
    check: { rule: 'requires', feild: 'a', field: 'a', fields: ['b'] },
    message: 'rule "requires" does not take "feild" (it takes `field`, `fields`)',
    schemaRejects: true,
  },
  {
    check: { rule: 'requires', field: 'a', fields: ['b'], error: 42 },
    message: 'the `error` of rule "requires" must be a string',
    schemaRejects: true,
  },
  { check: { rule: 7 }, message: 'unknown rule 7', schemaRejects: true },
];

describe('definition errors for malformed rules', () => {
  for (const { check, message } of MALFORMED) {
    it(`refuses ${JSON.stringify(check)} when the protocol is defined`, () => {
      const define = () =>
        Interaction.define({
          commandField: 'type',
          commands: { c: { fields: ['a', 'b'], checks: [check as DeclarativeCheck] } },
        });
      expect(define).toThrow(InteractionDefinitionError);
      expect(define).toThrow(message);
      try {
        define();
      } catch (error) {
        expect(error).toMatchObject({ code: 'check', commandId: 'c' });
        expect((error as Error).message).toMatch(/^command "c": check 1: /);
      }
    });
  }

  it('an invalid pattern keeps the SyntaxError as the cause', () => {
    try {
      compileDeclarativeCheck({ rule: 'pattern', field: 'a', pattern: '[' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InteractionDefinitionError);
      expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    }
  });

  it('names the position of the rule among the checks, function checks counted', () => {
    const define = () =>
      Interaction.define({
        commandField: 'type',
        commands: {
          c: {
            fields: ['a'],
            checks: [
              { occur: () => false, error: 'x' },
              { rule: 'maxBytes', field: 'a', max: 0.5 },
            ],
          },
        },
      });
    expect(define).toThrow('command "c": check 2: rule "maxBytes" needs `max`, a non-negative integer');
  });

  it('refuses an entry with both a rule and an occur function, and one with neither', () => {
    const both = { rule: 'anyOfPresent', fields: ['a'], occur: () => false, error: 'x' } as unknown as DeclarativeCheck;
    expect(() =>
      Interaction.define({ commandField: 'type', commands: { c: { fields: ['a'], checks: [both] } } }),
    ).toThrow('check 1 has both a rule and an occur function');
    const neither = { field: 'a', error: 'x' } as unknown as DeclarativeCheck;
    expect(() =>
      Interaction.define({ commandField: 'type', commands: { c: { fields: ['a'], checks: [neither] } } }),
    ).toThrow('check 1 needs an occur function or a rule');
  });

  it('compileDeclarativeCheck on its own names no command', () => {
    expect(() => compileDeclarativeCheck({ rule: 'nope' } as unknown as DeclarativeCheck)).toThrow(
      /^a check: unknown rule "nope"/,
    );
  });
});

describe('DECLARATIVE_CHECK_SCHEMA', () => {
  /** The schema compiled by Ajv, afresh by each test: a schema Ajv refuses fails that test, not the file's collection. */
  const compiledSchema = () => new Ajv({ strict: true, allErrors: true }).compile(DECLARATIVE_CHECK_SCHEMA);

  it('is draft-07 and accepts every rule used in these tests, with and without wording', () => {
    expect(DECLARATIVE_CHECK_SCHEMA['$schema']).toBe('http://json-schema.org/draft-07/schema#');
    const used: DeclarativeCheck[] = [
      ...Object.values(RULES).map((rule) => rule.check),
      ...Object.values(RULES).map((rule) => ({ ...rule.check, error: 'custom' })),
      { rule: 'maxBytes', field: 'note', max: 8 },
      { rule: 'maxBytes', field: 'note', max: 0 },
      { rule: 'pattern', field: 'emoji', pattern: '^.$' },
      { rule: 'requires', field: 'a', fields: ['b'] },
      { rule: 'oneOfPresent', fields: ['a', 'b'] },
    ];
    const validate = compiledSchema();
    for (const check of used) expect(validate(check), JSON.stringify(validate.errors)).toBe(true);
  });

  it('rejects every malformed rule a schema can tell (an uncompilable pattern and self-reference are left to the compiler)', () => {
    const validate = compiledSchema();
    for (const { check, schemaRejects } of MALFORMED)
      expect(validate(check), JSON.stringify(check)).toBe(!schemaRejects);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(DECLARATIVE_CHECK_SCHEMA)).toBe(true);
  });
});
