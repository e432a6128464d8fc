import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const arraySizeLoosened = defineRule({
  id: 'array-size-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: { schema: boundDetector('array-size', 'loosened') },
});
