import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { changeDirection, clientsOf, OPERATIONS, sameOperation, senderOf } from './support/operation-availability.ts';

export const operationClientAdded = defineRule({
  id: 'operation-client-added',
  wire: { dangerous: true },
  message: 'operation {op} is now open to {client} clients{refusal}',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x === undefined || y === undefined) return;
      const at = fieldAt(pair, OPERATIONS, 'clients');
      // Old hosts refuse a request from a kind of client the operation was not open to; of a request the host sends, nothing is said.
      const refusal = senderOf(y) === 'client' ? ': old hosts refuse them' : '';
      const [before, after] = [clientsOf(x, pair.contracts.a), clientsOf(y, pair.contracts.b)];
      for (const client of after.filter((c) => !before.includes(c))) {
        report({
          direction: changeDirection(x, y),
          old: at.old,
          new: y.clients === undefined ? at.new : [...at.new, y.clients.indexOf(client)],
          params: { op: pair.name, client, refusal },
        });
      }
    },
  },
});
