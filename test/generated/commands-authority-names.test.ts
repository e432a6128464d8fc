/**
 * Issue 20's rules about the inner command, the interaction's authority and the names that travel
 * for forward compatibility, each with a case the generated package accepts and one it rejects,
 * through its public API.
 */
import { describe, expect, it } from 'vitest';
import * as protocol from '@felan-ai/session-protocol';
import { nodeFileSystem } from '../../generator/host/node-file-system.ts';
import { loadModel } from '../../generator/pipeline.ts';
import { requestFor, thrown } from '../support/requests.ts';

const { value: model } = await loadModel(nodeFileSystem, 'spec/session-protocol');
const op = (name: string) => model!.operations.find((entry) => entry.name === name)!;
const typeExample = (name: string) => structuredClone((model!.types.find((type) => type.name === name)!.schema.examples as unknown[])[0]) as Record<string, unknown>;
const command = (value: unknown) => protocol.parseSchema(protocol.SessionCommandSchema, value);

describe('SessionCommandSchema: the inner {op, params} gets the envelope parser checks', () => {
  it('rule: a known op with its own params parses, and unknown params fields are stripped as in the envelope', () => {
    expect(command({ op: 'prompt', params: { text: 'hi', addedField: 1 } })).toEqual({ op: 'prompt', params: { text: 'hi' } });
    const envelope = protocol.parseClientEnvelope(requestFor(model!, op('prompt'), { text: 'hi', addedField: 1 }));
    expect(envelope.params).toEqual(command({ op: 'prompt', params: { text: 'hi', addedField: 1 } }).params);
  });

  it('rule: an unknown op is unsupported_operation at /op, as parseClientEnvelope says', () => {
    const error = thrown(() => command({ op: 'zz.nope', params: {} }));
    expect([error.code, error.pointer]).toEqual(['unsupported_operation', '/op']);
    const fromEnvelope = thrown(() => protocol.parseClientEnvelope({ v: 1, id: 'r1', op: 'zz.nope', params: {} }));
    expect([fromEnvelope.code, fromEnvelope.pointer]).toEqual([error.code, error.pointer]);
  });

  it("rule: params are checked against the op's schema: {text: 5} for prompt is invalid_request at /params/text", () => {
    const error = thrown(() => command({ op: 'prompt', params: { text: 5 } }));
    expect([error.code, error.pointer]).toEqual(['invalid_request', '/params/text']);
    // A missing member is reported at its own pointer, named once (issue 22).
    const missing = thrown(() => command({ op: 'set_thinking', params: { level: 'high' } }));
    expect([missing.pointer, missing.message]).toEqual(['/params/thinkingLevel', 'params of set_thinking is missing a required property (at /params/thinkingLevel)']);
    expect(command({ op: 'set_thinking', params: { thinkingLevel: 'high' } })).toEqual({ op: 'set_thinking', params: { thinkingLevel: 'high' } });
  });

  it('rule: a command is not an envelope: v, id or session beside op and params are refused', () => {
    for (const extra of [{ v: 1 }, { id: 'r1' }, { session: 's1' }]) {
      expect(thrown(() => command({ op: 'prompt', params: { text: 'hi' }, ...extra })).code).toBe('invalid_request');
    }
  });

  it('rule: a command is parsed without changing its input', () => {
    const input = { op: 'steer', params: { text: 'go', addedField: true } };
    expect(command(input)).toEqual({ op: 'steer', params: { text: 'go' } });
    expect(input.params).toHaveProperty('addedField'); // the input is never changed
  });

  it('rule: parseSchema of the envelope schema is parseClientEnvelope: an unknown op or bad params are refused there too', () => {
    expect(thrown(() => protocol.parseSchema(protocol.ClientEnvelopeSchema, { v: 1, id: 'x', op: 'zz.nope', params: {} })).code).toBe('unsupported_operation');
    expect(thrown(() => protocol.parseSchema(protocol.ClientEnvelopeSchema, requestFor(model!, op('prompt'), { text: 5 }))).pointer).toBe('/params/text');
    const request = requestFor(model!, op('prompt'), { text: 'hi' });
    expect(protocol.parseSchema(protocol.ClientEnvelopeSchema, request)).toEqual(protocol.parseClientEnvelope(request));
  });
});

