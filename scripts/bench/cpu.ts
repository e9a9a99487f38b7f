// CPU per request of each server on each route: a fixed number of requests, the server's own
// CPU time (from /proc) over them. On a machine shared with other jobs this moves far less
// than req/s, so it is the figure to compare a change with, back to back:
//   npx tsx scripts/bench/cpu.ts                      every server, every route
//   CPU_KINDS=api CPU_CASES=openapi npx tsx scripts/bench/cpu.ts
// Knobs: CPU_KINDS (api,bare,hono,fastify), CPU_CASES (openapi,token,assignments,gpa,ticket),
// CPU_REQUESTS (measured per case, 4000), CPU_WARMUP (requests before, 3000), CPU_ROUNDS (3,
// a fresh process per server and round, order rotated), CPU_NODE_ARGS (node flags for the
// servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), CPU_CONNECTIONS (10), CPU_TOKENS (600). PGlite in its own
// process unless DATABASE_URL is set.
import autocannon from 'autocannon';
import { cpuMs, startDatabase, startServer, type ServerKind } from './processes.js';
import { seed } from './seed.js';
import { median } from './stats.js';

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const kinds = list(process.env.CPU_KINDS, 'api,bare,hono,fastify') as ServerKind[];
const caseNames = list(process.env.CPU_CASES, 'openapi,token,assignments,gpa,ticket');
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 4000);
const WARM_UP = Number(process.env.CPU_WARMUP ?? 3000);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CPU_CONNECTIONS ?? 10);
const nodeArgs = (process.env.CPU_NODE_ARGS ?? '').split(' ').filter(Boolean);

const database = await startDatabase();
// Each token is limited to 120 requests a minute: CPU_TOKENS of each kind, rotated (a 429 fails the run).
const seeded = await seed(database.url, Number(process.env.CPU_TOKENS ?? 600));
let ownerNext = 0;
let personalNext = 0;
const owner = () => ({ authorization: `Bearer ${seeded.ownerTokens[ownerNext++ % seeded.ownerTokens.length]}` });
const personal = () => ({
  authorization: `Bearer ${seeded.personalTokens[personalNext++ % seeded.personalTokens.length]}`,
});
const CASES: Record<string, autocannon.Request & { path: string }> = {
  openapi: { method: 'GET', path: '/api/openapi' },
  token: {
    method: 'GET',
    path: '/bench/token',
    setupRequest: (r) => ({ ...r, headers: { ...r.headers, ...owner() } }),
  },
  assignments: {
    method: 'GET',
    path: '/api/v1/me/assignments',
    setupRequest: (r) => ({ ...r, headers: { ...r.headers, ...personal() } }),
  },
  gpa: {
    method: 'GET',
    path: '/api/v1/me/gpa',
    setupRequest: (r) => ({ ...r, headers: { ...r.headers, ...personal() } }),
  },
  ticket: {
    method: 'POST',
    path: '/api/ticket',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'check', ...seeded.ticket }),
  },
};
for (const name of caseNames)
  if (!CASES[name]) throw new Error(`CPU_CASES: no case ${name}; choose from ${Object.keys(CASES).join(', ')}`);

async function run(port: number, name: string, amount: number): Promise<{ total: number; bad: number }> {
  const request = CASES[name]!;
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    amount,
    requests: [request],
  });
  return { total: r.requests.total, bad: r.non2xx + r.errors };
}

// us[case][kind] = per-round CPU µs per request
const us = Object.fromEntries(
  caseNames.map((c) => [c, Object.fromEntries(kinds.map((k) => [k, [] as number[]]))]),
) as Record<string, Record<string, number[]>>;
let failures = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const kind of kinds.map((_, i) => kinds[(i + round) % kinds.length]!)) {
    const server = await startServer(kind, database, { nodeArgs });
    for (const name of caseNames) {
      await run(server.port, name, WARM_UP);
      const before = cpuMs(server.pid);
      const { total, bad } = await run(server.port, name, REQUESTS);
      failures += bad;
      us[name]![kind]!.push(((cpuMs(server.pid) - before) * 1000) / Math.max(1, total));
    }
    await server.stop();
  }
}
await database.stop();

const peers = kinds.filter((k) => k !== 'api');
console.log(
  `\n${REQUESTS} requests per case after ${WARM_UP} of warm-up, ${CONNECTIONS} connections, ${ROUNDS} rounds; median CPU µs per request (rounds in brackets)`,
);
console.log(`| case | ${kinds.join(' | ')} |${kinds.includes('api') && peers.length ? ' ours ÷ leanest peer |' : ''}`);
for (const name of caseNames) {
  const cells = kinds.map(
    (k) => `${median(us[name]![k]!).toFixed(0)} (${us[name]![k]!.map((x) => x.toFixed(0)).join(', ')})`,
  );
  const ratio =
    kinds.includes('api') && peers.length
      ? ` ${(median(us[name]!.api!) / Math.min(...peers.map((p) => median(us[name]![p]!)))).toFixed(2)}× |`
      : '';
  console.log(`| ${name} | ${cells.join(' | ')} |${ratio}`);
}
if (failures) {
  console.error(`${failures} requests failed (non-2xx or errors)`);
  process.exitCode = 1;
}
