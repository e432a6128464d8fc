/**
 * The code one reader compiler writes: its functions, named `r0`, `r1`… in the order they are asked
 * for, and the module-level constants they use, `c0`, `c1`… (source() puts the constants first).
 */
export interface ReaderFunctions {
  /** The function of each named type, bound before its code exists, so that recursion can call it. */
  readonly named: Map<string, string>;
  /** A function name not given before. */
  readonly fresh: () => string;
  /** Writes the function `name` (taking `s` when `slot`), unless an inline one with the same code is there. */
  readonly add: (name: string, slot: boolean, body: string) => void;
  /** What a caller calls for the function `fn`: the first one written with its code. */
  readonly written: (fn: string) => string;
  /** Registers a module-level constant (a RegExp, a Set, the values an error names) and returns its name. */
  readonly constant: (code: string) => string;
  /** Every function compiled so far, in order, plus the constants they use. */
  readonly source: () => string;
}

export function readerFunctions(): ReaderFunctions {
  const functions: string[] = [];
  const constants: string[] = [];
  const named = new Map<string, string>();
  let counter = 0;
  // Inline schemas repeat (`v: {const: 1}` in every event): a function whose code is already there is
  // not written again, and its callers call the first one. Named readers are called by name before
  // their code exists (recursion), so they are always written.
  const bodies = new Map<string, string>();
  const aliases = new Map<string, string>();
  return {
    named,
    fresh: () => `r${counter++}`,
    add: (name, slot, body) => {
      const key = `${slot ? 's' : ''}|${body}`;
      const same = bodies.get(key);
      if (same !== undefined && ![...named.values()].includes(name)) return void aliases.set(name, same);
      bodies.set(key, name);
      functions.push(`function ${name}(v, d${slot ? ', s' : ''}) {\n${body}\n}`);
    },
    written: (fn) => aliases.get(fn) ?? fn,
    constant: (code) => {
      const existing = constants.findIndex((line) => line.endsWith(` = ${code};`));
      if (existing >= 0) return `c${existing}`;
      constants.push(`const c${constants.length} = ${code};`);
      return `c${constants.length - 1}`;
    },
    source: () => [...constants, ...functions].join('\n'),
  };
}
