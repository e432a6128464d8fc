import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const errorCodeAdded = defineRule({
  id: 'error-code-added',
  wire: {},
  typescript: 'dangerous',
  message: 'error code {code} added: old clients treat it as an unknown code',
  typescriptMessage: 'error code {code} added: an exhaustive switch over KnownErrorCode no longer compiles',
  detect: {
    error: (pair, report) => {
      if (onlyNew(pair) !== undefined)
        report({ direction: 'host-to-client', ...addedAt(pair, ['errors']), params: { code: pair.newName } });
    },
  },
});
