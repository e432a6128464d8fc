import { seededRandom } from '../../support/seeded-random.ts';

/**
 * Characters over a two-letter alphabet, so that neighbouring parts overlap often: the overlaps,
 * under quantifiers and across alternatives, are what make a pattern backtrack.
 */
const CHARACTERS = ['a', 'b', '[ab]', '[^a]', '\\w', '.'];
const QUANTIFIERS = ['*', '+', '?', '{2}', '{1,3}', '{0,2}', '{2,}'];

/**
 * `count` generated patterns, the same ones on every run: parts of one to three characters or
 * groups, groups of one or two alternatives nested at most twice, each part quantified or not, and
 * the whole anchored at either end or not. Small enough for recheck to decide each in milliseconds.
 */
export function patternSample(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const part = (depth: number): string => {
    const quantifier = random() < 0.5 ? pick(QUANTIFIERS) : '';
    return depth < 2 && random() < 0.4 ? `(?:${alternatives(depth + 1)})${quantifier}` : pick(CHARACTERS) + quantifier;
  };
  const sequence = (depth: number) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => part(depth)).join('');
  const alternatives = (depth: number) =>
    Array.from({ length: random() < 0.7 ? 1 : 2 }, () => sequence(depth)).join('|');
  const samples = new Set<string>();
  while (samples.size < count) {
    const body = alternatives(0);
    const [start, end] = [random() < 0.7 ? '^' : '', random() < 0.7 ? '$' : ''];
    samples.add(start + (body.includes('|') && (start || end) ? `(?:${body})` : body) + end);
  }
  return [...samples];
}
