import { db } from '../../lib/db.js';
import { defineRoute, handle, serve } from '../../lib/route.js';
import * as personalTokens from '../../lib/users/tokens.js';
import { IdParams } from '../../schemas/common.js';
import { TokenRevoked } from '../../schemas/tokens.js';

export const revokePersonalToken = defineRoute({
  operationId: 'revokePersonalToken',
  method: 'DELETE',
  path: '/api/tokens/{id}',
  auth: 'user',
  summary: 'Revoke one of your personal API tokens',
  description: 'Takes effect on the next request made with the token.',
  tags: ['Tokens'],
  params: IdParams,
  responses: { 200: TokenRevoked },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // DELETE /api/tokens/{id} – revoke a personal token at once
  handle(revokePersonalToken, async ({ principal, params }) => {
    await personalTokens.revokePersonalToken(db(), principal.user.id, params.id);
    return { status: 200, body: { id: params.id, revoked: true as const } };
  }),
);
