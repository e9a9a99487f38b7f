// npm run bench: requests per second of the API against baselines measured in the same run
// (never absolute pass/fail times, which depend on the machine).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../../lib/routes.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Servers {
  ports: { bare: number; webBare: number; bareQuery: number; app: number };
  tokens: string[];
  embedded: boolean;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/servers.ts'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
const servers = await new Promise<Servers>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Servers));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

async function measure(name: string, port: number, path: string, headers?: () => Record<string, string>) {
  const options: autocannon.Options = {
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    ...(headers ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headers() } }) }] } : {}),
  };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION });
  const non2xx = result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx };
}

type Row = Awaited<ReturnType<typeof measure>>;
let next = 0;
const rotate = () => ({ authorization: `Bearer ${servers.tokens[next++ % servers.tokens.length]}` });

const rows = [
  await measure('bare node:http, same bytes', servers.ports.bare, '/'),
  await measure('bare Web handler, same bytes, same adapter', servers.ports.webBare, '/'),
  await measure('GET /api/openapi', servers.ports.app, '/api/openapi'),
  await measure('bare node:http + one raw query', servers.ports.bareQuery, '/'),
  await measure('GET /api/v1/token (auth + rate limit)', servers.ports.app, '/api/v1/token', rotate),
];
child.kill('SIGTERM');

const [bare, webBare, openapi, query, token] = rows as Array<(typeof rows)[number]> as [Row, Row, Row, Row, Row];
console.log(`\n${servers.embedded ? 'embedded PGlite' : 'DATABASE_URL'}; ${CONNECTIONS} connections, ${DURATION} s each\n`);
console.log('| case | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
console.log('');
console.log(`framework overhead on the trivial route (bare Web handler rps / GET /api/openapi rps): ${(webBare.rps / openapi.rps).toFixed(2)}x (target <= 1.15x)`);
console.log(`whole local stack vs bare node:http (bare rps / GET /api/openapi rps): ${(bare.rps / openapi.rps).toFixed(2)}x (includes the Web Request/Response conversion every Vercel function pays)`);
console.log(`token route cost (one-raw-query rps / token route rps): ${(query.rps / token.rps).toFixed(2)}x`);
process.exit(0);
