// The deployable, tested as shipped: `npm run build:vercel` writes .vercel/output with the real
// Vercel CLI, and this suite runs that output (tests/built/deployment.ts) against PostgreSQL:
// every site page in Markdown and HTML, the API reference, the OpenAPI document at both paths,
// unknown paths, and one route of each authentication kind, through config.json's rewrites.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, type TokenKind } from '../../lib/auth/tokens.js';
import { connect, type Sql } from '../../lib/db.js';
import { migrate } from '../../lib/local/migrate.js';
import { PAGES } from '../../lib/site/pages.js';
import { openDeployment, type Deployment } from './deployment.js';

const OUTPUT = path.resolve('.vercel/output');
const BASE = 'https://gradetrack.example';
const JWT_SECRET = randomBytes(32).toString('base64url');
const CRON_SECRET = randomBytes(24).toString('base64url');
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64url')}`;
const vapid = webpush.generateVAPIDKeys();

let deployment: Deployment;
let sql: Sql;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  if (!existsSync(path.join(OUTPUT, 'config.json')))
    throw new Error('No .vercel/output: run `npm run build:vercel` first.');
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (the built functions run against a real server).');
  const name = `gt_built_${randomBytes(5).toString('hex')}`;
  const admin = connect(adminUrl, 1);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  sql = connect(url.toString(), 1);
  await migrate(sql);
  dropDatabase = async () => {
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  // The platform's environment for the functions (they parse it on first use).
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    PUBLIC_BASE_URL: BASE,
    SUPABASE_JWT_SECRET: JWT_SECRET,
    CRON_SECRET,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@gradetrack.example',
  });
  deployment = await openDeployment(OUTPUT);
}, 120_000);

afterAll(async () => {
  await deployment?.close();
  await dropDatabase?.();
});

function request(
  method: string,
  pathname: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', '198.51.100.7');
  return deployment.fetch(
    new Request(`${BASE}${pathname}`, { method, headers, ...(init.body !== undefined ? { body: init.body } : {}) }),
  );
}

async function expectApiError(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code, status, docs: `${BASE}/docs/errors#${code}` });
  expect(body.error).toBe(body.message);
  return body;
}

describe('the build output', () => {
  const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
    functions: Record<string, { maxDuration?: number; memory?: number }>;
  };
  const routeFiles = (dir: string): string[] =>
    readdirRecursive(dir).filter((f) => f.endsWith('.ts') && !path.basename(f).startsWith('_'));

  it('has one Node function per route file, each with the limits vercel.json gives it', () => {
    const expected = routeFiles('api')
      .map((f) => `/${f.slice(0, -3)}`)
      .sort();
    expect(deployment.functions.map((f) => f.path)).toEqual(expected);
    for (const fn of deployment.functions) {
      const file = `${fn.path.slice(1)}.ts`;
      const specific = vercel.functions[file];
      const limits = { ...vercel.functions['api/**/*.ts'], ...specific };
      expect({
        path: fn.path,
        runtime: fn.config.runtime,
        launcher: fn.config.launcherType,
        maxDuration: fn.config.maxDuration,
        memory: fn.config.memory,
      }).toEqual({
        path: fn.path,
        runtime: expect.stringMatching(/^nodejs\d+\.x$/),
        launcher: 'Nodejs',
        maxDuration: limits.maxDuration,
        memory: limits.memory,
      });
    }
  });

  it('bundles every file a function needs inside its own folder (nothing left to the deployment to add)', () => {
    for (const fn of deployment.functions) {
      expect({ path: fn.path, filePathMap: fn.config.filePathMap ?? {} }).toEqual({ path: fn.path, filePathMap: {} });
      expect(existsSync(path.join(fn.dir, fn.config.handler)), `${fn.path}: ${fn.config.handler}`).toBe(true);
    }
  });

  it('loads every function on its own, from a copy of its folder alone', async () => {
    for (const fn of deployment.functions) {
      const handlers = await deployment.load(fn);
      expect(
        Object.entries(handlers)
          .filter(([, h]) => typeof h === 'function')
          .map(([m]) => m),
        fn.path,
      ).toContain('GET');
    }
  }, 120_000);
});

