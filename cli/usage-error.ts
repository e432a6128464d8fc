/**
 * A mistake in the command line that commander cannot see (two flags that contradict each other, a
 * flag that needs another): thrown by a command before it does any work. main prints it as
 * commander prints its own, exits 2, and names it `usage` in the --format json document.
 */
export class UsageError extends Error {}
