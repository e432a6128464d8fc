import { defineRule } from '../rule-definition.ts';

export const framingCommandChanged = defineRule({
  id: 'framing-command-changed',
  wire: (p) => ({ narrows: p.checked !== false, widens: p.unchecked === true }),
  message:
    'framing request.command is now {new} (was {old}): parseSchema holds a command of that type to its operation and params, as the request parser holds a request',
  detect: {
    // The request's command type frames nothing: it says which type parseSchema reads as a command.
    framing: (pair, report) => {
      if (pair.a === undefined || pair.b === undefined) return;
      const [ca, cb] = [pair.a.request?.command, pair.b.request?.command];
      if (ca === cb) return;
      const where = (command: unknown) =>
        command === undefined ? ['framing', 'request'] : ['framing', 'request', 'command'];
      report({
        direction: 'both',
        old: where(ca),
        new: where(cb),
        params: {
          old: String(ca ?? 'none'),
          new: String(cb ?? 'none'),
          checked: cb !== undefined,
          unchecked: ca !== undefined,
        },
      });
    },
  },
});
