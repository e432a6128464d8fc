/**
 * pattern-property-added / -removed: which way a pattern moves an object depends on what the side
 * without it did with the members it matches, whether it meets declared members or other patterns,
 * and whether new readers strip what it no longer checks; the gate and the TypeScript effect are in
 * the messages.
 */
import { describe, expect, it } from 'vitest';
import { NEW_FEATURE, SLOT_POINTER, type JsonObject } from '../support/contracts.ts';
import { expected, schemaDiff } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const S = SLOT_POINTER.stored;
const IN = 'operation probe params: ';
const str = { type: 'string' } as const;
const obj = (properties: JsonObject, extra: JsonObject = {}) => ({ type: 'object', properties, ...extra });
const closed = (properties: JsonObject, extra: JsonObject = {}) =>
  obj(properties, { additionalProperties: false, ...extra });
const ADDED_WIRE = 'added: members whose names match it are now checked against its schema';
const REMOVED_WIRE = 'removed: members whose names match it are no longer checked against its schema';
const REMOVED_TS = 'removed: the generated type loses its index signature for them';

describe('rule: pattern-property-added', () => {
  it('rule: pattern-property-added — ungated: no gate in the wire message, the index signature in the TypeScript one', async () => {
    expect(await schemaDiff('params', obj({ a: str }), obj({ a: str }, { patternProperties: { '^x-': str } }))).toEqual(
      expected('params', [
        [
          'pattern-property-added',
          'wire',
          'breaking',
          'old-writers',
          `${P}/patternProperties`,
          `${P}/patternProperties/^x-`,
          `${IN}pattern property ^x- ${ADDED_WIRE}`,
        ],
        [
          'pattern-property-added',
          'typescript',
          'dangerous',
          'typescript',
          `${P}/patternProperties`,
          `${P}/patternProperties/^x-`,
          `${IN}pattern property ^x- added: the index signature of the generated type changes`,
        ],
      ]),
    );
  });

  it('rule: pattern-property-added — gated by a new feature: the wire message names the feature', async () => {
    expect(
      await schemaDiff(
        'params',
        closed({ a: str }),
        closed({ a: str }, { patternProperties: { '^x-': { type: 'string', requires: NEW_FEATURE } } }),
      ),
    ).toEqual(
      expected('params', [
        [
          'pattern-property-added',
          'wire',
          'safe',
          'nobody',
          `${P}/patternProperties`,
          `${P}/patternProperties/^x-`,
          `${IN}pattern property ^x- added (gated by feature ${NEW_FEATURE}): members whose names match it are now checked against its schema`,
        ],
        [
          'pattern-property-added',
          'typescript',
          'dangerous',
          'typescript',
          `${P}/patternProperties`,
          `${P}/patternProperties/^x-`,
          `${IN}pattern property ^x- added: the index signature of the generated type changes`,
        ],
      ]),
    );
  });
});

describe('rule: pattern-property-removed', () => {
  it('rule: pattern-property-removed — beside an additionalProperties schema the members fall to it: compared with it, the removal itself safe', async () => {
    const old = obj({}, { additionalProperties: str, patternProperties: { '^x-': { type: 'string', maxLength: 8 } } });
    expect(await schemaDiff('params', old, obj({}, { additionalProperties: str }))).toEqual(
      expected('params', [
        [
          'pattern-property-removed',
          'wire',
          'safe',
          'nobody',
          `${P}/patternProperties/^x-`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x- ${REMOVED_WIRE}`,
        ],
        [
          'pattern-property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/patternProperties/^x-`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x- ${REMOVED_TS}`,
        ],
        [
          'string-length-loosened',
          'wire',
          'breaking',
          'old-readers',
          `${P}/patternProperties/^x-/maxLength`,
          `${P}/additionalProperties/maxLength`,
          `${IN}maxLength loosened from 8 to none`,
        ],
      ]),
    );
  });

  it('rule: pattern-property-removed — from a closed object, matching a declared member it constrained: narrows and widens', async () => {
    expect(
      await schemaDiff('params', closed({ a: str }, { patternProperties: { '^a': str } }), closed({ a: str })),
    ).toEqual(
      expected('params', [
        [
          'pattern-property-removed',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/patternProperties/^a`,
          `${P}/patternProperties`,
          `${IN}pattern property ^a ${REMOVED_WIRE}`,
        ],
        [
          'pattern-property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/patternProperties/^a`,
          `${P}/patternProperties`,
          `${IN}pattern property ^a ${REMOVED_TS}`,
        ],
      ]),
    );
  });

  it('rule: pattern-property-removed — two overlapping patterns dropped from a closed object: each met the other, so both ways', async () => {
    expect(
      await schemaDiff('params', closed({}, { patternProperties: { '^x-': str, '^x-y': str } }), closed({})),
    ).toEqual(
      expected('params', [
        [
          'pattern-property-removed',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/patternProperties/^x-`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x- ${REMOVED_WIRE}`,
        ],
        [
          'pattern-property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/patternProperties/^x-`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x- ${REMOVED_TS}`,
        ],
        [
          'pattern-property-removed',
          'wire',
          'breaking',
          'old-readers-and-writers',
          `${P}/patternProperties/^x-y`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x-y ${REMOVED_WIRE}`,
        ],
        [
          'pattern-property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/patternProperties/^x-y`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x-y ${REMOVED_TS}`,
        ],
      ]),
    );
  });

  it('rule: pattern-property-removed — the new side (open) decides, not the old one (closed): the members are free now, so it widens', async () => {
    expect(await schemaDiff('params', closed({}, { patternProperties: { '^x-': str } }), obj({}))).toEqual(
      expected('params', [
        [
          'object-opened',
          'wire',
          'breaking',
          'old-readers',
          P,
          P,
          `${IN}object opened: unknown members are now stripped, not rejected`,
        ],
        [
          'pattern-property-removed',
          'wire',
          'breaking',
          'old-readers',
          `${P}/patternProperties/^x-`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x- ${REMOVED_WIRE}`,
        ],
        [
          'pattern-property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/patternProperties/^x-`,
          `${P}/patternProperties`,
          `${IN}pattern property ^x- ${REMOVED_TS}`,
        ],
      ]),
    );
  });

  it('rule: pattern-property-removed — stored rows of an object that keeps additionalProperties: true: new readers strip nothing, so safe', async () => {
    expect(
      await schemaDiff(
        'stored',
        obj({}, { additionalProperties: true, patternProperties: { '^x-': str } }),
        obj({}, { additionalProperties: true }),
      ),
    ).toEqual(
      expected('stored', [
        [
          'pattern-property-removed',
          'wire',
          'safe',
          'nobody',
          `${S}/patternProperties/^x-`,
          `${S}/patternProperties`,
          `type Row: pattern property ^x- ${REMOVED_WIRE}`,
        ],
        [
          'pattern-property-removed',
          'typescript',
          'breaking',
          'typescript',
          `${S}/patternProperties/^x-`,
          `${S}/patternProperties`,
          `type Row: pattern property ^x- ${REMOVED_TS}`,
        ],
      ]),
    );
  });
});
