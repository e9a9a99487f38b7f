// Rolling-window rate limits kept in Postgres, so they hold across every server instance.
// One atomic upsert per hit: the row lock serialises concurrent hits on a key, the stored
// hit times make the window exact (no fixed-window boundary burst).
import type { Queryable } from './db.js';
import { sha256 } from './auth/secrets.js';
import { addressNetwork } from './http/client-address.js';
import { ApiError } from './errors.js';

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest hit leaves the window (a slot frees up). */
  resetSeconds: number;
}

type Placeholder = `$${number}`;

/**
 * The SQL of a hit, one text for hit() and for lib/auth/token-request.ts's single statement.
 * It follows `insert into rate_limits as r (key, hits) <rows of (key, array[statement_timestamp()])>`:
 * while the key's window holds fewer than `limit` hits the hit joins it (older hits fall out);
 * `used` and `oldest` come back for a hit taken, no row for a refused one. Plain text with the
 * placeholders of the statement it is part of, built once: composing postgres.js fragments per
 * request cost more CPU than the rest of the statement (27 against 4-11 µs measured).
 */
export function hitUpsertSql(limit: Placeholder, windowSeconds: Placeholder): string {
  return `on conflict (key) do update
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
export function windowOldestSql(hits: string, windowSeconds: Placeholder): string {
  return `(select min(h) from unnest(${hits}) h where h > statement_timestamp() - make_interval(secs => ${windowSeconds}))`;
}

// Parameters are bound ($n), never spliced into the text: `unsafe` here only means "not a template".
const HIT_SQL = `insert into rate_limits as r (key, hits) values ($1, array[statement_timestamp()]) ${hitUpsertSql('$2', '$3')}`;
const REFUSED_SQL = `select ${windowOldestSql('hits', '$2')} as oldest, statement_timestamp() as now from rate_limits where key = $1`;

export async function hit(sql: Queryable, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = await sql.unsafe<{ used: number; oldest: Date; now: Date }[]>(HIT_SQL, [key, limit, windowSeconds]);
  if (row) {
    return {
      allowed: true,
      limit,
      remaining: Math.max(0, limit - row.used),
      resetSeconds: secondsUntil(row.oldest, windowSeconds, row.now),
    };
  }
  const [state] = await sql.unsafe<{ oldest: Date | null; now: Date }[]>(REFUSED_SQL, [key, windowSeconds]);
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
 * client is keyed on its /64, which it can draw fresh addresses from (lib/http/client-address.ts).
 */
export function addressKey(purpose: string, ip: string): string {
  return `${purpose}:${sha256(addressNetwork(ip)).toString('hex')}`;
}
