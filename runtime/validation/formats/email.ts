import { isHostname } from './hostname.js';
import { isIpv4, isIpv6 } from './ip.js';

/**
 * JSON Schema's `email` format: an RFC 5321 Mailbox (section 4.1.2), which is what an SMTP server
 * accepts, not RFC 5322's header syntax with its comments, folding whitespace and display names.
 * Local-part is a dot-string of atoms or a quoted string; the domain a host name or an address
 * literal in brackets. Hand-parsed: one pass over the local part, no regex backtracking.
 * Carried into the generated package; imports nothing outside runtime/validation.
 */
export function isEmail(value: string): boolean {
  const localEnd = value.charAt(0) === '"' ? quotedStringEnd(value) : value.indexOf('@');
  if (localEnd <= 0 || value.charAt(localEnd) !== '@') return false;
  // RFC 5321 section 4.5.3.1.1: a local part is at most 64 octets; every accepted character is ASCII.
  if (localEnd > 64) return false;
  const local = value.slice(0, localEnd);
  if (local.charAt(0) !== '"' && !isDotString(local)) return false;
  return isMailDomain(value.slice(localEnd + 1));
}

const ATEXT = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+$/;

/** Atoms of atext joined by single dots: no leading, trailing or doubled dot. */
function isDotString(local: string): boolean {
  return local.split('.').every((atom) => ATEXT.test(atom));
}

/**
 * The index just past the closing quote of the quoted string `value` starts with, or -1.
 * Inside: printable ASCII and space except `"` and `\`, which need a backslash before them.
 */
function quotedStringEnd(value: string): number {
  for (let i = 1; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x22) return i + 1;
    if (code === 0x5c) {
      i++;
      const escaped = value.charCodeAt(i);
      if (!(escaped >= 0x20 && escaped <= 0x7e)) return -1;
    } else if (!(code >= 0x20 && code <= 0x7e)) {
      return -1;
    }
  }
  return -1;
}

/**
 * A host name, `[` IPv4 `]` or `[IPv6:` IPv6 `]`. RFC 5321's general address literal
 * (`[tag:content]`) needs a tag registered with IANA, and none is, so it is refused.
 */
function isMailDomain(domain: string): boolean {
  if (domain.charAt(0) !== '[') return isHostname(domain);
  if (domain.charAt(domain.length - 1) !== ']') return false;
  const literal = domain.slice(1, -1);
  // ABNF quoted strings are case-insensitive, so `ipv6:` is the same tag as `IPv6:`.
  if (literal.slice(0, 5).toLowerCase() === 'ipv6:') return isIpv6(literal.slice(5));
  return isIpv4(literal);
}
