import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const byteLengthLoosened = defineRule({
  id: 'byte-length-loosened',
  wire: { widens: true },
  message: '{keyword} (UTF-8 bytes) loosened from {old} to {new}',
  detect: { schema: boundDetector('byte-length', 'loosened') },
});