describe('the site, as deployed', () => {
  const sitePages = PAGES.map((p) => p.path);

  it.each(sitePages)('%s answers HTML to a browser and Markdown to an agent', async (page) => {
    const html = await request('GET', page, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const htmlText = await html.text();
    expect(htmlText).toMatch(/^<!doctype html>/);
    expect(htmlText).toContain('<main id="main"');

    const md = await request('GET', page, { headers: { accept: 'text/markdown' } });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await md.text()).toMatch(/^# \S/);
  });

  it('serves the API reference: Scalar in HTML, every operation in Markdown, its script from the CDN', async () => {
    const html = await (await request('GET', '/docs/api', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<script src="/docs/api/scalar.js"></script>');
    const md = await (await request('GET', '/docs/api', { headers: { accept: 'text/markdown' } })).text();
    const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    for (const item of Object.values(document.paths))
      for (const op of Object.values(item)) expect(md).toContain(`operationId \`${op.operationId}\``);
    const script = await request('GET', '/docs/api/scalar.js');
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    expect((await request('GET', '/site.css')).status).toBe(200);
  });

  it('answers an unknown page with the short HTML 404', async () => {
    const res = await request('GET', '/nope', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe('the API, as deployed', () => {
  it('serves the OpenAPI document at /api/openapi and, through the rewrite, at /openapi.json', async () => {
    const committed = JSON.parse(readFileSync('openapi.json', 'utf8')) as unknown;
    for (const p of ['/api/openapi', '/openapi.json']) {
      const res = await request('GET', p);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(committed);
    }
  });

  it('answers unknown /api/ paths and wrong methods with the JSON Error shape', async () => {
    await expectApiError(await request('GET', '/api/nope'), 404, 'not_found');
    await expectApiError(await request('GET', '/api/v1/nothing/here'), 404, 'not_found');
    const wrong = await request('DELETE', '/api/openapi');
    await expectApiError(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.get('allow')).toContain('GET');
  });

  it('GET /api/health: the database round trip, the newest migration and the configured providers', async () => {
    const res = await request('GET', '/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string; migration: string; providers: string[] };
    const newest = readdirSync('supabase/migrations')
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .at(-1)!
      .slice(0, 14);
    expect(body).toMatchObject({ status: 'ok', database: 'ok', migration: newest });
    expect(body.providers).toEqual(expect.arrayContaining(['supabase-auth', 'cron', 'stripe-webhook', 'web-push']));
    expect(JSON.stringify(body)).not.toContain(CRON_SECRET);
  });

  it('auth none: files a support ticket in PostgreSQL', async () => {
    const res = await request('POST', '/api/ticket', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'visitor@example.com', message: 'The built deployment files tickets.' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { caseId: string };
    const [row] = await sql<{ status: string }[]>`select status from tickets where case_id = ${body.caseId}`;
    expect(row?.status).toBe('open');
  });

  it('auth user: a Supabase access token reaches the profile; a path parameter travels through its rewrite', async () => {
    const token = await new SignJWT({ role: 'authenticated', email: 'built@example.edu' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(randomUUID())
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const me = await request('GET', '/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'built@example.edu' });
    await expectApiError(await request('GET', '/api/me'), 401, 'unauthorized');

    const created = await request('POST', '/api/courses', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'COMP 248', title: 'Object-oriented programming I' }),
    });
    expect(created.status).toBe(201);
    const course = (await created.json()) as { id: string };
    const read = await request('GET', `/api/courses/${course.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: course.id, code: 'COMP 248' });
    await expectApiError(
      await request('GET', `/api/courses/${randomUUID()}`, { headers: { authorization: `Bearer ${token}` } }),
      404,
      'not_found',
    );
  });

  it.each<[TokenKind, string]>([
    ['owner', '/api/v1/owner/overview'],
    ['per', '/api/v1/me/courses'],
    ['sup', '/api/v1/support/tickets'],
    ['adm', '/api/v1/admin/users'],
  ])('auth token (%s): its route answers, another scope is refused', async (kind, pathname) => {
    const [user] = await sql<
      { id: string }[]
    >`insert into users (auth_subject, email) values (${randomUUID()}, ${`${kind}@example.edu`}) returning id`;
    const { token } = await createToken(sql, { kind, name: `built ${kind}`, userId: kind === 'per' ? user!.id : null });
    const res = await request('GET', pathname, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBeTruthy();
    const other = pathname.startsWith('/api/v1/owner') ? '/api/v1/admin/users' : '/api/v1/owner/overview';
    await expectApiError(
      await request('GET', other, { headers: { authorization: `Bearer ${token}` } }),
      403,
      'forbidden',
    );
  });

  it('auth token: a support ticket by its case id, through the [caseId] rewrite', async () => {
    const { token } = await createToken(sql, { kind: 'sup', name: 'built sup 2' });
    const filed = await request('POST', '/api/ticket', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'second@example.com', message: 'Second ticket, read by support.' }),
    });
    const { caseId } = (await filed.json()) as { caseId: string };
    const res = await request('GET', `/api/v1/support/tickets/${caseId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ caseId });
  });

  it('auth cron: the reminders job runs with the cron secret and refuses without it', async () => {
    const res = await request('GET', '/api/run-reminders', { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(res.status).toBe(200);
    await expectApiError(
      await request('GET', '/api/run-reminders', { headers: { authorization: 'Bearer wrong' } }),
      401,
      'unauthorized',
    );
  });

  it('auth webhook: a signed Stripe event is accepted; a bad signature is refused', async () => {
    const event = {
      id: `evt_built_${randomBytes(6).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_built', object: 'customer' } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.created',
    };
    const payload = JSON.stringify(event);
    const t = Math.floor(Date.now() / 1000);
    // Stripe's scheme: HMAC-SHA256 of `${timestamp}.${raw body}` with the endpoint's secret.
    const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')}`;
    const ok = await request('POST', '/api/payment-webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(ok.status).toBe(200);
    const bad = await request('POST', '/api/payment-webhook', {
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${'0'.repeat(64)}` },
      body: payload,
    });
    await expectApiError(bad, 400, 'bad_request');
  });
});

function readdirRecursive(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? readdirRecursive(full) : [full];
  });
}
