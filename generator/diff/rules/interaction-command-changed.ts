import { BOTH_WAYS, defineRule } from '../rule-definition.ts';
import { changedCommandKeys, COMMAND_WORDING } from './support/interaction-keys.ts';
import { bothSides, fieldAt } from './support/named-definitions.ts';

export const interactionCommandChanged = defineRule({
  id: 'interaction-command-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'interaction command {command}: {key} changed',
  detect: {
    command: (pair, report) => {
      const [x, y] = bothSides(pair) ?? [];
      if (x === undefined || y === undefined) return;
      for (const key of changedCommandKeys(x, y).filter((k) => !COMMAND_WORDING.has(k))) {
        report({
          direction: 'client-to-host',
          ...fieldAt(pair, ['interactions', pair.catalog, 'commands'], key),
          params: { command: pair.name, key },
        });
      }
    },
  },
});
