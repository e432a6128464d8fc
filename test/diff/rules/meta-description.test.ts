/**
 * description-changed on every kind of subject it reads: named definitions (constants, errors,
 * limits, features), the protocol's own wording, vocabulary terms, an operation's description and
 * sunset, interaction catalogs and commands, and schemas — each with its place, subject and words.
 */
import { describe, expect, it } from 'vitest';
import { ANSWER_CATALOG, applyPatch, type JsonObject, type Patch } from '../support/contracts.ts';
import { changesBetween, docsChange } from './support/meta-changes.ts';

const withCatalog = (patch: Patch = {}): Patch => ({
  interactions: { answer: applyPatch(ANSWER_CATALOG, patch) as JsonObject },
});

describe('description-changed on named definitions', () => {
  it('rule: a constant whose description changed is a documentation change at /constants/<name>/description', async () => {
    expect(
      await changesBetween({}, { constants: { WIRE_VERSION: { description: 'The version every frame carries.' } } }),
    ).toEqual([
      docsChange(
        'description-changed',
        '/constants/WIRE_VERSION/description',
        { kind: 'constant', name: 'WIRE_VERSION' },
        'constant WIRE_VERSION description changed',
      ),
    ]);
  });

  it('rule: an error whose description changed is a documentation change at /errors/<code>/description', async () => {
    expect(await changesBetween({}, { errors: { busy: { description: 'The host is overloaded.' } } })).toEqual([
      docsChange(
        'description-changed',
        '/errors/busy/description',
        { kind: 'error', name: 'busy' },
        'error busy description changed',
      ),
    ]);
  });

  it('rule: a limit whose description changed is a documentation change at /limits/<name>/description', async () => {
    expect(await changesBetween({}, { limits: { itemBytes: { description: 'Most bytes of one item.' } } })).toEqual([
      docsChange(
        'description-changed',
        '/limits/itemBytes/description',
        { kind: 'limit', name: 'itemBytes' },
        'limit itemBytes description changed',
      ),
    ]);
  });

  it('rule: a feature whose description changed is a documentation change at /features/<name>/description', async () => {
    expect(
      await changesBetween({}, { features: { 'probe.extras': { description: 'Hosts that serve the extras.' } } }),
    ).toEqual([
      docsChange(
        'description-changed',
        '/features/probe.extras/description',
        { kind: 'feature', name: 'probe.extras' },
        'feature probe.extras description changed',
      ),
    ]);
  });

  it('rule: a named definition whose description is the same on both sides gives no change, whatever else of it changed', async () => {
    expect(
      await changesBetween({}, { errors: { busy: { description: 'The host is busy; try again later.' } } }),
    ).toEqual([]);
    expect((await changesBetween({}, { errors: { busy: { since: '0.9.0' } } })).map((change) => change.rule)).toEqual([
      'since-changed',
    ]);
  });
});

describe('description-changed on the protocol and its vocabularies', () => {
  it('rule: the protocol title changed is reported at /protocol/title', async () => {
    expect(await changesBetween({}, { protocol: { title: 'Another title' } })).toEqual([
      docsChange('description-changed', '/protocol/title', { kind: 'protocol' }, 'protocol title changed'),
    ]);
  });

  it('rule: the protocol description added is reported at /protocol/description', async () => {
    expect(await changesBetween({}, { protocol: { description: 'Now described.' } })).toEqual([
      docsChange('description-changed', '/protocol/description', { kind: 'protocol' }, 'protocol description changed'),
    ]);
  });

  it('rule: a client kind whose meaning changed is reported at /protocol/clientKinds/<kind>', async () => {
    expect(await changesBetween({}, { protocol: { clientKinds: { cli: 'A terminal client.' } } })).toEqual([
      docsChange(
        'description-changed',
        '/protocol/clientKinds/cli',
        { kind: 'client-kind', name: 'cli' },
        'clientKinds cli description changed',
      ),
    ]);
  });
});

describe('description-changed on operations', () => {
  it('rule: an operation description changed names the operation in its words', async () => {
    expect(await changesBetween({}, { operations: { probe: { description: 'Probe the host, gently.' } } })).toEqual([
      docsChange(
        'description-changed',
        '/operations/probe/description',
        { kind: 'operation', name: 'probe' },
        'operation probe description changed',
      ),
    ]);
  });

  it('rule: a sunset announced for a deprecated operation is a documentation change at /operations/<op>/sunset', async () => {
    expect(
      await changesBetween(
        { operations: { probe: { status: 'deprecated' } } },
        { operations: { probe: { status: 'deprecated', sunset: '2.0.0' } } },
      ),
    ).toEqual([
      docsChange(
        'description-changed',
        '/operations/probe/sunset',
        { kind: 'operation', name: 'probe' },
        'operation probe sunset changed',
      ),
    ]);
  });

  it('rule: a sunset moved is reported once, and only the sunset when the description is kept', async () => {
    expect(
      await changesBetween(
        { operations: { probe: { status: 'deprecated', sunset: '2.0.0' } } },
        { operations: { probe: { status: 'deprecated', sunset: '3.0.0' } } },
      ),
    ).toEqual([
      docsChange(
        'description-changed',
        '/operations/probe/sunset',
        { kind: 'operation', name: 'probe' },
        'operation probe sunset changed',
      ),
    ]);
  });
});

describe('description-changed on interaction catalogs and commands', () => {
  it('rule: a catalog rejection text changed is reported at /interactions/<catalog>/<key>', async () => {
    expect(await changesBetween(withCatalog(), withCatalog({ unknownError: 'answer with approve or deny' }))).toEqual([
      docsChange(
        'description-changed',
        '/interactions/answer/unknownError',
        { kind: 'interaction-catalog', name: 'answer' },
        'interaction catalog answer unknownError changed',
      ),
    ]);
  });

  it('rule: a command category changed is reported at /interactions/<catalog>/commands/<command>/<key>', async () => {
    expect(
      await changesBetween(withCatalog(), withCatalog({ commands: { approve: { category: 'control' } } })),
    ).toEqual([
      docsChange(
        'description-changed',
        '/interactions/answer/commands/approve/category',
        { kind: 'interaction-command', name: 'approve', catalog: 'answer' },
        'interaction command approve category changed',
      ),
    ]);
  });
});

describe('description-changed leaves schema examples to examples-changed', () => {
  it('rule: a schema whose examples changed is examples-changed only, never a description change', async () => {
    const changes = await changesBetween(
      { types: { Shared: { type: 'string', examples: ['a'] } } },
      { types: { Shared: { type: 'string', examples: ['b'] } } },
    );
    expect(changes).toEqual([
      docsChange(
        'examples-changed',
        '/types/Shared',
        { kind: 'type', name: 'Shared' },
        'type Shared: examples changed',
        'both',
      ),
    ]);
  });
});
