/** Fields the program writes: never accepted from a payload. */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { defineCommand, Interaction } from '../../interaction/index.ts';
import { chat, rejection } from './fixtures.ts';

/** The chat protocol with its own ownershipError, compiled afresh by each test. */
const ownedProtocol = () => Interaction.define({ ...chat, ownershipError: new Error('that field is ours') });

describe('owned fields', () => {
  it('rule: a payload without owned fields is accepted', () => {
    const protocol = ownedProtocol();
    expect(protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', note: 'ok' })).toEqual({
      type: 'approve',
      mode: 'review',
      requestId: 'req-1',
      note: 'ok',
    });
  });

  it('rule: a model-supplied owned field is rejected with ownershipError, declared or not', () => {
    const protocol = ownedProtocol();
    const declared = rejection(() =>
      protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', approvedBy: 'model' }),
    );
    expect(declared).toMatchObject({
      code: 'ownership',
      message: 'that field is ours',
      commandId: 'approve',
      pointer: '/approvedBy',
    });
    expect(declared.cause).toBeInstanceOf(Error);
    const undeclared = rejection(() =>
      protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', sessionId: 's' }),
    );
    expect(undeclared.pointer).toBe('/sessionId');
  });

  it('rule: supplying an owned field as undefined or null still supplies it', () => {
    const protocol = ownedProtocol();
    expect(
      rejection(() => protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', approvedBy: undefined }))
        .code,
    ).toBe('ownership');
    expect(
      rejection(() => protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', approvedBy: null })).code,
    ).toBe('ownership');
  });

  it('rule: a command parsed on its own rejects owned fields too', () => {
    const command = defineCommand({ fields: { a: {} }, ownedFields: ['owner'] });
    expect(command.parse({ a: 1 })).toEqual({ a: 1 });
    expect(rejection(() => command.parse({ a: 1, owner: 'x' }))).toMatchObject({
      code: 'ownership',
      pointer: '/owner',
      commandId: undefined,
    });
    expect(command.ownedFields).toEqual(['owner']);
  });
});

describe('an owned field that is required', () => {
  // The program stamps `createdAt` after parse; the completed command travels on with it.
  function stampedNote() {
    const stamped = Interaction.define({
      commandField: 'type',
      commands: {
        note: {
          fields: {
            text: { required: true, modelRequired: true, jsonSchema: { type: 'string' } },
            createdAt: { required: true, jsonSchema: { type: 'integer' } },
          },
          ownedFields: ['createdAt'],
        },
      },
    });
    return { stamped, note: stamped.commands.require('note') };
  }

  it('rule: it is accepted, required by inputJsonSchema and absent from modelJsonSchema', () => {
    const { note } = stampedNote();
    expect(note.inputJsonSchema.required).toEqual(['type', 'text', 'createdAt']);
    expect(Object.keys(note.inputJsonSchema.properties as object)).toEqual(['type', 'text', 'createdAt']);
    expect(note.modelJsonSchema.required).toEqual(['type', 'text']);
    expect(Object.keys(note.modelJsonSchema.properties as object)).toEqual(['type', 'text']);
  });

  it('rule: parse does not ask a payload for it: parseJsonSchema is the input schema without owned fields', () => {
    const { stamped, note } = stampedNote();
    expect(note.parseJsonSchema).toEqual({
      ...note.inputJsonSchema,
      properties: { type: { type: 'string', const: 'note' }, text: { type: 'string' } },
      required: ['type', 'text'],
    });
    expect(stamped.parse({ type: 'note', text: 'hi' })).toEqual({ type: 'note', text: 'hi' });
  });

  it('rule: parse still rejects a payload that supplies it', () => {
    const { stamped } = stampedNote();
    expect(rejection(() => stamped.parse({ type: 'note', text: 'hi', createdAt: 5 }))).toMatchObject({
      code: 'ownership',
      pointer: '/createdAt',
      commandId: 'note',
    });
  });

  it('rule: the parsed value fails inputJsonSchema until the program writes the owned field', () => {
    const { stamped, note } = stampedNote();
    const input = new Ajv({ strict: true }).compile(note.inputJsonSchema);
    const parsed = stamped.parse({ type: 'note', text: 'hi' });
    expect(input(parsed)).toBe(false);
    expect(input({ ...parsed, createdAt: 1_700_000_000 })).toBe(true);
  });

  it('rule: an owned field the model would have to fill is refused, since the model never sees it', () => {
    const define = () =>
      Interaction.define({
        commandField: 'type',
        commands: { note: { fields: { createdAt: { modelRequired: true } }, ownedFields: ['createdAt'] } },
      });
    expect(define).toThrow(
      'command "note": owned field "createdAt" cannot be modelRequired: the model schema leaves owned fields out',
    );
  });
});
