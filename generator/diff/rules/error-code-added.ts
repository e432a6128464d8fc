import { defineRule } from '../rule-definition.ts';

export const errorCodeAdded = defineRule({
  id: 'error-code-added',
  wire: {},
  typescript: 'dangerous',
  message: 'error code {code} added: old clients treat it as an unknown code',
  typescriptMessage: 'error code {code} added: an exhaustive switch over KnownErrorCode no longer compiles',
  detect: {},
});
