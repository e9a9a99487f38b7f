// Errors a program can use: `param` and `errors` on a 400, every message in this API's words,
// small whatever the body, and the headers a page on another origin may read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../../lib/env.js';
import { MAX_LISTED_ERRORS } from '../../lib/errors.js';
import { call, expectError, makeUser } from '../support/app.js';

const ZOD_DEFAULTS = /Too big|Too small|Invalid input|expected \w+ to be|Unrecognized key|Invalid option/;

describe('a body with several invalid fields', () => {
  it('answers the first in message and param, and every one in errors', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/courses', {
      token: user.token,
      body: { code: '', credits: 500, passFail: 'yes', title: 'x'.repeat(201) },
    });
    const body = await expectError(res, 'bad_request');
    expect(body.message).toBe('body code: must not be empty');
    expect(body.param).toBe('code');
    expect(body.errors).toEqual([
      { path: 'code', message: 'must not be empty' },
      { path: 'title', message: 'at most 200 characters' },
      { path: 'credits', message: 'must be at most 100' },
      { path: 'passFail', message: 'must be true or false, not a string' },
    ]);
    expect(body.errorsTotal).toBeUndefined();
  });

  it('words what the schemas leave to the validator in our words', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/courses', {
      token: user.token,
      body: { code: 'CS 1', assessments: [{ title: 7, weight: 'heavy' }, {}] },
    });
    const body = await expectError(res, 'bad_request');
    expect(body.param).toMatch(/^assessments\.0\./);
    expect(body.errors!.length).toBeGreaterThanOrEqual(3);
    for (const e of body.errors!) expect(e.message).not.toMatch(ZOD_DEFAULTS);
    expect(body.message).not.toMatch(ZOD_DEFAULTS);
  });

  it('names the query parameter at fault', async () => {
    const user = await makeUser();
    const body = await expectError(
      await call('GET', '/api/courses?limit=0&archived=maybe', { token: user.token }),
      'bad_request',
    );
    expect(body.message).toMatch(/^query /);
    expect(body.errors!.map((e) => e.path).sort()).toEqual(['archived', 'limit']);
  });
});

describe('a body of 60,000 unknown keys', () => {
  it('gives a small error: a few names in the message, 20 entries and the total', async () => {
    const user = await makeUser();
    const huge: Record<string, number> = { code: 'CS 1' } as never;
    for (let i = 0; i < 60_000; i++) huge[`k${i}`] = 0;
    const res = await call('POST', '/api/courses', { token: user.token, body: huge });
    const text = await res.clone().text();
    const body = await expectError(res, 'bad_request');
    expect(text.length).toBeLessThan(4_000);
    expect(body.message).toBe('body unknown fields k0, k1, k2 and 59997 more');
    expect(body.param).toBe('k0');
    expect(body.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(body.errors![19]).toEqual({ path: 'k19', message: 'unknown field' });
    expect(body.errorsTotal).toBe(60_000);
  });
});

describe('an error that is not about input', () => {
  it('carries neither param nor errors', async () => {
    const body = await expectError(await call('GET', '/api/courses'), 'unauthorized');
    expect(body.param).toBeUndefined();
    expect(body.errors).toBeUndefined();
  });
});

describe('headers a page may read', () => {
  beforeEach(() => {
    vi.stubEnv('CORS_ORIGINS', 'https://app.gradetrack.example');
    resetEnv();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnv();
  });

  it('exposes the rate limit, Retry-After and the request id on browser routes', async () => {
    const user = await makeUser();
    const res = await call('GET', '/api/courses', {
      token: user.token,
      headers: { origin: 'https://app.gradetrack.example' },
    });
    expect(res.status).toBe(200);
    const exposed = res.headers
      .get('access-control-expose-headers')!
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const h of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'x-request-id'])
      expect(exposed).toContain(h);
  });
});
