// Cross-origin access for the student web app: an explicit allow-list (CORS_ORIGINS), applied
// to the routes a browser calls and to nothing else.
//
// Decisions (see content/docs/web-app.md):
// - Unset CORS_ORIGINS: same-origin only, byte-for-byte the answers of before (no Access-Control-*,
//   no Vary). SPEC's "OPTIONS is 405 like any unlisted method" still holds for every OPTIONS that
//   is not a preflight from a listed origin to a browser route.
// - Browser routes: every operation of the file is under /api/ outside /api/v1/ and takes a user
//   session token or nothing. API tokens (/api/v1/*), cron jobs and the Stripe webhook are
//   called by servers, never by a page, so they stay non-CORS.
// - The origin is echoed, never `*`, and Access-Control-Allow-Credentials is not sent: the API
//   reads no cookies, the session token travels in the Authorization header, which a preflight
//   allows explicitly.
// - Vary: Origin on every answer of a browser route once a list is set, so a shared cache (the
//   platform's CDN, s-maxage routes) never hands one origin's answer to another.
import { env } from '../env.js';
// A cycle with route.ts, harmless: neither module calls the other while loading.
import { newRequestId, type AnyMethod, type RouteDefinition } from '../route.js';

type Handler = (request: Request) => Promise<Response>;
type MethodTable = Record<AnyMethod, Handler>;

/** Request headers a page may send: the session token, a JSON body's type, a retry's key (lib/http/idempotency.ts). */
export const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key';
/**
 * Response headers a page may read beyond the CORS-safelisted ones: the rate limit's state
 * (lib/ratelimit.ts), when to retry, the request id to quote to support.
 */
export const EXPOSED_HEADERS =
  'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After, x-request-id, www-authenticate, content-disposition, Idempotency-Replayed, Idempotency-Withheld';
/** Seconds a browser may reuse a preflight (Chromium caps this at 7200). */
const MAX_AGE = '600';

export function isBrowserRoute(route: Pick<RouteDefinition, 'path' | 'auth'>): boolean {
  return (
    route.path.startsWith('/api/') &&
    !route.path.startsWith('/api/v1/') &&
    (route.auth === 'user' || route.auth === 'none')
  );
}

/** The request's Origin when CORS_ORIGINS lists it exactly (scheme, host and port), else null. */
export function allowedOrigin(request: Request, origins: readonly string[] = env().CORS_ORIGINS): string | null {
  const origin = request.headers.get('origin');
  return origin !== null && origins.includes(origin) ? origin : null;
}

export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('access-control-request-method');
}

/**
 * Wraps a route file's method table: preflights from listed origins are answered, every other
 * answer gains the CORS headers its origin earns. Files with any non-browser operation are
 * returned unchanged.
 */
export function withCors(routes: readonly RouteDefinition[], methods: MethodTable): MethodTable {
  if (routes.length === 0 || !routes.every(isBrowserRoute)) return methods;
  const served: string[] = [...new Set(routes.map((r) => r.method))];
  if (served.includes('GET')) served.push('HEAD');
  const allowMethods = served.join(', ');
  const wrapped = {} as MethodTable;
  for (const [method, handler] of Object.entries(methods) as [AnyMethod, Handler][]) {
    // Not async itself: without a list, a request passes through with no promise of its own.
    wrapped[method] = (request) => {
      const origins = env().CORS_ORIGINS;
      if (origins.length === 0) return handler(request);
      return crossOrigin(request, origins, allowMethods, handler);
    };
  }
  return wrapped;
}

async function crossOrigin(
  request: Request,
  origins: readonly string[],
  allowMethods: string,
  handler: Handler,
): Promise<Response> {
  const origin = allowedOrigin(request, origins);
  if (origin && isPreflight(request)) return preflight(origin, allowMethods);
  return decorate(await handler(request), origin);
}

function preflight(origin: string, allowMethods: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': allowMethods,
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': MAX_AGE,
      vary: 'Origin',
      'x-request-id': newRequestId(),
    },
  });
}

function decorate(response: Response, origin: string | null): Response {
  const { headers } = response;
  headers.append('vary', 'Origin');
  if (origin) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-expose-headers', EXPOSED_HEADERS);
  }
  return response;
}
