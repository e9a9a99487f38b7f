// SSRF guard for push endpoints. A subscription endpoint is a URL the client chooses and the
// server later POSTs to, so it must name a public host on the internet: checked when it is
// registered (the literal host) and again when a connection is made (every address the name
// resolves to, so a name that later resolves inward — DNS rebinding — is refused too).
import dns from 'node:dns';
import net from 'node:net';
import { badRequest } from '../errors.js';

export const MAX_ENDPOINT_LENGTH = 2048;

/** Address ranges a push endpoint may never reach. */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT (RFC 6598); also Alibaba's metadata 100.100.100.200
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local; AWS/GCP/Azure metadata 169.254.169.254
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments; Oracle metadata 192.0.0.192
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated): would relay into IPv6
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated), embeds an IPv4 address
  ['64:ff9b::', 96], // NAT64: would reach the embedded IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, embeds an IPv4 address
  ['fc00::', 7], // unique local (ULA); AWS IMDS fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}
// IPv4-mapped IPv6 (::ffff:0:0/96) as written in an endpoint: no push service is reached that
// way, and the IPv4 it embeds is checked above anyway. Kept in a list of its own because
// BlockList matches plain IPv4 addresses against such a rule, which would block every one.
const MAPPED = new net.BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');
// Named explicitly so the intent survives any edit of the ranges above.
BLOCKED.addAddress('169.254.169.254', 'ipv4');
BLOCKED.addAddress('fd00:ec2::254', 'ipv6');

/** Host names that are internal by definition, whatever DNS says. */
const BLOCKED_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'instance-data', 'kubernetes']);
const BLOCKED_SUFFIXES = [
  '.localhost',
  '.internal',
  '.local',
  '.localdomain',
  '.home.arpa',
  '.lan',
  '.intranet',
  '.corp',
];

/**
 * True when an IP address literal lies in a range push endpoints may not reach. net.BlockList
 * checks IPv4-mapped IPv6 addresses (::ffff:7f00:1, ::ffff:127.0.0.1) against the IPv4 rules
 * (and, conversely, an IPv4 address against a ::ffff:0:0/96 rule, which is why that rule has
 * its own list, checked for IPv6 literals only).
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = net.isIP(bare);
  if (family === 4) return BLOCKED.check(bare, 'ipv4');
  if (family === 6) return BLOCKED.check(bare, 'ipv6') || MAPPED.check(bare, 'ipv6');
  return true; // not an address at all: refuse rather than guess
}

/** True for names that are internal by convention (localhost, *.internal, single labels, …). */
export function isBlockedHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (name === '' || !name.includes('.')) return true; // single-label names resolve through search domains
  if (BLOCKED_NAMES.has(name)) return true;
  return BLOCKED_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/**
 * Checks a push endpoint as a client registers it; throws 400 bad_request naming the rule.
 * Returns the URL in the form the WHATWG parser normalised it to (numeric, hex and octal
 * IPv4 spellings such as https://0x7f.1/ or https://2130706433/ become 127.0.0.1 there).
 */
export function checkPushEndpoint(raw: string): string {
  const refuse = (why: string) =>
    badRequest(
      `endpoint: ${why}`,
      'Send the endpoint of a PushSubscription from the browser (pushManager.subscribe()).',
    );
  if (raw.length > MAX_ENDPOINT_LENGTH) throw refuse(`at most ${MAX_ENDPOINT_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('not a valid URL');
  }
  if (url.protocol !== 'https:') throw refuse('must be an https URL');
  if (url.username || url.password) throw refuse('must not carry user information');
  // Push services listen on 443; another port is a sign of an internal service.
  if (url.port !== '') throw refuse('must use the default https port');
  const host = url.hostname;
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (net.isIP(literal)) {
    if (isBlockedAddress(literal))
      throw refuse('must not point at a loopback, private, link-local or metadata address');
  } else if (isBlockedHostName(host)) {
    throw refuse('must name a public host');
  }
  if (url.hash) throw refuse('must not contain a fragment');
  return url.href;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the push agent: resolves as usual, then refuses the connection when any
 * address of the name is one the endpoint rules forbid.
 */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as dns.LookupAddress[];
    const blocked = list.find((a) => isBlockedAddress(a.address));
    if (list.length === 0 || blocked) {
      const error: NodeJS.ErrnoException = new Error(`push endpoint host ${hostname} resolves to a forbidden address`);
      error.code = 'EPUSHBLOCKED';
      return callback(error, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0]!;
    return callback(null, first.address, first.family);
  });
}
