import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { namedKeywordDetector } from './support/named-keyword.ts';

// `check` runs a part's hand-written check after the node's schema accepts a value. Checks are not
// ordered by inclusion (the diff cannot read their code), so replacing one with another is judged both
// ways, as a changed format is. A check changes no generated type: no TypeScript layer.
export const checkChanged = defineRule({
  id: 'check-changed',
  wire: BOTH_WAYS,
  message: 'check changed from {old} to {new}',
  detect: { schema: namedKeywordDetector('check', 'changed') },
});
