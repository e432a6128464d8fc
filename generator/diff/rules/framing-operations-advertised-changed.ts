import type { FramingDefinition } from '../../load/spec-document.ts';
import { defineRule } from '../rule-definition.ts';

export const framingOperationsAdvertisedChanged = defineRule({
  id: 'framing-operations-advertised-changed',
  docs: true,
  message: "the framing now says a host's handshake {now} the operations it serves",
  detect: {
    // Whether hosts list the operations they serve says how new operations are read, not how frames look.
    framing: (pair, report) => {
      const [fa, fb] = [pair.a, pair.b];
      if (fa === undefined || fb === undefined || Boolean(fa.operationsAdvertised) === Boolean(fb.operationsAdvertised))
        return;
      const where = (framing: FramingDefinition) =>
        framing.operationsAdvertised === undefined ? ['framing'] : ['framing', 'operationsAdvertised'];
      report({
        direction: 'none',
        old: where(fa),
        new: where(fb),
        params: { now: fb.operationsAdvertised === true ? 'lists' : 'does not list' },
      });
    },
  },
});
