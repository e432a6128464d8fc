/**
 * The core (runtime/interaction) with structural validation injected — as a generated package will
 * run it, in a browser, with precompiled validators and no Ajv.
 */
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  ajvStyleValidator,
  compileCommands,
  InteractionDefinitionError,
  InteractionProtocol,
  type AjvStyleValidateFunction,
  type StructuralValidator,
} from '../../runtime/interaction/index.ts';
import { kit, rejection } from './fixtures.ts';

/** A hand-written validator: an object whose `text`, when present, is a string. */
const textValidator: StructuralValidator = (value) =>
  typeof (value as { text?: unknown }).text === 'string' || !('text' in (value as object))
    ? { valid: true }
    : { valid: false, errors: [{ instancePath: '/text', message: 'must be string' }] };

describe('the core without Ajv', () => {
  it('rule: a protocol runs on validators precompiled by command id', () => {
    const protocol = new InteractionProtocol(kit, { reply: textValidator, unavailable: () => ({ valid: true }) });
    expect(protocol.receive({ type: 'reply', text: 'hi' })).toEqual({
      id: 'reply',
      result: { type: 'reply', text: 'hi' },
    });
    expect(rejection(() => protocol.parse({ type: 'reply', text: 1 }))).toMatchObject({
      code: 'invalid',
      pointer: '/text',
      detail: '/text must be string',
    });
  });

  it('rule: a command without a precompiled validator is a definition error', () => {
    expect(() => new InteractionProtocol(kit, { reply: textValidator })).toThrow(InteractionDefinitionError);
    expect(() => new InteractionProtocol(kit, { reply: textValidator })).toThrow(
      'command "unavailable": no precompiled validator is given for it',
    );
  });

  it('rule: Ajv standalone code, evaluated without Ajv, plugs in through ajvStyleValidator', () => {
    const schemas = compileCommands(kit.commands, { commandField: 'type', validators: () => () => ({ valid: true }) });
    const ajv = new Ajv({ code: { source: true }, strict: true });
    const precompiled = Object.fromEntries(
      Object.entries(schemas).map(([id, command]) => {
        const source = standaloneCode.default(ajv, ajv.compile(command.inputJsonSchema));
        const module = { exports: {} as AjvStyleValidateFunction };
        new Function('module', 'exports', 'require', source)(module, module.exports, createRequire(import.meta.url));
        return [id, ajvStyleValidator(module.exports)];
      }),
    );
    const protocol = new InteractionProtocol(kit, precompiled);
    expect(protocol.parse({ type: 'unavailable' })).toEqual({ type: 'unavailable' });
    expect(rejection(() => protocol.parse({ type: 'unavailable', text: 'x' }))).toMatchObject({
      code: 'invalid',
      pointer: '/text',
    });
  });
});
