import { defineRule } from '../rule-definition.ts';

export const interactionCommandRemoved = defineRule({
  id: 'interaction-command-removed',
  wire: { narrows: true },
  typescript: 'breaking',
  message: 'interaction command {command} removed from {catalog}: old clients still send it',
  detect: {},
});
