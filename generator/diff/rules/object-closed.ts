import { defineRule } from '../rule-definition.ts';

export const objectClosed = defineRule({
  id: 'object-closed',
  wire: { narrows: true },
  message: 'object closed (additionalProperties: false): unknown members are now rejected, not stripped',
  detect: {},
});
