// A per-account limit on writes made with a signed-in session: API tokens
// have their own per-token limit, session routes had none, and one account created 4,000
// assessments in 1.4 s. Reads are not counted. Kept apart from the token limiter on purpose.
import type { Queryable } from '../db.js';
import { enforce, hit, rateLimitHeaders } from '../ratelimit.js';

/** Writes per account per rolling minute: far above anyone typing, far below a script. */
export const SESSION_WRITE_LIMIT = { limit: 120, windowSeconds: 60 } as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Counts a session write against its account; throws 429 past the limit; returns the RateLimit-* headers. */
export async function limitSessionWrite(
  sql: Queryable,
  userId: string,
  method: string,
): Promise<Record<string, string>> {
  if (READS.has(method.toUpperCase())) return {};
  const { limit, windowSeconds } = SESSION_WRITE_LIMIT;
  const result = await hit(sql, `session-write:${userId}`, limit, windowSeconds);
  enforce(result, `${limit} changes per minute per account`);
  return rateLimitHeaders(result);
}
