import { defineRule } from '../rule-definition.ts';

export const errorCodeRemoved = defineRule({
  id: 'error-code-removed',
  wire: {},
  typescript: 'breaking',
  message: 'error code {code} removed from ERROR_CODES and KnownErrorCode',
  detect: {},
});
