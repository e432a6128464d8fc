/** One declaration, two schemas: what the compiler core produces per command. */
import { describe, expect, it } from 'vitest';
import { compileCommands, defineCommand, Interaction, INTERACTION_CATEGORIES } from '../../interaction/index.ts';
import { chat, listed, definitionError } from './fixtures.ts';

/** The chat protocol and two of its commands, compiled afresh by each test. */
function compiledChat() {
  const protocol = Interaction.define(chat);
  return { protocol, reply: protocol.commands.require('reply'), approve: protocol.commands.require('approve') };
}

describe('field schemas', () => {
  it('rule: fieldSchemas start with the discriminator pinned to the command id, then the mode, then the fields in order', () => {
    const { reply, approve } = compiledChat();
    expect(Object.keys(reply.fieldSchemas)).toEqual(['type', 'mode', 'text', 'tone']);
    expect(reply.fieldSchemas.type).toEqual({ type: 'string', const: 'reply' });
    expect(reply.fieldSchemas.text).toEqual({ type: 'string', minLength: 1, maxLength: 200, description: 'The note' });
    expect(approve.fieldSchemas.mode).toEqual({ type: 'string', enum: ['review'] });
  });

  it('rule: a discriminator declared with another value is forced to the id the command is registered under', () => {
    const compiled = compileCommands({ reply: { discriminator: { field: 'type', value: 'unavailable' }, fields: {} } });
    expect(compiled.reply.fieldSchemas.type).toEqual({ type: 'string', const: 'reply' });
    expect(compiled.reply.id).toBe('reply');
    expect(compiled.reply.parse({ type: 'reply' })).toEqual({ type: 'reply' });
    expect(() => compiled.reply.parse({ type: 'unavailable' })).toThrow(/names command "unavailable"/);
  });

  it('rule: a field list declares optional fields of any value', () => {
    const note = Interaction.define(listed).commands.require('note');
    expect(note.fieldSchemas).toEqual({ op: { type: 'string', const: 'note' }, title: {}, body: {} });
    expect(note.inputJsonSchema.required).toEqual(['op']);
  });
});

describe('input and model schemas', () => {
  it('rule: inputJsonSchema requires every required field and is closed', () => {
    const { approve } = compiledChat();
    expect(approve.inputJsonSchema).toMatchObject({
      type: 'object',
      required: ['type', 'mode', 'requestId'],
      additionalProperties: false,
    });
    expect(Object.keys(approve.inputJsonSchema.properties as object)).toEqual([
      'type',
      'mode',
      'requestId',
      'note',
      'approvedBy',
    ]);
  });

  it('rule: modelJsonSchema requires only modelRequired fields and leaves out owned fields and the mode', () => {
    const { approve } = compiledChat();
    expect(approve.modelJsonSchema).toMatchObject({
      type: 'object',
      required: ['type', 'requestId'],
      additionalProperties: false,
    });
    expect(Object.keys(approve.modelJsonSchema.properties as object)).toEqual(['type', 'requestId', 'note']);
  });

  it('rule: a required field that is not modelRequired is required on input only', () => {
    const command = defineCommand({
      discriminator: { field: 'type', value: 'x' },
      fields: { a: { required: true }, b: { required: true, modelRequired: true } },
    });
    expect(command.inputJsonSchema.required).toEqual(['type', 'a', 'b']);
    expect(command.modelJsonSchema.required).toEqual(['type', 'b']);
  });

  it('rule: additionalProperties follows the command, else the compiler policy, else false', () => {
    const closed = compileCommands({ a: { fields: {} } }, { commandField: 'type' });
    const open = compileCommands(
      { a: { fields: {} }, b: { fields: {}, additionalProperties: false } },
      { commandField: 'type', additionalProperties: true },
    );
    expect(closed.a.inputJsonSchema.additionalProperties).toBe(false);
    expect(open.a.inputJsonSchema.additionalProperties).toBe(true);
    expect(open.b.inputJsonSchema.additionalProperties).toBe(false);
    expect(() => closed.a.parse({ type: 'a', extra: 1 })).toThrow(/\/extra/);
    expect(open.a.parse({ type: 'a', extra: 1 })).toEqual({ type: 'a', extra: 1 });
  });

  it('rule: the protocol schemas are the union of the per-command schemas', () => {
    const { protocol } = compiledChat();
    expect(protocol.modelJsonSchema.anyOf).toEqual(
      protocol.commands.ids.map((id) => protocol.commands.require(id).modelJsonSchema),
    );
    expect(protocol.inputJsonSchema.anyOf).toEqual(
      protocol.commands.ids.map((id) => protocol.commands.require(id).inputJsonSchema),
    );
  });

  it('rule: compiled schemas are frozen, so no caller can change what parse checks', () => {
    const { protocol, reply } = compiledChat();
    expect(Object.isFrozen(reply.inputJsonSchema)).toBe(true);
    expect(Object.isFrozen(reply.inputJsonSchema.properties)).toBe(true);
    expect(Object.isFrozen(protocol.modelJsonSchema)).toBe(true);
  });
});

