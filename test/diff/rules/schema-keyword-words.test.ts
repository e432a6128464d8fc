/**
 * What the schema rules say of keywords other rules see inside: two propertyNames schemas and a
 * negation are not schema-changed when only what is inside them moved; a member added says its gate
 * (or nothing when it has none); an enum's values are listed by their JSON, in order.
 */
import { describe, expect, it } from 'vitest';
import { NEW_FEATURE, SLOT_POINTER, type JsonObject } from '../support/contracts.ts';
import { expected, schemaDiff } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const R = SLOT_POINTER.result;
const S = SLOT_POINTER.stored;
const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}) => ({ type: 'object', properties, ...extra });

describe('schema-changed leaves propertyNames and not to the rules that see inside them', () => {
  it('rule: two propertyNames schemas whose maxLength loosened are compared inside: no schema-changed for propertyNames', async () => {
    expect(
      await schemaDiff(
        'result',
        obj({}, { propertyNames: { maxLength: 4 } }),
        obj({}, { propertyNames: { maxLength: 8 } }),
      ),
    ).toEqual(
      expected('result', [
        [
          'string-length-loosened',
          'wire',
          'breaking',
          'old-readers',
          `${R}/propertyNames/maxLength`,
          `${R}/propertyNames/maxLength`,
          'operation probe result: maxLength loosened from 4 to 8',
        ],
      ]),
    );
  });

  it('rule: a negated enum only reordered is no change at all, though the two not schemas are written differently', async () => {
    expect(
      await schemaDiff('params', { ...str, not: { enum: ['x', 'y'] } }, { ...str, not: { enum: ['y', 'x'] } }),
    ).toEqual([]);
  });

  it('rule: a negated schema only reworded is a description change at the not, and no schema-changed', async () => {
    expect(
      await schemaDiff(
        'stored',
        { ...str, not: { const: 'x', description: 'Never x.' } },
        { ...str, not: { const: 'x', description: 'x is refused.' } },
      ),
    ).toEqual(
      expected('stored', [
        ['description-changed', 'docs', 'safe', 'nobody', `${S}/not`, `${S}/not`, 'type Row: description changed'],
      ]),
    );
  });
});

describe('the gate a member added says', () => {
  it('rule: a result member added without a gate says nothing of a gate in either layer', async () => {
    expect(await schemaDiff('result', obj({ a: str }), obj({ a: str, b: str }))).toEqual(
      expected('result', [
        [
          'optional-property-added-open',
          'wire',
          'safe',
          'nobody',
          `${R}/properties`,
          `${R}/properties/b`,
          'operation probe result: optional property b added to an open object: old readers strip it',
        ],
        [
          'optional-property-added-open',
          'typescript',
          'safe',
          'nobody',
          `${R}/properties`,
          `${R}/properties/b`,
          'operation probe result: optional property b added to an open object: the generated types only grow',
        ],
      ]),
    );
  });

  it('rule: a result member added behind a feature old hosts cannot advertise names the feature in both layers', async () => {
    const gated = `optional property b added to an open object (gated by feature ${NEW_FEATURE})`;
    expect(
      await schemaDiff('result', obj({ a: str }), obj({ a: str, b: { type: 'string', requires: NEW_FEATURE } })),
    ).toEqual(
      expected('result', [
        [
          'optional-property-added-open',
          'wire',
          'safe',
          'nobody',
          `${R}/properties`,
          `${R}/properties/b`,
          `operation probe result: ${gated}: old readers strip it`,
        ],
        [
          'optional-property-added-open',
          'typescript',
          'safe',
          'nobody',
          `${R}/properties`,
          `${R}/properties/b`,
          `operation probe result: ${gated}: the generated types only grow`,
        ],
      ]),
    );
  });
});

describe('enum values in the words of enum-restricted and enum-unrestricted', () => {
  it("rule: enum-restricted lists the values it is now limited to, each as JSON, in the enum's order", async () => {
    expect(await schemaDiff('result', str, { type: 'string', enum: ['on', 'off', 'say "hi"'] })).toEqual(
      expected('result', [
        [
          'enum-restricted',
          'wire',
          'breaking',
          'old-writers',
          R,
          R,
          'operation probe result: now limited to the values "on", "off", "say \\"hi\\""',
        ],
        [
          'enum-restricted',
          'typescript',
          'breaking',
          'typescript',
          R,
          R,
          'operation probe result: now limited to the values "on", "off", "say \\"hi\\"": code written against the old generated types may no longer compile',
        ],
      ]),
    );
  });

  it("rule: enum-unrestricted lists the values it was limited to, each as JSON, in the enum's order", async () => {
    expect(await schemaDiff('params', { type: 'integer', enum: [3, 1, 2] }, { type: 'integer' })).toEqual(
      expected('params', [
        [
          'enum-unrestricted',
          'wire',
          'breaking',
          'old-readers',
          P,
          P,
          'operation probe params: no longer limited to the values 3, 1, 2',
        ],
        [
          'enum-unrestricted',
          'typescript',
          'dangerous',
          'typescript',
          P,
          P,
          'operation probe params: no longer limited to the values 3, 1, 2: an exhaustive switch or a literal type over the old values may no longer compile',
        ],
      ]),
    );
  });
});
