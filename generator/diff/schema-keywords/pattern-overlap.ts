/**
 * Whether property-name patterns can meet. A pattern applies beside the declared properties and the
 * other patterns it matches, so adding one constrains those too; telling two regular expressions
 * apart is hard in general, so "may" means "not proven apart", the cautious answer.
 */

/** Whether `pattern` matches the property name; a pattern this engine cannot compile may match anything. */
export function matchesName(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(name);
  } catch {
    return true;
  }
}

const SPECIAL = new Set([...'\\.[](){}*+?^$|']);
/** Quantifiers that allow none of the character before them. */
const OPTIONAL = new Set([...'*?{']);

/**
 * The literal text every match of a `^`-anchored pattern starts with (`^x-` → `x-`, `^ab?` → `a`);
 * undefined when the pattern is not anchored or holds an alternation (`^a|b` matches `b` anywhere).
 */
export function anchoredPrefix(pattern: string): string | undefined {
  if (!pattern.startsWith('^') || pattern.includes('|')) return undefined;
  let end = 1;
  while (end < pattern.length && !SPECIAL.has(pattern[end]!)) end++;
  const literal = [...pattern.slice(1, end)];
  if (end < pattern.length && OPTIONAL.has(pattern[end]!)) literal.pop();
  return literal.join('');
}

/** Whether some name may match both patterns: false only for anchored literal prefixes neither of which extends the other. */
export function mayOverlap(p: string, q: string): boolean {
  const [x, y] = [anchoredPrefix(p), anchoredPrefix(q)];
  if (x === undefined || y === undefined) return true;
  return x.startsWith(y) || y.startsWith(x);
}
