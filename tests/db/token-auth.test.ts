// API-token authentication through the real pipeline: scope, revocation, rate limit.
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { sha256 } from '../../lib/auth/secrets.js';
import { expectError, makeToken, makeUser } from '../support/app.js';
import { callFixture, tokenFixtures } from '../support/fixture-routes.js';

const ownerRoute = tokenFixtures.owner;

describe('API tokens in the pipeline', () => {
  it('hands the handler the token and records when it was last used', async () => {
    const { id, token } = await makeToken('owner');
    const res = await callFixture(ownerRoute, { token });
    expect(await res.json()).toMatchObject({ scope: 'owner', tokenId: id });
    const [row] = await db()`select last_used_at from api_tokens where id = ${id}`;
    expect(row!.last_used_at).toBeInstanceOf(Date);
  });

  it('gives the legacy tk_pat_ keys the personal scope', async () => {
    const user = await makeUser();
    const legacy = `tk_pat_${crypto.randomUUID().replace(/-/g, '')}`;
    await db()`insert into api_tokens (prefix, scope, token_hash, hint, name, user_id)
               values ('tk_pat_', 'personal', ${sha256(legacy)}, ${legacy.slice(-4)}, 'old key', ${user.id})`;
    expect(await (await callFixture(tokenFixtures.personal, { token: legacy })).json()).toMatchObject({
      scope: 'personal',
      userId: user.id,
    });
    await expectError(await callFixture(ownerRoute, { token: legacy }), 'forbidden');
  });
});

describe('120 requests per rolling minute per token', () => {
  it('lets exactly 120 of 200 concurrent requests through; the rest get 429 with Retry-After', async () => {
    const { token } = await makeToken('owner');
    const responses = await Promise.all(Array.from({ length: 200 }, () => callFixture(ownerRoute, { token })));
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
    const refused = await callFixture(ownerRoute, { token: a.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect((await callFixture(ownerRoute, { token: b.token })).status).toBe(200);
    await db()`update rate_limits set hits = array(select h - interval '31 seconds' from unnest(hits) h) where key = ${`token:${a.id}`}`;
    expect((await callFixture(ownerRoute, { token: a.token })).status).toBe(200);
  });

  it('does not charge requests whose token is unknown or revoked', async () => {
    const { id, token } = await makeToken('owner');
    await db()`update api_tokens set revoked_at = now() where id = ${id}`;
    await expectError(await callFixture(ownerRoute, { token }), 'unauthorized');
    expect(await db()`select 1 from rate_limits where key = ${`token:${id}`}`).toHaveLength(0);
  });

  it('refuses every request started after a revocation commits', async () => {
    const { id, token } = await makeToken('owner');
    expect((await callFixture(ownerRoute, { token })).status).toBe(200);
    await db()`update api_tokens set revoked_at = now() where id = ${id}`;
    const after = await Promise.all(Array.from({ length: 20 }, () => callFixture(ownerRoute, { token })));
    expect(after.map((r) => r.status)).toEqual(Array(20).fill(401));
  });
});
