// One JSON line per request (lib/http/log.ts): method, route template, status, duration, request id,
// and nothing the caller sent as a secret.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { logsRequests } from '../../lib/http/log.js';
import { call, makeUser } from '../support/app.js';

function capture(): { lines(): Array<Record<string, unknown>>; raw(): string } {
  const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
  const raw = () => spy.mock.calls.map((args) => args.join(' ')).join('\n');
  return {
    raw,
    lines: () =>
      spy.mock.calls
        .map((args) => JSON.parse(String(args[0])) as Record<string, unknown>)
        .filter((line) => line.msg === 'request'),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the request log', () => {
  it('is off under NODE_ENV=test unless LOG_REQUESTS=on, on elsewhere unless LOG_REQUESTS=off', () => {
    expect(logsRequests()).toBe(false);
    vi.stubEnv('LOG_REQUESTS', 'on');
    resetEnv();
    expect(logsRequests()).toBe(true);
    vi.stubEnv('LOG_REQUESTS', '');
    vi.stubEnv('NODE_ENV', 'production');
    resetEnv();
    expect(logsRequests()).toBe(true);
    vi.stubEnv('LOG_REQUESTS', 'off');
    resetEnv();
    expect(logsRequests()).toBe(false);
  });

  it('writes one line per request with the route template, never the token, the body or the query', async () => {
    const user = await makeUser();
    vi.stubEnv('LOG_REQUESTS', 'on');
    resetEnv();
    const log = capture();
    const feed = await call('POST', '/api/me/calendar-feed', { token: user.token, body: { note: 'secret-body-text' } });
    const { url } = (await feed.json()) as { url: string };
    const feedPath = new URL(url).pathname;
    // The feed declares no query parameters, so this one is refused (400); the line must still leave it out.
    const ics = await call('GET', `${feedPath}?key=secret-query-value`);
    expect(ics.status).toBe(400);
    const missing = await call('GET', '/api/me', { token: 'not-a-token' });

    const lines = log.lines();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      level: 'info',
      msg: 'request',
      method: 'POST',
      route: '/api/me/calendar-feed',
      status: feed.status,
      durationMs: expect.any(Number),
      requestId: feed.headers.get('x-request-id'),
    });
    expect(lines[1]).toMatchObject({
      method: 'GET',
      route: '/api/calendar/{feed}',
      status: 400,
      requestId: ics.headers.get('x-request-id'),
    });
    expect(lines[2]).toMatchObject({
      method: 'GET',
      route: '/api/me',
      status: 401,
      requestId: missing.headers.get('x-request-id'),
    });
    const raw = log.raw();
    for (const secret of [
      user.token,
      feedPath.split('/').at(-1)!,
      'secret-body-text',
      'secret-query-value',
      'not-a-token',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('also logs pages, unknown API paths and refused methods', async () => {
    vi.stubEnv('LOG_REQUESTS', 'on');
    resetEnv();
    const log = capture();
    await call('GET', '/docs/getting-started');
    await call('GET', '/api/no-such-thing');
    await call('DELETE', '/api/openapi');
    expect(log.lines().map((l) => [l.route, l.status])).toEqual([
      ['/{page}', 200],
      ['/api/{unknown}', 404],
      ['/api/openapi', 405],
    ]);
  });
});
