/**
 * Rejections as a host sees them: the InteractionRejection built on its own and seen from an outer
 * layer, bounded pointers and quoted ids in messages, structural faults from an injected validator,
 * and the validator source's own definition errors.
 */
import { describe, expect, it } from 'vitest';
import { commandSchema, Interaction, InteractionRejection } from '../../interaction/index.ts';
import {
  ajvStyleValidator,
  InteractionDefinitionError,
  InteractionProtocol as CoreProtocol,
} from '../../runtime/interaction/index.ts';
import { rejection } from './fixtures.ts';

describe('InteractionRejection', () => {
  it('rule: built without tags it has none, and without a cause it has no cause property at all', () => {
    const bare = new InteractionRejection({ code: 'check', message: 'no' });
    expect(bare.tags).toEqual([]);
    expect(Object.isFrozen(bare.tags)).toBe(true);
    expect(Object.hasOwn(bare, 'cause')).toBe(false);
    const cause = new Error('why');
    expect(new InteractionRejection({ code: 'refine', message: 'no', cause }).cause).toBe(cause);
  });

  it('rule: a rejection from the pipeline carries no cause property unless a wording or hook gave one', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      commands: { c: { fields: { a: {} }, checks: [{ rule: 'anyOfPresent', fields: ['a'] }] } },
    });
    const thrown = rejection(() => protocol.parse({ type: 'c' }));
    expect(thrown.code).toBe('check');
    expect(Object.hasOwn(thrown, 'cause')).toBe(false);
  });

  it('rule: within() returns the same rejection when it has nothing to add — no tags, and no command id it lacks', () => {
    const known = new InteractionRejection({ code: 'refine', message: 'no', commandId: 'c' });
    expect(known.within([])).toBe(known);
    expect(known.within([], 'c')).toBe(known);
    expect(known.within([], 'other')).toBe(known);
    const anonymous = new InteractionRejection({ code: 'refine', message: 'no' });
    expect(anonymous.within([])).toBe(anonymous);
  });

  it('rule: within() fills in a command id the rejection lacks, and puts outer tags first', () => {
    const anonymous = new InteractionRejection({
      code: 'refine',
      message: 'no',
      tags: ['inner'],
      pointer: '/a',
      detail: 'd',
    });
    const named = anonymous.within([], 'c');
    expect(named).not.toBe(anonymous);
    expect(named).toMatchObject({
      code: 'refine',
      message: 'no',
      commandId: 'c',
      tags: ['inner'],
      pointer: '/a',
      detail: 'd',
    });
    expect(anonymous.within(['outer', 'inner'], 'c').tags).toEqual(['outer', 'inner']);
  });

  it('rule: a rejection thrown by refine passes through parse unchanged when there is nothing to add (a subclass stays itself)', () => {
    class PolicyRejection extends InteractionRejection {
      readonly policy = 'no-drafts';
    }
    const thrown = new PolicyRejection({ code: 'refine', message: 'drafts are closed', commandId: 'c' });
    const protocol = Interaction.define({
      commandField: 'type',
      commands: {
        c: {
          fields: { a: {} },
          refine: () => {
            throw thrown;
          },
        },
      },
    });
    expect(rejection(() => protocol.parse({ type: 'c' }))).toBe(thrown);
  });
});

describe('bounded pointers and quoted input', () => {
  it('rule: a pointer longer than 200 characters is cut to its first 200 and an ellipsis', () => {
    const key = 'k'.repeat(300);
    const protocol = Interaction.define({ commandField: 'type', commands: { c: { fields: { a: {} } } } });
    const thrown = rejection(() => protocol.parse({ type: 'c', [key]: 1 }));
    expect(thrown.pointer).toBe(`/${'k'.repeat(199)}…`);
    expect(thrown.pointer).toHaveLength(201);
    const exact = 'k'.repeat(199);
    expect(rejection(() => protocol.parse({ type: 'c', [exact]: 1 })).pointer).toBe(`/${exact}`);
  });

  it('rule: an unknown command id is quoted in the message, cut to its first 40 characters and an ellipsis', () => {
    const protocol = Interaction.define({ commandField: 'type', commands: { c: { fields: { a: {} } } } });
    const id = `${'x'.repeat(40)}yyyy`;
    expect(rejection(() => protocol.parse({ type: id })).message).toBe(`unknown command "${'x'.repeat(40)}…"`);
    expect(rejection(() => protocol.parse({ type: 'x'.repeat(40) })).message).toBe(
      `unknown command "${'x'.repeat(40)}"`,
    );
  });
});

