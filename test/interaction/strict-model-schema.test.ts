/**
 * Item 6: model schemas usable as LLM strict tool / structured-output schemas. The checker below is
 * written from the dialect's rules, independently of strict-model-schema.ts, and runs over every
 * model schema the fixtures produce under `modelSchemaDialect: 'strict'`, and over generated ones.
 */
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ajvValidators,
  commandSchema,
  compileCommands,
  Interaction,
  InteractionDefinitionError,
  STRICT_DROPPED_ANNOTATIONS,
  STRICT_DROPPED_CONSTRAINTS,
  STRICT_REJECTED_KEYWORDS,
  toStrictModelSchema,
  type Command,
} from '../../interaction/index.ts';
import { chat, FIXTURES, NOT_STRICT_EXPRESSIBLE } from './fixtures.ts';

type Schema = Record<string, unknown>;
const STRICT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'anyOf',
  'description',
]);
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const types = (schema: Schema): unknown[] =>
  Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];

/** Every way `schema` breaks the strict dialect, as `path: problem`. */
function strictProblems(schema: unknown, path = '#'): string[] {
  if (!isSchema(schema)) return [`${path}: not an object schema`];
  const problems: string[] = [];
  for (const keyword of Object.keys(schema))
    if (!STRICT_KEYWORDS.has(keyword)) problems.push(`${path}: unsupported keyword ${keyword}`);
  if (schema.type === undefined && schema.enum === undefined && schema.anyOf === undefined)
    problems.push(`${path}: no type, enum or anyOf`);
  if (types(schema).includes('object')) {
    if (!isSchema(schema.properties)) problems.push(`${path}: object without properties`);
    if (schema.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
    const names = Object.keys(isSchema(schema.properties) ? schema.properties : {});
    const required = Array.isArray(schema.required) ? schema.required : [];
    if (required.length !== names.length || !names.every((name) => required.includes(name)))
      problems.push(`${path}: not every property is required`);
    for (const name of names)
      problems.push(...strictProblems((schema.properties as Schema)[name], `${path}/properties/${name}`));
  }
  if (types(schema).includes('array')) problems.push(...strictProblems(schema.items, `${path}/items`));
  if (schema.anyOf !== undefined) {
    if (!Array.isArray(schema.anyOf) || schema.anyOf.length === 0) problems.push(`${path}: empty anyOf`);
    else schema.anyOf.forEach((branch, index) => problems.push(...strictProblems(branch, `${path}/anyOf/${index}`)));
  }
  return problems;
}

function rootProblems(schema: unknown): string[] {
  return isSchema(schema) && schema.type === 'object'
    ? strictProblems(schema)
    : ['#: the root is not an object schema'];
}

function acceptsNull(schema: unknown): boolean {
  if (!isSchema(schema)) return false;
  return (
    types(schema).includes('null') ||
    (Array.isArray(schema.enum) && schema.enum.includes(null)) ||
    (Array.isArray(schema.anyOf) && schema.anyOf.some(acceptsNull))
  );
}

/** Properties optional in the standard schema that do not accept null in the strict one. */
function optionalsNotNullable(strict: Schema, standard: Schema, path = '#'): string[] {
  const problems: string[] = [];
  const properties = isSchema(standard.properties) ? standard.properties : {};
  const required = Array.isArray(standard.required) ? standard.required : [];
  for (const [name, child] of Object.entries(properties)) {
    const strictChild = (strict.properties as Schema | undefined)?.[name];
    if (!required.includes(name) && !acceptsNull(strictChild))
      problems.push(`${path}/properties/${name}: optional but not nullable`);
    if (isSchema(child) && isSchema(strictChild))
      problems.push(...optionalsNotNullable(strictChild, child, `${path}/properties/${name}`));
  }
  if (isSchema(standard.items) && isSchema(strict.items))
    problems.push(...optionalsNotNullable(strict.items, standard.items, `${path}/items`));
  return problems;
}

/** Plain Ajv, not the toolchain's: a strict schema must be ordinary JSON Schema to any validator. */
const plainAjv = new Ajv({ strict: false });

function checkCommand(standard: Command, strict: Command): void {
  expect(rootProblems(strict.modelJsonSchema), String(strict.id)).toEqual([]);
  expect(optionalsNotNullable(strict.modelJsonSchema, standard.modelJsonSchema), String(strict.id)).toEqual([]);
  // Still a valid JSON Schema, compiled by plain Ajv.
  expect(() => plainAjv.compile(strict.modelJsonSchema)).not.toThrow();
}

describe('the strict dialect, over every fixture', () => {
  for (const [name, definition] of Object.entries(FIXTURES)) {
    it(`rule: fixture ${name} — every model schema is strict, or the fixture is refused as inexpressible`, () => {
      const standard = Interaction.define(definition);
      if (NOT_STRICT_EXPRESSIBLE.has(name)) {
        expect(() => Interaction.define({ ...definition, modelSchemaDialect: 'strict' })).toThrow(
          InteractionDefinitionError,
        );
        return;
      }
      const strict = Interaction.define({ ...definition, modelSchemaDialect: 'strict' });
      for (const id of strict.commands.ids) checkCommand(standard.commands.require(id), strict.commands.require(id));
      // The protocol union: strict roots must be single objects, so each branch is one tool's schema.
      for (const branch of strict.modelJsonSchema.anyOf as unknown[]) expect(rootProblems(branch)).toEqual([]);
      // The input side is unchanged by the dialect.
      expect(strict.inputJsonSchema).toEqual(standard.inputJsonSchema);
    });
  }

  it("rule: the checker itself rejects the standard dialect's schemas", () => {
    const standard = Interaction.define(chat);
    expect(rootProblems(standard.commands.require('reply').modelJsonSchema)).not.toEqual([]);
  });
});

describe('what the strict dialect keeps, drops and rejects', () => {
  /** The chat protocol in the strict dialect and two of its commands, compiled afresh by each test. */
  function strictChat() {
    const strict = Interaction.define({ ...chat, modelSchemaDialect: 'strict' });
    return { strict, reply: strict.commands.require('reply'), finish: strict.commands.require('finish') };
  }

  it('rule: optional fields are listed as required and nullable; constants become one-value enums', () => {
    const { reply } = strictChat();
    expect(reply.modelJsonSchema).toEqual({
      type: 'object',
      description: 'Show a note to the user',
      properties: {
        type: { type: 'string', enum: ['reply'] },
        text: { type: 'string', description: 'The note Constraints: minLength 1, maxLength 200.' },
        tone: { enum: ['plain', 'warm', null] },
      },
      required: ['type', 'text', 'tone'],
      additionalProperties: false,
    });
  });

  it('rule: oneOf becomes anyOf, and a nullable union gets a null branch', () => {
    const { finish } = strictChat();
    const score = (finish.modelJsonSchema.properties as Schema).score;
    expect(score).toEqual({
      anyOf: [{ type: 'integer', description: 'Constraints: minimum 0.' }, { enum: ['n/a'] }, { type: 'null' }],
    });
  });

  it('rule: a strict model answer parses — null for an optional field reads as absent, nested too', () => {
    const { strict, finish } = strictChat();
    const answer = { type: 'finish', summary: { title: 'done', items: [{ label: 'a', done: null }] }, score: null };
    const validate = plainAjv.compile(finish.modelJsonSchema);
    expect(validate(answer)).toBe(true);
    expect(strict.parse(answer)).toEqual({ type: 'finish', summary: { title: 'done', items: [{ label: 'a' }] } });
    expect(strict.parse({ type: 'reply', text: 'hi', tone: null })).toEqual({ type: 'reply', text: 'hi' });
  });

  it('rule: null for a required field is still rejected, and the standard dialect keeps null as a value', () => {
    const { strict } = strictChat();
    expect(() => strict.parse({ type: 'reply', text: null, tone: null })).toThrow(/\/text/);
    expect(() => Interaction.define(chat).parse({ type: 'reply', text: 'hi', tone: null })).toThrow(/\/tone/);
  });

  it('rule: commandSchema over a strict command keeps it strict', () => {
    const { reply } = strictChat();
    expect(rootProblems(commandSchema('reply', reply, 'type'))).toEqual([]);
    expect(rootProblems(commandSchema('reply', reply))).toEqual([]);
  });

  it('rule: keywords that would hide structure are rejected, naming where', () => {
    const refused: [string, Schema][] = [
      ['allOf', { allOf: [{ type: 'string' }] }],
      ['$ref', { $ref: '#/$defs/x' }],
      [
        'patternProperties',
        { type: 'object', properties: { a: { type: 'string' } }, patternProperties: { '^x': { type: 'string' } } },
      ],
      ['map', { type: 'object', additionalProperties: { type: 'string' } }],
      ['open object', { type: 'object' }],
      ['any value', {}],
      ['tuple', { type: 'array', items: [{ type: 'string' }] }],
      ['unknown keyword', { type: 'string', 'x-widget': 'textarea' }],
    ];
    for (const [label, jsonSchema] of refused) {
      const run = () => toStrictModelSchema({ type: 'object', properties: { field: jsonSchema }, required: [] }, 'cmd');
      expect(run, label).toThrow(InteractionDefinitionError);
      expect(run, label).toThrow(/\/properties\/field/);
    }
    expect(STRICT_REJECTED_KEYWORDS).toEqual(expect.arrayContaining(['allOf', '$ref', 'patternProperties']));
  });

  it('rule: a protocol whose model schema the dialect cannot express is refused when defined', () => {
    const run = () =>
      Interaction.define({
        commandField: 'type',
        modelSchemaDialect: 'strict',
        commands: { a: { fields: { data: { jsonSchema: { type: 'object' } } } } },
      });
    expect(run).toThrow(expect.objectContaining({ code: 'strict-schema', commandId: 'a' }));
  });

  it('rule: owned fields may use anything — they never reach the model schema', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      modelSchemaDialect: 'strict',
      commands: { a: { fields: { meta: { jsonSchema: { type: 'object' } } }, ownedFields: ['meta'] } },
    });
    expect(rootProblems(protocol.commands.require('a').modelJsonSchema)).toEqual([]);
  });

  it('rule: the documented keyword lists are disjoint', () => {
    const all = [...STRICT_DROPPED_CONSTRAINTS, ...STRICT_DROPPED_ANNOTATIONS, ...STRICT_REJECTED_KEYWORDS];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('generated declarations', () => {
  const name = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'epsilon');
  const scalar = fc.oneof(
    fc.constant({ type: 'string' }),
    fc.nat(40).map((n) => ({ type: 'string', maxLength: n, pattern: '^[a-z]*$' })),
    fc.constant({ type: 'integer', minimum: 0, maximum: 9 }),
    fc.constant({ type: 'number' }),
    fc.constant({ type: 'boolean', default: false }),
    fc.constant({ enum: ['a', 'b'] }),
    fc.constant({ const: 'fixed' }),
    fc.constant({ type: ['string', 'null'] }),
  );
  const { node } = fc.letrec<{ node: Schema; object: Schema; array: Schema; union: Schema }>((tie) => ({
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('object'), tie('array'), tie('union')),
    object: fc.dictionary(name, tie('node'), { maxKeys: 3 }).chain((properties) =>
      fc
        .record({ required: fc.subarray(Object.keys(properties)), closed: fc.boolean() })
        .map(({ required, closed }) => ({
          type: 'object',
          properties,
          required,
          ...(closed || Object.keys(properties).length === 0 ? { additionalProperties: false } : {}),
        })),
    ),
    array: fc
      .record({ items: tie('node'), minItems: fc.nat(2) })
      .map(({ items, minItems }) => ({ type: 'array', items, minItems })),
    union: fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((branches) => ({ oneOf: branches })),
  }));
  const field = fc.record({
    required: fc.boolean(),
    modelRequired: fc.boolean(),
    jsonSchema: node,
    description: fc.option(fc.string(), { nil: undefined }),
  });
  const fields = fc.dictionary(name, field, { maxKeys: 5 });

  it('rule: every model schema compiled from a generated declaration is strict, with its optional fields nullable', () => {
    const validators = ajvValidators(); // one Ajv for every run: compiling, not Ajv's setup, is under test
    fc.assert(
      fc.property(fields, (declared) => {
        const strict = compileCommands(
          { cmd: { fields: declared } },
          { commandField: 'type', modelSchemaDialect: 'strict', validators },
        );
        const standard = compileCommands({ cmd: { fields: declared } }, { commandField: 'type', validators });
        checkCommand(standard.cmd, strict.cmd);
      }),
      { numRuns: 150 },
    );
  });
});
