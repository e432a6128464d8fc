import { defineRule } from '../rule-definition.ts';

export const framingOperationsAdvertisedChanged = defineRule({
  id: 'framing-operations-advertised-changed',
  docs: true,
  message: "the framing now says a host's handshake {now} the operations it serves",
  detect: {},
});
