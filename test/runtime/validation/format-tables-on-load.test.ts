/**
 * The module-level regular expressions and tables of the format checks (IDNA context rules and
 * derived properties, relative JSON Pointer prefixes, URI template varspecs, IPvFuture literals),
 * each module loaded afresh inside the test that relies on it: a mutation run credits a module's
 * top-level code only to the tests during which it is evaluated, so these tests are the ones that
 * judge a change to those constants.
 */
import { describe, expect, it, vi } from 'vitest';

async function fresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}

const ZWNJ = 0x200c;
const BEH = 0x0628; // ARABIC LETTER BEH, dual-joining
const FATHA = 0x064e; // ARABIC FATHA, a non-spacing mark (Mn)
const LATIN_A = 0x61;

describe('contextRuleHolds: the joining letters and transparent code points of the ZWNJ rule', () => {
  it('rule: a Latin letter is no joining letter of any cursive-joining script, on either side of a ZWNJ', async () => {
    const { contextRuleHolds } = await fresh(() => import('../../../runtime/validation/formats/idna-context-rules.ts'));
    expect(contextRuleHolds([LATIN_A, ZWNJ, BEH], 1)).toBe(false);
    expect(contextRuleHolds([BEH, ZWNJ, LATIN_A], 1)).toBe(false);
    expect(contextRuleHolds([BEH, ZWNJ, BEH], 1)).toBe(true);
  });

  it('rule: a non-spacing mark is looked past, a Latin letter between the joining letter and the ZWNJ is not', async () => {
    const { contextRuleHolds } = await fresh(() => import('../../../runtime/validation/formats/idna-context-rules.ts'));
    expect(contextRuleHolds([BEH, FATHA, ZWNJ, BEH], 2)).toBe(true);
    expect(contextRuleHolds([BEH, LATIN_A, ZWNJ, BEH], 2)).toBe(false);
    expect(contextRuleHolds([BEH, ZWNJ, LATIN_A, BEH], 1)).toBe(false);
  });
});

describe('isULabel: the derived property and the exception ranges', () => {
  it('rule: a symbol (So) is DISALLOWED, being no letter, digit or mark', async () => {
    const { isULabel } = await fresh(() => import('../../../runtime/validation/formats/idna-label.ts'));
    expect(isULabel([LATIN_A, 0x2603 /* ☃ */])).toBe(false);
    expect(isULabel([LATIN_A, 0x20ac /* € */])).toBe(false);
    expect(isULabel([LATIN_A, 0x62])).toBe(true);
  });

  it('rule: the last digit of each Arabic-Indic range is contextual, so the two ranges never mix', async () => {
    const { isULabel } = await fresh(() => import('../../../runtime/validation/formats/idna-label.ts'));
    expect(isULabel([0x669, 0x6f9])).toBe(false);
    expect(isULabel([0x669, 0x668])).toBe(true);
    expect(isULabel([0x6f9, 0x6f8])).toBe(true);
  });
});

describe('isRelativeJsonPointer: the integer prefix and its index adjustment', () => {
  it('rule: the prefix is at the very start, and an adjustment is + or - then an integer without leading zeros', async () => {
    const { isRelativeJsonPointer } = await fresh(() => import('../../../runtime/validation/formats/json-pointer.ts'));
    expect(isRelativeJsonPointer('x/5')).toBe(false);
    expect(isRelativeJsonPointer('0x1')).toBe(false);
    expect(isRelativeJsonPointer('0+1')).toBe(true);
    expect(isRelativeJsonPointer('0+12')).toBe(true);
    expect(isRelativeJsonPointer('3-10#')).toBe(true);
    expect(isRelativeJsonPointer('0+0')).toBe(false);
  });
});

describe('isUriTemplate: a varname', () => {
  it('rule: each dot-separated part of a varname is one or more varchars, a percent-encoding exactly two hex digits', async () => {
    const { isUriTemplate } = await fresh(() => import('../../../runtime/validation/formats/uri-template.ts'));
    expect(isUriTemplate('{%41}')).toBe(true);
    expect(isUriTemplate('{%4}')).toBe(false);
    expect(isUriTemplate('{a.bc}')).toBe(true);
    expect(isUriTemplate('{a.%41}')).toBe(true);
    expect(isUriTemplate('{a.%4}')).toBe(false);
  });
});

describe('isUri: an IPvFuture literal', () => {
  it('rule: `v` starts the literal, one or more hex digits, a dot, and only allowed characters to the `]`', async () => {
    const { isUri } = await fresh(() => import('../../../runtime/validation/formats/uri.ts'));
    expect(isUri('http://[v12.a]')).toBe(true);
    expect(isUri('http://[xv1.a]')).toBe(false);
    expect(isUri('http://[v1.a%]')).toBe(false);
    expect(isUri('http://[v1.a/]')).toBe(false);
  });
});
