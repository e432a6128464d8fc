/** commandSchema: one command's schema, for compiled commands and legacy dynamic hosts. */
import { describe, expect, it } from 'vitest';
import { commandSchema, Interaction } from '../../interaction/index.ts';
import { chat } from './fixtures.ts';

/** The chat protocol, compiled afresh by each test. */
const chatProtocol = () => Interaction.define(chat);

describe('commandSchema', () => {
  it('rule: a compiled command gives its model schema, as a copy the caller may edit', () => {
    const reply = chatProtocol().commands.require('reply');
    const schema = commandSchema('reply', reply);
    expect(schema).toEqual(reply.modelJsonSchema);
    expect(schema).not.toBe(reply.modelJsonSchema);
    expect(Object.isFrozen(schema)).toBe(false);
    expect(Interaction.commandSchema).toBe(commandSchema);
  });

  it('rule: a named discriminator is pinned to the id, first and required', () => {
    const schema = commandSchema('reply', chatProtocol().commands.require('reply'), 'type');
    expect(Object.keys(schema.properties as object)[0]).toBe('type');
    expect((schema.properties as Record<string, unknown>).type).toEqual({ type: 'string', const: 'reply' });
    expect(schema.required).toEqual(['type', 'text']);
  });

  it('rule: a protocol without field schemas falls back to an open object pinning only the discriminator', () => {
    const legacy = { keys: (value: Record<string, unknown>) => (typeof value.type === 'string' ? [value.type] : []) };
    expect(commandSchema('search', legacy, 'type')).toEqual({
      type: 'object',
      additionalProperties: true,
      properties: { type: { type: 'string', const: 'search' } },
      required: ['type'],
    });
    // Schemas alone are not enough: without fieldSchemas the host is treated as dynamic.
    expect(
      commandSchema('search', { ...legacy, modelJsonSchema: { type: 'object' } }, 'type').additionalProperties,
    ).toBe(true);
    expect(commandSchema('search', legacy)).toEqual({ type: 'object', additionalProperties: true });
  });

  it('rule: a compiled command never gets the open fallback', () => {
    const schema = commandSchema('approve', chatProtocol().commands.require('approve'), 'type');
    expect(schema.additionalProperties).toBe(false);
  });
});
