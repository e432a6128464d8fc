import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const jsonSizeTightened = defineRule({
  id: 'json-size-tightened',
  wire: { narrows: true },
  message: '{keyword} tightened from {old} to {new}',
  detect: { schema: boundDetector('json-size', 'tightened') },
});
