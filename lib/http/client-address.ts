// The network a client address stands for when something is counted or limited per address
//. An IPv6 client usually holds a whole /64 and picks a fresh address in it
// at will (privacy extensions), so per-address limits and visitor counts key on the /64; an
// IPv4-mapped IPv6 address is its IPv4 address. Anything that is not an IP address is kept as
// it is (the `unknown` of a request without a forwarded address).
import { isIPv4, isIPv6 } from 'node:net';

/** `a.b.c.d`, `x:x:x:x::/64` (lowercase, zero-padded hextets), or the input unchanged. */
export function addressNetwork(raw: string): string {
  const ip = raw.trim();
  if (isIPv4(ip)) return ip;
  const unzoned = ip.split('%', 1)[0]!;
  if (!isIPv6(unzoned)) return ip;
  const hextets = expandIPv6(unzoned);
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return [hextets[6]! >> 8, hextets[6]! & 255, hextets[7]! >> 8, hextets[7]! & 255].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16).padStart(4, '0'))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an address node:net has already accepted as IPv6. */
function expandIPv6(ip: string): number[] {
  const [head = '', tail] = ip.split('::', 2);
  const groups = (part: string): number[] => {
    if (part === '') return [];
    const out: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else {
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
