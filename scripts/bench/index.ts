// npm run bench: requests per second of the API against baselines measured in the same run
// (never absolute pass/fail times, which depend on the machine), the cold-start import time
// of every api/ file against importing zod alone, then the database benches.
// A full run also rewrites content/docs/performance.md with the tables it printed.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { BUNDLE_BASELINE, bundledColdStarts } from './cold-bundle.js';
import { COLD_BASELINE, coldStarts } from './cold-start.js';
import { runDataBenches } from './data-harness.js';
import { spreadLoad } from './spread-client.js';
import { peerBenches } from './peer-bench.js';
import { median } from './stats.js';

// BENCH_QUICK=1: one short round of everything (a smoke run; its figures are not meant to be read).
const QUICK = process.env.BENCH_QUICK === '1';
const DURATION = Number(process.env.BENCH_SECONDS ?? (QUICK ? 1 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
// The peer table follows BENCH_ROUNDS and BENCH_SECONDS when only those are set (CI's smoke run).
const PEER_ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? (QUICK ? 1 : process.env.BENCH_ROUNDS ? ROUNDS : 5));
const PEER_SECONDS = Number(process.env.BENCH_PEER_SECONDS ?? (QUICK ? 1 : Math.min(3, DURATION)));
const PEER_WARM_UP = Number(process.env.BENCH_PEER_WARMUP ?? (PEER_SECONDS < 3 ? 1 : 3));
const SLICE = Number(process.env.BENCH_SLICE ?? 1);
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? (QUICK ? 1 : process.env.BENCH_ROUNDS ? ROUNDS : 5));

