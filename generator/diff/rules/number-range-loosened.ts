import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const numberRangeLoosened = defineRule({
  id: 'number-range-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: { schema: boundDetector('number-range', 'loosened') },
});
