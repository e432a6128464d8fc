import { BOTH_WAYS, defineRule } from '../rule-definition.ts';

export const interactionCommandChanged = defineRule({
  id: 'interaction-command-changed',
  wire: BOTH_WAYS,
  typescript: 'dangerous',
  message: 'interaction command {command}: {key} changed',
  detect: {},
});