interface Servers {
  ports: { bare: number; webBare: number; bareQuery: number; app: number };
  tokens: string[];
  personalTokens: string[];
  sections: number;
  embedded: boolean;
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

interface Case {
  name: string;
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: () => Record<string, string>;
  /** Requests per client address (routes limited per address); uses the spread client. */
  perAddress?: number;
}

async function runOnce(c: Case, duration: number): Promise<Measured> {
  if (c.perAddress) {
    const r = await spreadLoad(
      {
        port: c.port,
        path: c.path,
        method: c.method ?? 'GET',
        body: c.body ?? '',
        headers: { 'content-type': 'application/json', ...c.headers?.() },
        perAddress: c.perAddress,
      },
      CONNECTIONS,
      duration,
    );
    return { name: c.name, ...r };
  }
  const r = await autocannon({
    url: `http://127.0.0.1:${c.port}${c.path}`,
    connections: CONNECTIONS,
    duration,
    method: c.method ?? 'GET',
    ...(c.body ? { body: c.body } : {}),
    headers: { 'content-type': 'application/json' },
    ...(c.headers
      ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...c.headers!() } }) }] }
      : {}),
  });
  return { name: c.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

const summarise = (name: string, runs: Measured[]): Measured => ({
  name,
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
});

/**
 * A case against its baseline in alternating slices of BENCH_SLICE seconds (case, baseline,
 * baseline, case, …), ROUNDS × DURATION seconds each in all. The ratio is the median of the
 * ratios of neighbouring slices, so a burst of load from elsewhere on a shared machine hits
 * both sides of a ratio alike instead of one case of the table.
 */
async function measurePair(c: Case, base: Case): Promise<{ c: Measured; base: Measured; ratio: number }> {
  await runOnce(c, 1); // warm-up
  await runOnce(base, 1);
  const slices = Math.max(1, Math.round((ROUNDS * DURATION) / SLICE));
  const cs: Measured[] = [];
  const bs: Measured[] = [];
  for (let i = 0; i < slices; i++) {
    if (i % 2 === 0) {
      cs.push(await runOnce(c, SLICE));
      bs.push(await runOnce(base, SLICE));
    } else {
      bs.push(await runOnce(base, SLICE));
      cs.push(await runOnce(c, SLICE));
    }
  }
  return {
    c: summarise(c.name, cs),
    base: summarise(base.name, bs),
    ratio: median(cs.map((r, i) => bs[i]!.rps / r.rps)),
  };
}

let personalTokenCount = 0;
/** Cases with refused or failed requests: their figures measure errors, so the run fails. */
const failedCases: string[] = [];

async function httpBenches(): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/servers.ts'], {
    cwd: PROJECT_ROOT,
    env: { LOG_REQUESTS: 'off', ...process.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const servers = await new Promise<Servers>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Servers));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const { ports } = servers;
  personalTokenCount = servers.personalTokens.length;
  const rotation = (tokens: string[]) => {
    let next = 0;
    return () => ({ authorization: `Bearer ${tokens[next++ % tokens.length]}` });
  };
  const owner = rotation(servers.tokens);
  const personal = rotation(servers.personalTokens);
  const ticket = JSON.stringify({ email: 'bench@example.com', message: 'The bench opens this ticket.' });

  // [case, its baseline]: each pair is measured in alternating slices (measurePair).
  const pairs: Array<[Case, Case]> = [
    [
      { name: 'trivial route: GET /api/openapi', port: ports.app, path: '/api/openapi' },
      { name: 'bare node:http, same bytes', port: ports.bare, path: '/' },
    ],
    [
      { name: 'trivial route: GET /api/openapi', port: ports.app, path: '/api/openapi' },
      { name: 'bare Web handler, same bytes, same adapter', port: ports.webBare, path: '/' },
    ],
    [
      { name: 'owner-token route (auth + rate limit)', port: ports.app, path: '/bench/token', headers: owner },
      { name: 'bare node:http + one raw query', port: ports.bareQuery, path: '/' },
    ],
    [
      {
        name: `getSections BIOL 201, cached terms (${servers.sections} sections)`,
        port: ports.app,
        path: '/api/sections?subject=BIOL&catalog=201',
      },
      {
        name: 'bare node:http + terms query + same upstream fetch, bytes relayed',
        port: ports.bareQuery,
        path: '/sections',
      },
    ],
    [
      {
        name: 'GET /api/v1/me/assignments (page of 50 of 1,000)',
        port: ports.app,
        path: '/api/v1/me/assignments',
        headers: personal,
      },
      {
        name: 'bare node:http + one raw query of the same 50 rows',
        port: ports.bareQuery,
        path: '/assignments?limit=50',
      },
    ],
    [
      {
        name: 'GET /api/v1/me/assignments?limit=200 (of 1,000)',
        port: ports.app,
        path: '/api/v1/me/assignments?limit=200',
        headers: personal,
      },
      {
        name: 'bare node:http + one raw query of the same 200 rows',
        port: ports.bareQuery,
        path: '/assignments?limit=200',
      },
    ],
    [
      {
        name: 'GET /api/v1/me/gpa (40 courses, 1,000 assessments)',
        port: ports.app,
        path: '/api/v1/me/gpa',
        headers: personal,
      },
      { name: 'bare node:http + the same two raw queries', port: ports.bareQuery, path: '/gpa' },
    ],
    [
      {
        name: 'GET /api/v1/me/gpa (40 courses, 1,000 assessments)',
        port: ports.app,
        path: '/api/v1/me/gpa',
        headers: personal,
      },
      { name: 'bare node:http + one raw query', port: ports.bareQuery, path: '/' },
    ],
    [
      {
        name: 'GET /api/v1/me/gpa (40 courses, 1,000 assessments)',
        port: ports.app,
        path: '/api/v1/me/gpa',
        headers: personal,
      },
      {
        name: 'bare node:http + same token auth and rate limit + one aggregate query',
        port: ports.bareQuery,
        path: '/gpa-aggregate',
        headers: personal,
      },
    ],
    [
      {
        name: 'POST /api/ticket (create; 5 per address, then a new address)',
        port: ports.app,
        path: '/api/ticket',
        method: 'POST',
        body: ticket,
        perAddress: 5,
      },
      {
        name: 'bare node:http + one raw query, same client and body',
        port: ports.bareQuery,
        path: '/',
        method: 'POST',
        body: ticket,
        perAddress: 5,
      },
    ],
  ];
  const measured: Array<Awaited<ReturnType<typeof measurePair>>> = [];
  // BENCH_CASE=<name fragment> measures only the matching pairs (e.g. BENCH_CASE=gpa).
  const only = process.env.BENCH_CASE?.toLowerCase();
  for (const [c, b] of pairs) if (!only || c.name.toLowerCase().includes(only)) measured.push(await measurePair(c, b));
  child.kill('SIGTERM');

  const lines = [
    `Server: ${servers.embedded ? 'embedded PGlite (one connection)' : 'DATABASE_URL'}, one process; ${CONNECTIONS} connections. Each case runs against its baseline in alternating ${SLICE} s slices, ${ROUNDS * DURATION} s each; req/s and latencies are medians of the slices, the ratio is the median of neighbouring slices' baseline req/s ÷ case req/s (1.00× = as fast as the baseline).`,
    '',
    '| case | baseline (same run) | req/s | baseline req/s | ratio | p50 ms | p99 ms | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { c: r, base, ratio } of measured) {
    lines.push(
      `| ${r.name} | ${base.name} | ${r.rps.toFixed(0)} | ${base.rps.toFixed(0)} | ${ratio.toFixed(2)}× | ${r.p50} | ${r.p99} | ${r.non2xx + base.non2xx} |`,
    );
  }
  failedCases.push(
    ...measured
      .flatMap((m) => [m.c, m.base])
      .filter((r) => r.non2xx > 0)
      .map((r) => `${r.name}: ${r.non2xx} non-2xx`),
  );
  if (!only)
    lines.push(
      '',
      `Framework overhead on the trivial route (bare Web handler through the same adapter ÷ GET /api/openapi): ${measured[1]!.ratio.toFixed(2)}× (target ≤ 1.15×).`,
    );
  return lines;
}

