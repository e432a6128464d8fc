/**
 * withoutDocumentation (generator/emit/schemas/schema-docs.ts): what the runtime schema objects lose
 * by default. Only the documentation keywords, only at schema positions: members that happen to be
 * named like them, and the values of const, enum and default, are data.
 */
import { describe, expect, it } from 'vitest';
import { DOCUMENTATION_KEYWORDS, withoutDocumentation } from '../../generator/emit/schemas/schema-docs.ts';

const docs = (text: string) => ({
  title: `${text} title`,
  description: `${text} text`,
  examples: [{ description: 'an example member' }],
  $comment: `${text} note`,
});

const documented = {
  ...docs('root'),
  type: 'object',
  required: ['description', 'title'],
  properties: {
    description: { ...docs('a member named description'), type: 'string', default: 'kept' },
    title: { $ref: '#/$defs/Title', description: 'beside a $ref' },
    examples: { type: 'array', items: { ...docs('items'), const: { description: 'const data', title: 'kept' } } },
  },
  patternProperties: { '^x-': { ...docs('pattern'), enum: [{ $comment: 'enum data' }] } },
  additionalProperties: { ...docs('additional'), type: 'number', deprecated: true },
  oneOf: [{ ...docs('branch'), required: ['title'] }, { not: { ...docs('negated'), required: ['examples'] } }],
  if: { ...docs('if'), required: ['x'] },
  then: { ...docs('then') },
  dependentSchemas: { title: { ...docs('dependent') } },
};

describe('withoutDocumentation', () => {
  it('removes title, description, examples and $comment at every schema position, and keeps everything else', () => {
    expect(withoutDocumentation(documented)).toEqual({
      type: 'object',
      required: ['description', 'title'],
      properties: {
        description: { type: 'string', default: 'kept' },
        title: { $ref: '#/$defs/Title' },
        examples: { type: 'array', items: { const: { description: 'const data', title: 'kept' } } },
      },
      patternProperties: { '^x-': { enum: [{ $comment: 'enum data' }] } },
      additionalProperties: { type: 'number', deprecated: true },
      oneOf: [{ required: ['title'] }, { not: { required: ['examples'] } }],
      if: { required: ['x'] },
      then: {},
      dependentSchemas: { title: {} },
    });
  });

  it('names the four documentation keywords of JSON Schema, and leaves the input as it was', () => {
    expect([...DOCUMENTATION_KEYWORDS].sort()).toEqual(['$comment', 'description', 'examples', 'title']);
    const before = structuredClone(documented);
    withoutDocumentation(documented);
    expect(documented).toEqual(before);
  });
});
