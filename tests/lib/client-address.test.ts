// Per-address limits key an IPv6 client on its /64.
import { describe, expect, it } from 'vitest';
import { addressNetwork } from '../../lib/http/client-address.js';
import { addressKey } from '../../lib/ratelimit.js';

describe('addressNetwork', () => {
  it('keeps IPv4 addresses and anything that is not an address', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('unknown')).toBe('unknown');
    expect(addressNetwork('2001:db8::zz')).toBe('2001:db8::zz');
  });

  it('reduces IPv6 addresses to their /64, however they are written', () => {
    const net = '2001:0db8:0001:0002::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:a:b:1.2.3.4',
    ]) {
      expect(addressNetwork(ip)).toBe(net);
    }
    expect(addressNetwork('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(addressNetwork('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressNetwork('fe80::1')).toBe('fe80:0000:0000:0000::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('gives two addresses of one /64 the same rate-limit key, and neighbouring /64s different ones', () => {
    expect(addressKey('ticket:create', '2001:db8:1:2::1')).toBe(addressKey('ticket:create', '2001:db8:1:2::abcd'));
    expect(addressKey('ticket:create', '2001:db8:1:2::1')).not.toBe(addressKey('ticket:create', '2001:db8:1:3::1'));
    expect(addressKey('ticket:create', '::ffff:203.0.113.7')).toBe(addressKey('ticket:create', '203.0.113.7'));
  });
});
