import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changeDirection, mutates, OPERATIONS, sameOperation } from './support/operation-availability.ts';

export const operationMutationChanged = defineRule({
  id: 'operation-mutation-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'operation {op} is now {new} (was {old}): request identity and retries differ',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x === undefined || y === undefined || mutates(x) === mutates(y)) return;
      const word = (mutation: boolean) => (mutation ? 'a mutation' : 'a query');
      report({
        direction: changeDirection(x, y),
        ...fieldAt(pair, OPERATIONS, 'mutation'),
        params: { op: pair.name, old: word(mutates(x)), new: word(mutates(y)) },
      });
    },
  },
});
