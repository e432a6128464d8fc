/**
 * resolveLimitBounds (generator/check/resolve-limit-bounds.ts), the first step of check: a bound
 * written `{ limit: name }` becomes the limit's value, one written `{ value, notLimit }` its value; a
 * name that is not a declared limit, or a limit of a unit the keyword does not count in, is an error
 * at the name, and that bound is left unresolved (so no rule sees a number there).
 */
import { describe, expect, it } from 'vitest';
import { checked, diagnose, yaml } from './support.ts';

/** A type `Thing` written `{ <type><bound> }` (line 6), beside a count limit and a depth limit. */
const own = (type: string, bound: string) => ({
  'extra.yaml': yaml(
    'limits:',
    '  tagCount: { value: 8, unit: count, description: Most tags. }',
    '  treeDepth: { value: 5, unit: depth, description: Deepest tree. }',
    'types:',
    `  Thing: { ${type}${bound} }`, //                                         6
  ),
});

describe('resolveLimitBounds', () => {
  it('rule: a bound naming a declared limit of a suitable unit becomes its value', async () => {
    const result = await checked(own('type: array, ', 'maxItems: { limit: tagCount }'));
    expect(result.lines).toEqual([]);
    expect(result.spec?.types?.Thing?.maxItems).toBe(8);
  });

  it('rule: a bound written as a value marked as not some limits becomes that value', async () => {
    const result = await checked(own('type: array, ', 'maxItems: { value: 8, notLimit: [tagCount] }'));
    expect(result.lines).toEqual([]);
    expect(result.spec?.types?.Thing?.maxItems).toBe(8);
  });

  it('rule: an undeclared limit is told the nearest the keyword can name, and every limit it can name', async () => {
    expect(await diagnose(own('type: array, ', 'maxItems: { limit: tagCont }'))).toEqual([
      'extra.yaml:6:44  unknown-limit  maxItems names limit tagCont, which is not declared under limits (did you mean "tagCount"?); the limits maxItems can name: tagCount',
    ]);
    expect(await diagnose(own('type: number, ', 'maximum: { limit: nothing }'))).toEqual([
      'extra.yaml:6:44  unknown-limit  maximum names limit nothing, which is not declared under limits; the limits maximum can name: payloadBytes, tagCount, treeDepth',
    ]);
  });

  it('rule: when no limit of a unit the keyword counts is declared, the message says so', async () => {
    expect(
      await diagnose({ 'extra.yaml': yaml('types:', '  Thing: { type: object, maxProperties: { limit: fields } }') }),
    ).toEqual([
      'extra.yaml:3:50  unknown-limit  maxProperties names limit fields, which is not declared under limits; no limit maxProperties can name is declared',
    ]);
  });

  it('rule: an undeclared name in notLimit is an unknown limit at that name', async () => {
    expect(await diagnose(own('type: array, ', 'maxItems: { value: 8, notLimit: [tagCount, tagCont] }'))).toEqual([
      'extra.yaml:6:68  unknown-limit  maxItems names limit tagCont, which is not declared under limits (did you mean "tagCount"?); the limits maxItems can name: tagCount',
    ]);
  });

  it('rule: a limit in bytes named by a length bound is a unit mismatch that points to maxBytes', async () => {
    expect(await diagnose(own('type: string, ', 'maxLength: { limit: payloadBytes }'))).toEqual([
      'extra.yaml:6:46  limit-unit-mismatch  maxLength counts code points, so a limit it names must be in count; limit payloadBytes is in bytes (maxBytes bounds the UTF-8 bytes of a string)',
    ]);
    expect(await diagnose(own('type: string, ', 'minLength: { limit: payloadBytes }'))).toEqual([
      'extra.yaml:6:46  limit-unit-mismatch  minLength counts code points, so a limit it names must be in count; limit payloadBytes is in bytes (maxBytes bounds the UTF-8 bytes of a string)',
    ]);
  });

  it('rule: any other unit mismatch carries no maxBytes hint', async () => {
    expect(await diagnose(own('type: string, ', 'maxLength: { limit: treeDepth }'))).toEqual([
      'extra.yaml:6:46  limit-unit-mismatch  maxLength counts code points, so a limit it names must be in count; limit treeDepth is in depth',
    ]);
    expect(await diagnose(own('type: array, ', 'maxItems: { limit: payloadBytes }'))).toEqual([
      'extra.yaml:6:44  limit-unit-mismatch  maxItems counts items, so a limit it names must be in count; limit payloadBytes is in bytes',
    ]);
    expect(await diagnose(own('type: string, ', 'maxBytes: { limit: tagCount }'))).toEqual([
      'extra.yaml:6:45  limit-unit-mismatch  maxBytes counts UTF-8 bytes, so a limit it names must be in bytes; limit tagCount is in count',
    ]);
  });

  it('rule: a bound left unresolved stays as written, so the rules after still see it (and ask for its type)', async () => {
    expect(await diagnose(own('', 'maxItems: { limit: payloadBytes }'))).toEqual([
      'extra.yaml:6:12  keyword-without-type  maxItems constrains array values only and lets any other value through: declare type: array',
      'extra.yaml:6:31  limit-unit-mismatch  maxItems counts items, so a limit it names must be in count; limit payloadBytes is in bytes',
    ]);
    expect(await diagnose(own('', 'maxItems: { limit: tagCount }'))).toEqual([
      'extra.yaml:6:12  keyword-without-type  maxItems constrains array values only and lets any other value through: declare type: array',
    ]);
  });
});
