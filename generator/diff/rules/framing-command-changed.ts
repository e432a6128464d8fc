import { defineRule } from '../rule-definition.ts';

export const framingCommandChanged = defineRule({
  id: 'framing-command-changed',
  wire: (p) => ({ narrows: p.checked !== false, widens: p.unchecked === true }),
  message: 'framing request.command is now {new} (was {old}): parseSchema holds a command of that type to its operation and params, as the request parser holds a request',
  detect: {},
});
