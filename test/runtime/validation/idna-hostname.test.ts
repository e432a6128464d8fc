/**
 * isHostname's own rules beyond the LDH syntax: the 253-character bound and what makes an `xn--`
 * label a real A-label.
 */
import { describe, expect, it } from 'vitest';
import { isHostname } from '../../../runtime/validation/formats/hostname.ts';

/** Labels of 63 characters joined by dots, the last one cut to make `length` characters in all. */
function hostnameOfLength(length: number): string {
  const label = 'a'.repeat(63);
  return `${label}.${label}.${label}.${'b'.repeat(length - 3 * 64)}`;
}

describe('isHostname', () => {
  it('accepts a host name of exactly 253 characters and refuses one of 254', () => {
    expect(hostnameOfLength(253)).toHaveLength(253);
    expect(isHostname(hostnameOfLength(253))).toBe(true);
    expect(isHostname(hostnameOfLength(254))).toBe(false);
  });

  it('refuses the empty string', () => {
    expect(isHostname('')).toBe(false);
  });

  it('accepts an xn-- label that decodes to a valid U-label, in either case', () => {
    expect(isHostname('xn--tda')).toBe(true);
    expect(isHostname('XN--TDA')).toBe(true);
    expect(isHostname('xn--mnchen-3ya.example')).toBe(true);
  });

  it('refuses xn--abc-, an A-label look-alike that decodes to ASCII only (and ends in a hyphen)', () => {
    expect(isHostname('xn--abc-')).toBe(false);
    expect(isHostname('xn--abc-.example')).toBe(false);
  });

  it('refuses an xn-- label that is not valid Punycode, or decodes to a label that is not a U-label', () => {
    expect(isHostname('xn--b')).toBe(false); // a number cut off
    expect(isHostname('xn--a')).toBe(false); // U+0080, a control character
    expect(isHostname('xn--a-ecp')).toBe(false); // a then U+2488 DIGIT ONE FULL STOP, changed by NFKC
  });
});
