import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/** Which instance type each type-specific keyword constrains. */
const APPLIES_TO: Readonly<Record<string, readonly string[]>> = {
  minLength: ['string'],
  maxLength: ['string'],
  maxBytes: ['string'],
  pattern: ['string'],
  minimum: ['number', 'integer'],
  maximum: ['number', 'integer'],
  exclusiveMinimum: ['number', 'integer'],
  exclusiveMaximum: ['number', 'integer'],
  multipleOf: ['number', 'integer'],
  items: ['array'],
  minItems: ['array'],
  maxItems: ['array'],
  uniqueItems: ['array'],
  properties: ['object'],
  required: ['object'],
  additionalProperties: ['object'],
  propertyNames: ['object'],
  minProperties: ['object'],
  maxProperties: ['object'],
};

/**
 * A keyword for another type than the schema's declared `type` is silently ignored by JSON Schema
 * (say maxBytes on a number): almost always a mistake, and Ajv's strict mode rejects it too.
 */
export const keywordTypes: SpecRule = {
  id: 'keyword-types',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path } of schemas) {
      if (schema.type === undefined) continue;
      const declared = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];
      for (const [keyword, applies] of Object.entries(APPLIES_TO)) {
        if (schema[keyword] === undefined || applies.some((type) => declared.includes(type))) continue;
        problems.push(
          diagnostic('keyword-type-mismatch', { keyword, applies: applies.join('/'), type: declared.join('/') }, locate([...path, keyword], 'key')),
        );
      }
    }
    return problems;
  },
};
