// Cursor paging for every list (DESIGN §8): `limit` (default 50, max 200) and an opaque
// `cursor`; responses carry `nextCursor`, null at the end. A cursor is the sort key of the
// last row served, base64url-encoded JSON, so paging stays stable while rows are added.
import { badRequest } from '../errors.js';
import { z } from '../zod.js';

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

/** Query parameters of a paged list; spread `.shape` into a route's query schema. */
export const PageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT_MAX)
    .default(PAGE_LIMIT_DEFAULT)
    .openapi({ description: `Page size, 1 to ${PAGE_LIMIT_MAX} (default ${PAGE_LIMIT_DEFAULT}).` }),
  cursor: z
    .string()
    .max(500)
    .optional()
    .openapi({ description: 'The `nextCursor` of the previous page; omit for the first page.' }),
});

export const NextCursor = z
  .string()
  .nullable()
  .openapi({ description: 'Pass as `cursor` to get the next page; null on the last page.' });

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** Decodes a cursor made by encodeCursor, checked against the sort key's schema; anything else → 400. */
export function decodeCursor<T extends z.ZodType>(cursor: string | undefined, key: T): z.infer<T> | undefined {
  if (cursor === undefined) return undefined;
  try {
    return key.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest(
      'cursor is not a cursor this list issued.',
      'Pass the nextCursor of the previous page unchanged, or omit cursor.',
    );
  }
}

/**
 * Query `limit + 1` rows, then hand them here: returns the page and the cursor for the next
 * one (from the last row served), or null when there is no more.
 */
export function pageOf<R>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => unknown,
): { items: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

// Keyset paging on (timestamp, id). The cursor carries the timestamp as Postgres holds it, to
// the microsecond: a JavaScript Date (milliseconds) would skip or repeat rows that share the
// millisecond of a page's last row.

/** to_char() format of a timestamptz read `at time zone 'UTC'`, microseconds included. */
export const EXACT_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** A timestamp as EXACT_UTC writes it. */
export const ExactTimestamp = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);

/**
 * A (timestamp, id) sort key. Compare with `${key[0]}::text::timestamptz`, never
 * `${key[0]}::timestamptz`: a parameter typed timestamptz goes through postgres.js's Date
 * serialiser and loses the microseconds again (seen on PostgreSQL 15; PGlite happened not to).
 */
export const TimeIdCursor = z.tuple([ExactTimestamp, z.uuid()]);
