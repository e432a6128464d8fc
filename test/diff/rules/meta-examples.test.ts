/** examples-changed: an operation's examples and a schema's, at their places, documentation only. */
import { describe, expect, it } from 'vitest';
import { changesBetween, docsChange } from './support/meta-changes.ts';

describe('examples-changed', () => {
  it('rule: an operation whose examples changed is reported at /operations/<op>/examples', async () => {
    expect(
      await changesBetween(
        {},
        { operations: { probe: { examples: [{ description: 'Bare.', params: {}, result: {} }] } } },
      ),
    ).toEqual([
      docsChange(
        'examples-changed',
        '/operations/probe/examples',
        { kind: 'operation', name: 'probe' },
        'operation probe: examples changed',
      ),
    ]);
  });

  it('rule: a schema whose examples changed is reported at the schema, in the direction of its data', async () => {
    expect(
      await changesBetween(
        { types: { Row: { type: 'string', direction: 'stored', examples: ['a'] } } },
        { types: { Row: { type: 'string', direction: 'stored', examples: ['a', 'b'] } } },
      ),
    ).toEqual([
      docsChange(
        'examples-changed',
        '/types/Row',
        { kind: 'type', name: 'Row' },
        'type Row: examples changed',
        'stored',
      ),
    ]);
  });

  it('rule: the same schema examples on both sides give no change', async () => {
    expect(
      await changesBetween(
        { types: { Shared: { type: 'string', examples: ['a'] } } },
        { types: { Shared: { type: 'string', examples: ['a'] } } },
      ),
    ).toEqual([]);
  });
});
