import { defineRule } from '../rule-definition.ts';

export const interactionCommandAdded = defineRule({
  id: 'interaction-command-added',
  wire: { widens: true },
  typescript: 'dangerous',
  message: 'interaction command {command} added to {catalog}: old hosts reject it',
  detect: {},
});
