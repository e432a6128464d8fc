/** Diagnostic tags and rejection wording. */
import { describe, expect, it } from 'vitest';
import { Interaction, InteractionRejection } from '../../interaction/index.ts';
import { chat, rejection } from './fixtures.ts';

/** The chat protocol, compiled afresh by each test. */
const chatProtocol = () => Interaction.define(chat);

describe('tags', () => {
  it("rule: the catalog's tags, then the command's, are attached to every rejection", () => {
    const protocol = chatProtocol();
    const payloads: Record<string, unknown>[] = [
      { text: 'no selector' },
      { type: 'launch' },
      { type: 'approve', mode: 'chat', requestId: 'req-1' },
      { type: 'approve', mode: 'review', requestId: 'req-1', approvedBy: 'x' },
      { type: 'reply', text: '' },
      { type: 'reply', kind: 'finish', text: 'x' },
    ];
    const tags = payloads.map((payload) => rejection(() => protocol.parse(payload)).tags);
    expect(tags).toEqual([['chat'], ['chat'], ['chat'], ['chat'], ['chat', 'reply'], ['chat']]);
    expect(protocol.parse({ type: 'reply', text: 'ok' })).toEqual({ type: 'reply', text: 'ok' });
  });

  it('rule: a command parsed on its own carries its own tags; a catalog adds its tags without repeats', () => {
    const protocol = chatProtocol();
    const reply = protocol.commands.require('reply');
    expect(rejection(() => reply.parse({ text: 5 })).tags).toEqual(['reply']);
    const tagged = Interaction.define({
      commandField: 'type',
      tags: ['a', 'b'],
      commands: { x: { fields: {}, tags: ['b', 'c'] } },
    });
    expect(rejection(() => tagged.parse({ type: 'x', extra: 1 })).tags).toEqual(['a', 'b', 'c']);
  });
});

describe('wording', () => {
  /** A protocol worded at both levels, compiled afresh by each test. */
  const wordedProtocol = () =>
    Interaction.define({
      commandField: 'type',
      error: 'bad payload',
      commands: {
        ask: {
          fields: { question: { required: true, jsonSchema: { type: 'string' } } },
          error: (value) => new TypeError(`bad question in ${String(value.type)}`),
        },
        tell: { fields: { text: { required: true, jsonSchema: { type: 'string' } } } },
      },
    });

  it("rule: a command's error words its structural rejections; the validator's message stays in detail", () => {
    const worded = wordedProtocol();
    const error = rejection(() => worded.parse({ type: 'ask', question: 1 }));
    expect(error).toMatchObject({
      code: 'invalid',
      message: 'bad question in ask',
      pointer: '/question',
      detail: '/question must be string',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(worded.parse({ type: 'ask', question: 'why?' })).toEqual({ type: 'ask', question: 'why?' });
  });

  it("rule: the protocol's error is the default wording of commands that declare none", () => {
    const worded = wordedProtocol();
    expect(rejection(() => worded.parse({ type: 'tell' }))).toMatchObject({ message: 'bad payload', pointer: '/text' });
  });

  it('rule: without wording, the message names the command, the place and the problem', () => {
    const protocol = chatProtocol();
    expect(rejection(() => protocol.parse({ type: 'reply', text: '' })).message).toBe(
      'command "reply" is invalid: /text must NOT have fewer than 1 characters',
    );
  });

  it('rule: messages quote untrusted selectors briefly', () => {
    const protocol = chatProtocol();
    const error = rejection(() => protocol.parse({ type: 'x'.repeat(1000) }));
    expect(error.message.length).toBeLessThan(80);
    expect(error).toBeInstanceOf(InteractionRejection);
  });
});
