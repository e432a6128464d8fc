/**
 * The bound and single-keyword rules, read as a user reads them: the message names the keyword and
 * both values (`none` for an absent bound), and the change points at the keyword itself.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_POINTER, type JsonObject } from '../support/contracts.ts';
import { expected, schemaDiff } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const IN = 'operation probe params: ';
const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const list = (extra: JsonObject = {}) => ({ type: 'array', items: str, ...extra });

describe('rule: <family>-tightened / <family>-loosened name an absent bound none', () => {
  it('rule: string-length-tightened — a maxLength added reads "from none to 8"', async () => {
    expect(await schemaDiff('params', str, { type: 'string', maxLength: 8 })).toEqual(
      expected('params', [
        [
          'string-length-tightened',
          'wire',
          'breaking',
          'old-writers',
          `${P}/maxLength`,
          `${P}/maxLength`,
          `${IN}maxLength tightened from none to 8`,
        ],
      ]),
    );
  });

  it('rule: string-length-loosened — a minLength dropped reads "from 2 to none"', async () => {
    expect(await schemaDiff('params', { type: 'string', minLength: 2 }, str)).toEqual(
      expected('params', [
        [
          'string-length-loosened',
          'wire',
          'breaking',
          'old-readers',
          `${P}/minLength`,
          `${P}/minLength`,
          `${IN}minLength loosened from 2 to none`,
        ],
      ]),
    );
  });
});

describe('rule: multiple-of-changed', () => {
  it('rule: multiple-of-changed — a multipleOf added is judged both ways, from none', async () => {
    expect(await schemaDiff('params', num, { ...num, multipleOf: 2 })).toEqual(
      expected('params', [
        [
          'multiple-of-changed',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/multipleOf`,
          `${P}/multipleOf`,
          `${IN}multipleOf changed from none to 2`,
        ],
      ]),
    );
  });

  it('rule: multiple-of-changed — a multipleOf removed reads "to none"', async () => {
    expect(await schemaDiff('params', { ...num, multipleOf: 2 }, num)).toEqual(
      expected('params', [
        [
          'multiple-of-changed',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/multipleOf`,
          `${P}/multipleOf`,
          `${IN}multipleOf changed from 2 to none`,
        ],
      ]),
    );
  });

  it('rule: multiple-of-changed — 2 → 4 names both values', async () => {
    expect(await schemaDiff('params', { ...num, multipleOf: 2 }, { ...num, multipleOf: 4 })).toEqual(
      expected('params', [
        [
          'multiple-of-changed',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/multipleOf`,
          `${P}/multipleOf`,
          `${IN}multipleOf changed from 2 to 4`,
        ],
      ]),
    );
  });
});

describe('rule: contains-count-tightened / contains-count-loosened', () => {
  it('rule: contains-count-tightened — a maxContains added reads "from none to 3"', async () => {
    expect(
      await schemaDiff(
        'params',
        list({ contains: { const: 'a' } }),
        list({ contains: { const: 'a' }, maxContains: 3 }),
      ),
    ).toEqual(
      expected('params', [
        [
          'contains-count-tightened',
          'wire',
          'breaking',
          'old-writers',
          `${P}/maxContains`,
          `${P}/maxContains`,
          `${IN}maxContains tightened from none to 3`,
        ],
      ]),
    );
  });

  it('rule: contains-count-loosened — a maxContains removed reads "from 3 to none"', async () => {
    expect(
      await schemaDiff(
        'params',
        list({ contains: { const: 'a' }, maxContains: 3 }),
        list({ contains: { const: 'a' } }),
      ),
    ).toEqual(
      expected('params', [
        [
          'contains-count-loosened',
          'wire',
          'breaking',
          'old-readers',
          `${P}/maxContains`,
          `${P}/maxContains`,
          `${IN}maxContains loosened from 3 to none`,
        ],
      ]),
    );
  });

  it('rule: contains-removed says it all — its bounds going with it are no count change', async () => {
    expect(
      await schemaDiff('params', list({ contains: { const: 'a' }, minContains: 2, maxContains: 2 }), list()),
    ).toEqual(
      expected('params', [
        [
          'contains-removed',
          'wire',
          'breaking',
          'old-readers',
          `${P}/contains`,
          `${P}/contains`,
          `${IN}contains removed: arrays are no longer checked for items matching it`,
        ],
      ]),
    );
  });
});

describe('rule: contains-changed', () => {
  it('rule: contains-changed — only wording changed under a maxContains: a description change at the contains', async () => {
    expect(
      await schemaDiff(
        'params',
        list({ contains: { const: 'a' }, maxContains: 2 }),
        list({ contains: { const: 'a', description: 'An a.' }, maxContains: 2 }),
      ),
    ).toEqual(
      expected('params', [
        ['description-changed', 'docs', 'safe', 'nobody', `${P}/contains`, `${P}/contains`, `${IN}description changed`],
      ]),
    );
  });
});

describe('rule: unique-items-added / unique-items-removed', () => {
  it('rule: unique-items-added — reported at uniqueItems', async () => {
    expect(await schemaDiff('params', list(), list({ uniqueItems: true }))).toEqual(
      expected('params', [
        [
          'unique-items-added',
          'wire',
          'breaking',
          'old-writers',
          `${P}/uniqueItems`,
          `${P}/uniqueItems`,
          `${IN}items must now be unique`,
        ],
      ]),
    );
  });

  it('rule: unique-items-removed — reported at uniqueItems', async () => {
    expect(await schemaDiff('params', list({ uniqueItems: true }), list())).toEqual(
      expected('params', [
        [
          'unique-items-removed',
          'wire',
          'breaking',
          'old-readers',
          `${P}/uniqueItems`,
          `${P}/uniqueItems`,
          `${IN}items need no longer be unique`,
        ],
      ]),
    );
  });

  it('rule: unique-items-added / -removed — uniqueItems on both sides is neither, whatever else changes', async () => {
    expect(await schemaDiff('params', list({ uniqueItems: true }), list({ uniqueItems: true, maxItems: 3 }))).toEqual(
      expected('params', [
        [
          'array-size-tightened',
          'wire',
          'breaking',
          'old-writers',
          `${P}/maxItems`,
          `${P}/maxItems`,
          `${IN}maxItems tightened from none to 3`,
        ],
      ]),
    );
  });
});

describe('rule: pattern-added / pattern-changed / pattern-removed', () => {
  it('rule: pattern-added — reported at pattern with the new pattern', async () => {
    expect(await schemaDiff('params', str, { ...str, pattern: '^a' })).toEqual(
      expected('params', [
        ['pattern-added', 'wire', 'breaking', 'old-writers', `${P}/pattern`, `${P}/pattern`, `${IN}pattern ^a added`],
      ]),
    );
  });

  it('rule: pattern-changed — reported at pattern with both patterns', async () => {
    expect(await schemaDiff('params', { ...str, pattern: '^b' }, { ...str, pattern: '^a' })).toEqual(
      expected('params', [
        [
          'pattern-changed',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/pattern`,
          `${P}/pattern`,
          `${IN}pattern changed from ^b to ^a`,
        ],
      ]),
    );
  });

  it('rule: pattern-removed — reported at pattern with the old pattern', async () => {
    expect(await schemaDiff('params', { ...str, pattern: '^b' }, str)).toEqual(
      expected('params', [
        [
          'pattern-removed',
          'wire',
          'breaking',
          'old-readers',
          `${P}/pattern`,
          `${P}/pattern`,
          `${IN}pattern ^b removed`,
        ],
      ]),
    );
  });
});
