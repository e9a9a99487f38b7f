// CORS as a browser enforces it: a page served from another origin (a second loopback port,
// as a web app on localhost:5173 would be) calls the API with a session token in headless
// Chromium. Listed origin: the preflight passes and the page reads answers and errors. Unlisted
// origin, or an API-token route: the browser refuses to hand over the answer.
// Skipped without Chromium, unless REQUIRE_BROWSER=1 (CI).
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { listen } from '../../lib/local/http-server.js';
import { makeToken, makeUser, startTestServer, type TestServer } from '../support/app.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.REQUIRE_BROWSER === '1')
  throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM}`);
if (!available) console.warn(`browser CORS test skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);

let api: TestServer;
let browser: Browser;
const apps: Server[] = [];

/** A page on its own loopback origin, like a web app's dev server. */
async function appOrigin(): Promise<string> {
  const server = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>web app</title>'),
  );
  apps.push(server);
  return `http://127.0.0.1:${await listen(server, 0)}`;
}

interface PageAnswer {
  ok: boolean;
  status?: number;
  body?: unknown;
  requestId?: string | null;
  error?: string;
}

/** fetch() run inside the page, as the web app's code would. */
function pageFetch(
  page: Page,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PageAnswer> {
  return page.evaluate(
    async ([u, i]) => {
      try {
        const res = await fetch(u, i);
        return { ok: true, status: res.status, body: await res.json(), requestId: res.headers.get('x-request-id') };
      } catch (err) {
        return { ok: false, error: String(err) };
      }
    },
    [url, init] as const,
  );
}

beforeAll(async () => {
  if (!available) return;
  api = await startTestServer();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  for (const server of apps) server.close();
  vi.unstubAllEnvs();
  resetEnv();
});

describe.skipIf(!available)('CORS in headless Chromium', () => {
  it('lets a listed origin call session routes with a bearer token, and no one else', async () => {
    const [listed, unlisted] = [await appOrigin(), await appOrigin()];
    vi.stubEnv('CORS_ORIGINS', listed);
    resetEnv();
    const user = await makeUser();
    const { token: personal } = await makeToken('per', user.id);

    const page = await browser.newPage();
    await page.goto(`${listed}/`);
    // Authorization and a JSON body make this a preflighted request.
    const created = await pageFetch(page, `${api.url}/api/courses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'BIO 101' }),
    });
    expect(created).toMatchObject({ ok: true, status: 201, body: { code: 'BIO 101' } });
    expect(created.requestId).toMatch(/^req_[0-9a-f]{24}$/);
    // Errors are readable too: the app sees the 401 and can refresh its session.
    const denied = await pageFetch(page, `${api.url}/api/courses`, { headers: { authorization: 'Bearer expired' } });
    expect(denied).toMatchObject({ ok: true, status: 401, body: { code: 'unauthorized' } });
    // API-token routes are for servers: the browser gets no answer from them.
    const v1 = await pageFetch(page, `${api.url}/api/v1/me/courses`, {
      headers: { authorization: `Bearer ${personal}` },
    });
    expect(v1).toMatchObject({ ok: false, error: expect.stringMatching(/TypeError/) });

    const other = await browser.newPage();
    await other.goto(`${unlisted}/`);
    const refused = await pageFetch(other, `${api.url}/api/courses`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/TypeError/) });
    // A simple GET without credentials is sent, but its answer is withheld from the page as well.
    const simple = await pageFetch(other, `${api.url}/api/client-config`);
    expect(simple).toMatchObject({ ok: false });
    await page.close();
    await other.close();
  }, 60_000);
});
