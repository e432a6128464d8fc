import { defineRule } from '../rule-definition.ts';
import { onlyOld, removedAt } from './support/named-definitions.ts';

export const interactionCommandRemoved = defineRule({
  id: 'interaction-command-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'interaction command {command} removed from {catalog}: old clients still send it',
  detect: {
    command: (pair, report) => {
      if (onlyOld(pair) !== undefined)
        report({
          direction: 'client-to-host',
          ...removedAt(pair, ['interactions', pair.catalog, 'commands']),
          params: { catalog: pair.catalog, command: pair.name },
        });
    },
  },
});
