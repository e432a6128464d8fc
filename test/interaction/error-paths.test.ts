/**
 * Error paths that name a field once (issue 22). A rejection's pointer is the field at fault — for a
 * missing or an unknown field too, where Ajv's instancePath names the object holding it — and the
 * detail says what is wrong with the value there, so the field is named by the pointer alone: never
 * `/text must have required property 'text'`.
 */
import { describe, expect, it } from 'vitest';
import { Interaction } from '../../interaction/index.ts';
import { rejection } from './fixtures.ts';

/** A protocol with one command, compiled afresh for each payload. */
const replyProtocol = () =>
  Interaction.define({
    commandField: 'type',
    commands: {
      reply: {
        fields: {
          text: { required: true, jsonSchema: { type: 'string' } },
          summary: {
            jsonSchema: {
              type: 'object',
              properties: { title: { type: 'string' } },
              required: ['title'],
              additionalProperties: false,
            },
          },
        },
      },
    },
  });

const fault = (payload: Record<string, unknown>) => {
  const protocol = replyProtocol();
  const { code, pointer, detail, message } = rejection(() => protocol.parse(payload));
  return { code, pointer, detail, message };
};

describe('where a structural rejection points, and what it says', () => {
  it('rule: a missing field is reported at its own pointer, said once', () => {
    expect(fault({ type: 'reply' })).toEqual({
      code: 'invalid',
      pointer: '/text',
      detail: '/text must be present',
      message: 'command "reply" is invalid: /text must be present',
    });
  });

  it('rule: an unknown field is reported at its own pointer, said once', () => {
    expect(fault({ type: 'reply', text: 'hi', 'a/b': 1 })).toMatchObject({
      pointer: '/a~1b',
      detail: '/a~1b must NOT be present: unknown property',
    });
  });

  it('rule: inside a field, a missing or unknown member is reported the same way', () => {
    expect(fault({ type: 'reply', text: 'hi', summary: {} })).toMatchObject({
      pointer: '/summary/title',
      detail: '/summary/title must be present',
    });
    expect(fault({ type: 'reply', text: 'hi', summary: { title: 't', extra: 1 } })).toMatchObject({
      pointer: '/summary/extra',
      detail: '/summary/extra must NOT be present: unknown property',
    });
  });

  it("rule: any other failure keeps the validator's wording at the failing value, which names no field", () => {
    expect(fault({ type: 'reply', text: 5 })).toMatchObject({ pointer: '/text', detail: '/text must be string' });
    for (const detail of [fault({ type: 'reply' }).detail, fault({ type: 'reply', text: 'hi', summary: {} }).detail]) {
      const [pointer, ...reason] = detail!.split(' ');
      const field = pointer!.split('/').at(-1)!;
      expect(reason.join(' '), detail).not.toContain(field);
    }
  });
});
