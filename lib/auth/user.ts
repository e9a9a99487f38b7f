// Signed-in users: a Supabase Auth access token (JWT, one hour), verified locally with jose,
// either with the project's HS256 secret (legacy projects) or its published key set.
import type { JWTPayload } from 'jose';
import type { Queryable } from '../db.js';
import { env } from '../env.js';
import { ApiError, notConfigured } from '../errors.js';

export interface UserPrincipal {
  id: string;
  subject: string;
  email: string | null;
}

const ASYMMETRIC_ALGORITHMS = ['ES256', 'RS256', 'EdDSA'];

/** Clock skew allowed between the identity provider and this service, in seconds. */
const CLOCK_SKEW_S = 60;
/**
 * Supabase Auth issues access tokens for an hour. A token issued longer ago, or for longer,
 * than that (plus the skew) is refused: a leaked or hand-made ten-year token is not a session.
 */
export const MAX_ACCESS_TOKEN_AGE_S = 3600 + CLOCK_SKEW_S;
type Jose = typeof import('jose');
const remoteKeySets = new Map<string, ReturnType<Jose['createRemoteJWKSet']>>();

// jose is loaded on the first session-token check: most functions (API-token and public
// routes) never verify a JWT, and importing it is a measurable share of their cold start.
let jose: Promise<Jose> | undefined;
const loadJose = () => (jose ??= import('jose'));

/** One key set per project URL and function instance, so keys are fetched once and cached. */
function keySetFor({ createRemoteJWKSet }: Jose, supabaseUrl: string) {
  let set = remoteKeySets.get(supabaseUrl);
  if (!set) {
    set = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`), {
      timeoutDuration: 3000,
      cooldownDuration: 30_000,
      cacheMaxAge: 600_000,
    });
    remoteKeySets.set(supabaseUrl, set);
  }
  return set;
}

const invalidSession = (reason: string) =>
  new ApiError('unauthorized', {
    message: `The access token is invalid: ${reason}.`,
    hint: 'Sign in again to get a fresh access token and send it as "Authorization: Bearer <token>".',
  });

/** Verifies signature, expiry, audience and issuer; returns the claims. */
export async function verifyAccessToken(token: string): Promise<JWTPayload & { sub: string }> {
  const { SUPABASE_JWT_SECRET, SUPABASE_URL } = env();
  if (!SUPABASE_JWT_SECRET && !SUPABASE_URL) throw notConfigured('SUPABASE_URL or SUPABASE_JWT_SECRET');
  const j = await loadJose();
  const { decodeProtectedHeader, jwtVerify, errors: joseErrors } = j;
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw invalidSession('not a JWT');
  }
  const options = {
    audience: 'authenticated',
    requiredClaims: ['sub', 'exp', 'iat', 'role'],
    clockTolerance: 5,
    maxTokenAge: MAX_ACCESS_TOKEN_AGE_S,
    ...(SUPABASE_URL ? { issuer: `${SUPABASE_URL.replace(/\/+$/, '')}/auth/v1` } : {}),
  };
  try {
    const { payload } =
      alg === 'HS256' && SUPABASE_JWT_SECRET
        ? await jwtVerify(token, new TextEncoder().encode(SUPABASE_JWT_SECRET), { ...options, algorithms: ['HS256'] })
        : SUPABASE_URL
          ? await jwtVerify(token, keySetFor(j, SUPABASE_URL.replace(/\/+$/, '')), {
              ...options,
              algorithms: ASYMMETRIC_ALGORITHMS,
            })
          : (() => {
              throw invalidSession(`algorithm ${alg ?? 'none'} is not accepted`);
            })();
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw invalidSession('no subject');
    if (payload.role !== 'authenticated') throw invalidSession('not a signed-in user');
    if (payload.exp! - payload.iat! > MAX_ACCESS_TOKEN_AGE_S)
      throw invalidSession(`valid for longer than ${MAX_ACCESS_TOKEN_AGE_S} seconds`);
    // Anonymous sign-ins would each be a fresh account with a fresh parse allowance: refused.
    if (payload.is_anonymous === true) {
      throw new ApiError('unauthorized', {
        message: 'Anonymous sign-ins are not accepted.',
        hint: 'Sign in with an e-mail address or a provider account, then send that access token.',
      });
    }
    return payload as JWTPayload & { sub: string };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof joseErrors.JWKSTimeout) {
      throw new ApiError('upstream_error', { message: 'The identity provider did not answer in time.', cause: err });
    }
    // A key set that could not be fetched or read is the provider's failure, not the caller's.
    if (
      err instanceof joseErrors.JWKSInvalid ||
      (err instanceof joseErrors.JOSEError && err.code === 'ERR_JOSE_GENERIC' && /Key Set/i.test(err.message))
    ) {
      throw new ApiError('upstream_error', { message: 'The identity provider key set could not be read.', cause: err });
    }
    if (err instanceof joseErrors.JWTExpired) throw invalidSession('expired');
    if (err instanceof joseErrors.JOSEError)
      throw invalidSession(err.code === 'ERR_JWKS_NO_MATCHING_KEY' ? 'unknown signing key' : 'verification failed');
    // The key set could not be fetched or read.
    throw new ApiError('upstream_error', { message: 'The identity provider key set could not be read.', cause: err });
  }
}

/**
 * Finds the caller's row, creating it on the first request; marks the user active once a day
 * (last_seen_at, and the day's user_activity row for the owner statistics) in the same statement.
 */
export async function resolveUser(sql: Queryable, claims: { sub: string; email?: unknown }): Promise<UserPrincipal> {
  const email = typeof claims.email === 'string' && claims.email.length <= 320 ? claims.email : null;
  const [row] = await sql<{ id: string; email: string | null }[]>`
    with existing as (
      update users set last_seen_at = now(),
                       email = coalesce(${email}, email)
      where auth_subject = ${claims.sub}
        and (last_seen_at is null or last_seen_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
             or email is distinct from coalesce(${email}, email))
      returning id, email
    ), activity as (
      insert into user_activity (user_id, day) select id, (now() at time zone 'UTC')::date from existing
      on conflict do nothing
    )
    select id, email from existing
    union all
    select id, email from users where auth_subject = ${claims.sub} and not exists (select 1 from existing)`;
  if (row) return { id: row.id, subject: claims.sub, email: row.email };
  const [created] = await sql<{ id: string; email: string | null }[]>`
    with created as (
      insert into users (auth_subject, email, last_seen_at) values (${claims.sub}, ${email}, now())
      on conflict (auth_subject) do update set email = coalesce(excluded.email, users.email)
      returning id, email
    ), activity as (
      insert into user_activity (user_id, day) select id, (now() at time zone 'UTC')::date from created
      on conflict do nothing
    )
    select id, email from created`;
  if (!created) throw new Error('user upsert returned no row');
  return { id: created.id, subject: claims.sub, email: created.email };
}
