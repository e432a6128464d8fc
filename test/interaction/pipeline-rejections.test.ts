/**
 * One compiled command parsing a payload on its own (no catalog around it): each rejection's exact
 * code, message, pointer and detail, and the schema commandSchema hands a host for one command.
 */
import { describe, expect, it } from 'vitest';
import { ajvValidators } from '../../interaction/ajv-validators.ts';
import {
  commandSchema,
  compileCommands,
  defineCommand,
  InteractionProtocol,
  type CommandDefinition,
  type CompileOptions,
  type ProtocolShape,
  type StructuralError,
  type ValidatorSource,
} from '../../runtime/interaction/index.ts';
import { rejection, offType } from './fixtures.ts';

type Definition = CommandDefinition<Record<string, unknown>, unknown, []>;

function compile<Id extends string>(
  definitions: Record<Id, Definition>,
  options: CompileOptions & { validators?: ValidatorSource } = {},
) {
  return compileCommands(definitions, { ...options, validators: options.validators ?? ajvValidators() });
}

/** A validator factory whose validators always fail with `errors`. */
const failingWith =
  (errors: StructuralError[]): ValidatorSource =>
  () =>
  () => ({ valid: false, errors });

describe('shape and selectors', () => {
  it('rule: a payload that is not an object is invalid at the root, naming the command', () => {
    const { note } = compile({ note: { fields: {} } }, { commandField: 'type' });
    for (const payload of [null, 'note', 3, ['note']]) {
      expect(rejection(() => note.parse(offType(payload)))).toMatchObject({
        code: 'invalid',
        commandId: 'note',
        message: 'command "note" expects an object',
        pointer: '',
      });
    }
  });

  it('rule: a command without an id is named "the command" in its messages', () => {
    const command = defineCommand({ fields: {} }, { validators: ajvValidators() });
    expect(rejection(() => command.parse(offType(null)))).toMatchObject({
      code: 'invalid',
      commandId: undefined,
      message: 'the command expects an object',
      pointer: '',
    });
    const failing = defineCommand(
      { fields: {}, checks: [{ occur: () => true, error: offType<string>(undefined) }] },
      { validators: ajvValidators() },
    );
    expect(rejection(() => failing.parse({})).message).toBe('the command fails check 1');
  });

  it('rule: a selector holding a non-string names no command and is refused at its pointer', () => {
    const { note } = compile({ note: { fields: {} } }, { commandField: 'type', commandAliases: ['kind'] });
    expect(rejection(() => note.parse({ type: 5 }))).toMatchObject({
      code: 'discriminator',
      message: 'the payload names no command, not command "note"',
      pointer: '/type',
    });
    expect(rejection(() => note.parse({ type: 'note', kind: null }))).toMatchObject({
      code: 'discriminator',
      message: 'the payload names no command, not command "note"',
      pointer: '/kind',
    });
  });

  it('rule: keys reads no selector from a value that is not an object', () => {
    const { note } = compile({ note: { fields: {} } }, { commandField: 'type' });
    const selectorsOf = note.keys as (value: unknown) => string[];
    for (const value of [null, undefined, 'type', Object.assign(['x'], { type: 'note' })])
      expect(selectorsOf(value)).toEqual([]);
    expect(note.keys({ type: 'note' })).toEqual(['note']);
  });
});

describe('ownership and presence inside the command', () => {
  it('rule: a command parsed on its own refuses an owned field with the ownership message', () => {
    const { note } = compile(
      { note: { fields: { text: {}, createdAt: {} }, ownedFields: ['createdAt'] } },
      { commandField: 'type' },
    );
    expect(rejection(() => note.parse({ type: 'note', createdAt: 1 }))).toMatchObject({
      code: 'ownership',
      commandId: 'note',
      message: 'field "createdAt" is written by the program and may not be supplied',
      pointer: '/createdAt',
    });
  });

  it("rule: optionalPresence 'defined' refuses an own property holding undefined, at its pointer", () => {
    const { note } = compile(
      { note: { fields: { text: {}, tone: {} }, optionalPresence: 'defined' } },
      { commandField: 'type' },
    );
    expect(rejection(() => note.parse({ type: 'note', text: 'hi', tone: undefined }))).toMatchObject({
      code: 'invalid',
      message: 'field "tone" is present but undefined',
      pointer: '/tone',
    });
  });
});

