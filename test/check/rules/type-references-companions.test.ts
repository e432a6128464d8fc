/**
 * type-references (generator/check/rules/type-references.ts): what may stand beside a $ref. Only
 * annotations — description, $comment, deprecated, sunset, requires — so that the reference means
 * exactly the named type; any other keyword is ref-with-siblings, at the first of them. The rule
 * is loaded afresh in each test: the companions are a table the module builds as it loads.
 */
import { describe, expect, it, vi } from 'vitest';
import { lines, ruleContext } from '../support/rule-context.ts';

async function freshRule() {
  vi.resetModules();
  return (await import('../../../generator/check/rules/type-references.ts')).typeReferences;
}

const TYPES = { Payload: { type: 'object' } };

describe('type-references: the keywords a $ref may stand beside', () => {
  it('rule: description, $comment, deprecated, sunset and requires may each stand beside a $ref', async () => {
    const rule = await freshRule();
    for (const [keyword, value] of [
      ['description', 'What it holds.'],
      ['$comment', 'A note.'],
      ['deprecated', true],
      ['sunset', '2.0.0'],
      ['requires', 'uploads'],
    ] as const) {
      const spec = { types: { ...TYPES, Alias: { $ref: '#/types/Payload', [keyword]: value } } };
      expect(lines(rule.check(ruleContext(spec))), keyword).toEqual([]);
    }
  });

  it('rule: all the annotations at once beside a $ref are fine too', async () => {
    const rule = await freshRule();
    const spec = {
      types: {
        ...TYPES,
        Alias: {
          $ref: '#/types/Payload',
          description: 'd',
          $comment: 'c',
          deprecated: true,
          sunset: '2.0.0',
          requires: 'uploads',
        },
      },
    };
    expect(lines(rule.check(ruleContext(spec)))).toEqual([]);
  });

  it('rule: any other keyword beside a $ref is ref-with-siblings, at the first such keyword', async () => {
    const rule = await freshRule();
    const spec = {
      types: { ...TYPES, Alias: { $ref: '#/types/Payload', description: 'd', title: 'T', type: 'object' } },
    };
    expect(lines(rule.check(ruleContext(spec)))).toEqual([
      'types/Alias/title:1:1  ref-with-siblings  $ref cannot stand beside title, type: wrap the reference and the extra keywords in allOf',
    ]);
  });
});