/** Every api/ file bundled with esbuild as the platform bundles a function, imported by plain node. */
async function bundledColdBench(filter: string | undefined): Promise<string[]> {
  const rows = await bundledColdStarts(COLD_ROUNDS, filter);
  const base = rows.find((r) => r.target === BUNDLE_BASELINE)!;
  const lines = [
    `Each row: the function bundled by esbuild into one ESM file (dependencies inlined, Node 20), imported by a fresh plain \`node\` process (no loader: what runs on the platform); median of ${COLD_ROUNDS} interleaved rounds of the CPU time (user + system) the child spends on the import, and of its wall-clock time. Ratio = that CPU time ÷ importing zod alone, bundled and imported the same way (target ≤ 1.5×): on a shared machine wall-clock import times swing by 2–3× with other people's load, CPU time far less.`,
    '',
    'Bundle KiB is the whole file; evaluated KiB is the part the import runs: the entry and what it reaches through static imports (esbuild inlines the target of an `import()` too, wrapped so it runs only when called). Largest beyond zod: the packages in that evaluated part.',
    '',
    '| function | import CPU ms | ratio to zod | wall ms | bundle KiB | evaluated at import, KiB | largest beyond zod, KiB | RSS after import, MiB |',
    '|---|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const r of [...rows].sort((a, b) => b.cpuMs - a.cpuMs)) {
    const name = r.target === BUNDLE_BASELINE ? 'zod alone (baseline)' : `\`${r.target}\``;
    const heavy = r.packages
      .slice(0, 3)
      .map(([p, kib]) => `${p} ${kib.toFixed(0)}`)
      .join(', ');
    lines.push(
      `| ${name} | ${r.cpuMs.toFixed(1)} | ${(r.cpuMs / base.cpuMs).toFixed(2)}× | ${r.importMs.toFixed(1)} | ${r.bundleKiB.toFixed(0)} | ${r.moduleScopeKiB.toFixed(0)} | ${heavy} | ${r.rssMiB.toFixed(0)} |`,
    );
  }
  // BENCH_COLD_JSON=<file>: the rows as JSON too, to compare two builds run back to back.
  if (process.env.BENCH_COLD_JSON) await writeFile(process.env.BENCH_COLD_JSON, JSON.stringify(rows, null, 2));
  return lines;
}

