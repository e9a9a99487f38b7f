// One server of the peer bench and the soak test, in a fresh process: `api` (this API through
// its router and node adapter), `bare` (node:http), `hono` (Hono 4 on @hono/node-server) or
// `fastify` (Fastify 5), all on DATABASE_URL. Prints `{"port":…}` as its first line.
// BENCH_GC_STATS=1 adds one JSON line of GC and memory counters every BENCH_GC_STATS_MS.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { db } from '../../../lib/db.js';
import * as work from './work.js';

process.env.NODE_ENV = 'production';
const kind = process.argv[2] ?? 'api';
const sql = db();
// Connect before reporting ready, so no server's first requests pay for the handshake.
await sql`select 1`;

// Local, so the peers load none of the API's pipeline modules (their memory is their own).
const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

const PATHS = {
  openapi: '/api/openapi',
  token: '/bench/token',
  assignments: '/api/v1/me/assignments',
  gpa: '/api/v1/me/gpa',
  ticket: '/api/ticket',
} as const;

async function startApi(): Promise<number> {
  const { createHttpServer } = await import('../../../lib/local/http-server.js');
  const { createRouter } = await import('../../../lib/local/vercel-routing.js');
  const { defineRoute, handle } = await import('../../../lib/route.js');
  const { z } = await import('../../../lib/zod.js');
  // An owner-token route through the real pipeline (authentication, rate limit, response):
  // the owner routes that exist do far more work per request than a token check.
  const tokenRoute = handle(
    defineRoute({
      operationId: 'benchToken',
      method: 'GET',
      path: PATHS.token,
      auth: 'token:owner',
      summary: 'bench',
      tags: ['Bench'],
      responses: { 200: z.object({ id: z.string(), scope: z.string() }) },
    }),
    async ({ principal }) => ({ status: 200, body: { id: principal.token.id, scope: principal.token.scope } }),
  );
  const router = await createRouter();
  // Picked by the raw path, as the peers route: a URL object per request here would be the bench's cost, not the API's.
  const app = (request: Request) =>
    pathOf(request.url) === PATHS.token ? tokenRoute.run(request) : router.fetch(request);
  return listen(createHttpServer(app));
}

/** The path of a serialised URL: from the first `/` after the host to the query. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  return url.slice(start, end === -1 ? undefined : end);
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      .once('error', reject);
  });

function send(res: ServerResponse, reply: work.Reply): void {
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
}

async function startBare(): Promise<number> {
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const auth = req.headers.authorization;
    if (req.method === 'GET' && path === PATHS.openapi) return send(res, work.openapi());
    if (req.method === 'GET' && path === PATHS.token) return send(res, await work.ownerToken(sql, auth));
    if (req.method === 'GET' && path === PATHS.assignments) return send(res, await work.assignments(sql, auth));
    if (req.method === 'GET' && path === PATHS.gpa) return send(res, await work.gpa(sql, auth));
    if (req.method === 'POST' && path === PATHS.ticket)
      return send(res, await work.ticketCheck(sql, await readBody(req)));
    res.writeHead(404).end();
  });
  return listen(server);
}

async function startHono(): Promise<number> {
  const { Hono } = await import('hono');
  const { serve } = await import('@hono/node-server');
  const app = new Hono();
  type Context = import('hono').Context;
  const reply = (c: Context, r: work.Reply) =>
    c.body(r.body as string | Uint8Array<ArrayBuffer>, r.status as 200, r.headers);
  app.get(PATHS.openapi, (c) => reply(c, work.openapi()));
  app.get(PATHS.token, async (c) => reply(c, await work.ownerToken(sql, c.req.header('authorization'))));
  app.get(PATHS.assignments, async (c) => reply(c, await work.assignments(sql, c.req.header('authorization'))));
  app.get(PATHS.gpa, async (c) => reply(c, await work.gpa(sql, c.req.header('authorization'))));
  app.post(PATHS.ticket, async (c) => reply(c, await work.ticketCheck(sql, await c.req.text())));
  return new Promise((resolve) => {
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
}

async function startFastify(): Promise<number> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  // The ticket body is parsed by the handler itself, as in every other server.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const reply = (res: import('fastify').FastifyReply, r: work.Reply) =>
    res.code(r.status).headers(r.headers).send(r.body);
  app.get(PATHS.openapi, (_req, res) => reply(res, work.openapi()));
  app.get(PATHS.token, async (req, res) => reply(res, await work.ownerToken(sql, req.headers.authorization)));
  app.get(PATHS.assignments, async (req, res) => reply(res, await work.assignments(sql, req.headers.authorization)));
  app.get(PATHS.gpa, async (req, res) => reply(res, await work.gpa(sql, req.headers.authorization)));
  app.post(PATHS.ticket, async (req, res) => reply(res, await work.ticketCheck(sql, req.body as string)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const starters: Record<string, () => Promise<number>> = {
  api: startApi,
  bare: startBare,
  hono: startHono,
  fastify: startFastify,
};
const start = starters[kind];
if (!start) throw new Error(`unknown server kind ${kind}`);
const port = await start();
console.log(JSON.stringify({ port, pid: process.pid }));

if (process.env.BENCH_GC_STATS === '1') {
  // Counts by kind and time spent since the last line: enough to see a collector that runs
  // far more often than the live heap would need.
  let major = 0,
    minor = 0,
    majorMs = 0,
    minorMs = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const k = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (k === constants.NODE_PERFORMANCE_GC_MAJOR) major++, (majorMs += e.duration);
      else minor++, (minorMs += e.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  const every = Number(process.env.BENCH_GC_STATS_MS ?? 10_000);
  let cpu = process.cpuUsage();
  setInterval(() => {
    const m = process.memoryUsage();
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const mb = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
    console.log(
      JSON.stringify({
        gc: { major, minor, majorMs: Math.round(majorMs), minorMs: Math.round(minorMs) },
        cpuMs: Math.round((used.user + used.system) / 1000),
        rssMiB: mb(m.rss),
        heapUsedMiB: mb(m.heapUsed),
        externalMiB: mb(m.external),
        arrayBuffersMiB: mb(m.arrayBuffers),
      }),
    );
    major = minor = majorMs = minorMs = 0;
  }, every).unref();
}
process.once('SIGTERM', () => process.exit(0));
