import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const objectSizeLoosened = defineRule({
  id: 'object-size-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: { schema: boundDetector('object-size', 'loosened') },
});
