// Authentication per route kind. Non-versioned /api/ routes take session tokens only;
// /api/v1 routes take API tokens only; jobs take the cron secret.
import { limitSessionRequest } from '../http/session-writes.js';
import { db } from '../db.js';
import { env } from '../env.js';
import { ApiError, notConfigured } from '../errors.js';
import { enforce, rateLimitHeaders } from '../ratelimit.js';
import { verifyCronSecret } from './cron.js';
import { authenticateTokenRequest } from './token-request.js';
import { looksLikeApiToken, type Scope, type TokenPrincipal } from './tokens.js';
import { resolveUser, verifyAccessToken, type UserPrincipal } from './user.js';

export type AuthKind = 'none' | 'user' | 'cron' | 'webhook' | `token:${Scope}`;

export interface Principal {
  user?: UserPrincipal;
  token?: TokenPrincipal;
}

/** A personal token always belongs to an account (the api_tokens_personal_has_user constraint). */
export type PersonalTokenPrincipal = TokenPrincipal & { userId: string };

/**
 * The principal a route's handler receives, by the route's `auth`: what authenticate() guarantees
 * for it. A route whose `auth` is not one known kind (a test fixture's variable) gets Principal.
 */
export type PrincipalOf<A extends AuthKind> = [AuthKind] extends [A]
  ? Principal
  : A extends 'user'
    ? { user: UserPrincipal }
    : A extends 'token:personal'
      ? { token: PersonalTokenPrincipal }
      : A extends `token:${string}`
        ? { token: TokenPrincipal }
        : Record<never, never>;

export interface AuthOutcome {
  principal: Principal;
  headers: Record<string, string>;
}

/**
 * Requests per rolling minute for each API token, and for all the tokens of one account together
 * (an account may hold 25 personal tokens: without a shared ceiling, 3,000 a minute).
 */
export const TOKEN_RATE_LIMIT = { limit: 120, windowSeconds: 60, accountLimit: 300 } as const;

const CREDENTIAL_QUERY_NAMES = new Set([
  'access_token',
  'token',
  'api_key',
  'apikey',
  'key',
  'auth',
  'authorization',
  'jwt',
  'bearer',
]);

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError('unauthorized', {
      message: 'The Authorization header is malformed.',
      hint: 'Send "Authorization: Bearer <token>".',
    });
  }
  return match[1];
}

/** Credentials in URLs leak into logs and histories: refuse them outright. */
function refuseCredentialsInQuery(query: URLSearchParams): void {
  for (const [name, value] of query) {
    if (CREDENTIAL_QUERY_NAMES.has(name.toLowerCase()) || value.startsWith('tk_') || /^bearer\s/i.test(value)) {
      throw new ApiError('unauthorized', {
        message: 'Credentials are not accepted in the query string.',
        hint: 'Send the token in the Authorization header and revoke any token that appeared in a URL.',
      });
    }
  }
}

const missing = (what: string) =>
  new ApiError('unauthorized', {
    message: `This operation needs ${what}.`,
    hint: 'Send it as "Authorization: Bearer <token>".',
  });

export async function authenticate(request: Request, query: URLSearchParams, kind: AuthKind): Promise<AuthOutcome> {
  if (kind === 'none') return { principal: {}, headers: {} };
  if (kind === 'webhook') {
    // The signature itself is verified by the receiver over the raw body (it needs the
    // payment provider's SDK); here the request must at least carry one, and the
    // deployment must have a secret to check it with.
    if (!env().STRIPE_WEBHOOK_SECRET) throw notConfigured('STRIPE_WEBHOOK_SECRET');
    if (!request.headers.get('stripe-signature')) {
      throw new ApiError('bad_request', {
        message: 'The payment provider signature header is missing.',
        hint: 'Webhooks are sent by the payment provider only.',
      });
    }
    return { principal: {}, headers: {} };
  }
  refuseCredentialsInQuery(query);
  if (kind === 'cron') {
    verifyCronSecret(bearerToken(request));
    return { principal: {}, headers: {} };
  }
  const credential = bearerToken(request);
  if (kind === 'user') {
    if (!credential) throw missing('a signed-in user access token');
    if (looksLikeApiToken(credential)) {
      throw new ApiError('unauthorized', {
        message: 'API tokens are accepted only under /api/v1.',
        hint: 'Use the access token of a signed-in session on this path.',
      });
    }
    const claims = await verifyAccessToken(credential);
    const user = await resolveUser(db(), claims);
    return { principal: { user }, headers: await limitSessionRequest(db(), user.id, request.method) };
  }
  if (!credential) throw missing('an API token');
  if (!looksLikeApiToken(credential)) {
    throw new ApiError('unauthorized', {
      message: 'This path takes API tokens (tk_...), not session tokens.',
      hint: 'Create an API token and send it as "Authorization: Bearer <token>".',
    });
  }
  // Lookup, last use, activity day and the rate-limit hit: one statement (token-request.ts).
  const { token, limit } = await authenticateTokenRequest(db(), credential, TOKEN_RATE_LIMIT);
  enforce(
    limit,
    limit.limit === TOKEN_RATE_LIMIT.limit
      ? `${TOKEN_RATE_LIMIT.limit} requests per minute per API token`
      : `${TOKEN_RATE_LIMIT.accountLimit} requests per minute across an account's API tokens`,
  );
  const required = kind.slice('token:'.length);
  if (token.scope !== required) {
    throw new ApiError('forbidden', {
      message: `${withArticle(token.scope, true)} token does not reach this path.`,
      hint: `This path needs ${withArticle(required)} token.`,
      headers: rateLimitHeaders(limit),
    });
  }
  if (token.scope === 'personal' && !token.userId) throw new Error('a personal token without an account');
  return { principal: { token }, headers: rateLimitHeaders(limit) };
}

/** "an admin", "a support": the scope names start with a vowel or not. */
function withArticle(word: string, capital = false): string {
  const article = /^[aeiou]/i.test(word) ? 'an' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${word}`;
}
