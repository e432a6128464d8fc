/**
 * The TypeScript-layer words of the rules whose wire words speak of peers, each asserted whole: what
 * a removal at its sunset (an operation, a property, a named type, a union variant) and a pattern
 * property added or removed mean for code compiled against the generated package.
 */
import { describe, expect, it } from 'vitest';
import { diffEdits, operation, slot, SLOT_POINTER, type JsonObject } from '../support/contracts.ts';
import { changesBetween } from './support/meta-changes.ts';
import { expected, schemaDiff, seen } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const R = SLOT_POINTER.result;
const S = SLOT_POINTER.stored;
const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}) => ({ type: 'object', properties, ...extra });
const AT_1_1 = { protocol: { version: '1.1.0' } };

describe('operation-removed-after-sunset', () => {
  it('rule: a second operation removed at a sunset passed before the new version: its TypeScript words say code using its types no longer compiles', async () => {
    const retired = operation({ description: 'Probe the old way.', status: 'deprecated', sunset: '1.0.5' });
    const changes = await changesBetween({ operations: { 'probe.legacy': retired } }, AT_1_1);
    const place = {
      direction: 'client-to-host',
      old: '/operations/probe.legacy',
      new: '/operations',
      subject: { kind: 'operation', name: 'probe.legacy' },
    } as const;
    expect(changes).toEqual([
      {
        rule: 'operation-removed-after-sunset',
        layer: 'wire',
        severity: 'safe',
        breaks: 'nobody',
        ...place,
        message: 'deprecated operation probe.legacy removed at its sunset 1.0.5: clients were told to stop sending it',
      },
      {
        rule: 'operation-removed-after-sunset',
        layer: 'typescript',
        severity: 'dangerous',
        breaks: 'typescript',
        ...place,
        message:
          'deprecated operation probe.legacy removed at its sunset 1.0.5: code that still uses its types no longer compiles',
      },
    ]);
  });
});

describe('property-removed-after-sunset', () => {
  it('rule: a deprecated result member removed at its sunset: its TypeScript words say code reading or writing it no longer compiles', async () => {
    const report = await diffEdits(
      slot('result', obj({ a: str, old: { type: 'integer', deprecated: true, sunset: '1.1.0' } })),
      slot('result', obj({ a: str }), AT_1_1),
    );
    expect(seen(report.changes)).toEqual(
      expected('result', [
        [
          'property-removed-after-sunset',
          'wire',
          'safe',
          'nobody',
          `${R}/properties/old`,
          `${R}/properties`,
          'operation probe result: deprecated property old removed at its sunset 1.1.0: peers were told to stop using it',
        ],
        [
          'property-removed-after-sunset',
          'typescript',
          'dangerous',
          'typescript',
          `${R}/properties/old`,
          `${R}/properties`,
          'operation probe result: deprecated property old removed at its sunset 1.1.0: code that still reads or writes it no longer compiles',
        ],
      ]),
    );
  });
});

describe('type-removed-after-sunset', () => {
  it('rule: a deprecated object type removed after its sunset: its TypeScript words say code using its type or guard no longer compiles', async () => {
    const report = await diffEdits(
      { types: { Legacy: obj({ a: str }, { deprecated: true, sunset: '1.0.1' }) } },
      AT_1_1,
    );
    expect(seen(report.changes)).toEqual([
      {
        rule: 'type-removed-after-sunset',
        layer: 'typescript',
        severity: 'dangerous',
        direction: 'none',
        breaks: 'typescript',
        old: '/types/Legacy',
        new: '/types',
        message:
          'deprecated type Legacy removed at its sunset 1.0.1: code that still uses its type or guard no longer compiles',
      },
    ]);
  });
});

describe('union-variant-removed-after-sunset', () => {
  it('rule: a deprecated params variant removed at its sunset: its TypeScript words speak of an exhaustive switch over the old variants', async () => {
    const variant = (kind: string, extra: JsonObject = {}) => ({
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: kind } },
      ...extra,
    });
    const report = await diffEdits(
      slot('params', { oneOf: [variant('x', { deprecated: true, sunset: '1.1.0' }), variant('y')] }),
      slot('params', { oneOf: [variant('y')] }, AT_1_1),
    );
    expect(seen(report.changes)).toEqual(
      expected('params', [
        [
          'union-variant-removed-after-sunset',
          'wire',
          'safe',
          'nobody',
          `${P}/oneOf/0`,
          `${P}/oneOf`,
          'operation probe params: deprecated union variant kind="x" removed at its sunset 1.1.0: peers were told to stop using it',
        ],
        [
          'union-variant-removed-after-sunset',
          'typescript',
          'dangerous',
          'typescript',
          `${P}/oneOf/0`,
          `${P}/oneOf`,
          'operation probe params: deprecated union variant kind="x" removed at its sunset 1.1.0: an exhaustive switch over the old variants may no longer compile',
        ],
      ]),
    );
  });
});

describe('pattern-property-added / pattern-property-removed in stored rows', () => {
  const rows = (extra: JsonObject = {}) => obj({ a: str }, extra);
  const numbered = { patternProperties: { '^n-': { type: 'number' } } };

  it('rule: pattern-property-added — its TypeScript words say the index signature of the generated type changes', async () => {
    expect(await schemaDiff('stored', rows(), rows(numbered))).toEqual(
      expected('stored', [
        [
          'pattern-property-added',
          'wire',
          'breaking',
          'old-writers',
          `${S}/patternProperties`,
          `${S}/patternProperties/^n-`,
          'type Row: pattern property ^n- added: members whose names match it are now checked against its schema',
        ],
        [
          'pattern-property-added',
          'typescript',
          'dangerous',
          'typescript',
          `${S}/patternProperties`,
          `${S}/patternProperties/^n-`,
          'type Row: pattern property ^n- added: the index signature of the generated type changes',
        ],
      ]),
    );
  });

  it('rule: pattern-property-removed — its TypeScript words say the generated type loses its index signature for them', async () => {
    expect(await schemaDiff('stored', rows(numbered), rows())).toEqual(
      expected('stored', [
        [
          'pattern-property-removed',
          'wire',
          'dangerous',
          'old-writers',
          `${S}/patternProperties/^n-`,
          `${S}/patternProperties`,
          'type Row: pattern property ^n- removed: members whose names match it are no longer checked against its schema',
        ],
        [
          'pattern-property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${S}/patternProperties/^n-`,
          `${S}/patternProperties`,
          'type Row: pattern property ^n- removed: the generated type loses its index signature for them',
        ],
      ]),
    );
  });
});
