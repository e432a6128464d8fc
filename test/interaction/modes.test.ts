/** Commands limited to app-declared modes. */
import { describe, expect, it } from 'vitest';
import { compileCommands, CommandCatalog, Interaction, InteractionDefinitionError } from '../../interaction/index.ts';
import { chat, rejection } from './fixtures.ts';

/** The chat protocol with its own modeError, compiled afresh by each test. */
const modalProtocol = () => Interaction.define({ ...chat, modeError: 'not now' });

describe('modes', () => {
  it('rule: a command inside one of its modes is accepted, and keeps the mode in its output', () => {
    const protocol = modalProtocol();
    expect(protocol.receive({ type: 'approve', mode: 'review', requestId: 'req-1' })).toEqual({
      id: 'approve',
      result: { type: 'approve', mode: 'review', requestId: 'req-1' },
    });
  });

  it('rule: a command outside its modes is rejected with modeError', () => {
    const protocol = modalProtocol();
    const error = rejection(() => protocol.parse({ type: 'approve', mode: 'chat', requestId: 'req-1' }));
    expect(error).toMatchObject({ code: 'mode', message: 'not now', commandId: 'approve', pointer: '/mode' });
    expect(rejection(() => protocol.parse({ type: 'approve', requestId: 'req-1' })).code).toBe('mode');
    expect(
      rejection(() => Interaction.define(chat).parse({ type: 'approve', mode: 'chat', requestId: 'req-1' })).message,
    ).toBe('command "approve" is not available in mode "chat"');
  });

  it('rule: a command without modes is available in every mode, and without one', () => {
    const protocol = modalProtocol();
    expect(protocol.parse({ type: 'reply', mode: 'anything', text: 'hi' })).toEqual({
      type: 'reply',
      mode: 'anything',
      text: 'hi',
    });
    expect(protocol.parse({ type: 'reply', text: 'hi' })).toEqual({ type: 'reply', text: 'hi' });
    expect(rejection(() => protocol.parse({ type: 'reply', mode: 3, text: 'hi' })).pointer).toBe('/mode');
  });

  it('rule: a catalog over commands compiled without its mode field treats the mode as routing data', () => {
    const compiled = compileCommands(
      { plan: { fields: {}, modes: ['plan'] }, chat: { fields: {} } },
      { commandField: 'type' },
    );
    const catalog = new CommandCatalog(Object.entries(compiled), { modeField: 'mode' });
    expect(catalog.receive({ type: 'plan', mode: 'plan' })).toEqual({ id: 'plan', result: { type: 'plan' } });
    expect(rejection(() => catalog.receive({ type: 'plan', mode: 'act' })).code).toBe('mode');
  });

  it('rule: modes need a mode field', () => {
    const compiled = compileCommands({ plan: { fields: {}, modes: ['plan'] } }, { commandField: 'type' });
    expect(() => new CommandCatalog(Object.entries(compiled))).toThrow(InteractionDefinitionError);
    expect(() =>
      Interaction.define({ commandField: 'type', commands: { plan: { fields: {}, modes: ['plan'] } } }),
    ).toThrow(/mode field/);
  });
});
