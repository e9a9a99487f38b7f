// An API-token request's database work in one statement: the token by its hash, its last-used
// time (at most once a minute), the user's activity day (personal tokens, once a UTC day) and
// the hits on the token's rate limit and its account's ceiling. Each was its own statement
// before; on a server the round trips, not the SQL, were the cost of every /api/v1 request.
// The statement runs inside the database function token_request (migration
// 20261127400000_token_request_function.sql): sent as text, it was planned again on every
// request (unnamed statements, for Supabase's transaction pooler), and planning its CTEs cost
// more than running them; PL/pgSQL plans it once per connection. TOKEN_REQUEST_SQL below is that
// function's body as this code means it, with lib/ratelimit.ts's own upsert (hitUpsertSql):
// tests/db/token-request.test.ts fails when the migrated function differs from it.
import type { Queryable } from '../db.js';
import { hitUpsertSql, secondsUntil, windowOldestSql, type RateLimitResult } from '../ratelimit.js';
import { sha256 } from './secrets.js';
import { invalidToken, parseToken, type Scope, type TokenPrincipal } from './tokens.js';

interface TokenRow {
  id: string;
  scope: Scope;
  prefix: string;
  name: string;
  user_id: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  used: number | null;
  oldest: Date | null;
  account_used: number | null;
  account_oldest: Date | null;
  now: Date;
}

// $1 token hash, $2 the prefix the token claims, $3 the window in seconds, $4 the token's limit,
// $5 the limit shared by all the tokens of the token's account (counted only for a hit the token's own took).
// Data-modifying CTEs all run, whether or not the final select reads them; every CTE sees the
// rows as they were before the statement, so `found` holds the previous last_used_at.
export const TOKEN_REQUEST_SQL = `
    with found as (
      select id, scope, prefix, name, user_id, created_at, last_used_at, revoked_at
      from api_tokens where token_hash = $1
    ),
    valid as (
      select * from found where revoked_at is null and prefix = $2
    ),
    touched as (
      update api_tokens t set last_used_at = now()
      from valid v
      where t.id = v.id and (v.last_used_at is null or v.last_used_at < now() - interval '60 seconds')
    ),
    active as (
      insert into user_activity (user_id, day)
      select user_id, (now() at time zone 'UTC')::date from valid
      where scope = 'personal' and user_id is not null
        and (last_used_at is null or (last_used_at at time zone 'UTC')::date <> (now() at time zone 'UTC')::date)
      on conflict do nothing
    ),
    window_before as (
      select ${windowOldestSql('r.hits', '$3')} as oldest
      from rate_limits r join valid v on r.key = 'token:' || v.id
    ),
    counted as (
      insert into rate_limits as r (key, hits)
      select 'token:' || id, array[statement_timestamp()] from valid
      ${hitUpsertSql('$4', '$3')}
    ),
    account_before as (
      select ${windowOldestSql('r.hits', '$3')} as oldest
      from rate_limits r join valid v on r.key = 'account-tokens:' || v.user_id
    ),
    account_counted as (
      insert into rate_limits as r (key, hits)
      select 'account-tokens:' || v.user_id, array[statement_timestamp()] from valid v join counted on true
      where v.user_id is not null
      ${hitUpsertSql('$5', '$3')}
    )
    select found.*, counted.used, coalesce(counted.oldest, (select oldest from window_before)) as oldest,
           account_counted.used as account_used,
           coalesce(account_counted.oldest, (select oldest from account_before)) as account_oldest,
           statement_timestamp() as now
    from found left join counted on true left join account_counted on true`;

/**
 * The token's own limit and, for a token of an account, the ceiling all that account's tokens share
 * (same window). The result is the limit that refused the request, or else the tighter one.
 */
export async function authenticateTokenRequest(
  sql: Queryable,
  token: string,
  rate: { limit: number; windowSeconds: number; accountLimit: number },
): Promise<{ token: TokenPrincipal; limit: RateLimitResult }> {
  const claimed = parseToken(token);
  if (!claimed) throw invalidToken();
  const { limit, windowSeconds, accountLimit } = rate;
  // Parameters are bound ($n), never spliced into the text: `unsafe` only means "not a template".
  const [row] = await sql.unsafe<TokenRow[]>('select * from token_request($1, $2, $3, $4, $5)', [
    sha256(token),
    claimed.prefix,
    windowSeconds,
    limit,
    accountLimit,
  ]);
  if (!row || row.revoked_at || row.prefix !== claimed.prefix) throw invalidToken();
  const principal: TokenPrincipal = {
    id: row.id,
    scope: row.scope,
    name: row.name,
    userId: row.user_id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
  const allowed = row.used !== null;
  const own: RateLimitResult = {
    allowed,
    limit,
    remaining: allowed ? Math.max(0, limit - row.used!) : 0,
    resetSeconds: secondsUntil(row.oldest ?? row.now, windowSeconds, row.now),
  };
  // Refused by its own limit, or a token of no account: the account's ceiling was not asked.
  if (!allowed || row.user_id === null) return { token: principal, limit: own };
  const accountAllowed = row.account_used !== null;
  const account: RateLimitResult = {
    allowed: accountAllowed,
    limit: accountLimit,
    remaining: accountAllowed ? Math.max(0, accountLimit - row.account_used!) : 0,
    resetSeconds: secondsUntil(row.account_oldest ?? row.now, windowSeconds, row.now),
  };
  const tighter = !accountAllowed || account.remaining < own.remaining ? account : own;
  return { token: principal, limit: tighter };
}
