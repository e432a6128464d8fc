/**
 * A command for the user to run next, as a shell reads it back: `felan-protocol <command>` and then
 * each part — a positional word, or a [flag, value] pair left out when the value is undefined (a flag
 * the user did not give), a flag alone when the value is true. Remedies are built with it so that
 * they repeat the flags the user gave: the command they print runs on the same spec and folders.
 */
export function commandLine(
  command: string,
  ...parts: readonly (string | readonly [flag: string, value: string | boolean | undefined])[]
): string {
  const words = ['felan-protocol', command];
  for (const part of parts) {
    if (typeof part === 'string') words.push(shellWord(part));
    else if (part[1] === true) words.push(part[0]);
    else if (typeof part[1] === 'string') words.push(part[0], shellWord(part[1]));
  }
  return words.join(' ');
}

/** A word as a shell reads it back: plain when it can be, else single-quoted. */
export function shellWord(text: string): string {
  return /^[\w./@%+=:,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
