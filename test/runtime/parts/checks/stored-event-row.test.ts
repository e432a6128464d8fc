import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedEventRow } from '../../../../runtime/parts/checks/stored-event-row.ts';

const SEED = 20261207;

const event = (members: Record<string, unknown>) => ({
  v: 1,
  type: 'model.changed',
  model: { provider: 'anthropic', id: 'claude-sonnet-4-5' },
  ...members,
});
const row = (session: unknown, revision: unknown, ev: unknown) => ({ rowVersion: 1, session, revision, event: ev });

describe('storedEventRow', () => {
  it('rule: the spec example passes', () => {
    expect(storedEventRow(row('sess-01', 12, event({ session: 'sess-01', revision: 12 })))).toBeUndefined();
  });

  it("rule: the row's session equals the event's", () => {
    expect(storedEventRow(row('sess-01', 12, event({ session: 'sess-02', revision: 12 })))).toEqual({
      path: ['session'],
      pointer: '/session',
      reason: 'must equal the event\'s session "sess-02"',
    });
    // An event session that is absent or not a string cannot back the row's.
    for (const members of [{ revision: 12 }, { session: null, revision: 12 }, { session: 1, revision: 12 }]) {
      expect(storedEventRow(row('sess-01', 12, event(members)))).toEqual({
        path: ['session'],
        pointer: '/session',
        reason: "must equal the event's session, and the event has no session string",
      });
    }
  });

  it("rule: the row's revision equals the event's", () => {
    expect(storedEventRow(row('s', 12, event({ session: 's', revision: 13 })))).toEqual({
      path: ['revision'],
      pointer: '/revision',
      reason: "must equal the event's revision (13)",
    });
    expect(storedEventRow(row('s', 12, event({ session: 's', revision: '12' })))).toEqual({
      path: ['revision'],
      pointer: '/revision',
      reason: "must equal the event's revision, which is not a number",
    });
    expect(storedEventRow(row('s', 12, event({ session: 's', revision: null })))?.path).toEqual(['revision']);
    expect(storedEventRow(row('s', 0, event({ session: 's', revision: -0 })))).toBeUndefined();
  });

  it('rule: a stored event has a revision, whatever the row holds', () => {
    const failure = {
      path: ['event', 'revision'],
      pointer: '/event/revision',
      reason: 'must have a revision, as a stored event does',
    };
    expect(storedEventRow(row('s', 12, event({ session: 's' })))).toEqual(failure);
    expect(storedEventRow(row('s', 12, event({ session: 's', revision: undefined })))).toEqual(failure);
    expect(storedEventRow({ rowVersion: 1, session: 's', event: event({ session: 's' }) })).toEqual(failure);
    expect(storedEventRow(row('s', 12, { v: 1, session: 's', type: 'resync_required' }))).toEqual(failure);
  });

  it('rule: order: session before revision', () => {
    expect(storedEventRow(row('s', 12, event({ session: 't', revision: 13 })))?.path).toEqual(['session']);
    expect(storedEventRow(row('s', 12, event({ session: 't' })))?.path).toEqual(['session']);
  });

  it("rule: a row member that is absent or of the wrong type is the schema's to report, and compares with nothing", () => {
    expect(storedEventRow({ rowVersion: 1, event: event({ session: 's', revision: 1 }) })).toBeUndefined();
    expect(storedEventRow(row(5, '12', event({ session: 's', revision: 1 })))).toBeUndefined();
    expect(storedEventRow(row(null, null, event({ revision: 1 })))).toBeUndefined();
    for (const ev of [undefined, null, 'event', 12, [event({ session: 't', revision: 13 })]])
      expect(storedEventRow(row('s', 12, ev))).toBeUndefined();
    for (const value of [undefined, null, 1, 's', [row('s', 12, event({ session: 't' }))]])
      expect(storedEventRow(value)).toBeUndefined();
  });

  it('rule: only own members are read, and other members never change the verdict', () => {
    const inherited = Object.assign(Object.create({ session: 's', revision: 12 }) as object, { v: 1, type: 'x' });
    expect(storedEventRow(row('s', 12, inherited))?.path).toEqual(['session']);
    const nullProto = Object.assign(Object.create(null) as object, { session: 's', revision: 12 });
    expect(storedEventRow(row('s', 12, nullProto))).toBeUndefined();
    expect(storedEventRow(Object.assign(Object.create(null) as object, row('s', 12, nullProto)))).toBeUndefined();
    fc.assert(
      fc.property(
        fc.constantFrom('s', 't'),
        fc.nat(3),
        fc.option(fc.nat(3), { nil: undefined }),
        fc.dictionary(fc.constantFrom('rowVersion', 'extra'), fc.anything()),
        fc.dictionary(fc.constantFrom('v', 'type', 'model', 'extra'), fc.anything()),
        (eventSession, rowRevision, eventRevision, rowExtra, eventExtra) => {
          const ev = {
            ...eventExtra,
            session: eventSession,
            ...(eventRevision === undefined ? {} : { revision: eventRevision }),
          };
          const path = storedEventRow({ ...rowExtra, session: 's', revision: rowRevision, event: ev })?.path;
          const expected =
            eventSession !== 's'
              ? ['session']
              : eventRevision === undefined
                ? ['event', 'revision']
                : eventRevision !== rowRevision
                  ? ['revision']
                  : undefined;
          expect(path).toEqual(expected);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('rule: the reason quotes a bounded piece of the session', () => {
    expect(
      storedEventRow(row('s', 1, event({ session: 'x'.repeat(100_000), revision: 1 })))!.reason.length,
    ).toBeLessThan(120);
  });

  it('rule: total over any input: never throws', () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          fc.record(
            {
              session: anything,
              revision: anything,
              event: fc.oneof(anything, fc.record({ session: anything, revision: anything }, { requiredKeys: [] })),
            },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          storedEventRow(value);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
