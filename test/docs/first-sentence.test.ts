import { describe, expect, it } from 'vitest';
import { firstSentence } from '../../generator/docs/content/prose.ts';

describe('the summary of a description in overview tables', () => {
  it.each([
    ['Send a message. Then wait.', 'Send a message.'],
    ['Set it (config.set holds defaults). More.', 'Set it (config.set holds defaults).'],
    [
      'Run a command (what a user types after ! in the editor). Output streams.',
      'Run a command (what a user types after ! in the editor).',
    ],
    ['Compare, e.g. two ids. Done.', 'Compare, e.g. two ids.'],
    ['No end at all', 'No end at all'],
    ['Open (never closed. Still one sentence.', 'Open (never closed. Still one sentence.'],
  ])('is the first sentence ended outside parentheses: %j', (description, summary) => {
    expect(firstSentence(description)).toBe(summary);
  });
});
