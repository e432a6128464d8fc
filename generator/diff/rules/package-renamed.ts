import { defineRule } from '../rule-definition.ts';

export const packageRenamed = defineRule({
  id: 'package-renamed',
  typescript: 'breaking',
  message: 'the generated package is renamed from {old} to {new}: every import changes',
  detect: {
    protocol: ({ a, b }, report) => {
      if (a.protocol.package !== b.protocol.package)
        report({
          direction: 'none',
          old: ['protocol', 'package'],
          new: ['protocol', 'package'],
          params: { old: a.protocol.package, new: b.protocol.package },
        });
    },
  },
});
