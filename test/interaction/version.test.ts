/** Protocol versions: an incompatible registration is refused when it is made. */
import { describe, expect, it } from 'vitest';
import { compileCommands, CommandCatalog, Interaction, InteractionDefinitionError } from '../../interaction/index.ts';
import { chat } from './fixtures.ts';

describe('version', () => {
  it("rule: a command declaring the protocol's version, or none, registers and carries it", () => {
    const protocol = Interaction.define(chat);
    expect(protocol.version).toBe(2);
    expect(protocol.commands.require('finish').version).toBe(2);
    expect(protocol.commands.require('reply').version).toBe(2);
  });

  it('rule: a version mismatch rejects the registration', () => {
    const mismatched = { ...chat, commands: { ...chat.commands, reply: { ...chat.commands.reply, version: 3 } } };
    expect(() => Interaction.define(mismatched)).toThrow(InteractionDefinitionError);
    expect(() => Interaction.define(mismatched)).toThrow('command "reply": version 3 is incompatible with version 2');
    expect(() => compileCommands({ a: { fields: {}, version: 1 } }, { version: 2 })).toThrow(/incompatible/);
  });

  it('rule: a catalog refuses commands of different versions', () => {
    const one = compileCommands({ a: { fields: {} } }, { commandField: 'type', version: 1 });
    const two = compileCommands({ b: { fields: {} } }, { commandField: 'type', version: 2 });
    expect(() => new CommandCatalog([...Object.entries(one), ...Object.entries(two)])).toThrow(
      /version 2 is incompatible with version 1/,
    );
    const alsoOne = compileCommands({ b: { fields: {} } }, { commandField: 'type', version: 1 });
    expect(new CommandCatalog([...Object.entries(one), ...Object.entries(alsoOne)]).size).toBe(2);
  });

  it('rule: a catalog refuses a command registered under an id it was not compiled as, or twice', () => {
    const compiled = compileCommands({ a: { fields: {} }, b: { fields: {} } }, { commandField: 'type' });
    expect(() => new CommandCatalog([['b', compiled.a]])).toThrow(/compiled as "a"/);
    expect(
      () =>
        new CommandCatalog([
          ['a', compiled.a],
          ['a', compiled.a],
        ]),
    ).toThrow(/registered twice/);
    expect(() => new Interaction.Commands([['a', compiled.a]])).not.toThrow();
  });
});
