import { db } from '../../../../lib/db.js';
import { revokeTokenById } from '../../../../lib/admin/tokens.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { AdminToken } from '../../../../schemas/admin.js';
import { IdParams } from '../../../../schemas/common.js';

export const revokeAdminToken = defineRoute({
  operationId: 'revokeAdminToken',
  method: 'DELETE',
  path: '/api/v1/admin/tokens/{id}',
  auth: 'token:admin',
  summary: 'Revoke an API token',
  description:
    'Takes effect on the next request made with the token. Answers the token as it now stands; revoking a revoked token changes nothing. ' +
    'Recorded in the audit log.',
  tags: ['Admin'],
  params: IdParams,
  responses: { 200: AdminToken },
  errors: ['not_found'],
});

// DELETE /api/v1/admin/tokens/{id} – revoke at once
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(revokeAdminToken, async ({ params, principal }) => ({
    status: 200,
    body: await revokeTokenById(db(), principal.token, params.id),
  })),
);
