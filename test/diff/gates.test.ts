/**
 * Issue 21's gates, new operations and defaults, each a spec pair with its expected classification.
 * Hosts advertise features (the spec format's `features`), so a gate shields what a client sends to a
 * host that advertised it, never what a host sends to an old client; where hosts list the operations
 * they serve (framing.operationsAdvertised), a new operation clients send is no break on the wire.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../generator/diff/change.ts';
import {
  applyPatch,
  diffEdits,
  FRAMED,
  NEW_FEATURE,
  operation,
  slot,
  SLOT_POINTER,
  type JsonObject,
  type Patch,
} from './support/contracts.ts';

const op = (name: string, overrides: JsonObject = {}): Patch => ({ operations: { [name]: operation(overrides) } });
const probe = (overrides: JsonObject): Patch => ({ operations: { probe: overrides } });
const mode = (values: string[]): JsonObject => ({ type: 'object', properties: { mode: { enum: values } } });

/** `rule layer severity breaks` of every change that is not documentation. */
const classes = (changes: readonly Change[]) =>
  changes
    .filter((change) => change.layer !== 'docs')
    .map((change) => `${change.rule} ${change.layer} ${change.severity} ${change.breaks}`);

describe('feature gates, in both directions', () => {
  it('rule: a result union variant added behind a new host feature still reaches old clients: breaking for old readers', async () => {
    const variant = (kind: string, extra: JsonObject = {}): JsonObject => ({
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: kind } },
      ...extra,
    });
    const before = slot('result', { oneOf: [variant('a'), variant('b')] });
    const after = slot('result', { oneOf: [variant('a'), variant('b'), variant('c', { requires: NEW_FEATURE })] });
    expect(classes((await diffEdits(before, after)).changes)).toContain(
      'union-variant-added wire breaking old-readers',
    );
  });

  it('rule: a result enum value added to an operation newly gated by a host feature still reaches old clients: breaking', async () => {
    const before = probe({ result: mode(['fast', 'slow']) });
    const after = probe({ requires: NEW_FEATURE, result: mode(['fast', 'slow', 'auto']) });
    const found = classes((await diffEdits(before, after)).changes);
    expect(found).toContain('enum-value-added wire breaking old-readers');
    expect(found).toContain('operation-gate-added wire dangerous old-readers-and-writers');
  });

  it('rule: what a client sends behind a new feature reaches only hosts that advertised it: safe', async () => {
    const before = probe({ params: mode(['fast', 'slow']) });
    const after = probe({
      params: {
        type: 'object',
        properties: { mode: { enum: ['fast', 'slow'] }, turbo: { type: 'boolean', requires: NEW_FEATURE } },
      },
    });
    expect(classes((await diffEdits(before, after)).changes)).toEqual([
      'optional-property-added-open wire safe nobody',
      'optional-property-added-open typescript safe nobody',
    ]);
  });

  it('rule: a gated operation removed together with its feature is no break on the wire; the TypeScript layer still breaks', async () => {
    const found = classes((await diffEdits(op('probe.more', { requires: NEW_FEATURE }), {})).changes).filter((line) =>
      line.includes('operation'),
    );
    expect(found).toEqual([
      'gated-operation-removed wire safe nobody',
      'gated-operation-removed typescript breaking typescript',
    ]);
  });
});

describe('new operations', () => {
  const listed = applyPatch(FRAMED, { framing: { operationsAdvertised: true } }) as Patch;

  it('rule: where hosts list the operations they serve, an ungated new operation is no break on the wire', async () => {
    expect(classes((await diffEdits(listed, applyPatch(listed, op('probe.more')) as Patch)).changes)).toEqual([
      'operation-added wire safe nobody',
      'operation-added typescript dangerous typescript',
    ]);
  });

  it('rule: a protocol whose hosts do not list their operations keeps a new operation breaking for old readers (old hosts refuse it)', async () => {
    expect(classes((await diffEdits(FRAMED, applyPatch(FRAMED, op('probe.more')) as Patch)).changes)).toContain(
      'operation-added wire breaking old-readers',
    );
  });
});

describe('defaults', () => {
  it('rule: the default of an optional param changed (50 → 20) is dangerous: old clients that omit it get other behaviour', async () => {
    const limit = (value: number): JsonObject => ({
      type: 'object',
      properties: { limit: { type: 'integer', default: value } },
    });
    const changes = (await diffEdits(slot('params', limit(50)), slot('params', limit(20)))).changes;
    expect(classes(changes)).toEqual(['default-changed wire dangerous old-readers-and-writers']);
    expect(changes[0]!.new.pointer).toBe(`${SLOT_POINTER.params}/properties/limit/default`);
    expect(changes[0]!.message).toContain('from 50 to 20');
  });
});
