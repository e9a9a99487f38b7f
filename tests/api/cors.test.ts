// CORS for the web app (lib/http/cors.ts): preflights from listed origins on the browser routes,
// the headers of actual answers, Vary, and everything else exactly as without CORS_ORIGINS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_METHODS } from '../../lib/route.js';
import { resetEnv } from '../../lib/env.js';
import { ALLOWED_HEADERS, EXPOSED_HEADERS, isBrowserRoute } from '../../lib/http/cors.js';
import { loadRouteFiles } from '../../lib/local/route-files.js';
import { call, expectError, makeToken, makeUser, useTestServer } from '../support/app.js';
import { rawRequest } from '../support/server-process.js';

const APP = 'https://app.gradetrack.example';
const DEV = 'http://localhost:5173';
const OTHER = 'https://evil.example';

const preflight = (path: string, origin: string, method = 'POST') =>
  call('OPTIONS', path, {
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  });

function useOrigins(value: string | undefined): void {
  beforeEach(() => {
    if (value !== undefined) vi.stubEnv('CORS_ORIGINS', value);
    resetEnv();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnv();
  });
}

describe('with CORS_ORIGINS set', () => {
  useOrigins(`${APP}, ${DEV}`);

  it('answers a preflight from a listed origin on a session route', async () => {
    const res = await preflight('/api/courses', DEV);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(DEV);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, HEAD');
    expect(res.headers.get('access-control-allow-headers')).toBe(ALLOWED_HEADERS);
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    expect(await res.text()).toBe('');
  });

  it('answers preflights on the anonymous browser routes and the [param] ones', async () => {
    for (const path of [
      '/api/ticket',
      '/api/sections',
      '/api/catalog',
      '/api/events',
      '/api/client-config',
      `/api/courses/${crypto.randomUUID()}`,
    ]) {
      const res = await preflight(path, APP, 'GET');
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(APP);
    }
  });

  it('refuses a preflight from an unlisted origin with the usual 405, varying on Origin', async () => {
    const res = await preflight('/api/courses', OTHER);
    await expectError(res.clone(), 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('keeps an OPTIONS that is not a preflight at 405, even from a listed origin', async () => {
    const res = await call('OPTIONS', '/api/courses', { headers: { origin: APP } });
    await expectError(res.clone(), 'method_not_allowed');
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('lets a listed origin read actual answers, errors included', async () => {
    const user = await makeUser();
    const ok = await call('GET', '/api/courses', { token: user.token, headers: { origin: APP } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    expect(ok.headers.get('access-control-expose-headers')).toBe(EXPOSED_HEADERS);
    expect(ok.headers.get('vary')).toBe('Origin');
    // A page must see the 401 to refresh its session token.
    const denied = await call('GET', '/api/courses', { token: 'expired.or.bad', headers: { origin: DEV } });
    await expectError(denied.clone(), 'unauthorized');
    expect(denied.headers.get('access-control-allow-origin')).toBe(DEV);
  });

  it('varies on Origin but grants nothing to unlisted or absent origins', async () => {
    for (const headers of [{ origin: OTHER }, { origin: 'null' }, {}] as Record<string, string>[]) {
      const res = await call('GET', '/api/client-config', { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('vary')).toBe('Origin');
    }
  });

  it('matches origins exactly: another port, scheme or subdomain is another origin', async () => {
    for (const origin of [
      'http://localhost:5174',
      'http://app.gradetrack.example',
      'https://x.app.gradetrack.example',
      `${APP}.evil.example`,
    ]) {
      const res = await preflight('/api/courses', origin);
      expect(res.status, origin).toBe(405);
    }
  });

  it('leaves API-token, cron and webhook routes without CORS', async () => {
    const { token } = await makeToken('per');
    for (const path of ['/api/v1/me/courses', '/api/v1/admin/users', '/api/run-reminders', '/api/payment-webhook']) {
      const pre = await preflight(path, APP, 'GET');
      expect(pre.status, path).toBe(405);
      expect(pre.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(pre.headers.get('vary'), path).toBeNull();
    }
    const res = await call('GET', '/api/v1/me/courses', { token, headers: { origin: APP } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });

  it('chooses browser routes by rule: /api/ outside /api/v1/, session or no credentials', async () => {
    const routes = (await loadRouteFiles()).flatMap((f) => f.definitions);
    const browser = routes.filter(isBrowserRoute).map((r) => r.operationId);
    expect(browser).toEqual(
      expect.arrayContaining([
        'getSections',
        'searchCatalog',
        'createSupportTicket',
        'recordEvent',
        'getClientConfig',
        'createCourse',
        'parseSyllabus',
        'createCheckoutSession',
      ]),
    );
    for (const r of routes.filter((d) => d.path.startsWith('/api/v1/') || ['cron', 'webhook'].includes(d.auth))) {
      expect(browser, r.operationId).not.toContain(r.operationId);
    }
  });

  describe('over real HTTP', () => {
    const server = useTestServer();
    it('answers the preflight a browser sends and then the request', async () => {
      const pre = await rawRequest(`${server.url}/api/ticket`, {
        method: 'OPTIONS',
        headers: {
          origin: DEV,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(DEV);
      expect(pre.headers['access-control-allow-methods']).toBe('POST');
      const res = await rawRequest(`${server.url}/api/client-config`, { headers: { origin: DEV } });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(DEV);
      expect(res.headers.vary).toBe('Origin');
    });
  });
});

describe('without CORS_ORIGINS (same-origin only, as before)', () => {
  useOrigins(undefined);

  it('answers every OPTIONS with 405 and adds no CORS header or Vary', async () => {
    for (const path of ['/api/courses', '/api/client-config', '/api/v1/me/courses']) {
      const res = await preflight(path, DEV);
      await expectError(res.clone(), 'method_not_allowed');
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(res.headers.get('vary'), path).toBeNull();
    }
    const res = await call('GET', '/api/client-config', { headers: { origin: DEV } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });

  it('still exports every method from every route file', async () => {
    for (const file of await loadRouteFiles())
      for (const m of ALL_METHODS) expect(typeof file.module[m], `${file.file} ${m}`).toBe('function');
  });
});
