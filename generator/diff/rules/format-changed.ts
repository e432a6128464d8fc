import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { namedKeywordDetector } from './support/named-keyword.ts';

// `format` asserts here. Formats are not ordered by inclusion, though some are (every uri is an iri):
// the validators implement each one on its own, so a change of format is judged like a change of
// pattern, both ways.
export const formatChanged = defineRule({
  id: 'format-changed',
  wire: BOTH_WAYS,
  message: 'format changed from {old} to {new}',
  detect: { schema: namedKeywordDetector('format', 'changed') },
});
