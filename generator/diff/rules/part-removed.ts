import { defineRule } from '../rule-definition.ts';

export const partRemoved = defineRule({
  id: 'part-removed',
  typescript: 'breaking',
  message: 'runtime part {name} removed: its helpers are no longer exported',
  detect: {},
});
