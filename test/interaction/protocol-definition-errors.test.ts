/**
 * A protocol definition as a whole: what the core constructor and its static `define` /
 * `defineCommand` take, what they refuse (each refusal a definition error with its code, exact
 * wording and path, reported as the protocol's), and the protocol's own properties.
 */
import { describe, expect, it } from 'vitest';
import {
  Interaction,
  InteractionDefinitionError,
  type InteractionProtocolDefinition,
} from '../../interaction/index.ts';
import { InteractionProtocol as CoreProtocol, type StructuralValidator } from '../../runtime/interaction/index.ts';
import { rejection } from './fixtures.ts';

const anything: StructuralValidator = () => ({ valid: true });
const nothing: StructuralValidator = () => ({
  valid: false,
  errors: [{ instancePath: '/text', message: 'must be string' }],
});

/** The definition error `define` throws for `definition`. */
function refusal(definition: unknown): InteractionDefinitionError {
  try {
    Interaction.define(definition as InteractionProtocolDefinition);
  } catch (error) {
    expect(error).toBeInstanceOf(InteractionDefinitionError);
    return error as InteractionDefinitionError;
  }
  throw new Error(`expected ${JSON.stringify(definition)} to be refused`);
}

const shown = ({ name, code, message, commandId, path }: InteractionDefinitionError) => ({
  name,
  code,
  message,
  commandId,
  path,
});
const oneCommand = { c: { fields: { a: {} } } };

describe('the core protocol with injected validation', () => {
  it('rule: the static define(definition, validators) builds a protocol of the core class that validates with them', () => {
    const protocol = CoreProtocol.define(
      { commandField: 'type', commands: { reply: { fields: { text: {} } } } },
      () => anything,
    );
    expect(protocol).toBeInstanceOf(CoreProtocol);
    expect(protocol.receive({ type: 'reply', text: 'hi' })).toEqual({
      id: 'reply',
      result: { type: 'reply', text: 'hi' },
    });
    const strict = CoreProtocol.define(
      { commandField: 'type', commands: { reply: { fields: { text: {} } } } },
      { reply: nothing },
    );
    expect(rejection(() => strict.parse({ type: 'reply', text: 1 }))).toMatchObject({
      code: 'invalid',
      pointer: '/text',
      detail: '/text must be string',
    });
  });

  it('rule: the static defineCommand(definition, validators) compiles one command validating with them', () => {
    const definition = { discriminator: { field: 'type', value: 'reply' }, fields: { text: {} } };
    const open = CoreProtocol.defineCommand(definition, { reply: anything });
    expect(open.id).toBe('reply');
    expect(open.parse({ type: 'reply', text: 1 })).toEqual({ type: 'reply', text: 1 });
    const closed = CoreProtocol.defineCommand(definition, () => nothing);
    expect(rejection(() => closed.parse({ type: 'reply', text: 1 }))).toMatchObject({
      code: 'invalid',
      commandId: 'reply',
      pointer: '/text',
    });
  });
});

