// GET /api/health: what an uptime monitor and an operator's first check need. Liveness (it
// answered), one database round trip, the last migration applied, and which optional
// providers this deployment has settings for: names only, never a value.
import { db } from '../db.js';
import { env, type Env } from '../env.js';
import { ApiError } from '../errors.js';

export interface HealthReport {
  status: 'ok';
  database: 'ok';
  migration: string | null;
  providers: string[];
}

/** Each optional provider, and the settings it needs (all of them) to count as configured. */
const PROVIDERS: Array<[name: string, keys: Array<keyof Env>]> = [
  ['supabase-auth', ['SUPABASE_JWT_SECRET']],
  ['supabase-client', ['SUPABASE_URL', 'SUPABASE_ANON_KEY']],
  ['stripe', ['STRIPE_SECRET_KEY']],
  ['stripe-webhook', ['STRIPE_WEBHOOK_SECRET']],
  ['stripe-checkout', ['STRIPE_PUBLISHABLE_KEY']],
  ['web-push', ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']],
  ['cron', ['CRON_SECRET']],
  ['cors', ['CORS_ORIGINS']],
];

export function configuredProviders(config: Env = env()): string[] {
  const names = PROVIDERS.filter(([, keys]) =>
    keys.every((k) => {
      const v = config[k];
      return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '';
    }),
  ).map(([name]) => name);
  return [...names, `directory:${config.DIRECTORY_PROVIDER}`];
}

/**
 * The newest migration recorded: the Supabase CLI's history when it exists, else the one
 * `npm run migrate` keeps (file names, whose 14-digit prefix is the version).
 */
async function migrationVersion(): Promise<string | null> {
  const sql = db();
  const [where] = await sql<{ cli: boolean; local: boolean }[]>`
    select to_regclass('supabase_migrations.schema_migrations') is not null as cli,
           to_regclass('public.schema_migrations') is not null as local`;
  if (where?.cli) {
    const [row] = await sql<
      { v: string | null }[]
    >`select max(version) as v from supabase_migrations.schema_migrations`;
    if (row?.v) return row.v;
  }
  if (where?.local) {
    const [row] = await sql<{ v: string | null }[]>`select max(name) as v from public.schema_migrations`;
    if (row?.v) return /^\d{14}/.exec(row.v)?.[0] ?? row.v;
  }
  return null;
}

/** Throws not_configured without DATABASE_URL, upstream_error when the database does not answer. */
export async function healthReport(): Promise<HealthReport> {
  const providers = configuredProviders();
  let migration: string | null;
  try {
    migration = await migrationVersion();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('upstream_error', {
      message: 'The database did not answer the health check.',
      hint: 'Check DATABASE_URL and the database server; the cause is in the function logs.',
      cause: err,
    });
  }
  return { status: 'ok', database: 'ok', migration, providers };
}
