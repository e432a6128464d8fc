import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const featureAdded = defineRule({
  id: 'feature-added',
  wire: {},
  typescript: 'safe',
  message: 'feature {name} added',
  detect: {
    feature: (pair, report) => {
      if (onlyNew(pair) !== undefined)
        report({ direction: 'host-to-client', ...addedAt(pair, ['features']), params: { name: pair.newName } });
    },
  },
});
