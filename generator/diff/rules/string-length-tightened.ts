import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const stringLengthTightened = defineRule({
  id: 'string-length-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: { schema: boundDetector('string-length', 'tightened') },
});
