import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const arraySizeTightened = defineRule({
  id: 'array-size-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: { schema: boundDetector('array-size', 'tightened') },
});
