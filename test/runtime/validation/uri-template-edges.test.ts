/**
 * runtime/validation/formats/uri-template.ts at its edges: the last literal of a template, the
 * private-use characters RFC 6570 admits in literals, and the varname grammar of an expression.
 */
import { describe, expect, it } from 'vitest';
import { isUriTemplate } from '../../../runtime/validation/formats/uri-template.ts';

describe('literals', () => {
  it('rule: every character of a trailing literal is checked, the last one too', () => {
    expect(isUriTemplate('a ')).toBe(false);
    expect(isUriTemplate('{x}a ')).toBe(false);
    expect(isUriTemplate('a"')).toBe(false);
    expect(isUriTemplate('{x}ab')).toBe(true);
  });

  it('rule: a literal admits ucschar and private-use characters (RFC 6570 section 2.1)', () => {
    expect(isUriTemplate('\u00e9')).toBe(true);
    expect(isUriTemplate('\ue000')).toBe(true);
    expect(isUriTemplate('a\u{f0000}/{x}')).toBe(true);
    expect(isUriTemplate('\ufdd0')).toBe(false);
  });
});

describe('varnames', () => {
  it('rule: a percent-encoded varchar holds exactly two hex digits', () => {
    expect(isUriTemplate('{%41}')).toBe(true);
    expect(isUriTemplate('{%4}')).toBe(false);
    expect(isUriTemplate('{%4g}')).toBe(false);
  });

  it('rule: after a dot comes a run of one or more varchars', () => {
    expect(isUriTemplate('{a.bc}')).toBe(true);
    expect(isUriTemplate('{a.b.cd}')).toBe(true);
    expect(isUriTemplate('{a.}')).toBe(false);
    expect(isUriTemplate('{a..b}')).toBe(false);
  });

  it('rule: a percent-encoded varchar after a dot holds exactly two hex digits', () => {
    expect(isUriTemplate('{a.%41}')).toBe(true);
    expect(isUriTemplate('{a.%4a%4B}')).toBe(true);
    expect(isUriTemplate('{a.%4}')).toBe(false);
    expect(isUriTemplate('{a.%zz}')).toBe(false);
  });
});