async function coldStartBench(): Promise<string[]> {
  const filter = process.env.BENCH_COLD && process.env.BENCH_COLD !== 'all' ? process.env.BENCH_COLD : undefined;
  // BENCH_COLD_LOADER=tsx: the older table, each file imported through the tsx loader unbundled.
  if (process.env.BENCH_COLD_LOADER !== 'tsx') return bundledColdBench(filter);
  const rows = await coldStarts(COLD_ROUNDS, filter);
  const base = rows.find((r) => r.target === COLD_BASELINE)!;
  const lines = [
    `Each row: a fresh \`node --import tsx\` process importing that one module; median of ${COLD_ROUNDS} interleaved rounds. Import ms is measured inside the child around the import alone; process ms is spawn to exit as the parent sees it. Ratio = import ms ÷ importing \`zod\` alone the same way. Modules: how many modules the import loads (counted in a separate, untimed pass), with the packages that bring the most beyond zod.`,
    '',
    '| module | import ms | ratio to zod | process ms | modules | largest packages beyond zod |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const heavy = Object.entries(r.packages)
      .filter(([name]) => name !== 'zod')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
    const name = r.target === COLD_BASELINE ? 'zod alone (baseline)' : `\`${r.target}\``;
    lines.push(
      `| ${name} | ${r.importMs.toFixed(0)} | ${(r.importMs / base.importMs).toFixed(2)}× | ${r.processMs.toFixed(0)} | ${r.modules} | ${heavy} |`,
    );
  }
  return lines;
}

function machine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}; load average at start ${load}`;
}

async function writeDocs(when: string, host: string, peers: string[], http: string[], cold: string[]): Promise<void> {
  const page = `# Performance

How fast the API is, measured by \`npm run bench\` as **ratios against what a user would pick instead, measured in the same run** on the same machine, never as absolute times (those depend on the machine). The figures below are the latest full run; the script rewrites this page.

## Commands

- \`npm run bench\`: the peer table on the embedded database (PGlite), cold starts, then the database benches.
- \`DATABASE_URL=postgres://… npm run bench\`: the peer table on that PostgreSQL server (the figures below; use an empty database: the run migrates and seeds it).
- \`BENCH_QUICK=1 npm run bench\`: one short round of everything, a smoke run (CI). \`BENCH_HTTP=baselines\` adds the older table against bare baselines in one process (with getSections); \`BENCH_COLD_LOADER=tsx\` the older cold-start table through the tsx loader; \`BENCH_PEER_ROUNDS\`, \`BENCH_PEER_SECONDS\`, \`BENCH_COLD_ROUNDS\` set the rounds; \`BENCH_CASE=openapi\` (a case's name or path fragment) runs only the matching peer cases. \`BENCH_SERVER=bundled\` runs every server of the peer table (and of the soak) from one esbuild bundle under plain \`node\`, without the tsx loader; \`BENCH_COLD_JSON=<file>\` also writes the cold-start rows as JSON.
- \`npm run build:vercel\`, then \`npx tsx scripts/bench/cold-vercel.ts [rounds] [another build's .vercel/output/functions]\`: cold import of every function as Vercel ships it (CPU time against zod alone from the same function folder).
- \`npm run test:soak\`: ten minutes of mixed load on one API process (\`SOAK_SECONDS=75\` in CI); see below.

## How it is measured

- Four servers, each in a fresh process per round, in an order rotated by one each round: this API (its local router and node adapter, as \`npm start\` serves it), and peers under \`scripts/bench/peers/\`: bare \`node:http\`, Hono 4 on \`@hono/node-server\`, Fastify 5. The peers do the same work through the same functions (\`scripts/bench/peers/work.ts\`): the same OpenAPI bytes and headers; today's token SQL (the token by its hash, then the rate-limit upsert: two statements, where the API now does both in one); the same assignments page query; for the GPA the API's own aggregate statement and finishing code (\`lib/grades/load-gpa.ts\`: one row per course), so the same answer (an earlier peer ran a lighter query and sent 4 of the 18 fields per course); the same ticket check.
- The database runs in its own process: PostgreSQL with \`DATABASE_URL\` (pool of 5 in every server), else PGlite (one connection). The load generator (autocannon, 10 connections) runs in the parent process.
- Personal- and owner-token requests rotate over ${personalTokenCount} tokens each, so the limit of 120 requests per minute per token is never reached; the student has 40 courses of 25 assessments (1,000 rows). The run fails if any request is not 2xx.
- Memory: the resident set of each server process (from \`/proc\`), idle one second after start and idle two seconds after its load. By default every server runs under the same \`tsx\` loader, which holds about 32 MiB of its own; with \`BENCH_SERVER=bundled\` every server (ours and the three peers alike) runs from one esbuild bundle of \`scripts/bench/peers/server.ts\` under plain \`node\`, our TypeScript bundled and the packages loaded from \`node_modules\`, the API's functions split into chunks its router imports on their first request. That is the fair way to compare memory with what a deployed function holds: no function runs under a loader.
- Cold start bundles every \`api/\` file with esbuild (one ESM file per function, dependencies inlined) and imports it in a fresh plain \`node\` process, against zod alone bundled and imported the same way. The ratio is taken on the CPU time the child spends on the import (wall-clock time is shown too): on this shared machine wall-clock import times of the same file swung 2–3× between runs, CPU time by a few per cent. The table also shows how much of each bundle the import evaluates (the entry and its static imports; esbuild inlines an \`import()\` target too, but it runs only when called) and the largest packages in that part.
- The machine is shared and noisy: ratios are medians over rounds of same-round ratios; only the ratios are meant to be compared.
- CPU per request: each server's own CPU time (user and system, all threads, from \`/proc\`) over the measured run, divided by its requests (the second table). Other jobs on a shared machine move it far less than req/s. \`npx tsx scripts/bench/cpu.ts\` measures only this, over fixed request counts, for back-to-back comparisons (\`CPU_KINDS\`, \`CPU_CASES\`, \`CPU_REQUESTS\`, \`CPU_ROUNDS\`, \`CPU_NODE_ARGS\` for \`--cpu-prof\`).

Run: ${when}. Machine (shared with other work while it ran): ${host}.

## Against Hono, Fastify and node:http

${peers.join('\n')}
${http.length ? `\n## Against bare baselines in the same process\n\n${http.join('\n')}\n` : ''}

