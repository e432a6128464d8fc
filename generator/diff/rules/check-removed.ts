import { defineRule } from '../rule-definition.ts';
import { namedKeywordDetector } from './support/named-keyword.ts';

export const checkRemoved = defineRule({
  id: 'check-removed',
  wire: { widens: true },
  message: 'check {old} removed',
  detect: { schema: namedKeywordDetector('check', 'removed') },
});
