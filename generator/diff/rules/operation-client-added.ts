import { defineRule } from '../rule-definition.ts';
import { fieldAt } from './support/named-definitions.ts';
import { OPERATIONS, sameOperation } from './support/operation-availability.ts';

export const operationClientAdded = defineRule({
  id: 'operation-client-added',
  wire: { dangerous: true },
  message: 'operation {op} is now open to {client} clients: old hosts refuse them',
  detect: {
    operation: (pair, report) => {
      const [x, y] = sameOperation(pair) ?? [];
      if (x === undefined || y === undefined) return;
      const at = fieldAt(pair, OPERATIONS, 'clients');
      for (const client of y.clients.filter((c) => !x.clients.includes(c))) {
        report({ direction: 'client-to-host', old: at.old, new: [...at.new, y.clients.indexOf(client)], params: { op: pair.name, client } });
      }
    },
  },
});