describe('declarations the compiler refuses', () => {
  it('rule: category comes from the frozen list', () => {
    expect(Object.isFrozen(INTERACTION_CATEGORIES)).toBe(true);
    expect(INTERACTION_CATEGORIES).toEqual(expect.arrayContaining(['presentation', 'receipt']));
    expect(Interaction.categories).toBe(INTERACTION_CATEGORIES);
    for (const category of INTERACTION_CATEGORIES)
      expect(() => compileCommands({ a: { category, fields: {} } })).not.toThrow();
    // @ts-expect-error — not a category
    expect(definitionError(() => compileCommands({ a: { category: 'gossip', fields: {} } })).code).toBe('category');
  });

  it('rule: an owned field cannot be modelRequired (the model schema leaves it out), nor be a selector', () => {
    const modelRequired = definitionError(() =>
      compileCommands({ a: { fields: { b: { modelRequired: true } }, ownedFields: ['b'] } }),
    );
    expect(modelRequired).toMatchObject({ code: 'owned', commandId: 'a', path: ['fields', 'b'] });
    expect(modelRequired.message).toBe(
      'command "a": owned field "b" cannot be modelRequired: the model schema leaves owned fields out',
    );
    expect(
      definitionError(() => compileCommands({ a: { fields: {}, ownedFields: ['type'] } }, { commandField: 'type' })),
    ).toMatchObject({ code: 'owned', path: ['ownedFields', 0] });
    expect(() => compileCommands({ a: { fields: { b: { required: true } }, ownedFields: ['b'] } })).not.toThrow();
    expect(() => compileCommands({ a: { fields: { b: {} }, ownedFields: ['b', 'c'] } })).not.toThrow();
  });

  it('rule: a field may not reuse a selector or the mode field, and selectors must differ', () => {
    expect(
      definitionError(() =>
        compileCommands({ a: { fields: { kind: {} } } }, { commandField: 'type', commandAliases: ['kind'] }),
      ).code,
    ).toBe('selector');
    expect(
      definitionError(() => compileCommands({ a: { fields: {} } }, { commandField: 'type', commandAliases: ['type'] }))
        .code,
    ).toBe('selector');
    expect(definitionError(() => compileCommands({ a: { fields: {} } }, { commandAliases: ['kind'] })).code).toBe(
      'selector',
    );
    expect(definitionError(() => compileCommands({ a: { fields: { mode: {} } } }, { modeField: 'mode' })).code).toBe(
      'selector',
    );
  });

  it('rule: a protocol needs commands, and a mode list cannot be empty', () => {
    expect(definitionError(() => Interaction.define({ commandField: 'type', commands: {} })).code).toBe('commands');
    expect(definitionError(() => compileCommands({ a: { fields: {}, modes: [] } }, { modeField: 'mode' })).code).toBe(
      'mode',
    );
  });

  it('rule: a jsonSchema Ajv cannot compile is a definition error, not a parse-time failure', () => {
    const error = definitionError(() =>
      compileCommands({ a: { fields: { b: { jsonSchema: { type: 'string', maxLenght: 3 } } } } }),
    );
    expect(error.code).toBe('validator');
    expect(error.message).toMatch(/maxLenght/);
  });

  it('rule: protocol-level fields are shared by every command, and a command cannot redeclare one', () => {
    const shared = Interaction.define({
      commandField: 'type',
      fields: { requestId: { required: true, jsonSchema: { type: 'string' } } },
      commands: { a: { fields: ['x'] } },
    });
    expect(Object.keys(shared.commands.require('a').fieldSchemas)).toEqual(['type', 'requestId', 'x']);
    expect(
      definitionError(() =>
        Interaction.define({ commandField: 'type', fields: ['requestId'], commands: { a: { fields: ['requestId'] } } }),
      ).code,
    ).toBe('field');
  });

  it('rule: protocol-level format, error, category and terminal are defaults a command may override; refines both run', () => {
    const ran: string[] = [];
    const shared = Interaction.define<Record<string, unknown>, string>({
      commandField: 'type',
      category: 'receipt',
      terminal: true,
      format: (v) => `protocol formatted ${String(v.type)}`,
      refine: () => void ran.push('protocol'),
      commands: {
        a: { fields: {}, refine: () => void ran.push('a') },
        b: { fields: {}, category: 'action', terminal: false, format: () => 'b formatted' },
      },
    });
    expect(shared.parse({ type: 'a' })).toBe('protocol formatted a');
    expect(shared.parse({ type: 'b' })).toBe('b formatted');
    expect(ran).toEqual(['protocol', 'a', 'protocol']);
    expect(shared.commands.manifest().map(({ category, terminal }) => [category, terminal])).toEqual([
      ['receipt', true],
      ['action', false],
    ]);
  });
});