describe('what a protocol definition must be', () => {
  it('rule: a protocol is declared by an object', () => {
    for (const definition of [null, 'type', [{ commandField: 'type', commands: oneCommand }]]) {
      expect(shown(refusal(definition))).toEqual({
        name: 'InteractionDefinitionError',
        code: 'commands',
        message: 'a protocol is declared by an object',
        commandId: undefined,
        path: undefined,
      });
    }
  });

  it('rule: a protocol needs a commandField', () => {
    expect(shown(refusal({ commands: oneCommand }))).toEqual({
      name: 'InteractionDefinitionError',
      code: 'selector',
      message: 'a protocol needs a commandField',
      commandId: undefined,
      path: undefined,
    });
  });

  it('rule: a protocol needs at least one command', () => {
    for (const commands of [{}, undefined]) {
      expect(shown(refusal({ commandField: 'type', commands }))).toMatchObject({
        code: 'commands',
        message: 'a protocol needs at least one command',
      });
    }
  });

  it("rule: the protocol's category is one of the frozen list, named in full", () => {
    expect(shown(refusal({ commandField: 'type', category: 'chat', commands: oneCommand }))).toEqual({
      name: 'InteractionDefinitionError',
      code: 'category',
      message:
        'the protocol\'s category "chat" is not one of presentation, receipt, question, query, action, navigation, control',
      commandId: undefined,
      path: ['category'],
    });
  });

  it("rule: the protocol's optionalPresence is 'own' or 'defined'", () => {
    expect(shown(refusal({ commandField: 'type', optionalPresence: 'present', commands: oneCommand }))).toEqual({
      name: 'InteractionDefinitionError',
      code: 'field',
      message: "the protocol's optionalPresence must be 'own' or 'defined'",
      commandId: undefined,
      path: ['optionalPresence'],
    });
  });

  it("rule: the protocol's checks are a list", () => {
    for (const checks of [{}, { rule: 'anyOfPresent', fields: ['a'] }]) {
      expect(shown(refusal({ commandField: 'type', checks, commands: oneCommand }))).toEqual({
        name: 'InteractionDefinitionError',
        code: 'field',
        message: "the protocol's checks must be a list",
        commandId: undefined,
        path: ['checks'],
      });
    }
  });

  it("rule: a malformed entry of the protocol's checks keeps its own code (field), worded once as the protocol's", () => {
    expect(
      shown(
        refusal({
          commandField: 'type',
          checks: [{ occur: () => false, error: 'x' }, { field: 'a' }],
          commands: oneCommand,
        }),
      ),
    ).toEqual({
      name: 'InteractionDefinitionError',
      code: 'field',
      message: "the protocol's check 2 needs an occur function or a rule",
      commandId: undefined,
      path: ['checks', 1],
    });
    const both = { rule: 'anyOfPresent', fields: ['a'], occur: () => false, error: 'x' };
    expect(shown(refusal({ commandField: 'type', checks: [both], commands: oneCommand }))).toMatchObject({
      code: 'field',
      message: "the protocol's check 1 has both a rule and an occur function",
      path: ['checks', 0],
    });
  });

  it("rule: a malformed rule among the protocol's checks is a check error, worded as the protocol's", () => {
    expect(
      shown(
        refusal({ commandField: 'type', checks: [{ rule: 'maxBytes', field: 'a', max: -1 }], commands: oneCommand }),
      ),
    ).toEqual({
      name: 'InteractionDefinitionError',
      code: 'check',
      message: 'the protocol\'s check 1: rule "maxBytes" needs `max`, a non-negative integer',
      commandId: undefined,
      path: ['checks', 0],
    });
  });
});

describe("the protocol's own properties", () => {
  it('rule: commandSelectors is the command field alone when no aliases are declared, then the aliases in order', () => {
    expect(Interaction.define({ commandField: 'type', commands: oneCommand }).commandSelectors).toEqual(['type']);
    expect(
      Interaction.define({ commandField: 'type', commandAliases: ['kind', 'op'], commands: oneCommand })
        .commandSelectors,
    ).toEqual(['type', 'kind', 'op']);
  });

  it("rule: the protocol's description heads both union schemas; without one they carry no description key", () => {
    const described = Interaction.define({
      commandField: 'type',
      description: 'What the model may send',
      commands: oneCommand,
    });
    for (const schema of [described.modelJsonSchema, described.inputJsonSchema]) {
      expect(Object.keys(schema)).toEqual(['description', 'anyOf']);
      expect(schema['description']).toBe('What the model may send');
    }
    const plain = Interaction.define({ commandField: 'type', commands: oneCommand });
    expect(Object.keys(plain.modelJsonSchema)).toEqual(['anyOf']);
    expect(Object.keys(plain.inputJsonSchema)).toEqual(['anyOf']);
  });
});
