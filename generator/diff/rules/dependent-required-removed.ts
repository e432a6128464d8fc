import { defineRule } from '../rule-definition.ts';
import { dependentRequirements } from './support/dependent-required.ts';

export const dependentRequiredRemoved = defineRule({
  id: 'dependent-required-removed',
  wire: { widens: true },
  message: '{required} is no longer required when {property} is present: old readers expect it',
  detect: {
    schema(pair, report) {
      for (const { property, required, oldAt, newAt } of dependentRequirements(pair, 'removed'))
        report({ property, required }, { old: oldAt, new: newAt });
    },
  },
});
