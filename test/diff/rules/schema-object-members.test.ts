/**
 * The rules on an object's members: a member declared absent (`not: {}`) added to a closed object is
 * no change, any other member added is; a deprecated member goes at its sunset only when it is
 * deprecated where it stands; and the sunset rules' TypeScript messages.
 */
import { describe, expect, it } from 'vitest';
import { diffEdits, slot, SLOT_POINTER, type JsonObject } from '../support/contracts.ts';
import { expected, schemaDiff, seen } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const R = SLOT_POINTER.result;
const IN = 'operation probe params: ';
const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}) => ({ type: 'object', properties, ...extra });
const closed = (properties: JsonObject, extra: JsonObject = {}) =>
  obj(properties, { additionalProperties: false, ...extra });
const AT_1_1 = { protocol: { version: '1.1.0' } };

describe('rule: optional-property-added-* — members declared absent', () => {
  it('rule: optional-property-added-closed — a member that admits something (not of a non-empty schema) added to a closed object', async () => {
    expect(await schemaDiff('params', closed({ a: str }), closed({ a: str, b: { not: { const: 'x' } } }))).toEqual(
      expected('params', [
        [
          'optional-property-added-closed',
          'wire',
          'breaking',
          'old-readers',
          `${P}/properties`,
          `${P}/properties/b`,
          `${IN}optional property b added to a closed object: old readers reject it`,
        ],
        [
          'optional-property-added-closed',
          'typescript',
          'safe',
          'nobody',
          `${P}/properties`,
          `${P}/properties/b`,
          `${IN}optional property b added to a closed object: the generated types only grow`,
        ],
      ]),
    );
  });

  it('rule: optional-property-added-open — a member declared absent added to an open object is still an addition', async () => {
    expect(await schemaDiff('params', obj({ a: str }), obj({ a: str, b: { not: {} } }))).toEqual(
      expected('params', [
        [
          'optional-property-added-open',
          'wire',
          'dangerous',
          'old-readers',
          `${P}/properties`,
          `${P}/properties/b`,
          `${IN}optional property b added to an open object: old readers strip it`,
        ],
        [
          'optional-property-added-open',
          'typescript',
          'safe',
          'nobody',
          `${P}/properties`,
          `${P}/properties/b`,
          `${IN}optional property b added to an open object: the generated types only grow`,
        ],
      ]),
    );
  });

  it('rule: required-property-added — a member declared absent but required, added to a closed object, is still an addition', async () => {
    expect(
      await schemaDiff('params', closed({ a: str }), closed({ a: str, b: { not: {} } }, { required: ['b'] })),
    ).toEqual(
      expected('params', [
        [
          'required-property-added',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/properties`,
          `${P}/properties/b`,
          `${IN}required property b added: old writers do not send it`,
        ],
        [
          'required-property-added',
          'typescript',
          'breaking',
          'typescript',
          `${P}/properties`,
          `${P}/properties/b`,
          `${IN}required property b added: code written against the old generated types may no longer compile`,
        ],
      ]),
    );
  });
});

describe('rule: property-removed / property-removed-after-sunset', () => {
  it('rule: property-removed-after-sunset — its TypeScript message says the code no longer compiles', async () => {
    const report = await diffEdits(
      slot('params', closed({ a: str, b: { type: 'string', deprecated: true, sunset: '1.0.5' } })),
      slot('params', closed({ a: str }), AT_1_1),
    );
    expect(seen(report.changes)).toEqual(
      expected('params', [
        [
          'property-removed-after-sunset',
          'wire',
          'safe',
          'nobody',
          `${P}/properties/b`,
          `${P}/properties`,
          `${IN}deprecated property b removed at its sunset 1.0.5: peers were told to stop using it`,
        ],
        [
          'property-removed-after-sunset',
          'typescript',
          'dangerous',
          'typescript',
          `${P}/properties/b`,
          `${P}/properties`,
          `${IN}deprecated property b removed at its sunset 1.0.5: code that still reads or writes it no longer compiles`,
        ],
      ]),
    );
  });

  it('rule: property-removed — a member that says deprecated: false beside a $ref to a type deprecated until a reached sunset is removed as any other', async () => {
    const types = { types: { Old: { type: 'string', deprecated: true, sunset: '1.1.0' } } };
    const report = await diffEdits(
      slot('result', obj({ a: str, b: { $ref: '#/types/Old', deprecated: false } }), types),
      slot('result', obj({ a: str }), { ...types, ...AT_1_1 }),
    );
    expect(seen(report.changes)).toEqual(
      expected('result', [
        [
          'property-removed',
          'wire',
          'safe',
          'nobody',
          `${R}/properties/b`,
          `${R}/properties`,
          'operation probe result: property b removed',
        ],
        [
          'property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${R}/properties/b`,
          `${R}/properties`,
          'operation probe result: property b removed: code written against the old generated types may no longer compile',
        ],
      ]),
    );
  });
});

describe('rule: type-removed-after-sunset / union-variant-removed-after-sunset', () => {
  it('rule: type-removed-after-sunset — its TypeScript message says the code using it no longer compiles', async () => {
    const report = await diffEdits({ types: { Extra: { type: 'string', deprecated: true, sunset: '1.1.0' } } }, AT_1_1);
    expect(seen(report.changes)).toEqual([
      {
        rule: 'type-removed-after-sunset',
        layer: 'typescript',
        severity: 'dangerous',
        direction: 'none',
        breaks: 'typescript',
        old: '/types/Extra',
        new: '/types',
        message:
          'deprecated type Extra removed at its sunset 1.1.0: code that still uses its type or guard no longer compiles',
      },
    ]);
  });

  it('rule: union-variant-removed-after-sunset — its TypeScript message speaks of exhaustive switches', async () => {
    const variant = (kind: string, extra: JsonObject = {}) => ({
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: kind } },
      ...extra,
    });
    const report = await diffEdits(
      slot('result', { oneOf: [variant('a'), variant('b', { deprecated: true, sunset: '1.1.0' })] }),
      slot('result', { oneOf: [variant('a')] }, AT_1_1),
    );
    expect(seen(report.changes)).toEqual(
      expected('result', [
        [
          'union-variant-removed-after-sunset',
          'wire',
          'safe',
          'nobody',
          `${R}/oneOf/1`,
          `${R}/oneOf`,
          'operation probe result: deprecated union variant kind="b" removed at its sunset 1.1.0: peers were told to stop using it',
        ],
        [
          'union-variant-removed-after-sunset',
          'typescript',
          'dangerous',
          'typescript',
          `${R}/oneOf/1`,
          `${R}/oneOf`,
          'operation probe result: deprecated union variant kind="b" removed at its sunset 1.1.0: an exhaustive switch over the old variants may no longer compile',
        ],
      ]),
    );
  });
});
