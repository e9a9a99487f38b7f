import { db } from '../../../lib/db.js';
import { defineRoute, handle, serve } from '../../../lib/route.js';
import { listDesk } from '../../../lib/tickets/desk.js';
import { TicketList, TicketListQuery } from '../../../schemas/tickets.js';

export const listAdminTickets = defineRoute({
  operationId: 'listAdminTickets',
  method: 'GET',
  path: '/api/v1/admin/tickets',
  auth: 'token:admin',
  summary: 'Support tickets, read-only, newest activity first',
  description: 'The support queue as the admin console shows it. Filter by `status`; paged with `limit` and `cursor`.',
  tags: ['Admin'],
  query: TicketListQuery,
  responses: { 200: TicketList },
});

// GET /api/v1/admin/tickets – the support queue, read-only
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(listAdminTickets, async ({ query }) => ({ status: 200, body: await listDesk(db(), query) })),
);
