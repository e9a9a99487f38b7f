import { db } from '../../../../lib/db.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { readDesk } from '../../../../lib/tickets/desk.js';
import { CaseIdParams, TicketDetail } from '../../../../schemas/tickets.js';

export const getAdminTicket = defineRoute({
  operationId: 'getAdminTicket',
  method: 'GET',
  path: '/api/v1/admin/tickets/{caseId}',
  auth: 'token:admin',
  summary: 'One support ticket with its messages, read-only',
  tags: ['Admin'],
  params: CaseIdParams,
  responses: { 200: TicketDetail },
  errors: ['not_found'],
});

// GET /api/v1/admin/tickets/{caseId} – read one ticket
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(getAdminTicket, async ({ params }) => ({ status: 200, body: await readDesk(db(), params.caseId) })),
);