## Before these changes, same bench

The same peer bench on main before this round (commit fefc617: whole Web Request and Response per request, a URL parse in the router and another in the operation, zod-to-openapi and every SDK loaded at import), PostgreSQL 15, 5 rounds, on the same machine while it was quiet (load average 0.7 at start), an hour before the table above. In that run the GPA peer still did a lighter query than the API and sent 4 of the 18 fields per course; it now answers through the same statement.

| case | ours req/s | node:http | Hono | Fastify | best peer ÷ ours | ours p50 / p99 ms |
|---|---:|---:|---:|---:|---:|---:|
| GET /api/openapi | 2583 | 2639 | 2631 | 2623 | 1.03× | 3 / 9 |
| owner-token route | 1404 | 1911 | 1903 | 1954 | 1.42× | 6 / 12 |
| GET /api/v1/me/assignments | 753 | 892 | 882 | 863 | 1.20× | 12 / 25 |
| GET /api/v1/me/gpa | 657 | 1003 | 1008 | 1003 | 1.55× (lighter peer) | 14 / 24 |
| POST /api/ticket, action check | 1893 | 2283 | 2208 | 2233 | 1.23× | 4 / 11 |

Idle resident memory then, under the tsx loader: ours 101 MiB after start and 185 MiB after its load (node:http 101 / 151, Hono 105 / 165, Fastify 109 / 158). Bundled cold imports then: 1.84–3.03× zod alone (wall-clock; the table below now uses CPU time).

The session before (commit a35679c, a loaded machine, 3 rounds) had measured 11.62× on the OpenAPI route, 6.28× on the token route, 3.39× on assignments, 6.00× on the GPA and 4.06× on the ticket check: the copies of the 245 KB body and the two to four token statements that the changes below removed.

## Targets

Measured in the run above (PostgreSQL 15, 5 rounds, quiet machine: load average 1.7 at start and nothing else running).

