/**
 * What the protocol's own parts may not do, reported as the protocol's (protocol-definition.ts
 * checkProtocolParts), and a command that is no object reaching the compiler as it was declared
 * (withProtocolParts).
 */
import { describe, expect, it } from 'vitest';
import { Interaction, type InteractionProtocolDefinition } from '../../interaction/index.ts';
import { definitionError, offType } from './fixtures.ts';

type Definition = InteractionProtocolDefinition<Record<string, unknown>, Record<string, unknown>, [], string>;

const shown = (error: { code: string; message: string; commandId: unknown; path: unknown }) => ({
  code: error.code,
  message: error.message,
  commandId: error.commandId,
  path: error.path,
});

describe('the protocol shared fields', () => {
  it('rule: a shared field may not reuse the mode field, reported as the protocol\'s at ["fields", name]', () => {
    const protocol: Definition = {
      commandField: 'type',
      modeField: 'mode',
      fields: { mode: {} },
      commands: { note: { fields: {} } },
    };
    expect(shown(definitionError(() => Interaction.define(protocol)))).toEqual({
      code: 'selector',
      message: 'the protocol\'s field "mode" is a selector or the mode field',
      commandId: undefined,
      path: ['fields', 'mode'],
    });
  });

  it('rule: without a mode field a shared field of any name other than the selectors is accepted', () => {
    const protocol: Definition = { commandField: 'type', fields: { mode: {} }, commands: { note: { fields: {} } } };
    const note = Interaction.define(protocol).commands.require('note');
    expect(note.parse({ type: 'note', mode: 'x' })).toEqual({ type: 'note', mode: 'x' });
  });
});

describe('a command that is no object', () => {
  it("rule: a protocol command declared by no object is refused by the compiler as that command's, with no shared part folded in", () => {
    for (const command of [null, 'note', 7]) {
      const protocol: Definition = { commandField: 'type', fields: { text: {} }, commands: { note: offType(command) } };
      expect(shown(definitionError(() => Interaction.define(protocol)))).toEqual({
        code: 'field',
        message: 'command "note": a command is declared by an object',
        commandId: 'note',
        path: undefined,
      });
    }
  });
});
