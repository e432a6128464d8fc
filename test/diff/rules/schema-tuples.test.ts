/**
 * tuple-item-added / -removed: a position taken from or given back to the rest (`items`), the gate
 * in the message, and a position beside an items schema compared with it rather than judged itself.
 */
import { describe, expect, it } from 'vitest';
import { NEW_FEATURE, SLOT_POINTER, type JsonObject } from '../support/contracts.ts';
import { expected, schemaDiff } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const R = SLOT_POINTER.result;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const tuple = (positions: readonly JsonObject[], extra: JsonObject = {}) => ({
  type: 'array',
  prefixItems: positions,
  ...extra,
});
const TS_BREAKS = 'code written against the old generated types may no longer compile';

describe('rule: tuple-item-added', () => {
  it('rule: tuple-item-added — ungated before a closed rest: no gate in the message', async () => {
    expect(await schemaDiff('params', tuple([str], { items: false }), tuple([str, int], { items: false }))).toEqual(
      expected('params', [
        [
          'tuple-item-added',
          'wire',
          'breaking',
          'old-readers',
          `${P}/prefixItems`,
          `${P}/prefixItems/1`,
          'operation probe params: tuple position prefixItems[1] added',
        ],
        [
          'tuple-item-added',
          'typescript',
          'breaking',
          'typescript',
          `${P}/prefixItems`,
          `${P}/prefixItems/1`,
          `operation probe params: tuple position prefixItems[1] added: ${TS_BREAKS}`,
        ],
      ]),
    );
  });

  it('rule: tuple-item-added — gated by a new feature: the message names the feature', async () => {
    expect(
      await schemaDiff(
        'params',
        tuple([str], { items: false }),
        tuple([str, { type: 'string', requires: NEW_FEATURE }], { items: false }),
      ),
    ).toEqual(
      expected('params', [
        [
          'tuple-item-added',
          'wire',
          'safe',
          'nobody',
          `${P}/prefixItems`,
          `${P}/prefixItems/1`,
          `operation probe params: tuple position prefixItems[1] added (gated by feature ${NEW_FEATURE})`,
        ],
        [
          'tuple-item-added',
          'typescript',
          'breaking',
          'typescript',
          `${P}/prefixItems`,
          `${P}/prefixItems/1`,
          `operation probe params: tuple position prefixItems[1] added (gated by feature ${NEW_FEATURE}): ${TS_BREAKS}`,
        ],
      ]),
    );
  });
});

describe('rule: tuple-item-removed', () => {
  it('rule: tuple-item-removed — before an items schema: the item falls to it and is compared with it, the removal itself safe', async () => {
    expect(
      await schemaDiff(
        'result',
        tuple([str, { type: 'string', maxLength: 8 }], { items: str }),
        tuple([str], { items: str }),
      ),
    ).toEqual(
      expected('result', [
        [
          'tuple-item-removed',
          'wire',
          'safe',
          'nobody',
          `${R}/prefixItems/1`,
          `${R}/prefixItems`,
          'operation probe result: tuple position prefixItems[1] removed',
        ],
        [
          'tuple-item-removed',
          'typescript',
          'breaking',
          'typescript',
          `${R}/prefixItems/1`,
          `${R}/prefixItems`,
          `operation probe result: tuple position prefixItems[1] removed: ${TS_BREAKS}`,
        ],
        [
          'string-length-loosened',
          'wire',
          'breaking',
          'old-readers',
          `${R}/prefixItems/1/maxLength`,
          `${R}/items/maxLength`,
          'operation probe result: maxLength loosened from 8 to none',
        ],
      ]),
    );
  });
});
