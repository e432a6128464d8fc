/**
 * Handler values typed from the declaration (issue 22): a command declared inline in `define` gives
 * parse, receive and every bound handler its fields typed by their JSON Schemas. These assertions
 * are types: `tsc -p tsconfig.json` checks them (expectTypeOf, and each `@ts-expect-error`, which
 * fails the type-check when the line it marks compiles — a value typed `unknown` or `any` would).
 * The runtime assertions check that the types describe what parse really returns.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Interaction, type InteractionProtocolDefinition, type SchemaValue } from '../../interaction/index.ts';

describe('handler values typed from the declared field schemas', () => {
  /** The kit example's protocol, compiled afresh by each test. */
  const kitProtocol = () =>
    Interaction.define({
      commandField: 'type',
      commands: {
        reply: {
          category: 'presentation',
          description: 'Show a confirmed note',
          fields: { text: { required: true, jsonSchema: { type: 'string' } } },
          checks: [{ occur: (v) => typeof v.text !== 'string', error: 'text must be a string' }],
        },
        unavailable: { category: 'receipt', description: 'Material unavailable', fields: {} },
      },
    });

  it("rule: the kit example's handler gets `text: string` for {type: 'string'}, and its command id", () => {
    const protocol = kitProtocol();
    const d = Interaction.bind(protocol, {
      reply: (v) => {
        expectTypeOf(v).toEqualTypeOf<{ type: 'reply'; text: string }>();
        // @ts-expect-error -- text is a string, not a number
        const wrong: number = v.text;
        void wrong;
        return 'note: ' + v.text.toUpperCase();
      },
      unavailable: (v) => {
        expectTypeOf(v).toEqualTypeOf<{ type: 'unavailable' }>();
        // @ts-expect-error -- unavailable declares no text
        void v.text;
        return 'n/a';
      },
    });
    expect(d.dispatch({ type: 'reply', text: 'hi' }, undefined)).toBe('note: HI');
  });

  it('rule: receive narrows the result by the selected id; parse returns the union', () => {
    const protocol = kitProtocol();
    const received = protocol.receive({ type: 'reply', text: 'hi' });
    if (received.id === 'reply') expectTypeOf(received.result.text).toEqualTypeOf<string>();
    else expectTypeOf(received.result).toEqualTypeOf<{ type: 'unavailable' }>();
    expect(received).toEqual({ id: 'reply', result: { type: 'reply', text: 'hi' } });
    expectTypeOf(protocol.parse({ type: 'unavailable' })).toEqualTypeOf<
      { type: 'reply'; text: string } | { type: 'unavailable' }
    >();
  });

  it('rule: a handler for an undeclared id, or a missing one, does not compile', () => {
    const protocol = kitProtocol();
    const bindMissing = () =>
      // @ts-expect-error -- the handler for `unavailable` is missing
      Interaction.bind(protocol, { reply: (v) => v.text });
    const bindUnknownValue = () =>
      Interaction.bind(protocol, {
        reply: (v) => v.text,
        // @ts-expect-error -- unavailable's value has no text, so this handler does not fit
        unavailable: (v: { text: string }) => v.text,
      });
    expect(bindMissing).toThrow(/no handler/);
    expect(bindUnknownValue).not.toThrow();
  });
});