- Trivial route ≤ 1.05×: **met**, 1.02× (was 1.03× on a quiet machine, 11.6× on the session-before's code). The kernel write of the 245 KB reply (\`writev\`) is 23–35 % of every server's busy time; our CPU per request is 112 µs against the peers' 88–94 (1.31× the leanest), which barely moves req/s because the write and the load generator dominate.
- Token route ≤ 1.00×: **not met**, 1.30× (was 1.42×). Our server's CPU per request is the peers' (272 µs against 277–284, 0.98–1.06× in the rounds), so the gap is in PostgreSQL: \`EXPLAIN (ANALYZE, SUMMARY)\` on the seeded database gives the one token statement (six CTEs: lookup, last use, activity day, window, upsert) 0.26–0.29 ms of planning and 0.10–0.12 ms of execution on every call (postgres.js sends it unnamed, as Supabase's transaction pooler needs), against 0.03 + 0.06 ms planning and 0.02 + 0.06–0.08 ms execution for the peers' two plain statements. On two cores shared by PostgreSQL, the server and the load generator, that database CPU decides throughput more than the round trips saved (2 instead of 4). Tried and dropped: the same statement in a PL/pgSQL function (its plan cached per session) measured 0.39–0.43 ms per call, no better. What would close it: a named prepared statement for this one statement where the pooler keeps them (session mode, or a pooler with prepared-statement support), (measured and not enough: the statement without its last-use and activity CTEs plans in 0.19 ms instead of 0.23, medians of 50).
- Assignments ≤ 1.15×: **met**, 1.11× (was 1.20×); CPU per request 829 µs against the leanest peer's 800 (1.02×).
- GPA ≤ 1.2×: **met**, 1.06× against a peer answering through the same aggregate statement (\`lib/grades/load-gpa.ts\`, one row per course) and sending the same bytes; CPU per request 645 against 633 µs (1.02×).
- Idle memory ≤ 100 MiB: under the tsx loader, which holds about 32 MiB of its own, ours idles at 105 MiB after start in this run (node:http 101, Hono 102, Fastify 111) and 176 after its load (peers 152–168). Measured as a deployed function runs, bundled and under plain \`node\` (\`BENCH_SERVER=bundled\`, every server alike; three runs of two rounds each, made during this round on a shared machine): ours 67 MiB idle after start (peers 66–79), 124–146 MiB after its load (peers 102–136; ±15 MiB between runs of the same build). After load V8's young generation sits at its 32 MiB maximum, sized by the per-request allocation rate; 12–16 MiB of the old space is live after a full collection (modules, schemas, the OpenAPI document). So: met at idle, and above the peers after load by what the pipeline allocates per request, not by anything it keeps.
- Cold import ≤ 1.5× zod: **not met** for functions that use the database. Bundled with esbuild (table below, CPU time of the import) the typical function is 2.0–2.5× and \`api/not-found.ts\` 1.55×; as Vercel ships them (\`npm run build:vercel\` output, each file compiled alone, packages as separate files, so an \`import()\` target is not even read), median 2.31× → 1.65×, 4 of 52 functions at or below 1.5× (none before), payment functions 3.7–4.1× → 1.6–1.9×, \`api/parse-syllabus.ts\` 5.31× → 4.71× (chrono-node, needed by every request). What remains, decomposed on \`api/ticket.ts\` bundled (42.0 ms against zod's 21.4, 1.96×): jose's code inlined by esbuild though not run 0.09×; postgres 0.13×; zod's own warm-up on the first schema built (about 4.5 ms, which importing zod alone never pays); Node's crypto, net, tls and stream modules; the pipeline and the route's schemas (1–2 ms each). Each of these is needed by every request of a database function; deferring them would move the time to the first request, not remove it.

## Cold start

${cold.join('\n')}

## Soak

\`npm run test:soak\` runs one API process for ten minutes (\`SOAK_SECONDS\`; CI: 75 s) under mixed load: the OpenAPI document, the owner-token route, the assignments page, the GPA and the ticket check in turn on 10 keep-alive connections. The server prints its CPU time, garbage collections (by kind) and memory every 10 s (\`SOAK_NODE_ARGS=--trace-gc\` also lists why each mark-compact ran). It fails when throughput in the last minute falls below 0.9 × the first minute, counted per second of the server's own CPU (the slide it guards against was the server needing more CPU per request; wall-clock req/s on a shared machine moves with everyone else's load, and is enforced too with \`SOAK_WALL_CLOCK=1\`), when mark-compacts per request double, when resident memory grows past 1.25 × + 32 MiB, or when any request is not 2xx. \`SOAK_PATHS=openapi\` narrows the mix to one route.

Latest runs (PostgreSQL 15, 600 s, shared machine with a load average of 18–23 on 2 cores), before and after the body fix:

| run | req/s first / last minute | req per server CPU s, first / last | mark-compacts per 1,000 req, first / last | RSS peak first / last, MiB | ArrayBuffers, MiB |
|---|---:|---:|---:|---:|---:|
| before (main at a35679c) | 342 / 126 | 1,050 / 845 (0.81×: fails) | 0.63 / 0.79 | 265 / 242 | 1.7–13 |
| after | 73 / 100 | 733 / 866 (1.18×) | 0.59 / 0.71 | 258 / 243 | 1.4–4.3 |

The long-run slide reported in the issue (CPU per OpenAPI request 0.17 → 1.1 ms, 100–170 mark-compacts per 30 s) did **not** reproduce in ten minutes here: mark-compacts stayed at 0–2 per 10 s in both runs, all of them the ordinary "finalize incremental marking" kind, and the machine's load moved the wall-clock figures far more than any drift of the server. What the OpenAPI-only soak (\`SOAK_PATHS=openapi SOAK_SECONDS=60\`, PGlite) does show is the cost of the copies: before, 0.38 ms of server CPU per request, about 80 scavenges per 10 s at 370 req/s (≈ 22 per 1,000 requests) and 9–42 MiB of live ArrayBuffers; after, 0.14 ms, about 33 per 10 s at 1,500 req/s (≈ 2 per 1,000) and a flat 0.8 MiB. Half a megabyte of short-lived external memory per request is the pressure that, once some of those buffers outlive a scavenge (slow clients, a busy core), can only be freed by mark-compacts: the state the issue describes.

## Changes these figures led to

- \`GET /api/openapi\` copied its 245 KB document two or three times per request (\`new Response(Uint8Array)\` copies, \`arrayBuffer()\` concatenates, the adapter wrapped that). The document is now encoded once and handed to the socket as it is (\`lib/http/response-body.ts\`, \`lib/local/node-body.ts\`); JSON bodies go to the socket as the serialised text. On an OpenAPI-only soak the server's CPU per request fell from 0.38 to 0.14 ms, scavenges per 1,000 requests from about 22 to 2, and live ArrayBuffers from 9–42 MiB to 0.8 MiB.
- API-token requests did two to four statements (lookup, last use once a minute, activity once a day, rate-limit hit); they are one statement now (\`lib/auth/token-request.ts\`).
- The local server imported all 48 functions at start; it imports each on its first request, as the platform starts one per function.
- Per request, the pipeline built a Web Request from node's message (a URL parse, a Headers copy, an AbortSignal: about 6 µs) and a Response whose constructor makes a byte stream for the body (about 10 µs for a small JSON body, more for the OpenAPI Blob), then read the URL back with \`new URL\` in the router and again in the operation. Now the node adapter hands routes a Request that answers method, URL and headers itself and builds the real one only when a route reads more (the body, \`signal\`, \`clone()\`: \`lib/local/node-request.ts\`); JSON and fixed bodies answer with a Response that builds its stream only if something reads it (\`lib/http/response-body.ts\`; the adapter writes the text or bytes as they are); router and operations split path and query as text (\`lib/http/request-target.ts\`), exact routes are found by map, Host origins are memoised, and a request that is complete and unread no longer creates a drain promise. Server CPU per request of the API on PostgreSQL (\`scripts/bench/cpu.ts\`, 3 rounds of 4,000 requests, shared machine, noise about ±10 %): OpenAPI 218 → 133 µs, token route 348 → 295, assignments 923 → 865, GPA 760 → 665, ticket check 533 → 528; the leanest peer in the same after runs: 115, 278, 840, 670, 348.
- The rate-limit hit's SQL had a copy inside the token statement; both now use one text (\`hitUpsertSql\` in \`lib/ratelimit.ts\`). Shared as text, not as postgres.js fragments: composing fragments cost about 27 µs per request against 4–11 µs for the whole statement.
- The local server's own node adapter (lazy Request, whole-body Response, body writer: about 590 lines) gave way to \`@hono/node-server\`'s \`getRequestListener\`, which does the same (a lazy Request, a Response written as it was built, back-pressure); \`lib/local/http-server.ts\` keeps what it lacks (the Error shape for malformed heads and Hosts, the Host rule, the drain and linger limits), and routes return plain Responses.

- The owner overview, users and timeseries functions loaded the whole Stripe SDK (218 modules) for a one-line test-mode check; that check now lives in \`lib/billing/mode.ts\`, and only the payment functions and the owner payments function load Stripe.
- Every function loaded jose (46 modules) through the authentication module, though only the routes taking session tokens verify JWTs; jose is now imported on the first session-token check.
- Every schema's \`.openapi()\` ran zod-to-openapi at import in every function (a registry entry and a schema copy per call, 376 calls, and the library itself). At runtime \`.openapi()\` now answers the schema itself and the library is not loaded; the document generator switches the real extension on before any schema is built (\`lib/openapi-metadata.ts\`), so \`openapi.json\` is byte for byte the same.
- The Stripe SDK, web-push (with bn.js and asn1.js) and the Waterloo directory provider (parse5) are imported on first use, not when the function starts: most requests of those functions (refusals, local reads, a job run with nothing due, a Concordia deployment) never need them. \`tests/cold-imports.test.ts\` bundles every function and checks what its import evaluates.
`;
  await writeFile(`${PROJECT_ROOT}/content/docs/performance.md`, page);
  console.log('\nwrote content/docs/performance.md');
}

