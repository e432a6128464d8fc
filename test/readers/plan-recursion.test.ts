/**
 * Strip plans of recursive types (generator/emit/boundary/strip-plan.ts): a type reached again while
 * its own plan is built stands for itself. A union branch naming it is its name (its plan again at
 * run time), and a merge with it keeps the value whole there, never the type's finished plan in place
 * of the stand-in that was merged: a plan keeps more rather than strip a member a valid value holds.
 */
import { describe, expect, it } from 'vitest';
import { planOf, stripPlans } from '../../generator/emit/boundary/strip-plan.ts';
import type { JsonSchema } from '../../generator/load/spec-document.ts';
import type { ProtocolModel } from '../../generator/model/protocol-model.ts';
import { stripUnknown, type StripPlans } from '../../runtime/boundary/strip-unknown.ts';
import { agreement } from './support/agreement.ts';

const S = { type: 'string' };
const ref = (name: string) => ({ $ref: `#/types/${name}` });
const modelOf = (types: Record<string, JsonSchema>) =>
  ({
    types: Object.entries(types).map(([name, schema]) => ({ name, schema })),
    operations: [],
  }) as unknown as ProtocolModel;

/** The value stripped by the named plan of `name`, as the generated package's plans would strip it. */
function strippedAs(types: Record<string, JsonSchema>, name: string, value: unknown): unknown {
  const { named } = stripPlans(modelOf(types));
  const copy = structuredClone(value);
  stripUnknown(copy, named[name] ?? 0, named as StripPlans);
  return copy;
}

describe('a union branch naming the type being planned', () => {
  const TREE = { type: 'object', properties: { v: S, child: { anyOf: [ref('Tree'), { type: 'null' }] } } };
  const NODE = {
    type: 'object',
    required: ['kind'],
    properties: { kind: { const: 'node' }, next: { oneOf: [ref('Node'), ref('Leaf')] } },
  };
  const LEAF = { type: 'object', required: ['kind'], properties: { kind: { const: 'leaf' }, v: S } };

  it('rule: a nullable reference to the type itself is planned as the type (no endless expansion), from stripPlans and planOf alike', () => {
    expect(stripPlans(modelOf({ Tree: TREE })).named).toEqual({ Tree: { o: { v: 0, child: 'Tree' } } });
    expect(planOf(TREE, new Map([['Tree', TREE]]))).toEqual({ o: { v: 0, child: 'Tree' } });
  });

  it("rule: such a tree is stripped at every depth, each node by the type's plan", () => {
    const value = { v: 'a', junk: 1, child: { v: 'b', junk: 2, child: { v: 'c', child: null, junk: 3 } } };
    expect(strippedAs({ Tree: TREE }, 'Tree', value)).toEqual({
      v: 'a',
      child: { v: 'b', child: { v: 'c', child: null } },
    });
  });

  it('rule: a tagged union whose branch holds the union again plans that branch by its name, the others as before', () => {
    const { named } = stripPlans(modelOf({ Node: NODE, Leaf: LEAF }));
    expect(named.Node).toEqual({
      o: { kind: 0, next: { d: 'kind', b: { node: 'Node', leaf: { o: { kind: 0, v: 0 } } } } },
    });
    const value = { kind: 'node', x: 1, next: { kind: 'node', x: 2, next: { kind: 'leaf', v: 'z', x: 3 } } };
    expect(strippedAs({ Node: NODE, Leaf: LEAF }, 'Node', value)).toEqual({
      kind: 'node',
      next: { kind: 'node', next: { kind: 'leaf', v: 'z' } },
    });
  });

  it('rule: a recursive tagged union is read by its compiled readers as the slow path reads it (verdict, reason, stripped copy)', () => {
    const { checkAll } = agreement({ Node: NODE, Leaf: LEAF });
    const inputs = [
      { kind: 'node', x: 1, next: { kind: 'node', next: { kind: 'leaf', v: 'z', x: 3 } } },
      { kind: 'node', next: { kind: 'leaf', v: 1 } },
      { kind: 'node', next: { kind: 'other' } },
      { kind: 'leaf' },
    ];
    expect(checkAll('Node', inputs)).toEqual({ read: 1, refused: 3, 'not plain': 0 });
  });
});

describe('a merge with the type being planned', () => {
  it('rule: a member beside an allOf reference to the type itself is never stripped from a valid value', () => {
    const tree = {
      type: 'object',
      properties: {
        v: S,
        p1: { allOf: [ref('Tree'), { properties: { e1: S } }] },
        p2: { allOf: [ref('Tree'), { properties: { e2: S } }] },
      },
    };
    for (const value of [
      { v: 'a', p2: { e2: 'x' } },
      { v: 'a', p1: { e1: 'y', p2: { e2: 'x' } } },
    ]) {
      expect(strippedAs({ Tree: tree }, 'Tree', value)).toEqual(value);
    }
  });

  it('rule: two types that each take the other in allOf get finite plans, and stripping by them ends', () => {
    const types = {
      A: { allOf: [ref('B')], properties: { a: S } },
      B: { allOf: [ref('A')], properties: { b: S } },
    };
    const { named } = stripPlans(modelOf(types));
    expect(named.A === 'B' && named.B === 'A').toBe(false);
    expect(strippedAs(types, 'A', { a: 'x', b: 'y' })).toEqual({ a: 'x', b: 'y' });
  });
});
