import { defineRule } from '../rule-definition.ts';
import { namedKeywordDetector } from './support/named-keyword.ts';

// A format accepts its own strings: two formats are compared as two patterns would be.
export const formatAdded = defineRule({
  id: 'format-added',
  wire: { narrows: true },
  message: 'format {new} added',
  detect: { schema: namedKeywordDetector('format', 'added') },
});
