// The servers the benchmark measures, in one child process so the load generator has the
// other core: bare node:http baselines (same bytes; one raw query; the same rows; the same
// upstream fetch), a loopback stand-in for the university directory serving the recorded
// fixtures, and the API itself through the local router. Prints ports and tokens as one JSON line.
import { createServer, type IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { TOKEN_RATE_LIMIT } from '../../lib/auth/index.js';
import { authenticateToken, createToken } from '../../lib/auth/tokens.js';
import { hit } from '../../lib/ratelimit.js';
import { createCourse } from '../../lib/courses/courses.js';
import { startEmbeddedPostgres } from '../../lib/local/embedded-db.js';
import { resetEnv } from '../../lib/env.js';
import { migrate } from '../../lib/local/migrate.js';
import { createHttpServer, listen } from '../../lib/local/http-server.js';
import { defineRoute, handle } from '../../lib/route.js';
import { createRouter } from '../../lib/local/vercel-routing.js';
import { PROJECT_ROOT } from '../../lib/local/route-files.js';
import { z } from '../../lib/zod.js';
import { BENCH_COURSES, benchCourse } from './data/students.js';

process.env.NODE_ENV = 'production';
const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres();
if (embedded) {
  process.env.DATABASE_URL = embedded.url;
  process.env.DATABASE_POOL_MAX = '1';
}

// The university directory: a loopback stand-in serving the recorded Concordia responses
// (tests/fixtures/concordia, see its PROVENANCE.md), checked for HTTP Basic as the real one.
// The recording's "now" is autumn 2018; session end dates move by whole years so that the
// same terms (Fall 2018, Winter 2019) are current today and the route has sections to map.
const fixture = async (name: string) =>
  JSON.parse(await readFile(`${PROJECT_ROOT}/tests/fixtures/concordia/${name}`, 'utf8')) as Array<
    Record<string, string | null>
  >;
const today = new Date();
const shift = today.getUTCFullYear() - 2018 - (today.getUTCMonth() < 9 ? 1 : 0);
const sessions = Buffer.from(
  JSON.stringify(
    (await fixture('course-sessions.json')).map((s) => ({
      ...s,
      sessionEndDate: s.sessionEndDate!.replace(/(\d{4})$/, (y) => String(Number(y) + shift)),
    })),
  ),
);
const schedule = await fixture('course-schedule-BIOL.json');
const scheduleBodies = new Map<string, Buffer>();
const basic = `Basic ${Buffer.from('bench:bench-key').toString('base64')}`;
const directory = createServer((req, res) => {
  if (req.headers.authorization !== basic) return void res.writeHead(401).end('Unauthorized');
  const parts = (req.url ?? '').split('/').map(decodeURIComponent); // /course/<kind>/filter/<a>/<b>/<c>
  let body: Buffer | undefined;
  if (parts[2] === 'session') body = sessions;
  if (parts[2] === 'schedule') {
    const key = `${parts[5]} ${parts[6]}`;
    body = scheduleBodies.get(key);
    if (!body) {
      body = Buffer.from(JSON.stringify(schedule.filter((r) => r.subject === parts[5] && r.catalog === parts[6])));
      scheduleBodies.set(key, body);
    }
  }
  if (!body) return void res.writeHead(404).end('[]');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
});
const directoryPort = await listen(directory, 0);
Object.assign(process.env, {
  DIRECTORY_PROVIDER: 'concordia',
  CONCORDIA_API_USER: 'bench',
  CONCORDIA_API_KEY: 'bench-key',
  DIRECTORY_BASE_URL: `http://127.0.0.1:${directoryPort}`,
});
resetEnv();
const { db } = await import('../../lib/db.js');
await migrate(db());
const raw = db();

// Owner tokens for the stand-in owner route; personal tokens of one student with 40 courses
// × 25 assessments (1,000 rows). Requests rotate over the tokens to stay under 120/min each.
const TOKENS = Number(process.env.BENCH_TOKENS ?? 600);
const [student] = await raw<
  { id: string }[]
>`insert into users (auth_subject, email) values ('bench|student', 'bench@example.edu') returning id`;
for (let c = 0; c < BENCH_COURSES; c++) await createCourse(raw, student!.id, benchCourse(c));
// Planner statistics, as autovacuum would have gathered on a real server after these inserts
// (the embedded database runs no autovacuum): without them the list sorts all 1,000 rows.
await raw`analyze`;
const tokens: string[] = [];
const personalTokens: string[] = [];
for (let i = 0; i < TOKENS; i++) {
  tokens.push((await createToken(raw, { kind: 'owner', name: `bench ${i}` })).token);
  personalTokens.push((await createToken(raw, { kind: 'per', name: `bench ${i}`, userId: student!.id })).token);
}

// The bytes GET /api/openapi sends: the committed document re-serialised without indentation.
const document = Buffer.from(JSON.stringify(JSON.parse(await readFile(`${PROJECT_ROOT}/openapi.json`, 'utf8'))));
const bare = createServer((_, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, max-age=300, s-maxage=3600',
  });
  res.end(document);
});

// Baselines with the API's own database client (same pool, same connection), no framework:
//   /            one raw query (a request body, if any, is read first, as the API reads it);
//   /assignments the route's rows in one raw query, as JSON;
//   /gpa         the same two raw queries loadGpa sends, summed in a loop;
//   /sections    the terms-cache query and the same upstream fetch, relaying the bytes.
const readBody = (req: IncomingMessage) =>
  new Promise<void>((resolve) => {
    req.resume();
    req.once('end', resolve);
  });
