import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const objectSizeTightened = defineRule({
  id: 'object-size-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: { schema: boundDetector('object-size', 'tightened') },
});
