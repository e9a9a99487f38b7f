// One Postgres client per function instance, through postgres.js, for Supabase, a
// PostgreSQL server and the embedded PGlite alike (see lib/local/embedded-db.ts).
import postgres from 'postgres';
import { databaseTimeouts } from './http/deadline.js';
import { env } from './env.js';
import { notConfigured } from './errors.js';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;
/** The pooled client or a transaction: what a query runs on. Functions that only query take this. */
export type Queryable = postgres.ISql;

let client: Sql | undefined;

export function connect(url: string, max: number): Sql {
  return postgres(url, {
    // Supabase's transaction-mode pooler does not keep prepared statements.
    prepare: false,
    max,
    // An unreachable database fails the request quickly instead of hanging the function.
    connect_timeout: 5,
    idle_timeout: 20,
    max_lifetime: 60 * 30,
    onnotice: () => {},
    // Startup parameters, so they hold for every transaction of the session.
    // UTC sessions: timestamptz text then always has a whole-hour offset JavaScript's Date parses
    // exactly (a zone's local mean time before 1900-ish prints offsets with seconds).
    connection: { application_name: 'gradetrack-api', TimeZone: 'UTC', ...databaseTimeouts() },
  });
}

/** The shared client, created on first use from DATABASE_URL. */
export function db(): Sql {
  if (client) return client;
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  if (!DATABASE_URL) throw notConfigured('DATABASE_URL');
  client = connect(DATABASE_URL, DATABASE_POOL_MAX);
  return client;
}

export async function closeDb(): Promise<void> {
  const current = client;
  client = undefined;
  await current?.end({ timeout: 5 });
}
