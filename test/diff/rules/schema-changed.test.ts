/**
 * schema-changed: what the walker cannot pair and no other rule classifies is judged both ways and
 * named by its keyword — an additionalProperties or propertyNames on one side only, a negation, an
 * allOf part, an items schema dropped — while two schemas the walker pairs (and wording inside a
 * negation) are left to the rules that see inside them.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_POINTER, type JsonObject } from '../support/contracts.ts';
import { expected, schemaDiff } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const IN = 'operation probe params: ';
const str = { type: 'string' } as const;
const obj = (extra: JsonObject = {}) => ({ type: 'object', properties: {}, ...extra });

/** The two changes schema-changed gives for one keyword of the params' value. */
const unclassified = (keyword: string) =>
  expected('params', [
    [
      'schema-changed',
      'wire',
      'breaking',
      'old-readers-and-writers',
      P,
      P,
      `${IN}${keyword} changed in a way the diff cannot classify: treated as breaking`,
    ],
    [
      'schema-changed',
      'typescript',
      'dangerous',
      'typescript',
      P,
      P,
      `${IN}${keyword} changed in a way the diff cannot classify: an exhaustive switch or a literal type over the old values may no longer compile`,
    ],
  ]);

describe('rule: schema-changed — additionalProperties', () => {
  it('rule: schema-changed — an additionalProperties schema dropped (nothing to compare it with)', async () => {
    expect(await schemaDiff('params', obj({ additionalProperties: str }), obj())).toEqual(
      unclassified('additionalProperties'),
    );
  });

  it('rule: schema-changed — additionalProperties: true dropped (neither a schema nor a closing)', async () => {
    expect(await schemaDiff('params', obj({ additionalProperties: true }), obj())).toEqual(
      unclassified('additionalProperties'),
    );
  });

  it('rule: schema-changed — two additionalProperties schemas are compared inside, not reported whole', async () => {
    expect(
      await schemaDiff(
        'params',
        obj({ additionalProperties: str }),
        obj({ additionalProperties: { type: 'string', maxLength: 3 } }),
      ),
    ).toEqual(
      expected('params', [
        [
          'string-length-tightened',
          'wire',
          'breaking',
          'old-writers',
          `${P}/additionalProperties/maxLength`,
          `${P}/additionalProperties/maxLength`,
          `${IN}maxLength tightened from none to 3`,
        ],
      ]),
    );
  });
});

describe('rule: schema-changed — propertyNames', () => {
  it('rule: schema-changed — a propertyNames added', async () => {
    expect(await schemaDiff('params', obj(), obj({ propertyNames: { maxLength: 5 } }))).toEqual(
      unclassified('propertyNames'),
    );
  });

  it('rule: schema-changed — two propertyNames schemas are compared inside, not reported whole', async () => {
    expect(
      await schemaDiff('params', obj({ propertyNames: { maxLength: 5 } }), obj({ propertyNames: { maxLength: 3 } })),
    ).toEqual(
      expected('params', [
        [
          'string-length-tightened',
          'wire',
          'breaking',
          'old-writers',
          `${P}/propertyNames/maxLength`,
          `${P}/propertyNames/maxLength`,
          `${IN}maxLength tightened from 5 to 3`,
        ],
      ]),
    );
  });
});

describe('rule: schema-changed — not, allOf, items', () => {
  it('rule: schema-changed — the negated schema changed', async () => {
    expect(await schemaDiff('params', { ...str, not: { const: 'x' } }, { ...str, not: { const: 'y' } })).toEqual(
      unclassified('not'),
    );
  });

  it('rule: schema-changed — only wording inside not: a description change at the not, no schema-changed', async () => {
    expect(
      await schemaDiff(
        'params',
        { ...str, not: { const: 'x' } },
        { ...str, not: { const: 'x', description: 'Not x.' } },
      ),
    ).toEqual(
      expected('params', [
        ['description-changed', 'docs', 'safe', 'nobody', `${P}/not`, `${P}/not`, `${IN}description changed`],
      ]),
    );
  });

  it('rule: schema-changed — an allOf part added', async () => {
    expect(
      await schemaDiff(
        'params',
        { allOf: [{ type: 'string', maxLength: 10 }] },
        {
          allOf: [
            { type: 'string', maxLength: 10 },
            { type: 'string', minLength: 1 },
          ],
        },
      ),
    ).toEqual(unclassified('allOf'));
  });

  it('rule: schema-changed — an items schema dropped', async () => {
    expect(await schemaDiff('params', { type: 'array', items: str }, { type: 'array' })).toEqual(unclassified('items'));
  });
});
