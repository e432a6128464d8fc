/**
 * minLength / maxLength count code points (a surrogate pair is one character, a lone surrogate one
 * too), as JSON Schema says. The toolchain's own keywords skip the count when the UTF-16 length
 * settles the answer; they must agree with a full count on every string and every bound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../generator/schema/ajv-compiler.ts';

/** The reference: code points as the string iterator yields them (a lone surrogate is one). */
const codePoints = (text: string) => [...text].length;

/** Strings rich in what makes counting differ: astral characters, lone surrogates, plain ASCII. */
const tricky = fc
  .array(fc.constantFrom('a', 'é', '😀', '\ud800', '\udc00', '中'), { maxLength: 24 })
  .map((parts) => parts.join(''));

describe('minLength / maxLength in the generated validators', () => {
  const ajv = createAjv({ standalone: false, allErrors: false });

  it('rule: they accept exactly the strings whose code-point count is within the bounds', () => {
    fc.assert(
      fc.property(tricky, fc.nat(16), fc.nat(16), (text, min, extra) => {
        const max = min + extra;
        const validate = ajv.compile({ type: 'string', minLength: min, maxLength: max });
        const count = codePoints(text);
        expect(validate(text)).toBe(count >= min && count <= max);
      }),
      { seed: 20261130, numRuns: 2000 },
    );
  });

  it("rule: a violation is reported with the keyword, its limit and Ajv's wording", () => {
    const validate = ajv.compile({ type: 'string', maxLength: 1 });
    expect(validate('😀😀')).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'maxLength',
      params: { limit: 1 },
      message: 'must NOT have more than 1 characters',
    });
    const atLeast = ajv.compile({ type: 'string', minLength: 2 });
    expect(atLeast('😀')).toBe(false);
    expect(atLeast.errors?.[0]).toMatchObject({
      keyword: 'minLength',
      params: { limit: 2 },
      message: 'must NOT have fewer than 2 characters',
    });
  });

  it('rule: a non-string passes them (they constrain strings only, like the standard keywords)', () => {
    expect(ajv.compile({ maxLength: 1 })(12345)).toBe(true);
  });
});
