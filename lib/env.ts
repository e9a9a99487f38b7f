// Configuration, parsed once from the environment. Nothing else reads process.env.
import { isPublicSupabaseKey, ORIGIN_PROBLEM, parseOriginList } from './http/public-keys.js';
import { z } from './zod.js';

const optionalString = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string())
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** A base URL that an empty value leaves at its default; kept without a trailing slash. */
const baseUrl = (fallback?: string) =>
  optionalString.pipe(z.url().optional()).transform((v) => (v ?? fallback)?.replace(/\/+$/, ''));

export const DIRECTORY_PROVIDERS = ['concordia', 'waterloo'] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
    /** Unset: the local server's own address, http://localhost:$PORT (see withLocalBaseUrl). */
    PUBLIC_BASE_URL: baseUrl(),
    /**
     * The web app's own address (not this API's): Stripe returns the student to its
     * /account/billing page after Checkout and from the billing portal. Unset: those answer not_configured.
     */
    APP_BASE_URL: baseUrl(),
    /** An empty value (`PORT=` as in .env.example) is unset: 3000. */
    PORT: optionalString
      .pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional())
      .transform((v) => v ?? 3000),
    DATABASE_URL: optionalString,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
    /** Shortens every request's deadline (lib/http/deadline.ts); unset: each function's maxDuration less 5 s. */
    REQUEST_TIMEOUT_MS: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(100).max(300_000).optional(),
    ),
    PGLITE_DATA_DIR: z.string().default('.data'),
    SUPABASE_URL: optionalString,
    SUPABASE_JWT_SECRET: optionalString,
    // Served to browsers by GET /api/client-config: only keys meant to be public are accepted.
    SUPABASE_ANON_KEY: optionalString.refine(
      (v) => v === undefined || isPublicSupabaseKey(v),
      'must be the anon or publishable key, never a service_role or secret key',
    ),
    STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^pk_(test|live)_\w+$/, 'must be a publishable key (pk_test_… or pk_live_…)')
        .optional(),
    ),
    /** Origins (scheme://host[:port]) whose pages may call the browser routes (lib/http/cors.ts). */
    CORS_ORIGINS: optionalString
      .transform((v) => parseOriginList(v))
      .refine((list) => list !== null, ORIGIN_PROBLEM)
      .transform((list) => list ?? []),
    CRON_SECRET: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_SEMESTER: optionalString,
    STRIPE_PRICE_MONTHLY: optionalString,
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: optionalString,
    // Course directory (lib/directory/): which university, and how to reach it.
    DIRECTORY_PROVIDER: optionalString.pipe(z.enum(DIRECTORY_PROVIDERS).optional()).transform((v) => v ?? 'concordia'),
    /** Overrides the selected provider's section-lookup base URL (a stand-in or a proxy). */
    DIRECTORY_BASE_URL: baseUrl(),
    DIRECTORY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
    DIRECTORY_SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(20_000),
    CONCORDIA_API_BASE_URL: baseUrl('https://opendata.concordia.ca/API/v1'),
    CONCORDIA_API_USER: optionalString,
    CONCORDIA_API_KEY: optionalString,
    WATERLOO_SCHEDULE_URL: baseUrl('https://classes.uwaterloo.ca'),
    WATERLOO_API_BASE_URL: baseUrl('https://openapi.data.uwaterloo.ca/v3'),
    WATERLOO_API_KEY: optionalString,
    SYLLABUS_FIXTURES: optionalString,
    /** Set by CI runners: tests that read the shared fixtures fail there instead of skipping when the folder is missing. */
    CI: optionalString,
    /** One JSON line per request on stdout (lib/http/log.ts); unset: on, except under NODE_ENV=test. */
    LOG_REQUESTS: optionalString.pipe(z.enum(['on', 'off']).optional()),
  })
  .transform(withLocalBaseUrl);

function withLocalBaseUrl<T extends { PUBLIC_BASE_URL?: string; PORT: number }>(
  parsed: T,
): T & { PUBLIC_BASE_URL: string } {
  return { ...parsed, PUBLIC_BASE_URL: parsed.PUBLIC_BASE_URL ?? `http://localhost:${parsed.PORT}` };
}

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Parses the process environment on first use; later calls return the same object. */
export function env(): Env {
  cached ??= loadEnv(process.env);
  return cached;
}

export function loadEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Forgets the parsed configuration so the next env() call reads the environment again (tests, CLI). */
export function resetEnv(): void {
  cached = undefined;
}

/** Response bodies are checked against their declared schemas outside production. */
export function validatesResponses(): boolean {
  return env().NODE_ENV !== 'production';
}