describe('what each JSON Schema keyword gives', () => {
  it('rule: type names, enums and consts, arrays and objects, unions, nullable types', () => {
    const protocol = Interaction.define({
      commandField: 'kind',
      commands: {
        all: {
          fields: {
            s: { required: true, jsonSchema: { type: 'string', minLength: 1 } },
            n: { required: true, jsonSchema: { type: 'number' } },
            i: { required: true, jsonSchema: { type: 'integer', minimum: 0 } },
            b: { required: true, jsonSchema: { type: 'boolean' } },
            tone: { required: true, jsonSchema: { enum: ['plain', 'warm'] } },
            level: { required: true, jsonSchema: { type: 'string', enum: ['low', 'high'] } },
            fixed: { required: true, jsonSchema: { const: 'v1' } },
            tags: { required: true, jsonSchema: { type: 'array', items: { type: 'string' } } },
            summary: {
              required: true,
              jsonSchema: {
                type: 'object',
                properties: {
                  title: { type: 'string' },
                  items: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: { label: { type: 'string' } },
                      required: ['label'],
                      additionalProperties: false,
                    },
                  },
                },
                required: ['title'],
                additionalProperties: false,
              },
            },
            score: { required: true, jsonSchema: { oneOf: [{ type: 'integer' }, { const: 'n/a' }] } },
            maybe: { required: true, jsonSchema: { type: ['string', 'null'] } },
          },
        },
      },
    });
    const value = protocol.parse({
      kind: 'all',
      s: 'x',
      n: 1.5,
      i: 2,
      b: true,
      tone: 'warm',
      level: 'low',
      fixed: 'v1',
      tags: ['a'],
      summary: { title: 't', items: [{ label: 'l' }] },
      score: 'n/a',
      maybe: null,
    });
    expectTypeOf(value).toEqualTypeOf<{
      kind: 'all';
      s: string;
      n: number;
      i: number;
      b: boolean;
      tone: 'plain' | 'warm';
      level: 'low' | 'high';
      fixed: 'v1';
      tags: string[];
      summary: { title: string; items?: { label: string }[] | undefined };
      score: number | 'n/a';
      maybe: string | null;
    }>();
    // @ts-expect-error -- an enum is its literals, not any string
    const tone: 'loud' = value.tone;
    void tone;
    expect(value.summary.items?.[0]?.label).toBe('l');
  });

  it('rule: required fields are required; optional ones may be absent, or present and undefined unless optionalPresence is defined', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      commands: {
        own: {
          fields: { a: { required: true, jsonSchema: { type: 'string' } }, b: { jsonSchema: { type: 'number' } } },
        },
        defined: { optionalPresence: 'defined', fields: { b: { jsonSchema: { type: 'number' } } } },
      },
    });
    type Own = Extract<ReturnType<typeof protocol.parse>, { type: 'own' }>;
    type Defined = Extract<ReturnType<typeof protocol.parse>, { type: 'defined' }>;
    expectTypeOf<Own>().toEqualTypeOf<{ type: 'own'; a: string; b?: number | undefined }>();
    expectTypeOf<Defined>().toEqualTypeOf<{ type: 'defined'; b?: number }>();
    expect(protocol.parse({ type: 'own', a: 'x', b: undefined })).toEqual({ type: 'own', a: 'x', b: undefined });
  });

  it('rule: shared fields, the mode field, owned fields left out, open commands and formatters are typed as parse treats them', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      modeField: 'mode',
      fields: { sessionId: { required: true, jsonSchema: { type: 'string' } } },
      commands: {
        approve: {
          modes: ['review'],
          fields: {
            requestId: { required: true, jsonSchema: { type: 'string' } },
            approvedBy: { jsonSchema: { type: 'string' } },
          },
          ownedFields: ['approvedBy'],
        },
        note: { additionalProperties: true, fields: { text: { jsonSchema: { type: 'string' } } } },
        count: {
          fields: { n: { required: true, jsonSchema: { type: 'integer' } } },
          format: (value) => Number(value.n) * 2,
        },
      },
    });
    const d = Interaction.bind(protocol, {
      approve: (v) => {
        expectTypeOf(v).toEqualTypeOf<{ type: 'approve'; mode: 'review'; sessionId: string; requestId: string }>();
        return v.requestId;
      },
      note: (v) => {
        expectTypeOf(v.text).toEqualTypeOf<string | undefined>();
        expectTypeOf(v.mode).toEqualTypeOf<string | undefined>();
        expectTypeOf(v['anything']).toEqualTypeOf<unknown>();
        return 'note';
      },
      count: (n) => {
        expectTypeOf(n).toEqualTypeOf<number>();
        return String(n);
      },
    });
    expect(d.dispatch({ type: 'approve', mode: 'review', sessionId: 's', requestId: 'r' }, undefined)).toBe('r');
    expect(d.dispatch({ type: 'count', sessionId: 's', n: 4 }, undefined)).toBe('8');
    expect(protocol.parse({ type: 'note', sessionId: 's', extra: 1 })).toEqual({
      type: 'note',
      sessionId: 's',
      extra: 1,
    });
  });

  it('rule: what cannot be typed statically stays unknown: `not`, a $ref, a listed field, a widened declaration', () => {
    const protocol = Interaction.define({
      commandField: 'op',
      commands: {
        negated: { fields: { node: { required: true, jsonSchema: { not: { type: 'string' } } } } },
        listed: { fields: ['title'] },
      },
    });
    type Parsed = ReturnType<typeof protocol.parse>;
    expectTypeOf<Extract<Parsed, { op: 'negated' }>['node']>().toEqualTypeOf<unknown>();
    expect(protocol.parse({ op: 'negated', node: 1 })).toEqual({ op: 'negated', node: 1 });
    expectTypeOf<Extract<Parsed, { op: 'listed' }>>().toEqualTypeOf<{ op: 'listed'; title?: unknown }>();
    // A declaration typed as data (not written inline, nor `as const`) types its commands as records of unknowns.
    const declaration: InteractionProtocolDefinition = {
      commandField: 'op',
      commands: { a: { fields: { x: { jsonSchema: { type: 'string' } } } } },
    };
    Interaction.bind(Interaction.define(declaration), {
      a: (v) => {
        expectTypeOf(v.x).toEqualTypeOf<unknown>();
        return v;
      },
    });
    // Typed as data, a command may or may not have a formatter: parse returns either.
    const formatted: InteractionProtocolDefinition<Record<string, unknown>, string> = {
      commandField: 'op',
      commands: { a: { fields: [], format: () => 'x' } },
    };
    expectTypeOf(Interaction.define(formatted).parse({ op: 'a' })).toEqualTypeOf<string | { [key: string]: unknown }>();
    expectTypeOf<SchemaValue<{ type: string }>>().toEqualTypeOf<unknown>();
    expectTypeOf<SchemaValue<{ $ref: '#/definitions/Node' }>>().toEqualTypeOf<unknown>();
  });

  it('rule: with type arguments the protocol is typed by them, as before', () => {
    const protocol = Interaction.define<Record<string, unknown>, string, [limit: number]>({
      commandField: 'type',
      commands: {
        take: {
          fields: { n: { required: true, jsonSchema: { type: 'integer' } } },
          format: (value, limit) => `${String(value.n)}/${limit}`,
        },
      },
    });
    expectTypeOf(protocol.parse({ type: 'take', n: 1 }, 5)).toEqualTypeOf<string>();
    Interaction.bind(protocol, { take: (value) => expectTypeOf(value).toEqualTypeOf<string>() });
    expect(protocol.parse({ type: 'take', n: 1 }, 5)).toBe('1/5');
  });
});