// HTTP benches (BENCH_HTTP=none skips them), cold starts (BENCH_COLD=none skips them,
// BENCH_COLD=<path fragment> imports only matching api/ files), then database
// benches, one fresh database each (BENCH_DATA=<name fragment> runs only matching ones;
// BENCH_DATA=none skips them). BENCH_DOCS=none never rewrites the docs page; a short or partial
// run (fewer than 3 rounds of 5 s, a BENCH_COLD filter) or one with failed requests never does.
const host = machine();
const when = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
console.log(`machine: ${host}`);
let http: string[] = [];
let peers: string[] = [];
let cold: string[] = [];
// BENCH_HTTP: peers (default: the API against node:http, Hono and Fastify), baselines (the API
// against bare baselines in one process, with getSections), all, or none.
const HTTP = process.env.BENCH_HTTP ?? 'peers';
if (HTTP === 'peers' || HTTP === 'all') {
  console.log(`step: peer benches (${PEER_ROUNDS} rounds of ${PEER_SECONDS} s per case and server)`);
  const result = await peerBenches({
    rounds: PEER_ROUNDS,
    seconds: PEER_SECONDS,
    warmUp: PEER_WARM_UP,
    connections: CONNECTIONS,
  });
  peers = result.lines;
  failedCases.push(...result.failed);
  console.log(`\n## Against Hono, Fastify and node:http\n\n${peers.join('\n')}`);
}
if (HTTP === 'baselines' || HTTP === 'all') {
  console.log('step: HTTP benches against bare baselines');
  http = await httpBenches();
  console.log(`\n## HTTP\n\n${http.join('\n')}`);
}
if (process.env.BENCH_COLD !== 'none') {
  console.log(`step: cold starts (${COLD_ROUNDS} rounds)`);
  cold = await coldStartBench();
  console.log(`\n## Cold start\n\n${cold.join('\n')}`);
}
const full =
  peers.length > 0 &&
  cold.length > 0 &&
  !process.env.BENCH_COLD &&
  PEER_ROUNDS >= 5 &&
  PEER_SECONDS >= 3 &&
  COLD_ROUNDS >= 3;
if (full && !failedCases.length && process.env.BENCH_DOCS !== 'none') await writeDocs(when, host, peers, http, cold);
else if (peers.length || http.length || cold.length)
  console.log('\n(short or partial run: content/docs/performance.md left as it is)');
if (process.env.BENCH_DATA !== 'none') console.log('step: database benches');
if (process.env.BENCH_DATA !== 'none') await runDataBenches(process.env.BENCH_DATA);
if (failedCases.length) {
  console.error(`\nrequests failed, so these figures are not valid:\n${[...new Set(failedCases)].join('\n')}`);
  process.exit(1);
}
process.exit(0);
