/**
 * resolveLimitBounds (generator/check/resolve-limit-bounds.ts) on bounds that are neither of the two
 * object forms: a number, or null (typeof 'object', but no form at all), is left as written — no
 * diagnostic, nothing added beside it — and only the object forms are resolved.
 */
import { describe, expect, it } from 'vitest';
import { resolveLimitBounds } from '../../generator/check/resolve-limit-bounds.ts';
import type { SpecDocument } from '../../generator/load/spec-document.ts';

const locate = () => ({ file: 'spec.yaml', line: 1, column: 1 });

const specWith = (thing: Record<string, unknown>) =>
  ({
    operations: {},
    limits: { tagCount: { value: 8, unit: 'count', description: 'Most tags.' } },
    types: { Thing: thing },
  }) as unknown as SpecDocument;

describe('resolveLimitBounds: bounds that are not an object form', () => {
  it('rule: a null bound is left as written, with no diagnostic', () => {
    const [resolved, problems] = resolveLimitBounds(specWith({ type: 'array', maxItems: null }), locate);
    expect(problems).toEqual([]);
    expect(resolved.types?.Thing).toEqual({ type: 'array', maxItems: null });
  });

  it('rule: beside a null bound, a bound naming a limit is still resolved', () => {
    const [resolved, problems] = resolveLimitBounds(
      specWith({ type: 'array', minItems: null, maxItems: { limit: 'tagCount' } }),
      locate,
    );
    expect(problems).toEqual([]);
    expect(resolved.types?.Thing).toMatchObject({ type: 'array', minItems: null, maxItems: 8 });
  });
});
