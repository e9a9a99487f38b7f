// Keyset paging on (timestamp, id): the cursor carries the timestamp as Postgres holds it,
// to the microsecond, because a JavaScript Date (milliseconds) would skip rows that share
// the millisecond of a page's last row.
import { z } from '../zod.js';

/** to_char() format of a timestamptz read `at time zone 'UTC'`. */
export const EXACT_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/**
 * Compare with `${key[0]}::text::timestamptz`, never `${key[0]}::timestamptz`: given a
 * timestamptz parameter, postgres.js serialises it through a JavaScript Date and drops the
 * microseconds again (seen on PostgreSQL 15; PGlite happened not to).
 */
export const TimeIdCursor = z.tuple([z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/), z.uuid()]);
