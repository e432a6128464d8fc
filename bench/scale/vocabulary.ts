/**
 * The words synthetic specs are made of: names for groups, operations and fields, and prose for
 * descriptions long enough that a synthetic operation weighs about what a bundled one does.
 */
import type { SeededRandom } from './seeded-random.ts';

export const GROUP_WORDS = [
  'ledger',
  'catalog',
  'billing',
  'inbox',
  'roster',
  'archive',
  'gateway',
  'planner',
  'registry',
  'vault',
  'tracker',
  'studio',
  'forum',
  'depot',
  'harbor',
  'atlas',
  'beacon',
  'canvas',
  'dossier',
  'engine',
] as const;

export const NOUNS = [
  'entry',
  'item',
  'note',
  'task',
  'record',
  'batch',
  'member',
  'policy',
  'report',
  'rule',
  'slot',
  'token',
  'draft',
  'asset',
  'event',
  'folder',
  'label',
  'quota',
  'review',
  'stage',
] as const;

/** Verbs, with whether an operation named by one changes state. */
export const VERBS: readonly (readonly [verb: string, mutation: boolean])[] = [
  ['list', false],
  ['get', false],
  ['create', true],
  ['update', true],
  ['delete', true],
  ['archive', true],
  ['restore', true],
  ['search', false],
  ['export', false],
  ['import', true],
  ['move', true],
  ['count', false],
];

export const STATES = ['draft', 'active', 'paused', 'review', 'blocked', 'done', 'failed', 'retired'] as const;

/** Text for sampled strings: mostly ASCII, with two-, three- and four-byte UTF-8 so byte bounds matter. */
export const TEXT_WORDS = [
  'alpha',
  'bravo',
  'café',
  'naïve',
  'delta',
  'übung',
  '日本語',
  'señal',
  'echo',
  '🚀launch',
  'zeta',
  'straße',
] as const;

const PROSE = [
  'the',
  'host',
  'client',
  'answers',
  'with',
  'a',
  'bounded',
  'list',
  'of',
  'entries',
  'and',
  'keeps',
  'every',
  'request',
  'idempotent',
  'under',
  'retry',
  'so',
  'that',
  'readers',
  'ignore',
  'unknown',
  'fields',
  'while',
  'writers',
  'send',
  'only',
  'what',
  'the',
  'peer',
  'advertises',
  'in',
  'its',
  'handshake',
  'revision',
  'advances',
  'once',
  'per',
  'change',
  'stored',
  'rows',
  'outlive',
  'versions',
  'limits',
  'count',
  'utf-8',
  'bytes',
] as const;

/** A few sentences of description; Choice-style wording, like the bundled spec's. */
export function prose(random: SeededRandom, sentences: number): string {
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const words = Array.from({ length: random.int(9, 22) }, () => random.pick(PROSE));
    out.push(`${words[0]![0]!.toUpperCase()}${words.join(' ').slice(1)}.`);
  }
  return out.join(' ');
}

export function pascal(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}
