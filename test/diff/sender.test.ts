/**
 * Requests both ways (operation `sender`, issue 17): the params of an operation the host sends are
 * written by the host and read by clients, and its result the other way round, so the same schema
 * edit breaks the opposite peers. A client-sent operation's result read by a client; a host-sent
 * one's written by a client.
 */
import { describe, expect, it } from 'vitest';
import { diffEdits, type Patch } from './support/contracts.ts';

/** `probe` sent by `sender`, its `part` with a member `value`, required or not; its example carries one. */
const probe = (sender: 'client' | 'host', part: 'params' | 'result', required: string[]): Patch => ({
  operations: {
    probe: {
      ...(sender === 'host' ? { sender } : {}),
      [part]: { type: 'object', required, properties: { value: { type: 'string' } } },
      examples: [{ params: {}, result: {}, [part]: { value: 'x' } }],
    },
  },
});

const wire = async (sender: 'client' | 'host', part: 'params' | 'result') =>
  (await diffEdits(probe(sender, part, []), probe(sender, part, ['value']))).changes
    .filter((change) => change.layer === 'wire')
    .map(({ rule, direction, breaks }) => ({ rule, direction, breaks }));

describe('a property made required, by who sends the operation', () => {
  it('rule: in params, client-sent: old clients (writers) omit it; host-sent: old hosts do', async () => {
    expect(await wire('client', 'params')).toEqual([
      { rule: 'property-made-required', direction: 'client-to-host', breaks: 'old-writers' },
    ]);
    expect(await wire('host', 'params')).toEqual([
      { rule: 'property-made-required', direction: 'host-to-client', breaks: 'old-writers' },
    ]);
  });

  it('rule: in a result the direction flips with the sender: host-to-client for a client request, client-to-host for a host request', async () => {
    const [client] = await wire('client', 'result');
    const [host] = await wire('host', 'result');
    expect(client!.direction).toBe('host-to-client');
    expect(host!.direction).toBe('client-to-host');
    expect(host!.breaks).toBe(client!.breaks);
  });
});
