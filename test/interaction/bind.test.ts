/** bind: every registered command to one local handler. */
import { describe, expect, it, vi } from 'vitest';
import { Interaction, InteractionDefinitionError } from '../../interaction/index.ts';
import { kit, rejection } from './fixtures.ts';

/** The kit's protocol, compiled afresh by each test. */
const kitProtocol = () => Interaction.define(kit);

describe('bind', () => {
  it("rule: dispatch hands the parsed result and the context to the selected command's handler", () => {
    const protocol = kitProtocol();
    const d = Interaction.bind(protocol, {
      reply: (value, context: { user: string }) => `${context.user}: ${String(value.text)}`,
      unavailable: (_value, context) => `${context.user}: n/a`,
    });
    expect(d.dispatch({ type: 'reply', text: 'hi' }, { user: 'ana' })).toBe('ana: hi');
    expect(d.dispatch({ type: 'unavailable' }, { user: 'ana' })).toBe('ana: n/a');
  });

  it('rule: a rejected payload reaches no handler', () => {
    const protocol = kitProtocol();
    const reply = vi.fn(() => 'ran');
    const d = Interaction.bind(protocol, { reply, unavailable: () => 'n/a' });
    expect(rejection(() => d.dispatch({ type: 'reply' }, undefined)).code).toBe('invalid');
    expect(rejection(() => d.dispatch({ type: 'unavailable', text: 'x' }, undefined)).code).toBe('invalid');
    expect(reply).not.toHaveBeenCalled();
  });

  it('rule: a missing handler is rejected at run time and is a compile-time error', () => {
    const protocol = kitProtocol();
    const error = (() => {
      try {
        // @ts-expect-error — the handler for `unavailable` is missing
        Interaction.bind(protocol, { reply: () => 'x' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(InteractionDefinitionError);
    expect(error).toMatchObject({ code: 'handler', commandId: 'unavailable' });
  });

  it('rule: a handler for an unregistered command is refused, so nothing outside the protocol can run', () => {
    const protocol = kitProtocol();
    const handlers = { reply: () => 'x', unavailable: () => 'y', launch: () => 'z' };
    expect(() => Interaction.bind(protocol, handlers)).toThrow(/does not register/);
    expect(() => Interaction.bind(protocol, { reply: () => 'x', unavailable: 'n/a' as never })).toThrow(/no handler/);
  });

  it('rule: the handler table is fixed when bound', () => {
    const protocol = kitProtocol();
    const handlers: Record<'reply' | 'unavailable', () => string> = {
      reply: () => 'original',
      unavailable: () => 'n/a',
    };
    const d = Interaction.bind(protocol, handlers);
    handlers.reply = () => 'swapped';
    expect(d.dispatch({ type: 'reply', text: 'hi' }, undefined)).toBe('original');
    expect(Object.isFrozen(d)).toBe(true);
  });

  it('rule: catalog lists the manifest rows', () => {
    const protocol = kitProtocol();
    const d = Interaction.bind(protocol, { reply: () => 1, unavailable: () => 2 });
    expect(d.catalog).toBe(protocol.commands.manifest());
    expect(d.catalog.map((row) => row.id)).toEqual(['reply', 'unavailable']);
    expect(Object.isFrozen(d.catalog[0])).toBe(true);
  });
});
