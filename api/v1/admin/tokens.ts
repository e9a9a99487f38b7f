import { db } from '../../../lib/db.js';
import { issueToken, listTokens } from '../../../lib/admin/tokens.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { AdminCreatedToken, AdminTokenCreate, AdminTokenList, AdminTokenQuery } from '../../../schemas/admin.js';

export const listAdminTokens = defineRoute({
  operationId: 'listAdminTokens',
  method: 'GET',
  path: '/api/v1/admin/tokens',
  auth: 'token:admin',
  summary: 'List API tokens',
  description:
    'Every API token, newest first, without secrets: name, scope, hint, account, created, last used, revoked. Paged.',
  tags: ['Admin'],
  query: AdminTokenQuery,
  responses: { 200: AdminTokenList },
});

export const createAdminToken = defineRoute({
  operationId: 'createAdminToken',
  method: 'POST',
  path: '/api/v1/admin/tokens',
  auth: 'token:admin',
  summary: 'Issue an owner, support or admin token',
  description:
    'The token is in this response only; only its SHA-256 is stored. A token never issues a token of wider scope. ' +
    'Name an account (userId or email) for a staff token: an admin token acts as its account. Recorded in the audit log.',
  tags: ['Admin'],
  body: AdminTokenCreate,
  responses: { 201: AdminCreatedToken },
  errors: ['not_found', 'conflict'],
  idempotent: { secret: 'token' },
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/admin/tokens – tokens without their secrets
  handle(listAdminTokens, async ({ query }) => ({ status: 200, body: await listTokens(db(), query) })),
  // POST /api/v1/admin/tokens – issue a token, shown once
  handle(createAdminToken, async ({ body, principal }) => ({
    status: 201,
    body: await issueToken(db(), principal.token, body),
  })),
);
