import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const jsonSizeLoosened = defineRule({
  id: 'json-size-loosened',
  wire: { widens: true },
  message: '{keyword} loosened from {old} to {new}',
  detect: { schema: boundDetector('json-size', 'loosened') },
});
