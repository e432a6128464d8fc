import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const errorCodeRemoved = defineRule({
  id: 'error-code-removed',
  wire: {},
  typescript: 'breaking',
  message: 'error code {code} removed from ERROR_CODES and KnownErrorCode',
  detect: {
    error: (pair, report) => {
      if (onlyOld(pair) !== undefined)
        report({ direction: 'host-to-client', ...removedAt(pair, ['errors']), params: { code: pair.name } });
    },
  },
});
