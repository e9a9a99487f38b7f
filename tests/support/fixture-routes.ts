// Routes that exist only in tests, one per auth kind, so the pipeline's authentication,
// scope checks and rate limit are exercised even before the real routes of a kind exist.
// They run through the real handle(); nothing here stands in for project code.
import { TOKEN_RATE_LIMIT } from '../../lib/auth/index.js';
import { SCOPES, type Scope } from '../../lib/auth/tokens.js';
import { defineRoute, handle, type Operation } from '../../lib/route.js';
import { z } from '../../lib/zod.js';

const Whoami = z.object({
  scope: z.string().nullable(),
  tokenId: z.string().nullable(),
  userId: z.string().nullable(),
  limit: z.number(),
});

function fixture(
  name: string,
  auth: Parameters<typeof defineRoute>[0]['auth'],
  method: 'GET' | 'POST' = 'GET',
): Operation {
  const route = defineRoute({
    operationId: `fixture${name}`,
    method,
    path: `/api/fixture/${name.toLowerCase()}`,
    auth,
    summary: `test fixture (${auth})`,
    tags: ['Fixture'],
    responses: { 200: Whoami },
  });
  return handle(route, async ({ principal }) => ({
    status: 200,
    body: {
      scope: principal.token?.scope ?? null,
      tokenId: principal.token?.id ?? null,
      userId: principal.user?.id ?? principal.token?.userId ?? null,
      limit: TOKEN_RATE_LIMIT.limit,
    },
  }));
}

export const tokenFixtures = Object.fromEntries(
  SCOPES.map((scope) => [scope, fixture(`Token${scope}`, `token:${scope}`)]),
) as Record<Scope, Operation>;
export const cronFixture = fixture('Cron', 'cron', 'POST');
export const webhookFixture = fixture('Webhook', 'webhook', 'POST');
export const userFixture = fixture('User', 'user');
export const fixtures: Operation[] = [...Object.values(tokenFixtures), cronFixture, webhookFixture, userFixture];

/** Calls a fixture the way the router would call a route file's method. */
export function callFixture(
  op: Operation,
  options: { token?: string; headers?: Record<string, string>; query?: string } = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  return op.run(
    new Request(`http://localhost:3000${op.route.path}${options.query ?? ''}`, { method: op.route.method, headers }),
  );
}
