import { defineRule } from '../rule-definition.ts';
import { boundDetector } from './support/bounds.ts';

export const byteLengthTightened = defineRule({
  id: 'byte-length-tightened',
  wire: { narrows: true },
  message: '{keyword} (UTF-8 bytes) tightened from {old} to {new}',
  detect: { schema: boundDetector('byte-length', 'tightened') },
});
