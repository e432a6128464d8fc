import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changeDirection, clientsOf, OPERATIONS, sameOperation } from './support/operation-availability.ts';

export const operationClientRemoved = defineRule({
  id: 'operation-client-removed',
  wire: { narrows: true },
  message: 'operation {op} no longer accepts {client} clients',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x === undefined || y === undefined) return;
      const at = fieldAt(pair, OPERATIONS, 'clients');
      const [before, after] = [clientsOf(x, pair.contracts.a), clientsOf(y, pair.contracts.b)];
      for (const client of before.filter((c) => !after.includes(c))) {
        report({
          direction: changeDirection(x, y),
          old: x.clients === undefined ? at.old : [...at.old, x.clients.indexOf(client)],
          new: at.new,
          params: { op: pair.name, client },
        });
      }
    },
  },
});
