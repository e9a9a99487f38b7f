// Per-account limits on requests made with a signed-in session: API tokens have their own
// per-token limit, session routes had none, and one account created 4,000 assessments in 1.4 s
// (writes), or asked for a 5 MB standing 20 times at once (reads). Writes and reads have their
// own allowances, both far above what the web app needs. Kept apart from the token limiter on purpose.
import type { Queryable } from '../db.js';
import { enforce, hit, rateLimitHeaders } from '../ratelimit.js';

/** Writes per account per rolling minute: far above anyone typing, far below a script. */
export const SESSION_WRITE_LIMIT = { limit: 120, windowSeconds: 60 } as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads per account per rolling minute: a web app's pages and refreshes, not a loop fetching the standing. */
export const SESSION_READ_LIMIT = { limit: 300, windowSeconds: 60 } as const;

/** Counts a session request against its account's reads or writes; throws 429 past the limit; returns the RateLimit-* headers. */
export async function limitSessionRequest(
  sql: Queryable,
  userId: string,
  method: string,
): Promise<Record<string, string>> {
  if (READS.has(method.toUpperCase())) {
    const reads = SESSION_READ_LIMIT;
    const result = await hit(sql, `session-read:${userId}`, reads.limit, reads.windowSeconds);
    enforce(result, `${reads.limit} reads per minute per account`);
    return rateLimitHeaders(result);
  }
  const { limit, windowSeconds } = SESSION_WRITE_LIMIT;
  const result = await hit(sql, `session-write:${userId}`, limit, windowSeconds);
  enforce(result, `${limit} changes per minute per account`);
  return rateLimitHeaders(result);
}
