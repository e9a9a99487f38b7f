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
MAPPED.addSubnet('::ffff:0:0:0', 96, 'ipv6'); // IPv4-translated (RFC 2765), e.g. ::ffff:0:7f00:1
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

/** The 16 bytes of an IPv6 address in any spelling (`::`, a dotted IPv4 tail), or null. */
function ipv6Bytes(text: string): Uint8Array | null {
  if (net.isIPv6(text) === false) return null;
  let head = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    head = `${dotted[1]}0:0`;
    tail.push(...dotted[2]!.split('.').map(Number));
  }
  const [left, right] = head.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').filter((g) => g !== '') : []);
  const l = groups(left);
  const r = groups(right);
  const words = right === undefined ? l : [...l, ...Array<string>(8 - l.length - r.length).fill('0'), ...r];
  if (words.length !== 8) return null;
  const bytes = new Uint8Array(16);
  words.forEach((w, i) => {
    const n = Number.parseInt(w, 16);
    bytes[2 * i] = n >> 8;
    bytes[2 * i + 1] = n & 0xff;
  });
  if (tail.length) bytes.set(tail, 12);
  return bytes;
}

const zeros = (bytes: Uint8Array, from: number, to: number) => bytes.subarray(from, to).every((b) => b === 0);
const dottedQuad = (b: Uint8Array) => `${b[0]}.${b[1]}.${b[2]}.${b[3]}`;

/**
 * Every IPv4 address an IPv6 address embeds in a form that can carry traffic to it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64
 * (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002:AABB:CCDD::/48) and Teredo
 * (2001:0::/32: its server, and its client stored inverted). [] for any other address.
 */
export function embeddedIpv4(address: string): string[] {
  const bytes = ipv6Bytes(address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address);
  if (!bytes) return [];
  const low = bytes.subarray(12, 16);
  const word = (i: number) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!;
  if (zeros(bytes, 0, 10) && word(5) === 0xffff) return [dottedQuad(low)];
  if (zeros(bytes, 0, 8) && word(4) === 0xffff && word(5) === 0) return [dottedQuad(low)];
  if (zeros(bytes, 0, 12)) return [dottedQuad(low)];
  if (word(0) === 0x64 && word(1) === 0xff9b && (zeros(bytes, 4, 12) || word(2) === 1)) return [dottedQuad(low)];
  if (word(0) === 0x2002) return [dottedQuad(bytes.subarray(2, 6))];
  if (word(0) === 0x2001 && word(1) === 0)
    return [dottedQuad(bytes.subarray(4, 8)), dottedQuad(low.map((b) => b ^ 0xff))];
  return [];
}

/**
 * True when an IP address literal lies in a range push endpoints (and other URLs this server
 * fetches for a client) may not reach. An IPv6 address that embeds an IPv4 address is also
 * judged as that IPv4 address (embeddedIpv4), whatever the form; the forms no push service uses
 * are refused as ranges too. net.BlockList checks IPv4-mapped IPv6 addresses against the IPv4
 * rules (and, conversely, an IPv4 address against a ::ffff:0:0/96 rule, which is why the mapped
 * and translated rules have their own list, checked for IPv6 literals only).
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = net.isIP(bare);
  if (family === 4) return BLOCKED.check(bare, 'ipv4');
  if (family === 6)
    return (
      BLOCKED.check(bare, 'ipv6') ||
      MAPPED.check(bare, 'ipv6') ||
      embeddedIpv4(bare).some((v4) => BLOCKED.check(v4, 'ipv4'))
    );
  return true; // not an address at all: refuse rather than guess
}

/** True for names that are internal by convention (localhost, *.internal, single labels, …) or no DNS name at all. */
export function isBlockedHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  if (name === '' || !name.includes('.')) return true; // single-label names resolve through search domains
  if (name.split('.').includes('')) return true; // an empty label (".a", "a..b") is no DNS name
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
