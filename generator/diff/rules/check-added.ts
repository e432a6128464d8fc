import { defineRule } from '../rule-definition.ts';
import { namedKeywordDetector } from './support/named-keyword.ts';

// A check runs after the schema accepts the node, so it only ever refuses: checks are compared as formats are.
export const checkAdded = defineRule({
  id: 'check-added',
  wire: { narrows: true },
  message: 'check {new} added',
  detect: { schema: namedKeywordDetector('check', 'added') },
});
