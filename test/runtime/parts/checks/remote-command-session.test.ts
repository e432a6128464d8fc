import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remoteCommandSession } from '../../../../runtime/parts/checks/remote-command-session.ts';

const SEED = 20261205;

const row = (op: unknown, session?: unknown) => ({
  id: 'cmd-0192',
  ...(session === undefined ? {} : { session }),
  command: { op, params: {} },
  requester: { user: 'user-5b1c' },
  createdAt: 1763049600000,
});

describe('remoteCommandSession', () => {
  it('rule: every op but sessions.create needs a session', () => {
    for (const op of ['prompt', 'steer', 'follow_up', 'cancel', 'interaction.answer', 'some.future_op']) {
      expect(remoteCommandSession(row(op, 'sess-01'))).toBeUndefined();
      expect(remoteCommandSession(row(op))).toEqual({
        path: ['session'],
        pointer: '/session',
        reason: `must be present: op ${JSON.stringify(op)} targets an existing session`,
      });
    }
  });

  it('rule: sessions.create names no session', () => {
    expect(remoteCommandSession(row('sessions.create'))).toBeUndefined();
    expect(remoteCommandSession(row('sessions.create', 'sess-01'))).toEqual({
      path: ['session'],
      pointer: '/session',
      reason: 'must NOT be present for sessions.create, which names no existing session',
    });
    // Present is present, whatever the schema thinks of its type.
    expect(remoteCommandSession(row('sessions.create', null))?.path).toEqual(['session']);
  });

  it('rule: a session holding undefined, or an inherited one, is absent', () => {
    expect(remoteCommandSession({ ...row('prompt'), session: undefined })?.path).toEqual(['session']);
    expect(remoteCommandSession({ ...row('sessions.create'), session: undefined })).toBeUndefined();
    expect(
      remoteCommandSession(Object.assign(Object.create({ session: 'sess-01' }) as object, row('prompt')))?.path,
    ).toEqual(['session']);
    const nullProto = Object.assign(Object.create(null) as object, {
      command: Object.assign(Object.create(null) as object, { op: 'cancel' }),
    });
    expect(remoteCommandSession(nullProto)?.path).toEqual(['session']);
  });

  it('rule: without a readable op nothing is judged', () => {
    for (const command of [
      undefined,
      null,
      'prompt',
      ['prompt'],
      {},
      { op: 1 },
      { op: null },
      Object.create({ op: 'prompt' }),
    ]) {
      expect(remoteCommandSession({ id: 'c', command })).toBeUndefined();
    }
    for (const value of [undefined, null, 1, 'prompt', [row('prompt')]])
      expect(remoteCommandSession(value)).toBeUndefined();
  });

  it('rule: the reason quotes a bounded piece of the op', () => {
    expect(remoteCommandSession(row('x'.repeat(100_000)))!.reason.length).toBeLessThan(120);
  });

  it('rule: the verdict is exactly "op is sessions.create iff there is no session", whatever other members hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('prompt', 'steer', 'cancel', 'sessions.create'),
        fc.boolean(),
        fc.dictionary(fc.constantFrom('id', 'requester', 'automation', 'createdAt', 'extra'), fc.anything()),
        fc.dictionary(fc.constantFrom('params', 'extra'), fc.anything()),
        (op, withSession, extra, commandExtra) => {
          const node = { ...extra, ...(withSession ? { session: 's' } : {}), command: { ...commandExtra, op } };
          expect(remoteCommandSession(node) !== undefined).toBe(withSession === (op === 'sessions.create'));
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });

  it('rule: total over any input: never throws', () => {
    const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true });
    fc.assert(
      fc.property(
        fc.oneof(
          anything,
          fc.record(
            { session: anything, command: fc.oneof(anything, fc.record({ op: anything })) },
            { requiredKeys: [] },
          ),
        ),
        (value) => {
          remoteCommandSession(value);
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});
