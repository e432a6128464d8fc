import { defineRule } from '../rule-definition.ts';
import { dependentRequirements } from './support/dependent-required.ts';

export const dependentRequiredAdded = defineRule({
  id: 'dependent-required-added',
  wire: { narrows: true },
  message: '{required} is now required when {property} is present: old writers may omit it',
  detect: {
    schema(pair, report) {
      for (const { property, required, oldAt, newAt } of dependentRequirements(pair, 'added'))
        report({ property, required }, { old: oldAt, new: newAt });
    },
  },
});
