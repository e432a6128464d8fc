import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const numberRangeTightened = defineRule({
  id: 'number-range-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: { schema: boundDetector('number-range', 'tightened') },
});
