// The API against what a user would pick instead, in the same run: bare node:http, Hono 4 on
// @hono/node-server and Fastify 5 (peers/server.ts), each doing the same work per route (same
// bytes and headers, today's two-statement token SQL, the same data queries), on PGlite or,
// with DATABASE_URL, on PostgreSQL. Every round starts each server in a fresh process, in an
// order rotated by one each round; the ratio of a case is the median over rounds of
// (best peer's req/s ÷ ours) in that round. Memory: resident set of each process idle after
// start and idle after its load.
import autocannon from 'autocannon';
import { cpuMs, rssMiB, startDatabase, startServer, type ServerKind } from './processes.js';
import { seed } from './seed.js';
import { median } from './stats.js';

const KINDS: ServerKind[] = ['api', 'bare', 'hono', 'fastify'];
const PEERS = KINDS.filter((k) => k !== 'api');
const LABEL: Record<ServerKind, string> = { api: 'ours', bare: 'node:http', hono: 'Hono', fastify: 'Fastify' };

interface Options {
  rounds: number;
  /** Unmeasured load before each case: the API's pipeline reaches its steady speed after 2–3 s, the peers' after about 1. */
  warmUp: number;
  seconds: number;
  connections: number;
}

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  auth?: 'owner' | 'personal';
  /** The target the issue sets for ours ÷ best peer (informational). */
  target: string;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The server's CPU time per request over the measured run, in microseconds. */
  cpuUs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function peerBenches(options: Options): Promise<{ lines: string[]; failed: string[]; embedded: boolean }> {
  // BENCH_CASE=<name or path fragment> runs only the matching cases (e.g. BENCH_CASE=openapi).
  const only = process.env.BENCH_CASE?.toLowerCase();
  const database = await startDatabase();
  process.stdout.write('  peer benches: seeding the database\n');
  const seeded = await seed(database.url, Number(process.env.BENCH_TOKENS ?? 600));
  const cases = (
    [
      { name: 'GET /api/openapi (245 KB, same bytes and headers)', path: '/api/openapi', target: '≤ 1.05×' },
      {
        name: 'owner-token route: token lookup + rate limit',
        path: '/bench/token',
        auth: 'owner',
        target: '≤ 1.00× (ours: one round trip, peers: two)',
      },
      {
        name: 'GET /api/v1/me/assignments (50 of 1,000)',
        path: '/api/v1/me/assignments',
        auth: 'personal',
        target: '≤ 1.15×',
      },
      {
        name: 'GET /api/v1/me/gpa (40 courses, 1,000 assessments; peers: one aggregate query)',
        path: '/api/v1/me/gpa',
        auth: 'personal',
        target: '≤ 1.2×',
      },
      {
        name: 'POST /api/ticket, action check',
        path: '/api/ticket',
        method: 'POST',
        body: JSON.stringify({ action: 'check', ...seeded.ticket }),
        target: '–',
      },
    ] satisfies Case[] as Case[]
  ).filter((c) => !only || c.name.toLowerCase().includes(only) || c.path.includes(only));
  let ownerNext = 0;
  let personalNext = 0;
  const authHeader = (c: Case) =>
    c.auth === 'owner'
      ? { authorization: `Bearer ${seeded.ownerTokens[ownerNext++ % seeded.ownerTokens.length]}` }
      : c.auth === 'personal'
        ? { authorization: `Bearer ${seeded.personalTokens[personalNext++ % seeded.personalTokens.length]}` }
        : {};

  const run = async (server: { port: number; pid: number }, c: Case, seconds: number): Promise<Sample> => {
    const cpuBefore = cpuMs(server.pid);
    const r = await autocannon({
      url: `http://127.0.0.1:${server.port}${c.path}`,
      connections: options.connections,
      duration: seconds,
      method: c.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(c.body ? { body: c.body } : {}),
      ...(c.auth
        ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...authHeader(c) } }) }] }
        : {}),
    });
    const cpuUs = ((cpuMs(server.pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors, cpuUs };
  };

  // samples[case][kind][round]
  const samples = cases.map(
    () => Object.fromEntries(KINDS.map((k) => [k, [] as Sample[]])) as Record<ServerKind, Sample[]>,
  );
  const memory = Object.fromEntries(KINDS.map((k) => [k, { idle: [] as number[], loaded: [] as number[] }])) as Record<
    ServerKind,
    { idle: number[]; loaded: number[] }
  >;
  for (let round = 0; round < options.rounds; round++) {
    const order = KINDS.map((_, i) => KINDS[(i + round) % KINDS.length]!);
    for (const kind of order) {
      const server = await startServer(kind, database);
      await pause(1000);
      memory[kind].idle.push(rssMiB(server.pid));
      for (const [i, c] of cases.entries()) {
        process.stdout.write(`  peer round ${round + 1}/${options.rounds}, ${kind}: ${c.name}\n`);
        await run(server, c, options.warmUp); // JIT, connections, caches
        samples[i]![kind].push(await run(server, c, options.seconds));
      }
      await pause(2000);
      memory[kind].loaded.push(rssMiB(server.pid));
      await server.stop();
    }
    process.stdout.write(`  peer round ${round + 1}/${options.rounds} done\n`);
  }
  await database.stop();

  const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  const lines = [
    `Database: ${database.embedded ? 'embedded PGlite in its own process (one connection per server)' : 'DATABASE_URL (PostgreSQL), pool of 5 in every server'}. ${options.rounds} rounds; each round starts every server in a fresh process (order rotated by one each round) and runs every case for ${options.warmUp} s of warm-up and ${options.seconds} s measured, ${options.connections} connections. Figures are medians over rounds; the ratio is the median over rounds of the best peer's req/s ÷ ours in that round (above 1: the best peer is faster).`,
    '',
    '| case | ours req/s | node:http | Hono | Fastify | best peer ÷ ours | target | ours p50 / p99 ms | best peer p50 / p99 ms |',
    '|---|---:|---:|---:|---:|---:|---|---:|---:|',
  ];
  const failed: string[] = [];
  for (const [i, c] of cases.entries()) {
    const s = samples[i]!;
    const rps = (k: ServerKind) => median(s[k].map((x) => x.rps));
    const best = PEERS.reduce((a, b) => (rps(b) > rps(a) ? b : a));
    const ratio = median(s.api.map((ours, round) => Math.max(...PEERS.map((p) => s[p][round]!.rps)) / ours.rps));
    const lat = (k: ServerKind) => `${ms(median(s[k].map((x) => x.p50)))} / ${ms(median(s[k].map((x) => x.p99)))}`;
    lines.push(
      `| ${c.name} | ${rps('api').toFixed(0)} | ${rps('bare').toFixed(0)} | ${rps('hono').toFixed(0)} | ${rps('fastify').toFixed(0)} | ${ratio.toFixed(2)}× | ${c.target} | ${lat('api')} | ${lat(best)} (${LABEL[best]}) |`,
    );
    for (const k of KINDS) {
      const bad = s[k].reduce((n, x) => n + x.non2xx, 0);
      if (bad) failed.push(`${c.name} on ${LABEL[k]}: ${bad} non-2xx or errors`);
    }
  }
  // CPU per request: what each server spends of its own CPU on one request (the database's work
  // is in another process). Other jobs on a shared machine move it far less than req/s.
  lines.push(
    '',
    '| case | ours CPU µs/request | node:http | Hono | Fastify | ours ÷ leanest peer |',
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const [i, c] of cases.entries()) {
    const s = samples[i]!;
    const cpu = (k: ServerKind) => median(s[k].map((x) => x.cpuUs));
    const ratio = median(s.api.map((ours, round) => ours.cpuUs / Math.min(...PEERS.map((p) => s[p][round]!.cpuUs))));
    lines.push(
      `| ${c.name} | ${cpu('api').toFixed(0)} | ${cpu('bare').toFixed(0)} | ${cpu('hono').toFixed(0)} | ${cpu('fastify').toFixed(0)} | ${ratio.toFixed(2)}× |`,
    );
  }
  lines.push('', '| process | RSS idle after start, MiB | RSS idle after its load, MiB |', '|---|---:|---:|');
  for (const k of KINDS)
    lines.push(`| ${LABEL[k]} | ${median(memory[k].idle).toFixed(0)} | ${median(memory[k].loaded).toFixed(0)} |`);
  return { lines, failed, embedded: database.embedded };
}
