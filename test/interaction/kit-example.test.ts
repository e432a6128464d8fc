/**
 * The kit's own example (docs/interaction-kit.md), run unchanged against felan-protocol/interaction.
 */
import { describe, expect, it } from 'vitest';
import { Interaction } from '../../interaction/index.ts';

describe('the kit example', () => {
  /** The example's protocol, compiled afresh by each test. */
  const kitExample = () =>
    Interaction.define({
      commandField: 'type',
      commands: {
        reply: {
          category: 'presentation',
          description: 'Show a confirmed note',
          fields: { text: { required: true, jsonSchema: { type: 'string' } } },
          checks: [{ occur: (v) => typeof v.text !== 'string', error: 'text must be a string' }],
        },
        unavailable: { category: 'receipt', description: 'Material unavailable', fields: {} },
      },
    });

  it('rule: receive returns the selected id and the result', () => {
    const protocol = kitExample();
    expect(protocol.receive({ type: 'reply', text: 'hi' })).toEqual({
      id: 'reply',
      result: { type: 'reply', text: 'hi' },
    });
  });

  it('rule: bind(...).dispatch runs the handler of the selected command', () => {
    const protocol = kitExample();
    const d = Interaction.bind(protocol, { reply: (v) => 'note: ' + v.text, unavailable: () => 'n/a' });
    expect(d.dispatch({ type: 'reply', text: 'hi' }, undefined)).toBe('note: hi');
    expect(d.dispatch({ type: 'unavailable' }, undefined)).toBe('n/a');
    expect(d.catalog).toEqual([
      {
        id: 'reply',
        category: 'presentation',
        description: 'Show a confirmed note',
        terminal: undefined,
        modes: undefined,
      },
      {
        id: 'unavailable',
        category: 'receipt',
        description: 'Material unavailable',
        terminal: undefined,
        modes: undefined,
      },
    ]);
  });

  it('rule: the example protocol rejects a reply without text', () => {
    const protocol = kitExample();
    expect(() => protocol.receive({ type: 'reply' })).toThrow(/text/);
  });

  it("rule: the reference's single-command and batch entries work as shown", async () => {
    const { defineCommand, compileCommands, commandSchema, CommandCatalog } =
      await import('../../interaction/index.ts');
    const reply = defineCommand({
      fields: { text: { required: true } },
      checks: [{ occur: (value) => typeof value.text !== 'string', error: 'text needed' }],
    });
    expect(reply.parse({ text: 'interface note' })).toEqual({ text: 'interface note' });
    expect(() => reply.parse({ text: 3 })).toThrow('text needed');
    const compiled = compileCommands({ reply: { fields: { text: { required: true } } } });
    const commands = new CommandCatalog(Object.entries(compiled));
    expect(commandSchema('reply', commands.require('reply'))).toEqual(compiled.reply.modelJsonSchema);
    expect(commands.manifest()).toEqual([
      { id: 'reply', category: undefined, description: undefined, terminal: undefined, modes: undefined },
    ]);
  });
});
