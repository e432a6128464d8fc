import { defineRule } from '../rule-definition.ts';
import { removedAt } from './support/named-definitions.ts';
import { OPERATIONS, removalOf } from './support/operation-availability.ts';

export const gatedOperationRemoved = defineRule({
  id: 'gated-operation-removed',
  wire: {},
  typescript: 'breaking',
  message:
    'operation {op} removed together with its feature {feature}: old clients sent it only to hosts that advertised the feature, and no new host can',
  detect: {
    operation: (pair, report) => {
      const removal = removalOf(pair);
      if (removal?.kind === 'gated-away')
        report({
          direction: 'client-to-host',
          ...removedAt(pair, OPERATIONS),
          params: { op: pair.name, feature: removal.feature },
        });
    },
  },
});