const ok = Buffer.from('{"ok":true}');
const json = { 'content-type': 'application/json; charset=utf-8' };
const bareQuery = createServer(async (req, res) => {
  await readBody(req);
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/assignments') {
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const rows =
      await raw`select * from assessments where user_id = ${student!.id} order by due asc nulls last, id asc limit ${limit + 1}`;
    res.writeHead(200, json);
    return void res.end(JSON.stringify({ items: rows.slice(0, limit), nextCursor: null }));
  }
  if (url.pathname === '/gpa') {
    const [courses, rows] = await Promise.all([
      raw<
        { id: string }[]
      >`select id, code, title, term, credits::float8 as credits from courses where user_id = ${student!.id} order by created_at, id`,
      raw<
        { weight: number; grade_percent: number | null }[]
      >`select course_id, weight::float8 as weight, status, grade_percent::float8 as grade_percent from assessments where user_id = ${student!.id}`,
    ]);
    let weighted = 0;
    for (const r of rows) weighted += r.grade_percent === null ? 0 : r.weight * r.grade_percent;
    res.writeHead(200, json);
    return void res.end(JSON.stringify({ courses: courses.length, weighted }));
  }
  if (url.pathname === '/gpa-aggregate') {
    // The GPA baseline: the route's own token authentication and rate limit, then one
    // aggregate query with the per-course standing (no group rules, scales or what-if).
    const principal = await authenticateToken(raw, (req.headers.authorization ?? '').replace(/^Bearer /, ''));
    await hit(raw, `token:${principal.id}`, TOKEN_RATE_LIMIT.limit, TOKEN_RATE_LIMIT.windowSeconds);
    const rows = await raw`
      select c.id, c.code, c.title, c.term, c.credits::float8 as credits,
             sum(a.weight * coalesce(a.grade_percent, a.grade_earned / a.grade_total * 100)) filter (where a.status <> 'excused')::float8 as points,
             sum(a.weight) filter (where a.status <> 'excused' and (a.grade_percent is not null or a.grade_earned is not null))::float8 as graded
      from courses c left join assessments a on a.course_id = c.id and a.user_id = c.user_id
      where c.user_id = ${principal.userId} group by c.id order by c.created_at, c.id`;
    res.writeHead(200, json);
    return void res.end(JSON.stringify({ courses: rows }));
  }
  if (url.pathname === '/sections') {
    await raw`select terms from directory_terms where provider = 'concordia' and expires_at > ${new Date()}`;
    const upstream = await fetch(`http://127.0.0.1:${directoryPort}/course/schedule/filter/*/BIOL/201`, {
      headers: { authorization: basic },
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(200, json);
    return void res.end(body);
  }
  await raw`select id, scope, name from api_tokens limit 1`;
  res.writeHead(200, json);
  res.end(ok);
});

// The same bytes from a bare Web-standard handler (what any Vercel function is), served
// through the same node adapter: the difference to the API is our framework alone.
const webHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'public, max-age=300, s-maxage=3600',
};
const webBare = createHttpServer(async () => new Response(document, { status: 200, headers: webHeaders }));

// An owner-token route through the real pipeline (authentication, rate limit, response),
// standing in for the /api/v1 routes until they exist; the rest goes to the router.
const tokenRoute = handle(
  defineRoute({
    operationId: 'benchToken',
    method: 'GET',
    path: '/bench/token',
    auth: 'token:owner',
    summary: 'bench',
    tags: ['Bench'],
    responses: { 200: z.object({ id: z.string(), scope: z.string() }) },
  }),
  async ({ principal }) => ({ status: 200, body: { id: principal.token.id, scope: principal.token.scope } }),
);
const router = await createRouter();
const app = (request: Request) =>
  new URL(request.url).pathname === '/bench/token' ? tokenRoute.run(request) : router.fetch(request);
const ports = {
  bare: await listen(bare, 0),
  webBare: await listen(webBare, 0),
  bareQuery: await listen(bareQuery, 0),
  app: await listen(createHttpServer(app), 0),
};

// The "same bytes" baselines must really send what the route sends.
const served = Buffer.from(await (await fetch(`http://127.0.0.1:${ports.app}/api/openapi`)).arrayBuffer());
if (!served.equals(document))
  throw new Error(`GET /api/openapi sent ${served.length} bytes, the baselines ${document.length}`);

// Fill the terms cache the way the first visitor would (one request through the API), so the
// measured getSections reads cached terms from Postgres and fetches only the sections.
const warm = await fetch(`http://127.0.0.1:${ports.app}/api/sections?subject=BIOL&catalog=201`);
const warmBody = (await warm.json()) as { sections?: unknown[] };
if (warm.status !== 200 || !warmBody.sections?.length)
  throw new Error(`getSections warm-up answered ${warm.status} with ${JSON.stringify(warmBody).slice(0, 300)}`);

console.log(
  JSON.stringify({ ports, tokens, personalTokens, sections: warmBody.sections.length, embedded: Boolean(embedded) }),
);
// Exit normally on SIGTERM, so `node --cpu-prof` can write its profile when the bench ends.
process.once('SIGTERM', () => process.exit(0));
