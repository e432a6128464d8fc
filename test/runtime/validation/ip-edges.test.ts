/**
 * runtime/validation/formats/ip.ts: an IPv6 address's group count around `::`, and where an
 * embedded IPv4 address may stand. Compared with node:net's isIPv6 as well as asserted.
 */
import { isIPv6 } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isIpv6 } from '../../../runtime/validation/formats/ip.ts';

describe('isIpv6', () => {
  it('rule: `::` stands for at least one group, so at most seven groups surround it', () => {
    expect(isIpv6('1:2:3:4:5:6::7')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7::')).toBe(true);
    expect(isIpv6('::1:2:3:4:5:6:7')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7::8')).toBe(false);
    expect(isIpv6('1::2:3:4:5:6:7:8')).toBe(false);
    expect(isIpv6('1:2:3:4::5:6:7:8')).toBe(false);
  });

  it('rule: an embedded IPv4 address counts two groups, also after `::`', () => {
    expect(isIpv6('1:2:3:4:5::1.2.3.4')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6::1.2.3.4')).toBe(false);
  });

  it('rule: an embedded IPv4 address may only be the last part', () => {
    expect(isIpv6('1.2.3.4::')).toBe(false);
    expect(isIpv6('1.2.3.4::1')).toBe(false);
    expect(isIpv6('1:1.2.3.4::')).toBe(false);
    expect(isIpv6('1.2.3.4:1:2:3:4:5:6')).toBe(false);
    expect(isIpv6('1:2:3:4:5:1.2.3.4:6')).toBe(false);
    expect(isIpv6('::1.2.3.4:1')).toBe(false);
    expect(isIpv6('::1.2.3.4')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:1.2.3.4')).toBe(true);
  });

  it('rule: the cases above agree with node:net', () => {
    const cases = [
      '1:2:3:4:5:6::7',
      '1:2:3:4:5:6:7::8',
      '1:2:3:4:5::1.2.3.4',
      '1:2:3:4:5:6::1.2.3.4',
      '1.2.3.4::',
      '1.2.3.4:1:2:3:4:5:6',
      '::1.2.3.4',
      '1:2:3:4:5:6:1.2.3.4',
    ];
    for (const value of cases) expect(isIpv6(value), value).toBe(isIPv6(value));
  });
});
