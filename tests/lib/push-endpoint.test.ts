import { describe, expect, it } from 'vitest';
import {
  checkPushEndpoint,
  embeddedIpv4,
  guardedLookup,
  isBlockedAddress,
  isBlockedHostName,
} from '../../lib/push/endpoint.js';

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.0',
    '100.127.255.255',
    '169.254.169.254',
    '169.254.0.1',
    '192.0.0.192',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1%eth0'.split('%')[0]!,
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:a9fe:a9fe::1',
    'not-an-ip',
    '',
    // The 6to4 relay anycast range and any IPv4-mapped IPv6 literal, public or not
    '192.88.99.1',
    '192.88.99.255',
    '::ffff:8.8.8.8',
    '::ffff:0808:0808',
    '0:0:0:0:0:ffff:8efa:4a6a',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '142.250.74.106',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '192.88.98.255',
    '192.88.100.0',
    '::fffe:808:808',
  ])('lets %s through', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('an IPv6 address embedding an IPv4 address is judged as that IPv4 address', () => {
  it.each([
    ['::ffff:127.0.0.1', ['127.0.0.1']],
    ['::ffff:7f00:1', ['127.0.0.1']],
    ['::ffff:0:7f00:1', ['127.0.0.1']],
    ['::ffff:0:a00:1', ['10.0.0.1']],
    ['0:0:0:0:ffff:0:8.8.8.8', ['8.8.8.8']],
    ['::10.0.0.1', ['10.0.0.1']],
    ['64:ff9b::a9fe:a9fe', ['169.254.169.254']],
    ['64:ff9b:1::c0a8:1', ['192.168.0.1']],
    ['2002:c0a8:101::1', ['192.168.1.1']],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', ['65.54.227.120', '127.0.0.1']],
    ['2606:4700:4700::1111', []],
    ['8.8.8.8', []],
  ])('%s embeds %j', (address, v4) => {
    expect(embeddedIpv4(address)).toEqual(v4);
  });

  it.each([
    '::ffff:0:7f00:1',
    '::ffff:0:a00:1',
    '::ffff:0:127.0.0.1',
    '[::ffff:0:a9fe:a9fe]',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it('refuses IPv4-translated loopback and private push endpoints', () => {
    for (const endpoint of ['https://[::ffff:0:7f00:1]/push', 'https://[::ffff:0:a00:1]/push'])
      expect(() => checkPushEndpoint(endpoint)).toThrow(/loopback, private/);
  });
});

describe('isBlockedHostName', () => {
  it.each([
    'localhost',
    'LocalHost.',
    'a.b.localhost',
    'metadata.google.internal',
    'x.internal',
    'nas.local',
    'box.home.arpa',
    'metadata',
    'intranet',
    '',
    '.a', // an empty label: found by the document fuzz test, stored as "https://.a/" it broke a check constraint
    'push..example.com',
  ])('blocks %s', (name) => {
    expect(isBlockedHostName(name)).toBe(true);
  });
  it.each([
    'fcm.googleapis.com',
    'web.push.apple.com',
    'updates.push.services.mozilla.com',
    'localhost.example.com',
    'internal.example.org',
  ])('allows %s', (name) => {
    expect(isBlockedHostName(name)).toBe(false);
  });
});

describe('checkPushEndpoint', () => {
  it('returns the normalised URL', () => {
    expect(checkPushEndpoint('https://FCM.googleapis.com/fcm/send/abc')).toBe(
      'https://fcm.googleapis.com/fcm/send/abc',
    );
    expect(checkPushEndpoint('https://fcm.googleapis.com:443/x')).toBe('https://fcm.googleapis.com/x');
  });
});

describe('guardedLookup (connect-time check, against DNS rebinding)', () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      guardedLookup(host, { all }, (err, address) => resolve({ err, address })),
    );

  it.each([true, false])('refuses a name that resolves to loopback (all: %s)', async (all) => {
    // localhost resolves from the hosts file, without the network.
    const { err } = await lookup('localhost', all);
    expect(err?.code).toBe('EPUSHBLOCKED');
  });

  it('resolves an address literal that is public, in both callback forms', async () => {
    expect((await lookup('8.8.8.8', true)).address).toEqual([{ address: '8.8.8.8', family: 4 }]);
    expect((await lookup('8.8.8.8', false)).address).toBe('8.8.8.8');
  });
});
