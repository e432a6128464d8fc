/**
 * Spec descriptions as the reference shows them. YAML folded scalars already join lines; literal
 * ones keep them, so a blank line separates paragraphs and every other run of whitespace is one
 * space. That also keeps newlines out of table cells, where a description must be one line.
 */
export function paragraphsOf(description: string | undefined): string[] {
  if (description === undefined) return [];
  return description
    .split(/\n[ \t]*\n/)
    .map(oneLine)
    .filter((paragraph) => paragraph !== '');
}

export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * The first sentence of a description, for tables that list many entries: the spec has no separate
 * summary field, and its descriptions open with what the operation does. A sentence ends at `.`,
 * `!` or `?` followed by a space, outside parentheses, so `config.set` does not end one, nor does
 * `e.g.`, nor the `!` of "(what a user types after ! in the editor)".
 */
export function firstSentence(description: string | undefined): string {
  const line = oneLine(description ?? '');
  const ends = /(?<!\b(?:e\.g|i\.e|etc|vs|cf))[.!?](?=\s)/g;
  for (let end = ends.exec(line); end !== null; end = ends.exec(line)) {
    const before = line.slice(0, end.index);
    if (before.split('(').length === before.split(')').length) return line.slice(0, end.index + 1);
  }
  return line;
}
