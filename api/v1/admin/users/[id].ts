import { db } from '../../../../lib/db.js';
import { getUser, setUserFlags } from '../../../../lib/admin/users.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { AdminUser, AdminUserPatch } from '../../../../schemas/admin.js';
import { IdParams } from '../../../../schemas/common.js';

export const getAdminUser = defineRoute({
  operationId: 'getAdminUser',
  method: 'GET',
  path: '/api/v1/admin/users/{id}',
  auth: 'token:admin',
  summary: 'One account',
  tags: ['Admin'],
  params: IdParams,
  responses: { 200: AdminUser },
  errors: ['not_found'],
});

export const updateAdminUser = defineRoute({
  operationId: 'updateAdminUser',
  method: 'PATCH',
  path: '/api/v1/admin/users/{id}',
  auth: 'token:admin',
  summary: "Set an account's flags",
  description:
    'comped (acts as paid, never counted as paying), internal and test (left out of owner figures). Recorded in the audit log.',
  tags: ['Admin'],
  params: IdParams,
  body: AdminUserPatch,
  responses: { 200: AdminUser },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/admin/users/{id} – one account with its plan and flags
  handle(getAdminUser, async ({ params }) => ({ status: 200, body: await getUser(db(), params.id) })),
  // PATCH /api/v1/admin/users/{id} – set comped, internal, test
  handle(updateAdminUser, async ({ params, body, principal }) => ({
    status: 200,
    body: await setUserFlags(db(), principal.token, params.id, body),
  })),
);
