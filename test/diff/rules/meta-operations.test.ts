/** operation-status-changed's place, and operation-removed-after-sunset's TypeScript-layer words. */
import { describe, expect, it } from 'vitest';
import { operation } from '../support/contracts.ts';
import { changesBetween, docsChange } from './support/meta-changes.ts';

/** An operation both sides keep, unlike probe in signature, so probe's removal is not read as a rename. */
const KEEP = operation({ mutation: true, persistence: 'durable' });

describe('operation-status-changed', () => {
  it('rule: an operation deprecated is reported at /operations/<op>/status with both statuses', async () => {
    expect(await changesBetween({}, { operations: { probe: { status: 'deprecated' } } })).toEqual([
      docsChange(
        'operation-status-changed',
        '/operations/probe/status',
        { kind: 'operation', name: 'probe' },
        'operation probe status changed from stable to deprecated',
      ),
    ]);
  });
});

describe('operation-removed-after-sunset', () => {
  it('rule: a deprecated operation removed at its sunset tells TypeScript users their code no longer compiles', async () => {
    const changes = await changesBetween(
      { operations: { probe: { status: 'deprecated', sunset: '1.1.0' }, keep: KEEP } },
      { protocol: { version: '1.1.0' }, operations: { probe: null, keep: KEEP } },
    );
    const place = {
      direction: 'client-to-host',
      old: '/operations/probe',
      new: '/operations',
      subject: { kind: 'operation', name: 'probe' },
    };
    expect(changes).toEqual([
      {
        rule: 'operation-removed-after-sunset',
        layer: 'wire',
        severity: 'safe',
        breaks: 'nobody',
        ...place,
        message: 'deprecated operation probe removed at its sunset 1.1.0: clients were told to stop sending it',
      },
      {
        rule: 'operation-removed-after-sunset',
        layer: 'typescript',
        severity: 'dangerous',
        breaks: 'typescript',
        ...place,
        message:
          'deprecated operation probe removed at its sunset 1.1.0: code that still uses its types no longer compiles',
      },
    ]);
  });
});
