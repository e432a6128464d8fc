import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changedScopeTarget } from './support/scope-target.ts';

export const scopeTargetChanged = defineRule({
  id: 'scope-target-changed',
  wire: BOTH_WAYS,
  message: 'scope {name}: the request target is now {new} (was {old})',
  detect: {
    vocabulary: (pair, report) => {
      const [old, now] = changedScopeTarget(pair) ?? [];
      if (old !== undefined && now !== undefined)
        report({
          direction: 'client-to-host',
          ...fieldAt(pair, ['protocol', 'scopes'], 'target'),
          params: { name: pair.name, old, new: now },
        });
    },
  },
});
