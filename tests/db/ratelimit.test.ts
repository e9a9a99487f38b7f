import { describe, expect, it } from 'vitest';
import { db } from '../../lib/db.js';
import { hit } from '../../lib/ratelimit.js';

/** Moves a key's recorded hits back in time, as if that many seconds had passed. */
async function age(key: string, seconds: number) {
  await db()`update rate_limits set hits = array(select h - make_interval(secs => ${seconds}) from unnest(hits) h) where key = ${key}`;
}

describe('rolling-window rate limit in Postgres', () => {
  it('allows exactly the limit, then refuses with a Retry-After inside the window', async () => {
    const key = `test:${crypto.randomUUID()}`;
    for (let i = 1; i <= 5; i++) {
      const r = await hit(db(), key, 5, 60);
      expect(r).toMatchObject({ allowed: true, remaining: 5 - i, limit: 5 });
    }
    const refused = await hit(db(), key, 5, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.resetSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.resetSeconds).toBeLessThanOrEqual(60);
  });

  it('counts 200 concurrent hits exactly: 120 allowed, 80 refused', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 200 }, () => hit(db(), key, 120, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(120);
    expect(results.filter((r) => !r.allowed)).toHaveLength(80);
  });

  it('frees slots as hits leave the window, and says when', async () => {
    const key = `test:${crypto.randomUUID()}`;
    for (let i = 0; i < 3; i++) await hit(db(), key, 3, 60);
    await age(key, 45);
    const refused = await hit(db(), key, 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.resetSeconds).toBeGreaterThanOrEqual(14);
    expect(refused.resetSeconds).toBeLessThanOrEqual(15);
    await age(key, 16);
    expect((await hit(db(), key, 3, 60)).allowed).toBe(true);
  });

  it('has no boundary burst: the window rolls instead of resetting', async () => {
    const key = `test:${crypto.randomUUID()}`;
    await hit(db(), key, 2, 60);
    await age(key, 50);
    await hit(db(), key, 2, 60);
    await age(key, 15); // first hit now 65 s old, second 15 s old
    expect((await hit(db(), key, 2, 60)).allowed).toBe(true);
    expect((await hit(db(), key, 2, 60)).allowed).toBe(false);
  });

  it('keeps keys apart', async () => {
    const a = `test:${crypto.randomUUID()}`;
    const b = `test:${crypto.randomUUID()}`;
    await hit(db(), a, 1, 60);
    expect((await hit(db(), a, 1, 60)).allowed).toBe(false);
    expect((await hit(db(), b, 1, 60)).allowed).toBe(true);
  });
});
