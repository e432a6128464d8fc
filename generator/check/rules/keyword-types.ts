import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { SpecRule } from '../rule.ts';

/** Which instance type each type-specific keyword constrains. */
export const KEYWORD_TYPES: Readonly<Record<string, readonly string[]>> = {
  minLength: ['string'],
  maxLength: ['string'],
  maxBytes: ['string'],
  pattern: ['string'],
  format: ['string'],
  minimum: ['number', 'integer'],
  maximum: ['number', 'integer'],
  exclusiveMinimum: ['number', 'integer'],
  exclusiveMaximum: ['number', 'integer'],
  multipleOf: ['number', 'integer'],
  items: ['array'],
  minItems: ['array'],
  maxItems: ['array'],
  uniqueItems: ['array'],
  prefixItems: ['array'],
  contains: ['array'],
  minContains: ['array'],
  maxContains: ['array'],
  properties: ['object'],
  required: ['object'],
  additionalProperties: ['object'],
  propertyNames: ['object'],
  patternProperties: ['object'],
  dependentRequired: ['object'],
  dependentSchemas: ['object'],
  minProperties: ['object'],
  maxProperties: ['object'],
};

/**
 * A type-specific keyword constrains only values of its type and lets every other value through:
 * `{minimum: 0}` accepts "abc". So the keyword needs a `type` it applies to, declared by its schema
 * or by one applying to the same value (a oneOf branch inherits its parent's): as Ajv's strictTypes.
 */
export const keywordTypes: SpecRule = {
  id: 'keyword-types',
  check({ schemas, locate }) {
    const problems: Diagnostic[] = [];
    for (const { schema, path, context } of schemas) {
      if (schema.$ref !== undefined) continue; // a $ref's siblings are reported by type-references
      for (const [keyword, applies] of Object.entries(KEYWORD_TYPES)) {
        if (schema[keyword] === undefined) continue;
        // Positioned only when reported: finding a key walks the YAML tree.
        const at = () => locate([...path, keyword], 'key');
        if (context.types === undefined) {
          problems.push(diagnostic('keyword-without-type', { keyword, applies: applies.join('/') }, at()));
        } else if (!applies.some((type) => context.types!.includes(type))) {
          problems.push(
            diagnostic(
              'keyword-type-mismatch',
              { keyword, applies: applies.join('/'), type: context.types.join('/') },
              at(),
            ),
          );
        }
      }
    }
    return problems;
  },
};
