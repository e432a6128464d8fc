import { describe, expect, it } from 'vitest';
import { typedBranches } from '../../bench/baselines/zod.ts';

describe("the zod baseline's schema: a typed oneOf's untyped branches carry the parent's type", () => {
  const shared = { type: 'string', maxBytes: 16 };
  const schema = Object.freeze({
    type: 'object',
    properties: { type: { type: 'string' } },
    oneOf: [
      { properties: { type: { const: 'user' }, text: { $ref: '#/$defs/Text' } }, required: ['text'] },
      { $ref: '#/$defs/Other' },
      { type: 'object', properties: { type: { const: 'kept' } } },
    ],
    $defs: { Text: shared, Other: { type: 'object' }, Again: shared },
  });

  const copy = typedBranches(schema, new Map()) as typeof schema;

  it("adds the parent's type to a branch with neither type nor $ref", () => {
    expect(copy.oneOf[0]).toEqual({ ...schema.oneOf[0], type: 'object' });
  });

  it('leaves $ref branches and typed branches as they are', () => {
    expect(copy.oneOf[1]).toEqual({ $ref: '#/$defs/Other' });
    expect(copy.oneOf[2]).toEqual(schema.oneOf[2]);
  });

  it('copies without changing the (frozen) input, keeping shared definitions shared', () => {
    expect(copy).not.toBe(schema);
    expect(schema.oneOf[0]).not.toHaveProperty('type');
    expect(copy.$defs.Text).toBe(copy.$defs.Again);
    expect(copy.$defs.Text).toEqual(shared);
  });

  it('leaves a oneOf whose parent states no type alone', () => {
    const untyped = { oneOf: [{ properties: {} }] };
    expect(typedBranches(untyped, new Map())).toEqual(untyped);
  });
});
