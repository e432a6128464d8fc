import { defineRule } from '../rule-definition.ts';
import { namedKeywordDetector } from './support/named-keyword.ts';

export const formatRemoved = defineRule({
  id: 'format-removed',
  wire: { widens: true },
  message: 'format {old} removed',
  detect: { schema: namedKeywordDetector('format', 'removed') },
});
