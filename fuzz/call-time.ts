/**
 * The CPU time a call takes, in milliseconds: this process's user + system time around it
 * (getrusage). Not wall time: on 2 cores shared with other work, a call waiting for its turn is no
 * slower than it was; a call doing super-linear work is.
 */
export function cpuMs<T>(call: () => T): { readonly value: T; readonly ms: number } {
  const start = process.cpuUsage();
  const value = call();
  const used = process.cpuUsage(start);
  return { value, ms: (used.user + used.system) / 1000 };
}
