/** error-code-added's TypeScript-layer words and error-retryable-changed's place. */
import { describe, expect, it } from 'vitest';
import { changesBetween } from './support/meta-changes.ts';

describe('error-code-added', () => {
  it('rule: an added error code tells TypeScript users that an exhaustive switch over KnownErrorCode no longer compiles', async () => {
    const place = {
      direction: 'host-to-client',
      old: '/errors',
      new: '/errors/gone',
      subject: { kind: 'error', name: 'gone' },
    };
    expect(await changesBetween({}, { errors: { gone: { description: 'It is gone.', since: '1.0.0' } } })).toEqual([
      {
        rule: 'error-code-added',
        layer: 'wire',
        severity: 'safe',
        breaks: 'nobody',
        ...place,
        message: 'error code gone added: old clients treat it as an unknown code',
      },
      {
        rule: 'error-code-added',
        layer: 'typescript',
        severity: 'dangerous',
        breaks: 'typescript',
        ...place,
        message: 'error code gone added: an exhaustive switch over KnownErrorCode no longer compiles',
      },
    ]);
  });
});

describe('error-retryable-changed', () => {
  it('rule: an error no longer retryable is reported at /errors/<code>/retryable with both values', async () => {
    expect(await changesBetween({}, { errors: { busy: { retryable: null } } })).toEqual([
      {
        rule: 'error-retryable-changed',
        layer: 'wire',
        severity: 'dangerous',
        direction: 'host-to-client',
        breaks: 'old-readers-and-writers',
        old: '/errors/busy/retryable',
        new: '/errors/busy/retryable',
        subject: { kind: 'error', name: 'busy' },
        message: 'error code busy retryable changed from true to false',
      },
    ]);
  });
});
