import { defineRule } from '../rule-definition.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const errorRetryableChanged = defineRule({
  id: 'error-retryable-changed',
  wire: { dangerous: true },
  message: 'error code {code} retryable changed from {old} to {new}',
  detect: {
    error: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      if (x === undefined || y === undefined || Boolean(x.retryable) === Boolean(y.retryable)) return;
      report({
        direction: 'host-to-client',
        ...fieldAt(pair, ['errors'], 'retryable'),
        params: { code: pair.name, old: Boolean(x.retryable), new: Boolean(y.retryable) },
      });
    },
  },
});
