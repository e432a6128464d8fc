/**
 * IP addresses as JSON Schema's `ipv4` (RFC 2673 dotted-quad) and `ipv6` (RFC 4291 section 2.2)
 * formats. Only the textual forms those RFCs define: no inet_aton shorthands, no CIDR suffix, no
 * zone id, no brackets.
 * Carried into the generated package; imports nothing, so it runs in any JavaScript runtime.
 */

// A leading zero is refused because inet_aton and friends read `010` as octal 8.
const DECIMAL_OCTET = /^(?:0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

export function isIpv4(value: string): boolean {
  const octets = value.split('.');
  return octets.length === 4 && octets.every((octet) => DECIMAL_OCTET.test(octet) && Number(octet) <= 255);
}

export function isIpv6(value: string): boolean {
  const gap = value.indexOf('::');
  // A second `::` (or `:::`) would make the number of elided groups ambiguous.
  if (gap !== value.lastIndexOf('::')) return false;
  if (gap === -1) return groupsCount(value.split(':')) === 8;
  const head = value.slice(0, gap);
  const tail = value.slice(gap + 2);
  const headCount = head === '' ? 0 : groupsCount(head.split(':'), false);
  const tailCount = tail === '' ? 0 : groupsCount(tail.split(':'));
  // `::` stands for at least one group of zeros.
  return headCount >= 0 && tailCount >= 0 && headCount + tailCount <= 7;
}

/**
 * How many 16-bit groups `parts` spell, or -1 when one is malformed. An embedded IPv4 address
 * (`::ffff:192.0.2.1`) may only be the last part, and fills two groups.
 */
function groupsCount(parts: readonly string[], ipv4Last = true): number {
  let count = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (HEX_GROUP.test(part)) count += 1;
    else if (ipv4Last && i === parts.length - 1 && isIpv4(part)) count += 2;
    else return -1;
  }
  return count;
}
