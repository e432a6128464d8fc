/**
 * isEmail (RFC 5321 Mailbox): the local part's bound, the quoted string's characters and escapes at
 * the edges of printable ASCII, and the address literal's brackets.
 */
import { describe, expect, it } from 'vitest';
import { isEmail } from '../../../runtime/validation/formats/email.ts';

describe('isEmail: the local part', () => {
  it('accepts a local part of 64 characters and refuses one of 65', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmail(`"${'a'.repeat(62)}"@example.com`)).toBe(true);
    expect(isEmail(`"${'a'.repeat(63)}"@example.com`)).toBe(false);
  });

  it('refuses an empty local part and a value with no @', () => {
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('example.com')).toBe(false);
  });

  it('needs the @ right after the closing quote of a quoted local part', () => {
    expect(isEmail('"abc"@example.com')).toBe(true);
    expect(isEmail('"abc"xexample.com')).toBe(false);
    expect(isEmail('"abc"x@example.com')).toBe(false);
  });

  it('refuses a quoted string that is never closed, even when an @ follows its opening quote', () => {
    expect(isEmail('"@example.com')).toBe(false);
    expect(isEmail('"abc@example.com')).toBe(false);
  });
});

describe('isEmail: inside a quoted string', () => {
  it('accepts printable ASCII from space to ~', () => {
    expect(isEmail('" "@example.com')).toBe(true);
    expect(isEmail('"a~b"@example.com')).toBe(true);
    expect(isEmail('"a b@c"@example.com')).toBe(true);
  });

  it('refuses a control character, DEL and non-ASCII unescaped', () => {
    expect(isEmail('"a\u001fb"@example.com')).toBe(false);
    expect(isEmail('"a\u0001b"@example.com')).toBe(false);
    expect(isEmail('"a\u007fb"@example.com')).toBe(false);
    expect(isEmail('"aéb"@example.com')).toBe(false);
  });

  it('takes a backslash-escaped quote or backslash as part of the string, not its end', () => {
    expect(isEmail('"a\\"b"@example.com')).toBe(true);
    expect(isEmail('"a\\\\b"@example.com')).toBe(true);
    expect(isEmail('"a\\"@example.com')).toBe(false);
  });

  it('accepts an escape of any printable ASCII character, from space to ~', () => {
    expect(isEmail('"a\\ b"@example.com')).toBe(true);
    expect(isEmail('"a\\~b"@example.com')).toBe(true);
    expect(isEmail('"\\a"@example.com')).toBe(true);
  });

  it('refuses an escape of a control character, DEL or non-ASCII', () => {
    expect(isEmail('"a\\\u001fb"@example.com')).toBe(false);
    expect(isEmail('"a\\\u0001b"@example.com')).toBe(false);
    expect(isEmail('"a\\\u007fb"@example.com')).toBe(false);
    expect(isEmail('"a\\éb"@example.com')).toBe(false);
  });
});

describe('isEmail: the address literal', () => {
  it('accepts an IPv4 or IPv6 literal in brackets', () => {
    expect(isEmail('a@[127.0.0.1]')).toBe(true);
    expect(isEmail('a@[IPv6:::1]')).toBe(true);
  });

  it('refuses a literal whose closing bracket is missing', () => {
    expect(isEmail('a@[127.0.0.1')).toBe(false);
    expect(isEmail('a@[127.0.0.12')).toBe(false);
    expect(isEmail('a@[IPv6:::12')).toBe(false);
  });
});
