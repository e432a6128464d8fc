/** Declarative checks, code hooks, presence of optional fields, and when compilation happens. */
import { describe, expect, it, vi } from 'vitest';
import {
  ajvValidators,
  Interaction,
  InteractionProtocol,
  InteractionRejection,
  type ValidatorFactory,
} from '../../interaction/index.ts';
import { rejection } from './fixtures.ts';

describe('checks, refine and format', () => {
  const order: string[] = [];
  /** A protocol recording in `order` what runs, compiled afresh by each test. */
  const takeProtocol = () =>
    Interaction.define<Record<string, unknown>, string, [limit: number]>({
      commandField: 'type',
      checks: [{ occur: () => (order.push('protocol check'), false), error: 'never' }],
      refine: () => void order.push('protocol refine'),
      commands: {
        take: {
          fields: { n: { required: true, jsonSchema: { type: 'integer' } } },
          checks: [
            {
              occur: (v, limit) => (order.push('check 1'), Number(v.n) > limit),
              error: (v, limit) => `${String(v.n)} is over ${limit}`,
              field: 'n',
            },
            { occur: (v) => (order.push('check 2'), Number(v.n) === 13), error: 'unlucky' },
          ],
          refine: (v) => {
            order.push('refine');
            if (v.n === 7) throw new Error('seven is reserved');
            if (v.n === 8)
              throw new InteractionRejection({ code: 'check', message: 'eight is taken', tags: ['refine'] });
          },
          format: (v, limit) => `took ${String(v.n)} of ${limit}`,
        },
      },
    });

  it('rule: checks run in order after the structural check, then refine, then format — with the parse arguments', () => {
    const protocol = takeProtocol();
    order.length = 0;
    expect(protocol.parse({ type: 'take', n: 2 }, 5)).toBe('took 2 of 5');
    expect(order).toEqual(['protocol check', 'check 1', 'check 2', 'protocol refine', 'refine']);
  });

  it('rule: the first check that occurs rejects, with its wording and field', () => {
    const protocol = takeProtocol();
    order.length = 0;
    expect(rejection(() => protocol.parse({ type: 'take', n: 9 }, 5))).toMatchObject({
      code: 'check',
      message: '9 is over 5',
      pointer: '/n',
      commandId: 'take',
    });
    expect(order).toEqual(['protocol check', 'check 1']);
    expect(rejection(() => protocol.parse({ type: 'take', n: 13 }, 20)).message).toBe('unlucky');
  });

  it('rule: no check runs on a structurally invalid payload', () => {
    const protocol = takeProtocol();
    order.length = 0;
    expect(rejection(() => protocol.parse({ type: 'take', n: 1.5 }, 5)).code).toBe('invalid');
    expect(order).toEqual([]);
  });

  it('rule: an error thrown by refine is a refine rejection; a rejection it throws passes through, tagged', () => {
    const protocol = takeProtocol();
    const thrown = rejection(() => protocol.parse({ type: 'take', n: 7 }, 10));
    expect(thrown).toMatchObject({ code: 'refine', message: 'seven is reserved', commandId: 'take' });
    expect(thrown.cause).toBeInstanceOf(Error);
    expect(rejection(() => protocol.parse({ type: 'take', n: 8 }, 10))).toMatchObject({
      code: 'check',
      message: 'eight is taken',
      commandId: 'take',
      tags: ['refine'],
    });
  });

  it('rule: assert validates without formatting', () => {
    const protocol = takeProtocol();
    const take = protocol.commands.require('take');
    expect(take.assert({ type: 'take', n: 1 }, 5)).toBeUndefined();
    expect(rejection(() => take.assert({ type: 'take', n: 6 }, 5)).code).toBe('check');
  });
});

describe('optionalPresence', () => {
  // A protocol under each optionalPresence, compiled afresh by each test.
  const ownProtocol = () =>
    Interaction.define({
      commandField: 'type',
      commands: { a: { fields: { note: { jsonSchema: { type: 'string' } } } } },
    });
  const definedProtocol = () =>
    Interaction.define({
      commandField: 'type',
      optionalPresence: 'defined',
      commands: { a: { fields: { note: { jsonSchema: { type: 'string' } } } } },
    });

  it("rule: 'own' keeps an explicitly undefined optional property, present", () => {
    const own = ownProtocol();
    const result = own.parse({ type: 'a', note: undefined });
    expect(Object.hasOwn(result, 'note')).toBe(true);
    expect(own.parse({ type: 'a' })).toEqual({ type: 'a' });
  });

  it("rule: 'defined' rejects an explicitly undefined optional property", () => {
    const defined = definedProtocol();
    expect(rejection(() => defined.parse({ type: 'a', note: undefined }))).toMatchObject({
      code: 'invalid',
      pointer: '/note',
    });
    expect(defined.parse({ type: 'a', note: 'x' })).toEqual({ type: 'a', note: 'x' });
  });
});

describe('compilation and parsing', () => {
  it('rule: every command is compiled once, when the protocol is defined, and never while parsing', () => {
    const spy = vi.fn<ValidatorFactory>(ajvValidators());
    const protocol = new InteractionProtocol(
      { commandField: 'type', commands: { a: { fields: {} }, b: { fields: {} } } },
      spy,
    );
    expect(spy).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 5; i++) protocol.parse({ type: i % 2 === 0 ? 'a' : 'b' });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('rule: parsing is synchronous and never runs a handler', () => {
    const handler = vi.fn(() => 'ran');
    const protocol = Interaction.define({ commandField: 'type', commands: { run: { fields: {}, format: (v) => v } } });
    const bound = Interaction.bind(protocol, { run: handler });
    const result = protocol.receive({ type: 'run' });
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({ id: 'run', result: { type: 'run' } });
    expect(handler).not.toHaveBeenCalled();
    expect(bound.dispatch({ type: 'run' }, undefined)).toBe('ran');
  });
});
