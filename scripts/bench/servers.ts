// The servers the benchmark measures, in one child process so the load generator has the
// other core: a bare node:http baseline, a bare server making one raw query per request,
// and the API itself. Prints their ports and bench tokens as one JSON line.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createToken } from '../../lib/auth/tokens.js';
import { startEmbeddedPostgres } from '../../lib/db-embedded.js';
import { resetEnv } from '../../lib/env.js';
import { migrate } from '../../lib/migrate.js';
import { createHttpServer, listen } from '../../lib/node-http.js';
import { defineRoute, handle } from '../../lib/route.js';
import { createRouter } from '../../lib/router.js';
import { PROJECT_ROOT } from '../../lib/routes.js';
import { z } from '../../lib/zod.js';

process.env.NODE_ENV = 'production';
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
if (embedded) {
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = '1';
}
resetEnv();
const { db } = await import('../../lib/db.js');
await migrate(db());

const TOKENS = Number(process.env.BENCH_TOKENS ?? 600);
const tokens: string[] = [];
for (let i = 0; i < TOKENS; i++) tokens.push((await createToken(db(), { kind: 'owner', name: `bench ${i}` })).token);

const document = await readFile(`${PROJECT_ROOT}/openapi.json`);
const bare = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=3600' });
  res.end(document);
});

// The baseline uses the API's own client, so both see the same pool and connection.
const raw = db();
const body = Buffer.from('{"ok":true}');
const bareQuery = createServer(async (_, res) => {
  await raw`select id, scope, name from api_tokens limit 1`;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
});

// The same bytes from a bare Web-standard handler (what any Vercel function is), served
// through the same node adapter: the difference to the API is our framework alone.
const webHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300, s-maxage=3600' };
const webBare = createHttpServer(async () => new Response(document, { status: 200, headers: webHeaders }));

// An owner-token route through the real pipeline (authentication, rate limit, response),
// standing in for the /api/v1 routes until they exist; the rest goes to the router.
const tokenRoute = handle(
  defineRoute({
    operationId: 'benchToken', method: 'GET', path: '/bench/token', auth: 'token:owner', summary: 'bench', tags: ['Bench'],
    responses: { 200: z.object({ id: z.string(), scope: z.string() }) },
  }),
  async ({ principal }) => ({ status: 200, body: { id: principal.token!.id, scope: principal.token!.scope } }),
);
const router = await createRouter();
const app = (request: Request) => (new URL(request.url).pathname === '/bench/token' ? tokenRoute.run(request) : router.fetch(request));
const ports = {
  bare: await listen(bare, 0),
  webBare: await listen(webBare, 0),
  bareQuery: await listen(bareQuery, 0),
  app: await listen(createHttpServer(app), 0),
};
console.log(JSON.stringify({ ports, tokens, embedded: Boolean(embedded) }));
