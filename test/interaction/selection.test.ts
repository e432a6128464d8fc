/** Which command a payload selects, and what parse and receive return for it. */
import { describe, expect, it } from 'vitest';
import { Interaction } from '../../interaction/index.ts';
import { chat, rejection } from './fixtures.ts';

/** The chat protocol, compiled afresh by each test. */
const chatProtocol = () => Interaction.define(chat);
/** A protocol with wording of its own and a formatter, compiled afresh by each test. */
const formattedProtocol = () =>
  Interaction.define({
    commandField: 'type',
    commandAliases: ['kind', 'command'],
    unknownError: 'no such command',
    selectionError: (value) => `cannot tell which command ${JSON.stringify(value)} is`,
    commands: {
      add: {
        fields: {
          a: { required: true, jsonSchema: { type: 'number' } },
          b: { required: true, jsonSchema: { type: 'number' } },
        },
        format: (v) => ({ sum: Number(v.a) + Number(v.b) }),
      },
      noop: { fields: {} },
    },
  });

describe('parse and receive', () => {
  it('rule: parse returns only the result', () => {
    const formatted = formattedProtocol();
    expect(formatted.parse({ type: 'add', a: 1, b: 2 })).toEqual({ sum: 3 });
    expect(rejection(() => formatted.parse({ type: 'add', a: 1 })).code).toBe('invalid');
  });

  it("rule: receive returns {id, result}, the id kept apart from the formatter's output", () => {
    const protocol = chatProtocol();
    const formatted = formattedProtocol();
    expect(formatted.receive({ type: 'add', a: 1, b: 2 })).toEqual({ id: 'add', result: { sum: 3 } });
    expect(protocol.receive({ type: 'unavailable', reason: 'offline' })).toEqual({
      id: 'unavailable',
      result: { type: 'unavailable', reason: 'offline' },
    });
    expect(rejection(() => formatted.receive({ type: 'add', a: '1', b: 2 })).pointer).toBe('/a');
  });

  it('rule: commandSelectors are the command field first, then the aliases', () => {
    const formatted = formattedProtocol();
    expect(formatted.commandField).toBe('type');
    expect(formatted.commandSelectors).toEqual(['type', 'kind', 'command']);
  });
});

describe('aliases', () => {
  it('rule: an alias selects on input, and the normalized output carries the command field instead', () => {
    const protocol = chatProtocol();
    const formatted = formattedProtocol();
    expect(protocol.receive({ kind: 'reply', text: 'hi' })).toEqual({
      id: 'reply',
      result: { type: 'reply', text: 'hi' },
    });
    expect(formatted.receive({ command: 'noop' })).toEqual({ id: 'noop', result: { type: 'noop' } });
    const both = protocol.parse({ kind: 'reply', type: 'reply', text: 'hi' });
    expect(Object.keys(both)).toEqual(['type', 'text']);
  });

  it('rule: aliases never appear in schemas', () => {
    const protocol = chatProtocol();
    for (const schema of [protocol.modelJsonSchema, protocol.inputJsonSchema])
      expect(JSON.stringify(schema)).not.toMatch(/"kind"/);
    expect(rejection(() => protocol.parse({ kind: 'reply', text: 'hi', tone: 'loud' })).code).toBe('invalid');
  });
});

describe('selection', () => {
  it('rule: an unknown selector is rejected with unknownError', () => {
    const protocol = chatProtocol();
    const formatted = formattedProtocol();
    const error = rejection(() => formatted.parse({ type: 'launch' }));
    expect(error).toMatchObject({ code: 'unknown', message: 'no such command', commandId: undefined });
    expect(rejection(() => protocol.parse({ kind: 'launch' })).message).toBe('unknown command "launch"');
    expect(formatted.parse({ type: 'noop' })).toEqual({ type: 'noop' });
  });

  it('rule: a payload with no selector is rejected with selectionError', () => {
    const protocol = chatProtocol();
    const formatted = formattedProtocol();
    expect(rejection(() => formatted.parse({ a: 1, b: 2 }))).toMatchObject({
      code: 'selection',
      message: 'cannot tell which command {"a":1,"b":2} is',
    });
    expect(rejection(() => protocol.parse({ text: 'hi' })).message).toBe('the payload selects no command');
    expect(rejection(() => protocol.parse({ type: 7, text: 'hi' })).code).toBe('selection');
    expect(rejection(() => protocol.parse(['reply'] as never)).code).toBe('selection');
    expect(formatted.parse({ kind: 'noop' })).toEqual({ type: 'noop' });
  });

  it('rule: selectors that name two commands select neither', () => {
    const protocol = chatProtocol();
    const error = rejection(() => protocol.parse({ type: 'reply', kind: 'unavailable', text: 'hi' }));
    expect(error.code).toBe('selection');
    expect(error.message).toBe('the payload\'s selectors disagree: "reply", "unavailable"');
    expect(protocol.parse({ type: 'reply', kind: 'reply', text: 'hi' })).toEqual({ type: 'reply', text: 'hi' });
  });

  it('rule: a discriminator naming another command is never dispatched to it — parsed by one command it is rejected', () => {
    const protocol = chatProtocol();
    const reply = protocol.commands.require('reply');
    const error = rejection(() => reply.parse({ type: 'unavailable', reason: 'x' }));
    expect(error).toMatchObject({ code: 'discriminator', commandId: 'reply', pointer: '/type' });
    expect(rejection(() => reply.parse({ kind: 'unavailable', text: 'x' })).pointer).toBe('/kind');
    expect(rejection(() => reply.parse({ type: 3, text: 'x' })).code).toBe('discriminator');
  });

  it("rule: a payload without a discriminator parsed by one command gets that command's id", () => {
    const protocol = chatProtocol();
    expect(protocol.commands.require('reply').parse({ text: 'hi' })).toEqual({ type: 'reply', text: 'hi' });
  });

  it('rule: CommandCatalog.require returns one compiled command and rejects an unknown id as unknown', () => {
    const formatted = formattedProtocol();
    expect(formatted.commands.require('add').id).toBe('add');
    expect(rejection(() => formatted.commands.require('launch'))).toMatchObject({
      code: 'unknown',
      message: 'no such command',
    });
  });

  it('rule: a payload key named __proto__ is data, never a prototype', () => {
    const formatted = formattedProtocol();
    const payload = JSON.parse('{"type":"noop","__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(rejection(() => formatted.parse(payload))).toMatchObject({ code: 'invalid', pointer: '/__proto__' });
    const open = Interaction.define({
      commandField: 'type',
      additionalProperties: true,
      commands: { noop: { fields: {} } },
    });
    const result = open.parse(payload);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect((result as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('selection cost', () => {
  it('rule: commands compiled together share one selector reader, so selecting reads the payload once', () => {
    const many = Interaction.define({
      commandField: 'type',
      commands: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`c${i}`, { fields: {} }])),
    });
    const readers = new Set(many.commands.ids.map((id) => many.commands.require(id).keys));
    expect(readers.size).toBe(1);
    expect(many.parse({ type: 'c49' })).toEqual({ type: 'c49' });
  });
});
