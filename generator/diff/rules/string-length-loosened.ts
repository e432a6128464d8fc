import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const stringLengthLoosened = defineRule({
  id: 'string-length-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: { schema: boundDetector('string-length', 'loosened') },
});
