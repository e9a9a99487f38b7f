// A closed-loop HTTP load generator whose connections come from many loopback addresses
// (127.2.0.1, 127.2.0.2, …: all of 127.0.0.0/8 reaches the local host on Linux, no setup).
// For routes limited per client address, e.g. 5 new tickets per address per hour: each
// address sends at most `perAddress` requests over one keep-alive connection and is never
// used again in the run, so the limit is honoured, not bypassed, and nothing is answered 429.
// The server sees the real socket address, which the node adapter puts in x-forwarded-for
// exactly as the platform does; no client-supplied header is trusted.
import http from 'node:http';

let used = 0;
/** The next unused loopback address (never .0 or .255 in the last two octets). */
export function nextLoopbackAddress(): string {
  const i = used++;
  return `127.${2 + Math.floor(i / (254 * 254))}.${(Math.floor(i / 254) % 254) + 1}.${(i % 254) + 1}`;
}

export interface SpreadCase {
  port: number;
  path: string;
  method: string;
  body: string;
  headers: Record<string, string>;
  /** Requests per address (the route's per-address allowance). */
  perAddress: number;
}

export interface SpreadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  addresses: number;
}

function send(agent: http.Agent, c: SpreadCase): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: c.port,
        path: c.path,
        method: c.method,
        agent,
        headers: { ...c.headers, 'content-length': Buffer.byteLength(c.body) },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(c.body);
  });
}

/** Runs `connections` workers for `seconds`; each worker takes a fresh address every `perAddress` requests. */
export async function spreadLoad(c: SpreadCase, connections: number, seconds: number): Promise<SpreadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let addresses = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: nextLoopbackAddress() });
      addresses++;
      for (let k = 0; k < c.perAddress && performance.now() < deadline; k++) {
        const t = performance.now();
        const status = await send(agent, c);
        latencies.push(performance.now() - t);
        if (status < 200 || status > 299) non2xx++;
      }
      agent.destroy();
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    non2xx,
    addresses,
  };
}
