import { db } from '../../../../lib/db.js';
import { defineRoute, handle, serve } from '../../../../lib/route.js';
import { readDesk, setDeskStatus } from '../../../../lib/tickets/desk.js';
import { CaseIdParams, TicketDetail, TicketStatusUpdate } from '../../../../schemas/tickets.js';

export const getSupportTicket = defineRoute({
  operationId: 'getSupportTicket',
  method: 'GET',
  path: '/api/v1/support/tickets/{caseId}',
  auth: 'token:support',
  summary: 'One support ticket with its messages',
  tags: ['Support desk'],
  params: CaseIdParams,
  responses: { 200: TicketDetail },
  errors: ['not_found'],
});

export const updateSupportTicket = defineRoute({
  operationId: 'updateSupportTicket',
  method: 'PATCH',
  path: '/api/v1/support/tickets/{caseId}',
  auth: 'token:support',
  summary: 'Set the status of a support ticket',
  description: 'open, answered or solved. A visitor reply reopens a solved ticket.',
  tags: ['Support desk'],
  params: CaseIdParams,
  body: TicketStatusUpdate,
  responses: { 200: TicketDetail },
  errors: ['not_found'],
});

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/support/tickets/{caseId} – read one ticket
  handle(getSupportTicket, async ({ params }) => ({ status: 200, body: await readDesk(db(), params.caseId) })),
  // PATCH /api/v1/support/tickets/{caseId} – set its status
  handle(updateSupportTicket, async ({ params, body }) => ({
    status: 200,
    body: await setDeskStatus(db(), params.caseId, body.status),
  })),
);
