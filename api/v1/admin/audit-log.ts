import { db } from '../../../lib/db.js';
import { listAudit } from '../../../lib/admin/audit.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { AuditLog, AuditLogQuery } from '../../../schemas/admin.js';

export const listAuditLog = defineRoute({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/api/v1/admin/audit-log',
  auth: 'token:admin',
  summary: 'The audit log',
  description:
    'Every write made with an admin token, newest first, with the acting token and account, the organisation, before and after, ' +
    "and whether it was made on the club's behalf. Filter by organisation, account or token. Paged. The log is append-only.",
  tags: ['Admin'],
  query: AuditLogQuery,
  responses: { 200: AuditLog },
});

// GET /api/v1/admin/audit-log – audit entries, filtered by organisation and actor
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(listAuditLog, async ({ query }) => ({ status: 200, body: await listAudit(db(), query) })),
);
