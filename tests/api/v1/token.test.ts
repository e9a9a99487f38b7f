import { describe, expect, it } from 'vitest';
import { db } from '../../../lib/db.js';
import { call, expectError, makeToken } from '../../support/app.js';

describe('GET /api/v1/token', () => {
  it.each([['owner', 'owner'], ['per', 'personal'], ['sup', 'support'], ['adm', 'admin']] as const)(
    'describes a %s token without revealing it',
    async (kind, scope) => {
      const { id, token } = await makeToken(kind);
      const res = await call('GET', '/api/v1/token', { token });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(token);
      expect(JSON.parse(text)).toMatchObject({ id, scope, rateLimit: { limit: 120, windowSeconds: 60 } });
    },
  );

  it('records when a token was last used', async () => {
    const { id, token } = await makeToken('owner');
    await call('GET', '/api/v1/token', { token });
    const [row] = await db()`select last_used_at from api_tokens where id = ${id}`;
    expect(row!.last_used_at).toBeInstanceOf(Date);
  });
});

describe('120 requests per rolling minute per token', () => {
  it('lets exactly 120 of 200 concurrent requests through; the rest get 429 with Retry-After', async () => {
    const { token } = await makeToken('sup');
    const responses = await Promise.all(Array.from({ length: 200 }, () => call('GET', '/api/v1/token', { token })));
    const ok = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(ok).toHaveLength(120);
    expect(limited).toHaveLength(80);
    for (const res of limited) {
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      await expectError(res, 'rate_limited');
    }
    const remaining = ok.map((r) => Number(r.headers.get('ratelimit-remaining'))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 120 }, (_, i) => i));
  });

  it('keeps each token to its own budget, and frees it as the minute rolls on', async () => {
    const a = await makeToken('owner');
    const b = await makeToken('owner');
    await db()`insert into rate_limits (key, hits)
               select ${`token:${a.id}`}, array_agg(statement_timestamp() - interval '30 seconds') from generate_series(1, 120)`;
    const refused = await call('GET', '/api/v1/token', { token: a.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect((await call('GET', '/api/v1/token', { token: b.token })).status).toBe(200);
    await db()`update rate_limits set hits = array(select h - interval '31 seconds' from unnest(hits) h) where key = ${`token:${a.id}`}`;
    expect((await call('GET', '/api/v1/token', { token: a.token })).status).toBe(200);
  });

  it('does not charge requests whose token is unknown or revoked', async () => {
    const { id, token } = await makeToken('adm');
    await db()`update api_tokens set revoked_at = now() where id = ${id}`;
    await expectError(await call('GET', '/api/v1/token', { token }), 'unauthorized');
    const rows = await db()`select 1 from rate_limits where key = ${`token:${id}`}`;
    expect(rows).toHaveLength(0);
  });

  it('refuses every request started after a revocation commits', async () => {
    const { id, token } = await makeToken('per');
    expect((await call('GET', '/api/v1/token', { token })).status).toBe(200);
    await db()`update api_tokens set revoked_at = now() where id = ${id}`;
    const after = await Promise.all(Array.from({ length: 20 }, () => call('GET', '/api/v1/token', { token })));
    expect(after.map((r) => r.status)).toEqual(Array(20).fill(401));
  });
});