describe('structural faults from an injected validator', () => {
  const define = (validate: Parameters<typeof ajvStyleValidator>[0]) =>
    new CoreProtocol(
      { commandField: 'type', commands: { c: { fields: { a: {} } } } },
      { c: ajvStyleValidator(validate) },
    );

  it('rule: a validate function that fails without errors gives a fault at the root that "is invalid"', () => {
    for (const errors of [null, undefined]) {
      const failing = Object.assign(() => false, { errors });
      const thrown = rejection(() => define(failing).parse({ type: 'c' }));
      expect(thrown).toMatchObject({
        code: 'invalid',
        message: 'command "c" is invalid: (root) is invalid',
        pointer: '',
        detail: '(root) is invalid',
      });
    }
  });

  it('rule: an error without a message says the value at its pointer "is invalid"', () => {
    const failing = Object.assign(() => false, { errors: [{ instancePath: '/a' }] });
    expect(rejection(() => define(failing).parse({ type: 'c', a: 1 }))).toMatchObject({
      code: 'invalid',
      message: 'command "c" is invalid: /a is invalid',
      pointer: '/a',
      detail: '/a is invalid',
    });
  });
});

describe('where validators come from', () => {
  it('rule: a factory that cannot compile a schema is a validator definition error, keeping what it threw as the cause', () => {
    const boom = new Error('unknown keyword maxLenght');
    try {
      new CoreProtocol({ commandField: 'type', commands: { c: { fields: { a: {} } } } }, () => {
        throw boom;
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InteractionDefinitionError);
      expect(error).toMatchObject({
        code: 'validator',
        commandId: 'c',
        message: 'command "c": its parse schema does not compile: unknown keyword maxLenght',
      });
      expect((error as Error).cause).toBe(boom);
    }
  });

  it("rule: a precompiled validator is looked up among the map's own keys only — never an inherited one", () => {
    const define = () => new CoreProtocol({ commandField: 'type', commands: { toString: { fields: { a: {} } } } }, {});
    expect(define).toThrow(InteractionDefinitionError);
    expect(define).toThrow('command "toString": no precompiled validator is given for it');
    try {
      define();
    } catch (error) {
      expect(error).toMatchObject({ code: 'validator', commandId: 'toString' });
    }
  });

  it('rule: a command without an id has no precompiled validator — not even one keyed "undefined"', () => {
    const define = () => CoreProtocol.defineCommand({ fields: { a: {} } }, { undefined: () => ({ valid: true }) });
    expect(define).toThrow('no precompiled validator is given for it');
    try {
      define();
    } catch (error) {
      expect(error).toMatchObject({
        name: 'InteractionDefinitionError',
        code: 'validator',
        commandId: undefined,
        message: 'no precompiled validator is given for it',
      });
    }
  });
});

describe('commandSchema copies', () => {
  it("rule: a command's schema from commandSchema is editable all the way down, and editing it leaves the command's own untouched", () => {
    const protocol = Interaction.define({
      commandField: 'type',
      commands: { c: { fields: { a: { required: true, modelRequired: true, jsonSchema: { enum: ['x', 'y'] } } } } },
    });
    const command = protocol.commands.require('c');
    const schema = commandSchema('c', command);
    const required = schema['required'] as string[];
    const values = (schema['properties'] as Record<string, Record<string, unknown>>)['a']!['enum'] as string[];
    expect(Object.isFrozen(required)).toBe(false);
    expect(Object.isFrozen(values)).toBe(false);
    required.push('extra');
    values.push('z');
    expect(command.modelJsonSchema['required']).toEqual(['type', 'a']);
    expect(commandSchema('c', command)['required']).toEqual(['type', 'a']);
  });
});
