import { db } from '../../../../../lib/db.js';
import { defineRoute, handle, serve } from '../../../../../lib/route.js';
import { answerDesk } from '../../../../../lib/tickets/desk.js';
import { CaseIdParams, TicketAnswer, TicketDetail } from '../../../../../schemas/tickets.js';

export const answerSupportTicket = defineRoute({
  operationId: 'answerSupportTicket',
  method: 'POST',
  path: '/api/v1/support/tickets/{caseId}/messages',
  auth: 'token:support',
  summary: 'Answer a support ticket',
  description: 'Adds a support message; the ticket becomes answered. Answers the ticket as it now stands.',
  tags: ['Support desk'],
  params: CaseIdParams,
  body: TicketAnswer,
  responses: { 201: TicketDetail },
  errors: ['not_found'],
});

// POST /api/v1/support/tickets/{caseId}/messages – answer the visitor
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(answerSupportTicket, async ({ params, body }) => ({
    status: 201,
    body: await answerDesk(db(), params.caseId, body.message),
  })),
);
