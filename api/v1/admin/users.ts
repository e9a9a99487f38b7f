import { db } from '../../../lib/db.js';
import { searchUsers } from '../../../lib/admin/users.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { AdminUserList, AdminUserQuery } from '../../../schemas/admin.js';

export const listAdminUsers = defineRoute({
  operationId: 'listAdminUsers',
  method: 'GET',
  path: '/api/v1/admin/users',
  auth: 'token:admin',
  summary: 'Search accounts',
  description: 'Accounts newest first, optionally only those whose e-mail address contains `email` (any case). Paged.',
  tags: ['Admin'],
  query: AdminUserQuery,
  responses: { 200: AdminUserList },
});

// GET /api/v1/admin/users – accounts, searched by e-mail fragment
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(listAdminUsers, async ({ query }) => ({ status: 200, body: await searchUsers(db(), query) })),
);
