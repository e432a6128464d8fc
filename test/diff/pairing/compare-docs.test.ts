/**
 * The schema walker's places and its documentation-only facts (generator/diff/compare-schema.ts):
 * a paired union variant is compared at its own index on each side, and under a keyword whose facts
 * keep no direction (`not`) only description and examples changes are reported as they are.
 */
import { describe, expect, it } from 'vitest';
import { valueChanges as at } from './support/value-changes.ts';

describe('documentation under not, and variant places', () => {
  it('rule: examples-changed under not is reported as it is', async () => {
    expect(
      await at(
        { type: 'string', not: { const: 'x', examples: ['x'] } },
        { type: 'string', not: { const: 'x', examples: ['y'] } },
      ),
    ).toMatchInlineSnapshot(`
      [
        "examples-changed /operations/probe/params/properties/value/not /operations/probe/params/properties/value/not",
      ]
    `);
  });

  it('rule: a paired oneOf variant is compared at its index on each side', async () => {
    const oldValue = {
      oneOf: [
        { type: 'object', properties: { kind: { const: 'a' }, n: { type: 'string' } } },
        { type: 'object', properties: { kind: { const: 'b' } } },
      ],
    };
    const newValue = {
      oneOf: [
        { type: 'object', properties: { kind: { const: 'b' } } },
        { type: 'object', properties: { kind: { const: 'a' }, n: { type: 'integer' } } },
      ],
    };
    expect(await at(oldValue, newValue)).toMatchInlineSnapshot(`
      [
        "type-changed /operations/probe/params/properties/value/oneOf/0/properties/n /operations/probe/params/properties/value/oneOf/1/properties/n",
        "type-changed /operations/probe/params/properties/value/oneOf/0/properties/n /operations/probe/params/properties/value/oneOf/1/properties/n",
      ]
    `);
  });
});

describe('a not added or removed', () => {
  it('rule: schema-changed when one side adds a not', async () => {
    expect(await at({ type: 'string' }, { type: 'string', not: { const: 'x' } })).toMatchInlineSnapshot(`
      [
        "schema-changed /operations/probe/params/properties/value /operations/probe/params/properties/value",
        "schema-changed /operations/probe/params/properties/value /operations/probe/params/properties/value",
      ]
    `);
    expect(await at({ type: 'string', not: { const: 'x' } }, { type: 'string' })).toMatchInlineSnapshot(`
      [
        "schema-changed /operations/probe/params/properties/value /operations/probe/params/properties/value",
        "schema-changed /operations/probe/params/properties/value /operations/probe/params/properties/value",
      ]
    `);
  });
});
