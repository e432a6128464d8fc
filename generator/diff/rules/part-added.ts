import { defineRule } from '../rule-definition.ts';

export const partAdded = defineRule({
  id: 'part-added',
  typescript: 'safe',
  message: 'runtime part {name} added',
  detect: {
    protocol: ({ a, b }, report) => {
      const old = new Set(a.parts ?? []);
      for (const name of [...new Set(b.parts ?? [])].filter((part) => !old.has(part)).sort())
        report({ direction: 'none', old: ['parts'], new: ['parts'], params: { name } });
    },
  },
});
