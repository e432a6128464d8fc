import { isULabel } from './idna-label.js';
import { decodePunycode } from './punycode.js';

/**
 * JSON Schema's `hostname` format: an RFC 1123 host name (letters, digits and hyphens; labels of
 * 1-63 characters not starting or ending with a hyphen; at most 253 characters, no trailing dot),
 * where an `xn--` label must also be a real A-label, as the format's definition cites RFC 5891.
 * Carried into the generated package; imports nothing outside runtime/validation.
 */
export function isHostname(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  return value.split('.').every(isHostnameLabel);
}

// The middle is bounded ({0,61}), so a failing match backtracks a constant amount at most.
const LDH_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

function isHostnameLabel(label: string): boolean {
  if (!LDH_LABEL.test(label)) return false;
  // Host names compare case-insensitively, so `XN--` is an A-label too; lower-casing first keeps a
  // capital in the ASCII part of the label from reading as a disallowed upper-case code point.
  const lower = label.toLowerCase();
  if (!lower.startsWith('xn--')) return true;
  const decoded = decodePunycode(lower.slice(4));
  // An A-label exists to carry non-ASCII: `xn--abc-` decodes to plain `abc` and is not one.
  return decoded !== undefined && decoded.some((cp) => cp >= 0x80) && isULabel(decoded);
}
