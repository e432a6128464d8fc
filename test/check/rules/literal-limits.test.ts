/**
 * literal-limits (generator/check/rules/literal-limits.ts): a bound written as a number equal to a
 * limit it could name is told to name it (a warning, advice), unless it says it is not that limit; a
 * `notLimit` mark that no longer matches its limit is reported too. Advice is left out of contract
 * comparisons (`advice: false`). The warnings are held to their place and their whole wording, since
 * the wording carries the fix to copy.
 */
import { describe, expect, it } from 'vitest';
import { diagnose, yaml } from './support.ts';

/** Two count limits of 8 beside the minimal spec's payloadBytes (1024 bytes), and a type whose `maxItems` is written `bound` (line 9). */
const spec = (bound: string) => ({
  'extra.yaml': yaml(
    'limits:', //                                                     2
    '  nameCount: { value: 8, unit: count, description: Most names. }',
    '  tagCount: { value: 8, unit: count, description: Most tags. }',
    'types:', //                                                      5
    '  Names:',
    '    type: array',
    '    items: { type: string }',
    `    maxItems: ${bound}`, //                                      9
  ),
});

const ADVICE_TAIL = 'so that one edit of the limit changes the bound too; where the two are equal by chance, say so:';

describe('literal-limits', () => {
  it('rule: a bound equal to one limit it could name is told to name it, or to mark it as not that limit', async () => {
    const bytes = {
      'extra.yaml': yaml('types:', '  Text:', '    type: string', '    maxBytes: 1024'),
    };
    expect(await diagnose(bytes)).toEqual([
      `extra.yaml:5:15  bound-restates-limit (warning)  maxBytes 1024 equals limit payloadBytes (1024 bytes): name the limit, maxBytes: { limit: payloadBytes }, ${ADVICE_TAIL} maxBytes: { value: 1024, notLimit: [payloadBytes] }`,
    ]);
  });

  it('rule: a bound equal to several limits names them all, joined', async () => {
    expect(await diagnose(spec('8'))).toEqual([
      `extra.yaml:9:15  bound-restates-limit (warning)  maxItems 8 equals limit nameCount (8 count) and limit tagCount (8 count): name the limit, maxItems: { limit: nameCount | tagCount }, ${ADVICE_TAIL} maxItems: { value: 8, notLimit: [nameCount, tagCount] }`,
    ]);
  });

  it('rule: a bound marked as not one of two equal limits is still told of the other, and the mark to write lists both', async () => {
    expect(await diagnose(spec('{ value: 8, notLimit: [nameCount] }'))).toEqual([
      `extra.yaml:9:15  bound-restates-limit (warning)  maxItems 8 equals limit tagCount (8 count): name the limit, maxItems: { limit: tagCount }, ${ADVICE_TAIL} maxItems: { value: 8, notLimit: [nameCount, tagCount] }`,
    ]);
  });

  it('rule: the mark to write keeps only the marks that still hold, leaving out a needless one', async () => {
    expect(await diagnose(spec('{ value: 8, notLimit: [nameCount, payloadBytes] }'))).toEqual([
      `extra.yaml:9:15  bound-restates-limit (warning)  maxItems 8 equals limit tagCount (8 count): name the limit, maxItems: { limit: tagCount }, ${ADVICE_TAIL} maxItems: { value: 8, notLimit: [nameCount, tagCount] }`,
      'extra.yaml:9:49  needless-not-limit (warning)  maxItems 8 is marked as not limit payloadBytes, but that limit is in bytes, which maxItems does not count: remove payloadBytes from notLimit',
    ]);
  });

  it('rule: a bound marked as not every limit it equals is left alone', async () => {
    expect(await diagnose(spec('{ value: 8, notLimit: [nameCount, tagCount] }'))).toEqual([]);
  });

  it('rule: a bound that names its limit, or differs from every limit, is left alone', async () => {
    expect(await diagnose(spec('{ limit: nameCount }'))).toEqual([]);
    expect(await diagnose(spec('7'))).toEqual([]);
  });

  it('rule: a bound equal only to a limit of a unit it does not count is left alone', async () => {
    expect(await diagnose(spec('1024'))).toEqual([]);
  });

  it('rule: a notLimit mark on a limit of another value is needless, and says the value', async () => {
    expect(await diagnose(spec('{ value: 9, notLimit: [nameCount] }'))).toEqual([
      'extra.yaml:9:38  needless-not-limit (warning)  maxItems 9 is marked as not limit nameCount, but that limit is 8 count: remove nameCount from notLimit',
    ]);
  });

  it('rule: a notLimit mark on a limit of a unit the keyword does not count is needless, and says so', async () => {
    expect(await diagnose(spec('{ value: 8, notLimit: [nameCount, tagCount, payloadBytes] }'))).toEqual([
      'extra.yaml:9:59  needless-not-limit (warning)  maxItems 8 is marked as not limit payloadBytes, but that limit is in bytes, which maxItems does not count: remove payloadBytes from notLimit',
    ]);
  });

  it('rule: a notLimit mark on an undeclared limit is the unknown-limit error only, not also needless', async () => {
    expect(await diagnose(spec('{ value: 8, notLimit: [nameCount, tagCount, nameCont] }'))).toEqual([
      'extra.yaml:9:59  unknown-limit  maxItems names limit nameCont, which is not declared under limits (did you mean "nameCount"?); the limits maxItems can name: nameCount, tagCount',
    ]);
  });

  it('rule: advice is left out when the check is asked for errors only (contract comparisons)', async () => {
    expect(await diagnose(spec('8'), { advice: false })).toEqual([]);
    expect(await diagnose(spec('{ value: 9, notLimit: [nameCount] }'), { advice: false })).toEqual([]);
    expect(await diagnose(spec('8'), { advice: true })).toHaveLength(1);
  });

  it('rule: asked for errors only, the check still runs every rule that is not advice', async () => {
    expect(await diagnose(spec('{ value: 8, notLimit: [nameCount, tagCount, nameCont] }'), { advice: false })).toEqual([
      'extra.yaml:9:59  unknown-limit  maxItems names limit nameCont, which is not declared under limits (did you mean "nameCount"?); the limits maxItems can name: nameCount, tagCount',
    ]);
    const untyped = { 'extra.yaml': yaml('types:', '  Loose: { maxItems: 8 }') };
    expect(await diagnose(untyped, { advice: false })).toEqual([
      'extra.yaml:3:12  keyword-without-type  maxItems constrains array values only and lets any other value through: declare type: array',
    ]);
  });
});
