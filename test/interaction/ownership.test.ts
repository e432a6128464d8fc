/** Fields the program writes: never accepted from a payload. */
import { describe, expect, it } from 'vitest';
import { defineCommand, Interaction } from '../../interaction/index.ts';
import { chat, rejection } from './fixtures.ts';

const protocol = Interaction.define({ ...chat, ownershipError: new Error('that field is ours') });

describe('owned fields', () => {
  it('rule: a payload without owned fields is accepted', () => {
    expect(protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', note: 'ok' })).toEqual({ type: 'approve', mode: 'review', requestId: 'req-1', note: 'ok' });
  });

  it('rule: a model-supplied owned field is rejected with ownershipError, declared or not', () => {
    const declared = rejection(() => protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', approvedBy: 'model' }));
    expect(declared).toMatchObject({ code: 'ownership', message: 'that field is ours', commandId: 'approve', pointer: '/approvedBy' });
    expect(declared.cause).toBeInstanceOf(Error);
    const undeclared = rejection(() => protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', sessionId: 's' }));
    expect(undeclared.pointer).toBe('/sessionId');
  });

  it('rule: supplying an owned field as undefined or null still supplies it', () => {
    expect(rejection(() => protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', approvedBy: undefined })).code).toBe('ownership');
    expect(rejection(() => protocol.parse({ type: 'approve', mode: 'review', requestId: 'req-1', approvedBy: null })).code).toBe('ownership');
  });

  it('rule: a command parsed on its own rejects owned fields too', () => {
    const command = defineCommand({ fields: { a: {} }, ownedFields: ['owner'] });
    expect(command.parse({ a: 1 })).toEqual({ a: 1 });
    expect(rejection(() => command.parse({ a: 1, owner: 'x' }))).toMatchObject({ code: 'ownership', pointer: '/owner', commandId: undefined });
    expect(command.ownedFields).toEqual(['owner']);
  });
});