describe('structural rejections', () => {
  it('rule: a validator failing without errors rejects the whole payload: "(root) is invalid"', () => {
    const { note } = compile({ note: { fields: {} } }, { commandField: 'type', validators: failingWith([]) });
    expect(rejection(() => note.parse({ type: 'note' }))).toMatchObject({
      code: 'invalid',
      message: 'command "note" is invalid: (root) is invalid',
      pointer: '',
      detail: '(root) is invalid',
    });
  });

  it('rule: an error at the root is shown as "(root)", one inside at its pointer', () => {
    const root = compile(
      { note: { fields: {} } },
      { commandField: 'type', validators: failingWith([{ instancePath: '', message: 'must be allowed' }]) },
    ).note;
    expect(rejection(() => root.parse({ type: 'note' }))).toMatchObject({
      message: 'command "note" is invalid: (root) must be allowed',
      pointer: '',
      detail: '(root) must be allowed',
    });
    const inner = compile(
      { note: { fields: {} } },
      { commandField: 'type', validators: failingWith([{ instancePath: '/text', message: 'must be string' }]) },
    ).note;
    expect(rejection(() => inner.parse({ type: 'note' }))).toMatchObject({
      message: 'command "note" is invalid: /text must be string',
      pointer: '/text',
      detail: '/text must be string',
    });
  });
});

describe('checks', () => {
  it("rule: a check without wording is named by its 1-based number in the command's list", () => {
    const { note } = compile({
      note: {
        fields: { a: {} },
        checks: [
          { occur: () => false, error: 'never' },
          { occur: (value) => value.a === 1, error: offType<string>(undefined) },
        ],
      },
    });
    expect(rejection(() => note.parse({ a: 1 }))).toMatchObject({
      code: 'check',
      message: 'command "note" fails check 2',
      pointer: undefined,
    });
  });

  it('rule: a check worded by an Error rejects with its message and keeps it as the cause', () => {
    const reason = new Error('a must not be 1');
    const { note } = compile({
      note: { fields: { a: {} }, checks: [{ occur: (value) => value.a === 1, error: reason, field: 'a' }] },
    });
    const rejected = rejection(() => note.parse({ a: 1 }));
    expect(rejected).toMatchObject({ code: 'check', message: 'a must not be 1', pointer: '/a' });
    expect(rejected.cause).toBe(reason);
  });
});

describe('commandSchema', () => {
  it('rule: a named discriminator is pinned first, required and const, on a command compiled without one', () => {
    const command = defineCommand(
      { fields: { a: { required: true, modelRequired: true } } },
      { validators: ajvValidators() },
    );
    const schema = commandSchema('note', command, 'type');
    expect(schema).toStrictEqual({
      type: 'object',
      properties: { type: { type: 'string', const: 'note' }, a: {} },
      required: ['type', 'a'],
      additionalProperties: false,
    });
    expect(Object.keys(schema.properties as object)).toEqual(['type', 'a']);
  });

  it('rule: pinning replaces the compiled discriminator with the id asked for, once', () => {
    const { note } = compile({ note: { fields: { a: {} } } }, { commandField: 'type' });
    const schema = commandSchema('memo', note, 'type');
    expect(schema.properties).toStrictEqual({ type: { type: 'string', const: 'memo' }, a: {} });
    expect(schema.required).toEqual(['type']);
  });

  it('rule: a strict-dialect schema keeps its one-value enum spelling of the pinned constant', () => {
    const protocol = InteractionProtocol.define(
      {
        commandField: 'type',
        modelSchemaDialect: 'strict',
        commands: {
          note: { fields: { text: { required: true, modelRequired: true, jsonSchema: { type: 'string' } } } },
        },
      },
      ajvValidators(),
    );
    const note = protocol.commands.require('note');
    expect((note.modelJsonSchema.properties as Record<string, unknown>).type).toEqual({
      type: 'string',
      enum: ['note'],
    });
    expect((commandSchema('memo', note, 'type').properties as Record<string, unknown>).type).toStrictEqual({
      type: 'string',
      enum: ['memo'],
    });
  });

  it('rule: a property spelled with both enum and const keeps the const spelling', () => {
    const shape: ProtocolShape = {
      fieldSchemas: {},
      modelJsonSchema: {
        type: 'object',
        properties: { type: { type: 'string', enum: ['note'], const: 'note' } },
        required: ['type'],
      },
      keys: () => [],
    };
    expect(commandSchema('memo', shape, 'type')).toStrictEqual({
      type: 'object',
      properties: { type: { type: 'string', const: 'memo' } },
      required: ['type'],
    });
  });
});
