// npm run bench: requests per second of the API against baselines measured in the same run
// (never absolute pass/fail times, which depend on the machine).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../../lib/routes.js';
import { runDataBenches } from './data-harness.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Servers {
  ports: { bare: number; webBare: number; bareQuery: number; app: number };
  tokens: string[];
  embedded: boolean;
}

async function httpBenches(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/servers.ts'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const servers = await new Promise<Servers>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Servers));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });

  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

  interface Case {
    name: string;
    port: number;
    path: string;
    headers?: () => Record<string, string>;
  }

  function options(c: Case, duration: number): autocannon.Options {
    return {
      url: `http://127.0.0.1:${c.port}${c.path}`,
      connections: CONNECTIONS,
      duration,
      ...(c.headers ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...c.headers!() } }) }] } : {}),
    };
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  /** Runs the cases in turn, round after round, so drift of the machine hits them all alike; reports medians. */
  async function measure(cases: Case[]) {
    for (const c of cases) await autocannon(options(c, 1)); // warm-up
    const runs = cases.map(() => [] as autocannon.Result[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, c] of cases.entries()) runs[i]!.push(await autocannon(options(c, DURATION)));
    }
    return cases.map((c, i) => ({
      name: c.name,
      rps: median(runs[i]!.map((r) => r.requests.average)),
      p50: median(runs[i]!.map((r) => r.latency.p50)),
      p99: median(runs[i]!.map((r) => r.latency.p99)),
      non2xx: runs[i]!.reduce((n, r) => n + r.non2xx, 0),
    }));
  }

  type Row = Awaited<ReturnType<typeof measure>>[number];
  let next = 0;
  const rotate = () => ({ authorization: `Bearer ${servers.tokens[next++ % servers.tokens.length]}` });

  const rows = [
    ...(await measure([
      { name: 'bare node:http, same bytes', port: servers.ports.bare, path: '/' },
      { name: 'bare Web handler, same bytes, same adapter', port: servers.ports.webBare, path: '/' },
      { name: 'GET /api/openapi', port: servers.ports.app, path: '/api/openapi' },
    ])),
    ...(await measure([
      { name: 'bare node:http + one raw query', port: servers.ports.bareQuery, path: '/' },
      { name: 'owner-token route (auth + rate limit)', port: servers.ports.app, path: '/bench/token', headers: rotate },
    ])),
  ];
  child.kill('SIGTERM');

  const [bare, webBare, openapi, query, token] = rows as Array<(typeof rows)[number]> as [Row, Row, Row, Row, Row];
  console.log(`\n${servers.embedded ? 'embedded PGlite' : 'DATABASE_URL'}; ${CONNECTIONS} connections; median of ${ROUNDS} interleaved rounds of ${DURATION} s\n`);
  console.log('| case | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
  console.log('');
  console.log(`framework overhead on the trivial route (bare Web handler rps / GET /api/openapi rps): ${(webBare.rps / openapi.rps).toFixed(2)}x (target <= 1.15x)`);
  console.log(`whole local stack vs bare node:http (bare rps / GET /api/openapi rps): ${(bare.rps / openapi.rps).toFixed(2)}x (includes the Web Request/Response conversion every Vercel function pays)`);
  console.log(`token route cost (one-raw-query rps / token route rps): ${(query.rps / token.rps).toFixed(2)}x`);
}

// HTTP benches (BENCH_HTTP=none skips them), then database benches, one fresh database each
// (BENCH_DATA=<name fragment> runs only matching ones; BENCH_DATA=none skips them).
if (process.env.BENCH_HTTP !== 'none') await httpBenches();
if (process.env.BENCH_DATA !== 'none') await runDataBenches(process.env.BENCH_DATA);
process.exit(0);
