import { defineRule } from '../rule-definition.ts';

export const errorRetryableChanged = defineRule({
  id: 'error-retryable-changed',
  wire: { dangerous: true },
  message: 'error code {code} retryable changed from {old} to {new}',
  detect: {},
});
