// An API-token request's database work is one statement: lookup, last use, activity day and the
// rate-limit hit, with the same outcomes as the separate statements (lib/ratelimit.ts's hit()).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_RATE_LIMIT } from '../../lib/auth/index.js';
import { authenticateTokenRequest, TOKEN_REQUEST_SQL } from '../../lib/auth/token-request.js';
import { revokeToken } from '../../lib/auth/tokens.js';
import { closeDb, db } from '../../lib/db.js';
import { hit } from '../../lib/ratelimit.js';
import { makeToken, makeUser } from '../support/app.js';

let statements = 0;
let sql: postgres.Sql;
let personal: { id: string; token: string; userId: string };
let owner: { id: string; token: string };
let revoked: { id: string; token: string };

beforeAll(async () => {
  const user = await makeUser();
  personal = { ...(await makeToken('per', user.id)), userId: user.id };
  owner = await makeToken('owner');
  revoked = await makeToken('owner');
  await revokeToken(db(), revoked.id);
  // The embedded database takes one connection: the shared client gives way to a counting one.
  await closeDb();
  sql = postgres(process.env.DATABASE_URL!, {
    max: 1,
    prepare: false,
    onnotice: () => {},
    debug: () => void statements++,
  });
  await sql`select 1`; // connects (and fetches array types) before anything is counted
});
afterAll(() => sql.end());

async function counted<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const before = statements;
  const result = await fn();
  return { result, statements: statements - before };
}

describe('authenticateTokenRequest', () => {
  it('does the first request of a personal token in one statement: last use, activity day, first hit', async () => {
    const { result, statements: n } = await counted(() =>
      authenticateTokenRequest(sql, personal.token, TOKEN_RATE_LIMIT),
    );
    expect(n).toBe(1);
    expect(result.token).toMatchObject({
      id: personal.id,
      scope: 'personal',
      userId: personal.userId,
      lastUsedAt: null,
    });
    expect(result.limit).toEqual({ allowed: true, limit: 120, remaining: 119, resetSeconds: 60 });
    const [token] = await sql<
      { last_used_at: Date | null }[]
    >`select last_used_at from api_tokens where id = ${personal.id}`;
    expect(token!.last_used_at).toBeInstanceOf(Date);
    const activity = await sql`select day from user_activity where user_id = ${personal.userId}`;
    expect(activity).toHaveLength(1);
    // The next request sees the previous use, and still costs one statement.
    const next = await counted(() => authenticateTokenRequest(sql, personal.token, TOKEN_RATE_LIMIT));
    expect(next.statements).toBe(1);
    expect(next.result.token.lastUsedAt).toEqual(token!.last_used_at);
    expect(next.result.limit.remaining).toBe(118);
  });

  it('refuses the hit over the limit with the reset time of the oldest hit, as hit() does', async () => {
    const rate = { limit: 3, windowSeconds: 30, accountLimit: 100 };
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await authenticateTokenRequest(sql, owner.token, rate)).limit);
    expect(outcomes.map((o) => [o.allowed, o.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(outcomes[3]!.resetSeconds).toBeGreaterThanOrEqual(1);
    expect(outcomes[3]!.resetSeconds).toBeLessThanOrEqual(30);
    // The same key as hit(): the separate statement sees the three counted hits and refuses too.
    const separate = await hit(sql, `token:${owner.id}`, 3, 30);
    expect({ allowed: separate.allowed, resetSeconds: separate.resetSeconds }).toEqual({
      allowed: false,
      resetSeconds: outcomes[3]!.resetSeconds,
    });
  });

  it('refuses unknown, revoked and re-prefixed tokens without counting a hit', async () => {
    for (const token of [revoked.token, `tk_owner_${'A'.repeat(49)}`, personal.token.replace('tk_per_', 'tk_owner_')]) {
      await expect(authenticateTokenRequest(sql, token, TOKEN_RATE_LIMIT)).rejects.toMatchObject({
        code: 'unauthorized',
      });
    }
    const rows = await sql`select key from rate_limits where key = ${`token:${revoked.id}`}`;
    expect(rows).toHaveLength(0);
  });

  it('runs, in the migrated token_request function, the statement token-request.ts documents', async () => {
    const [fn] = await sql<{ body: string }[]>`
      select prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = 'token_request'`;
    // The documented statement with its parameters named as the function names them, tables schema-qualified.
    const names = ['p_hash', 'p_prefix', 'p_window_seconds', 'p_limit', 'p_account_limit'];
    const expected = TOKEN_REQUEST_SQL.replace(/\$([1-5])\b/g, (_, n: string) => names[Number(n) - 1]!).replace(
      /\b(api_tokens|rate_limits|user_activity)\b/g,
      'public.$1',
    );
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(fn, 'the migration defining token_request').toBeDefined();
    expect(words(fn!.body)).toContain(words(expected));
  });
});
