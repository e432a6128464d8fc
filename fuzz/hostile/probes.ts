/**
 * What the hostile inputs observe of the code under test: getter calls and Proxy traps that would
 * change their target. The parsers promise never to run a getter (runtime/boundary/plain-json.ts,
 * fast-read.ts) and no entry point may change its input; these counters let a case check both.
 */
export const probes = {
  getterCalls: 0,
  mutatingTraps: 0,
};

/** Each Proxy the builder made, with its target: snapshots walk the target and never trigger a trap. */
export const proxyTargets = new WeakMap<object, object>();
