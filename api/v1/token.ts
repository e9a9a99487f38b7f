import { TOKEN_RATE_LIMIT } from '../../lib/auth/index.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import { iso } from '../../schemas/common.js';
import { TokenInfo } from '../../schemas/tokens.js';

export const getTokenInfo = defineRoute({
  operationId: 'getTokenInfo',
  method: 'GET',
  path: '/api/v1/token',
  auth: 'token:any',
  summary: 'The API token making the request',
  description: 'Answers for every token scope: a way to check that a token works, what it reaches and its rate limit. Never returns the secret.',
  tags: ['Tokens'],
  responses: { 200: TokenInfo },
});

// GET /api/v1/token – describe the calling API token
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getTokenInfo, async ({ principal }) => {
    const token = principal.token!;
    return {
      status: 200,
      body: {
        id: token.id,
        name: token.name,
        scope: token.scope,
        createdAt: iso(token.createdAt),
        lastUsedAt: iso(token.lastUsedAt),
        rateLimit: { limit: TOKEN_RATE_LIMIT.limit, windowSeconds: TOKEN_RATE_LIMIT.windowSeconds },
      },
    };
  }),
);
