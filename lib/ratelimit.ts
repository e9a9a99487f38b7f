// Rolling-window rate limits kept in Postgres, so they hold across every server instance.
// One atomic upsert per hit: the row lock serialises concurrent hits on a key, the stored
// hit times make the window exact (no fixed-window boundary burst).
import type postgres from 'postgres';
import type { Sql } from './db.js';
import { sha256 } from './auth/secrets.js';
import { addressNetwork } from './client-address.js';
import { ApiError } from './errors.js';

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest hit leaves the window (a slot frees up). */
  resetSeconds: number;
}

/**
 * The one statement that records a hit: for each `(key, hits)` row `source` yields (a `values`
 * list or a `select`), insert it or, while the key's window holds fewer than `limit` hits, add
 * the hit to the window (older hits fall out). Returns `used` and `oldest` for each hit taken,
 * no row for a refused one. hit() runs it alone; lib/auth/token-request.ts inside its CTE.
 */
export function hitStatement(sql: Sql, source: postgres.Fragment, limit: number, windowSeconds: number): postgres.Fragment {
  return sql`
    insert into rate_limits as r (key, hits) ${source}
    on conflict (key) do update
      set hits = array(
            select h from unnest(r.hits) h
            where h > statement_timestamp() - make_interval(secs => ${windowSeconds})
            order by h
          ) || statement_timestamp(),
          updated_at = statement_timestamp()
      where (
        select count(*) from unnest(r.hits) h
        where h > statement_timestamp() - make_interval(secs => ${windowSeconds})
      ) < ${limit}
    returning cardinality(hits) as used, hits[1] as oldest, statement_timestamp() as now`;
}

/** The oldest hit still in the window of a `hits` column (what a refused hit's reset counts from). */
export function windowOldest(sql: Sql, hits: postgres.Fragment, windowSeconds: number): postgres.Fragment {
  return sql`(select min(h) from unnest(${hits}) h where h > statement_timestamp() - make_interval(secs => ${windowSeconds}))`;
}

export async function hit(sql: Sql, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = (await hitStatement(sql, sql`values (${key}, array[statement_timestamp()])`, limit, windowSeconds)) as Array<{ used: number; oldest: Date; now: Date }>;
  if (row) {
    return {
      allowed: true,
      limit,
      remaining: Math.max(0, limit - row.used),
      resetSeconds: secondsUntil(row.oldest, windowSeconds, row.now),
    };
  }
  const [state] = await sql<{ oldest: Date | null; now: Date }[]>`
    select ${windowOldest(sql, sql`hits`, windowSeconds)} as oldest, statement_timestamp() as now
    from rate_limits where key = ${key}`;
  const now = state?.now ?? new Date();
  return { allowed: false, limit, remaining: 0, resetSeconds: secondsUntil(state?.oldest ?? now, windowSeconds, now) };
}

/** The reset a hit reports: seconds until `oldest` leaves the window, 1 to the window's length. */
export function secondsUntil(oldest: Date, windowSeconds: number, now: Date): number {
  const ms = oldest.getTime() + windowSeconds * 1000 - now.getTime();
  return Math.min(windowSeconds, Math.max(1, Math.ceil(ms / 1000)));
}

/** The draft IETF RateLimit-* headers, sent on every response a limit applies to. */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return {
    'ratelimit-limit': String(result.limit),
    'ratelimit-remaining': String(result.remaining),
    'ratelimit-reset': String(result.resetSeconds),
  };
}

/** Throws 429 rate_limited with Retry-After when the hit was refused. */
export function enforce(result: RateLimitResult, what: string): void {
  if (result.allowed) return;
  throw new ApiError('rate_limited', {
    message: `Too many requests: ${what}.`,
    hint: `Retry after ${result.resetSeconds} seconds.`,
    headers: { 'retry-after': String(result.resetSeconds), ...rateLimitHeaders(result) },
  });
}

/**
 * The limit key for a client address: `<purpose>:<sha256 hex of the address>`, so no address is
 * stored as such. An unsalted hash of an IPv4 address can be reversed by trying them all, so
 * these keys are short-lived (rows idle for a day are pruned by the reminders job). An IPv6
 * client is keyed on its /64, which it can draw fresh addresses from (lib/client-address.ts).
 */
export function addressKey(purpose: string, ip: string): string {
  return `${purpose}:${sha256(addressNetwork(ip)).toString('hex')}`;
}
