import { defineRule } from '../rule-definition.ts';
import { addedAt, onlyNew } from './support/named-definitions.ts';

export const interactionCommandAdded = defineRule({
  id: 'interaction-command-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'interaction command {command} added to {catalog}: old hosts reject it',
  detect: {
    command: (pair, report) => {
      if (onlyNew(pair) !== undefined)
        report({
          direction: 'client-to-host',
          ...addedAt(pair, ['interactions', pair.catalog, 'commands']),
          params: { catalog: pair.catalog, command: pair.newName },
        });
    },
  },
});
