/**
 * Parts a protocol declares once for every command (fields, checks, defaults): they are the
 * protocol's, so a mistake in one is reported as the protocol's, at its place in the definition.
 */
import { describe, expect, it } from 'vitest';
import { Interaction } from '../../interaction/index.ts';
import { rejection, definitionError } from './fixtures.ts';

describe('protocol-level checks', () => {
  it('rule: they run for every command, before its own checks', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      fields: ['note'],
      checks: [{ rule: 'maxBytes', field: 'note', max: 4, error: 'note too long' }],
      commands: {
        a: { fields: ['x', 'y'], checks: [{ rule: 'requires', field: 'x', fields: ['y'] }] },
        b: { fields: {} },
      },
    });
    expect(protocol.parse({ type: 'b', note: 'ok' })).toEqual({ type: 'b', note: 'ok' });
    expect(rejection(() => protocol.parse({ type: 'b', note: 'too long' }))).toMatchObject({
      code: 'check',
      message: 'note too long',
      pointer: '/note',
    });
    // Both checks fail here: the protocol's comes first.
    expect(rejection(() => protocol.parse({ type: 'a', x: 1, note: 'too long' })).message).toBe('note too long');
    expect(rejection(() => protocol.parse({ type: 'a', x: 1 })).message).toBe('field "x" requires field "y"');
  });

  it("rule: a malformed protocol check is the protocol's error, at its place, named by its own number", () => {
    const error = definitionError(() =>
      Interaction.define({
        commandField: 'type',
        checks: [
          { rule: 'anyOfPresent', fields: ['a'] },
          { rule: 'pattern', field: 'a', pattern: '(' },
        ],
        commands: { c: { fields: ['a'] } },
      }),
    );
    expect(error).toMatchObject({ code: 'check', commandId: undefined, path: ['checks', 1] });
    expect(error.message).toMatch(/^the protocol's check 2: the pattern "\(" does not compile/);
  });

  it("rule: a command's own malformed check keeps its number in the command's list", () => {
    const error = definitionError(() =>
      Interaction.define({
        commandField: 'type',
        checks: [{ rule: 'anyOfPresent', fields: ['a'] }],
        commands: { c: { fields: ['a'], checks: [{ rule: 'nope' } as never] } },
      }),
    );
    expect(error).toMatchObject({ code: 'check', commandId: 'c', path: ['checks', 0] });
    expect(error.message).toMatch(/^command "c": check 1: unknown rule "nope"/);
  });
});

describe('protocol-level fields', () => {
  it('rule: in either form, they come first in every command, before its own', () => {
    for (const fields of [['ticket'], { ticket: {} }] as const) {
      const protocol = Interaction.define({
        commandField: 'type',
        fields,
        commands: { a: { fields: ['x'] }, b: { fields: { y: {} } } },
      });
      expect(Object.keys(protocol.commands.require('a').fieldSchemas)).toEqual(['type', 'ticket', 'x']);
      expect(Object.keys(protocol.commands.require('b').fieldSchemas)).toEqual(['type', 'ticket', 'y']);
    }
  });

  it('rule: a command that declares one again is refused at its own field, in either form', () => {
    for (const fields of [['x', 'ticket'], { ticket: {} }] as const) {
      const error = definitionError(() =>
        Interaction.define({
          commandField: 'type',
          fields: { ticket: { required: true } },
          commands: { a: { fields } },
        }),
      );
      expect(error).toMatchObject({ code: 'field', commandId: 'a', path: ['fields', 'ticket'] });
      expect(error.message).toBe('command "a": field "ticket" is already declared by the protocol');
    }
  });

  it("rule: a protocol field named like a selector, or listed twice, is the protocol's error", () => {
    expect(
      definitionError(() =>
        Interaction.define({
          commandField: 'type',
          commandAliases: ['kind'],
          fields: ['kind'],
          commands: { a: { fields: [] } },
        }),
      ),
    ).toMatchObject({
      code: 'selector',
      commandId: undefined,
      path: ['fields', 'kind'],
      message: 'the protocol\'s field "kind" is a selector or the mode field',
    });
    expect(
      definitionError(() =>
        Interaction.define({ commandField: 'type', fields: ['a', 'a'], commands: { c: { fields: [] } } }),
      ),
    ).toMatchObject({
      code: 'field',
      commandId: undefined,
      path: ['fields', 'a'],
    });
  });
});

describe('protocol-level defaults', () => {
  it("rule: category, optionalPresence that are not allowed are the protocol's errors", () => {
    expect(
      definitionError(() =>
        Interaction.define({ commandField: 'type', category: 'magic' as never, commands: { a: { fields: [] } } }),
      ),
    ).toMatchObject({ code: 'category', path: ['category'], commandId: undefined });
    expect(
      definitionError(() =>
        Interaction.define({
          commandField: 'type',
          optionalPresence: 'maybe' as never,
          commands: { a: { fields: [] } },
        }),
      ),
    ).toMatchObject({
      path: ['optionalPresence'],
      commandId: undefined,
    });
  });

  it('rule: additionalProperties and optionalPresence are defaults a command may override', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      additionalProperties: true,
      optionalPresence: 'defined',
      commands: {
        open: { fields: ['a'] },
        closed: { fields: ['a'], additionalProperties: false, optionalPresence: 'own' },
      },
    });
    expect(protocol.parse({ type: 'open', extra: 1 })).toEqual({ type: 'open', extra: 1 });
    expect(rejection(() => protocol.parse({ type: 'open', a: undefined }))).toMatchObject({
      code: 'invalid',
      pointer: '/a',
    });
    expect(rejection(() => protocol.parse({ type: 'closed', extra: 1 }))).toMatchObject({
      code: 'invalid',
      pointer: '/extra',
    });
    expect(protocol.parse({ type: 'closed', a: undefined })).toEqual({ type: 'closed', a: undefined });
  });
});
