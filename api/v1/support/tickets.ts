import { db } from '../../../lib/db.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { listDesk } from '../../../lib/tickets/desk.js';
import { TicketList, TicketListQuery } from '../../../schemas/tickets.js';

export const listSupportTickets = defineRoute({
  operationId: 'listSupportTickets',
  method: 'GET',
  path: '/api/v1/support/tickets',
  auth: 'token:support',
  summary: 'Support tickets, newest activity first',
  description: 'Filter by `status`; paged with `limit` and `cursor`.',
  tags: ['Support desk'],
  query: TicketListQuery,
  responses: { 200: TicketList },
});

// GET /api/v1/support/tickets – the support queue
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(listSupportTickets, async ({ query }) => ({ status: 200, body: await listDesk(db(), query) })),
);
