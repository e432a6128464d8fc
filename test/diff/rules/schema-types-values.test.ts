/**
 * The type and value rules: a type said where none was narrows from `any`; types only inferred from
 * the values on both sides are left to the value rules; a `const` is pointed at itself, an enum value
 * at its index; the restricted and unrestricted messages list the values.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_POINTER } from '../support/contracts.ts';
import { expected, schemaDiff } from './support/schema-changes.ts';

const P = SLOT_POINTER.params;
const IN = 'operation probe params: ';
const str = { type: 'string' } as const;
const TS_BREAKS = 'code written against the old generated types may no longer compile';
const TS_DANGER = 'an exhaustive switch or a literal type over the old values may no longer compile';

describe('rule: type-narrowed / type-changed', () => {
  it('rule: type-narrowed — any value (no type, no values) → string', async () => {
    expect(await schemaDiff('params', {}, str)).toEqual(
      expected('params', [
        ['type-narrowed', 'wire', 'breaking', 'old-writers', P, P, `${IN}type narrowed from any to string`],
        [
          'type-narrowed',
          'typescript',
          'breaking',
          'typescript',
          P,
          P,
          `${IN}type narrowed from any to string: ${TS_BREAKS}`,
        ],
      ]),
    );
  });

  it('rule: type-changed — not for types only inferred from the values on both sides: the value rules say it all', async () => {
    expect(await schemaDiff('params', { enum: ['a', 'b'] }, { enum: [1, 2] })).toEqual(
      expected('params', [
        ['enum-value-added', 'wire', 'breaking', 'old-readers', `${P}/enum`, `${P}/enum/0`, `${IN}value 1 added`],
        [
          'enum-value-added',
          'typescript',
          'dangerous',
          'typescript',
          `${P}/enum`,
          `${P}/enum/0`,
          `${IN}value 1 added: ${TS_DANGER}`,
        ],
        ['enum-value-added', 'wire', 'breaking', 'old-readers', `${P}/enum`, `${P}/enum/1`, `${IN}value 2 added`],
        [
          'enum-value-added',
          'typescript',
          'dangerous',
          'typescript',
          `${P}/enum`,
          `${P}/enum/1`,
          `${IN}value 2 added: ${TS_DANGER}`,
        ],
        ['enum-value-removed', 'wire', 'breaking', 'old-writers', `${P}/enum/0`, `${P}/enum`, `${IN}value "a" removed`],
        [
          'enum-value-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/enum/0`,
          `${P}/enum`,
          `${IN}value "a" removed: ${TS_BREAKS}`,
        ],
        ['enum-value-removed', 'wire', 'breaking', 'old-writers', `${P}/enum/1`, `${P}/enum`, `${IN}value "b" removed`],
        [
          'enum-value-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/enum/1`,
          `${P}/enum`,
          `${IN}value "b" removed: ${TS_BREAKS}`,
        ],
      ]),
    );
  });
});

describe('rule: enum-value-added / enum-value-removed — a const', () => {
  it('rule: enum-value-added / -removed — a const changed: both point at the const, not at an enum index', async () => {
    expect(await schemaDiff('params', { const: 'a' }, { const: 'b' })).toEqual(
      expected('params', [
        ['enum-value-added', 'wire', 'breaking', 'old-readers', `${P}/const`, `${P}/const`, `${IN}value "b" added`],
        [
          'enum-value-added',
          'typescript',
          'dangerous',
          'typescript',
          `${P}/const`,
          `${P}/const`,
          `${IN}value "b" added: ${TS_DANGER}`,
        ],
        ['enum-value-removed', 'wire', 'breaking', 'old-writers', `${P}/const`, `${P}/const`, `${IN}value "a" removed`],
        [
          'enum-value-removed',
          'typescript',
          'breaking',
          'typescript',
          `${P}/const`,
          `${P}/const`,
          `${IN}value "a" removed: ${TS_BREAKS}`,
        ],
      ]),
    );
  });
});

describe('rule: enum-restricted / enum-unrestricted', () => {
  it('rule: enum-restricted — lists the values as JSON, comma-separated', async () => {
    expect(await schemaDiff('params', str, { ...str, enum: ['a', 'b'] })).toEqual(
      expected('params', [
        ['enum-restricted', 'wire', 'breaking', 'old-writers', P, P, `${IN}now limited to the values "a", "b"`],
        [
          'enum-restricted',
          'typescript',
          'breaking',
          'typescript',
          P,
          P,
          `${IN}now limited to the values "a", "b": ${TS_BREAKS}`,
        ],
      ]),
    );
  });

  it('rule: enum-unrestricted — lists the old values as JSON, comma-separated', async () => {
    expect(await schemaDiff('params', { ...str, enum: ['a', 'b'] }, str)).toEqual(
      expected('params', [
        ['enum-unrestricted', 'wire', 'breaking', 'old-readers', P, P, `${IN}no longer limited to the values "a", "b"`],
        [
          'enum-unrestricted',
          'typescript',
          'dangerous',
          'typescript',
          P,
          P,
          `${IN}no longer limited to the values "a", "b": ${TS_DANGER}`,
        ],
      ]),
    );
  });
});
