import { defineRule } from '../rule-definition.ts';

export const partRemoved = defineRule({
  id: 'part-removed',
  typescript: 'breaking',
  message: 'runtime part {name} removed: its helpers are no longer exported',
  detect: {
    protocol: ({ a, b }, report) => {
      const kept = new Set(b.parts ?? []);
      for (const name of [...new Set(a.parts ?? [])].filter((part) => !kept.has(part)).sort())
        report({ direction: 'none', old: ['parts'], new: ['parts'], params: { name } });
    },
  },
});
