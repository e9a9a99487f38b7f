// POST /local/sign-in: a test user's access token for a web app in development, from the local
// server only. Without a Supabase project (`npm start` signs tokens with the generated development
// secret under .data/), a web app on another origin has no sign-in to call; this stands in for it.
//
// Served only when all of these hold, else the path is not there at all (the router goes on):
// - the local server switched it on, because it signs with the local development secret
//   (scripts/serve.ts calls enableDevSignIn(); never when SUPABASE_URL or a project's secret is set);
// - NODE_ENV is not production;
// - the request comes from a loopback address to a loopback host (no other machine, and no page
//   reaching it through a DNS name that resolves to 127.0.0.1).
// Nothing under api/ imports this file, so no deployment contains it.
import { SignJWT } from 'jose';
import { createHash } from 'node:crypto';
import { env } from '../env.js';
import { ApiError, errorResponse, invalidInput } from '../errors.js';
import { allowedOrigin, isPreflight } from '../http/cors.js';
import { targetOf } from '../http/request-target.js';
import { newRequestId } from '../route.js';
import { z } from '../zod.js';

export const DEV_SIGN_IN_PATH = '/local/sign-in';
/** Lifetime of the tokens it issues, as Supabase Auth's default. */
export const DEV_TOKEN_SECONDS = 3600;

let enabled = false;

/** Switches the route on (the local server, when it signs with the development secret; tests). */
export function enableDevSignIn(on = true): void {
  enabled = on;
}

const SignIn = z.strictObject({ email: z.email().max(254) });

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopbackAddress = (address: string) =>
  /^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address);

/** The same subject per e-mail as `npm run token -- user`, shaped like Supabase's UUIDs. */
function subjectOf(email: string): string {
  const h = createHash('sha256').update(`local-user:${email.toLowerCase()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-request-id': newRequestId(),
      ...headers,
    },
  });
}

/**
 * The router's hook: the answer for /local/sign-in, or null for every other request and whenever
 * the route is off. Not async itself: other requests pass with no promise of their own.
 */
export function devSignIn(request: Request): Promise<Response> | null {
  if (!enabled || targetOf(request.url).pathname !== DEV_SIGN_IN_PATH) return null;
  const { NODE_ENV, SUPABASE_URL, SUPABASE_JWT_SECRET } = env();
  if (NODE_ENV === 'production' || SUPABASE_URL || !SUPABASE_JWT_SECRET) return null;
  return signIn(request, SUPABASE_JWT_SECRET);
}

async function signIn(request: Request, secret: string): Promise<Response> {
  const url = new URL(request.url);

  const origin = allowedOrigin(request);
  const cors: Record<string, string> = origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
  const fail = (err: unknown) => {
    const res = errorResponse(err, newRequestId());
    for (const [k, v] of Object.entries(cors)) res.headers.set(k, v);
    return res;
  };
  const client = (request.headers.get('x-forwarded-for') ?? '').split(',')[0]!.trim();
  if (!isLoopbackAddress(client) || !LOOPBACK_HOSTS.has(url.hostname))
    return fail(
      new ApiError('forbidden', {
        message: 'The local sign-in answers only on this machine (a loopback address and host).',
        hint: 'Call it as http://localhost:<PORT>/local/sign-in from the same machine.',
      }),
    );
  if (origin && isPreflight(request))
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      },
    });
  if (request.method !== 'POST')
    return fail(
      new ApiError('method_not_allowed', { message: 'This path answers POST only.', headers: { allow: 'POST' } }),
    );
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return fail(new ApiError('bad_request', { message: 'body: send JSON {"email": "…"}' }));
  }
  const parsed = SignIn.safeParse(body);
  if (!parsed.success) return fail(invalidInput(parsed.error, 'body'));
  const { email } = parsed.data;
  const accessToken = await new SignJWT({ email, role: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subjectOf(email))
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime(`${DEV_TOKEN_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
  return json({ accessToken, tokenType: 'bearer', expiresIn: DEV_TOKEN_SECONDS, email }, 200, cors);
}
