/**
 * A model answering a strict-dialect schema writes null for an optional property it leaves out:
 * which nulls parse reads as "absent" (the null plan of the standard model schema), and what
 * dropping them gives back.
 */
import { describe, expect, it } from 'vitest';
import { Interaction, InteractionRejection } from '../../interaction/index.ts';
import { dropStrictNulls, nullPlan, type NullPlan } from '../../runtime/interaction/strict-model-nulls.ts';

const plan = (optional: string[], properties: [string, NullPlan][] = [], items?: NullPlan): NullPlan => ({
  optional: new Set(optional),
  properties: new Map(properties),
  items,
});

/** The shape of the chat fixture's `finish.summary`: an object holding a list of objects. */
const summarySchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: { label: { type: 'string' }, done: { type: 'boolean' } },
        required: ['label'],
      },
    },
  },
  required: ['title'],
};
const itemPlan = plan(['done']);
const summaryPlan = plan(['items'], [['items', plan([], [], itemPlan)]]);

describe('which nulls a strict model writes for absent', () => {
  it('rule: an optional property is null-for-absent unless its own schema already accepts null', () => {
    const schema = {
      type: 'object',
      properties: {
        kept: { type: 'string' },
        plain: { type: 'string' },
        twoTypes: { type: ['string', 'integer'] },
        nullType: { type: 'null' },
        nullInTypes: { type: ['string', 'null'] },
        constNull: { const: null },
        enumWithNull: { enum: ['a', null] },
        enumWithoutNull: { enum: ['a'] },
        unionWithNull: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        oneOfWithNull: { oneOf: [{ type: 'string' }, { enum: [null] }] },
        unionWithoutNull: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        anyValue: { description: 'anything' },
        trueSchema: true,
        falseSchema: false,
      },
      required: ['kept'],
    };
    expect(nullPlan(schema)).toEqual(plan(['plain', 'twoTypes', 'enumWithoutNull', 'unionWithoutNull', 'falseSchema']));
  });

  it('rule: a required property is never null-for-absent, whatever its schema', () => {
    expect(
      nullPlan({ type: 'object', properties: { a: { type: 'string' }, b: { enum: ['x'] } }, required: ['a', 'b'] }),
    ).toBeUndefined();
  });

  it('rule: without a required list every property is optional, whatever its name', () => {
    const names = ['a', '__proto__', 'with space', ''];
    const schema = { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'integer' }])) };
    expect(nullPlan(schema)).toEqual(plan(names));
  });

  it('rule: nested objects and array items get plans of their own; a plan holding only nested plans is still a plan', () => {
    const schema = {
      type: 'object',
      properties: { summary: summarySchema, note: { type: 'string' } },
      required: ['summary', 'note'],
    };
    expect(nullPlan(schema)).toEqual(plan([], [['summary', summaryPlan]]));
    expect(nullPlan(summarySchema)).toEqual(summaryPlan);
    expect(nullPlan({ type: 'array', items: summarySchema })).toEqual(plan([], [], summaryPlan));
  });

  it('rule: a schema where no null can mean absent has no plan', () => {
    expect(
      nullPlan({
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'array', items: { type: 'integer' } } },
        required: ['a', 'b'],
      }),
    ).toBeUndefined();
    expect(nullPlan({ type: 'string' })).toBeUndefined();
    expect(nullPlan({ type: 'array', items: { type: 'string' } })).toBeUndefined();
    expect(nullPlan(true)).toBeUndefined();
    expect(nullPlan(undefined)).toBeUndefined();
  });
});

describe('dropping those nulls', () => {
  it('rule: null for an optional property is dropped, in nested objects and array items too; other nulls stay', () => {
    const value = {
      summary: {
        title: null,
        items: [
          { label: 'a', done: null },
          { label: 'b', done: true },
        ],
      },
      extra: null,
    };
    const topPlan = plan([], [['summary', summaryPlan]]);
    expect(dropStrictNulls(value, topPlan)).toEqual({
      summary: { title: null, items: [{ label: 'a' }, { label: 'b', done: true }] },
      extra: null,
    });
    expect(dropStrictNulls({ title: 't', items: null }, summaryPlan)).toEqual({ title: 't' });
  });

  it('rule: a copy comes back when anything was dropped; the input is left as it was and untouched parts are shared', () => {
    const value = { summary: { title: 't', items: [{ label: 'a' }, { label: 'b', done: null }] } };
    const out = dropStrictNulls(value, plan([], [['summary', summaryPlan]])) as { summary: { items: unknown[] } };
    expect(out).toEqual({ summary: { title: 't', items: [{ label: 'a' }, { label: 'b' }] } });
    expect(out).not.toBe(value);
    expect(out.summary.items[0]).toBe(value.summary.items[0]);
    expect(value.summary.items[1]).toEqual({ label: 'b', done: null });
  });

  it('rule: the input itself comes back when nothing was dropped', () => {
    const value = { summary: { title: 't', items: [{ label: 'a' }, { label: 'b', done: false }] }, other: 1 };
    expect(dropStrictNulls(value, plan([], [['summary', summaryPlan]]))).toBe(value);
    const list = [{ label: 'a' }, { label: 'b', done: true }];
    expect(dropStrictNulls(list, plan([], [], itemPlan))).toBe(list);
    expect(dropStrictNulls(value, undefined)).toBe(value);
  });

  it('rule: a value not of the planned shape passes through untouched, for the structural check to judge', () => {
    expect(dropStrictNulls(null, summaryPlan)).toBeNull();
    expect(dropStrictNulls('text', summaryPlan)).toBe('text');
    expect(dropStrictNulls(3, summaryPlan)).toBe(3);
    const list = [{ done: null }];
    expect(dropStrictNulls(list, summaryPlan)).toBe(list);
  });

  it('rule: parse reports null for a required object field as invalid at its pointer, not as a crash', () => {
    const protocol = Interaction.define({
      commandField: 'type',
      modelSchemaDialect: 'strict',
      commands: {
        file: {
          fields: {
            box: {
              required: true,
              modelRequired: true,
              jsonSchema: { type: 'object', properties: { size: { type: 'integer' } } },
            },
          },
        },
      },
    });
    expect(protocol.parse({ type: 'file', box: { size: null } })).toEqual({ type: 'file', box: {} });
    let thrown: unknown;
    try {
      protocol.parse({ type: 'file', box: null });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InteractionRejection);
    expect(thrown).toMatchObject({ code: 'invalid', pointer: '/box' });
  });
});
