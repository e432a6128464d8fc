import { cpuMs } from '../call-time.ts';
import { probes, proxyTargets } from '../hostile/probes.ts';
import { snapshotDifference, snapshotInput, type InputSnapshot } from './input-snapshot.ts';
import { checkThrown, describeError } from './protocol-errors.ts';
import { prototypeDifference, recordPrototypes } from './prototypes.ts';
import { holds } from './violation.ts';

/** What one call did, and what it cost: the size of its input and the CPU time of the call alone. */
export interface Observation {
  readonly returned: boolean;
  readonly value: unknown;
  readonly error: unknown;
  readonly input: InputSnapshot;
  readonly size: number;
  readonly ms: number;
}

export interface ObserveOptions {
  /** Codes a ProtocolError may carry; undefined when the call must not throw at all (validators). */
  readonly codes: ReadonlySet<string> | undefined;
  /** Bare validators read properties as they are; only the parsers promise never to run a getter. */
  readonly mayRunGetters?: boolean;
}

/**
 * Runs `call` on `input` and checks the invariants every entry point keeps: the input is not changed
 * (not through a Proxy either), Object.prototype and the other built-in prototypes are untouched, no
 * getter ran (parsers), and the only exception is a bounded ProtocolError (or none, for validators).
 */
export function observeCall(input: unknown, call: () => unknown, options: ObserveOptions): Observation {
  const before = snapshotInput(input);
  const prototypes = recordPrototypes();
  const getterCalls = probes.getterCalls;
  const mutatingTraps = probes.mutatingTraps;
  const { value: outcome, ms } = cpuMs((): { returned: boolean; value?: unknown; error?: unknown } => {
    try {
      return { returned: true, value: call() };
    } catch (error) {
      return { returned: false, error };
    }
  });
  const { returned, value, error } = outcome;
  holds(
    probes.mutatingTraps === mutatingTraps,
    'no input is mutated',
    () => `${probes.mutatingTraps - mutatingTraps} mutating Proxy traps ran`,
  );
  const changed = snapshotDifference(before, snapshotInput(input));
  holds(changed === undefined, 'no input is mutated', () => changed!);
  const polluted = prototypeDifference(prototypes, recordPrototypes());
  holds(polluted === undefined, 'Object.prototype and the built-in prototypes are untouched', () => polluted!);
  if (options.mayRunGetters !== true) {
    holds(
      probes.getterCalls === getterCalls,
      'no getter of the input ever runs',
      () => `${probes.getterCalls - getterCalls} getter calls`,
    );
  }
  if (!returned) {
    if (options.codes === undefined) holds(false, 'a validator never throws', () => `threw ${describeError(error)}`);
    else checkThrown(error, options.codes);
  }
  return { returned, value, error, input: before, size: before.size, ms };
}

/**
 * The rule for returned values: the parsers copy only what they strip, so an object of the input may
 * stand in the result, but only where the input holds it (the same object at the same path, never
 * moved into another place). That nothing under a shared object was to be stripped is the round
 * trip's to check: a member left in that the parser strips would not come back.
 */
export function checkSharedInPlace(value: unknown, input: unknown, snapshot: InputSnapshot): void {
  const stack: [unknown, unknown][] = [[value, input]];
  while (stack.length > 0) {
    const [node, there] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (snapshot.objects.has(node)) {
      holds(
        node === there,
        'a parser shares an object of its input only where the input holds it',
        () => 'an object of the input is elsewhere in the result',
      );
      continue;
    }
    // The input's member under the same key, read through descriptors (and the fuzzer's Proxies' targets): no getter, no trap.
    const source = typeof there === 'object' && there !== null ? (proxyTargets.get(there) ?? there) : undefined;
    for (const key of Object.keys(node)) {
      const descriptor = source === undefined ? undefined : Object.getOwnPropertyDescriptor(source, key);
      stack.push([
        (node as Record<string, unknown>)[key],
        descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined,
      ]);
    }
  }
}