describe('Interaction.authority is optional', () => {
  const interaction = () => typeExample('Interaction');

  it('rule: an interaction without authority parses, alone, in an interaction.requested event and in a snapshot', () => {
    const { authority: _authority, ...without } = interaction();
    expect(protocol.parseSchema(protocol.InteractionSchema, without)).not.toHaveProperty('authority');
    const event = { v: 1, session: without.session, revision: 9, type: 'interaction.requested', interaction: without };
    expect(protocol.parseSchema(protocol.SessionEventSchema, event)).toEqual(event);
  });

  it('rule: an authority that is given is still owner or local-console', () => {
    expect(protocol.parseSchema(protocol.InteractionSchema, { ...interaction(), authority: 'local-console' })).toHaveProperty('authority', 'local-console');
    expect(thrown(() => protocol.parseSchema(protocol.InteractionSchema, { ...interaction(), authority: 'anyone' })).pointer).toBe('/authority');
  });

  it('rule: validateInteractionAnswer judges an answer the same with or without authority (it reads neither)', () => {
    const withAuthority = protocol.parseSchema(protocol.InteractionSchema, interaction());
    const { authority: _authority, ...without } = withAuthority;
    const answer = { interactionId: withAuthority.id, type: withAuthority.type, action: 'cancel' };
    const outcome = (subject: unknown) => {
      try {
        return protocol.validateInteractionAnswer(subject as never, answer as never);
      } catch (error) {
        return (error as protocol.ProtocolError).code;
      }
    };
    expect(outcome(without)).toEqual(outcome(withAuthority));
  });
});

describe('names that travel for forward compatibility are bounded strings, not the grammar of today', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an example edited member by member into wrong shapes
  const hello = () => structuredClone(op('hello').examples[0]!.result) as Record<string, any>;
  const result = (value: unknown) => protocol.parseOperationResult('hello', value);

  it("rule: hello keeps an op, an interaction type, an error code and a feature that break today's naming pattern", () => {
    const value = hello();
    value.operations = [...value.operations, 'Tasks.List-V2'];
    value.interactions = [...value.interactions, 'Wizard Form'];
    value.errorCodes = [...value.errorCodes, 'RateLimited'];
    value.capabilities.features = [...value.capabilities.features, 'sessions/create:templates'];
    expect(result(value)).toEqual(value);
  });

  it('rule: the names stay bounded: an empty one, or one past its byte bound, is refused', () => {
    for (const [member, name] of [
      ['operations', ''],
      ['operations', 'é'.repeat(65)],
      ['errorCodes', 'x'.repeat(65)],
    ] as const) {
      const value = hello();
      value[member] = [...value[member], name];
      expect(thrown(() => result(value)).pointer, `${member} ${JSON.stringify(name)}`).toMatch(new RegExp(`^/${member}/\\d+$`));
    }
  });

  it('rule: an unknown event type of any bounded spelling is kept, a known type still cannot pose as unknown', () => {
    const event = { v: 1, session: 'sess-01', revision: 4, type: 'Session/Archived', archivedAt: 1 };
    expect(protocol.parseSchema(protocol.SessionEventSchema, event)).toEqual(event);
    expect(thrown(() => protocol.parseSchema(protocol.SessionEventSchema, { ...event, type: '' })).code).toBe('invalid_request');
    expect(thrown(() => protocol.parseSchema(protocol.SessionEventSchema, { v: 1, session: 'sess-01', revision: 4, type: 'session.renamed' })).code).toBe('invalid_request');
  });

  it('rule: a request naming an op outside the old grammar is unsupported_operation, not a malformed frame', () => {
    expect(thrown(() => protocol.parseClientEnvelope({ v: 1, id: 'r1', op: 'Tasks.List-V2', params: {} })).code).toBe('unsupported_operation');
  });
});
