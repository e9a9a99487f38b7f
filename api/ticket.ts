import { db } from '../lib/db.js';
import { defineRoute, handle, serve } from '../lib/route.js';
import { ticketRequest } from '../lib/tickets/visitor.js';
import { TicketRequest, TicketResponse } from '../schemas/tickets.js';

export const createSupportTicket = defineRoute({
  operationId: 'createSupportTicket',
  method: 'POST',
  path: '/api/ticket',
  auth: 'none',
  summary: 'Open, check or reply to a support ticket without an account',
  description: [
    'Without `action` (or with `create`): opens a ticket from `email` and `message` (`name`, `category` (default other) and `subject` (default: the first line of the message) are optional) and answers `caseId`, `token` and `status` open. The token is shown only in this response; keep it.',
    '`check` (with `caseId` and `token`) answers the ticket with its messages; `reply` (with `caseId`, `token` and `message`) adds a message, reopens the ticket and answers the messages.',
    'A case number without its matching token reveals nothing: unknown case, wrong token and malformed values all answer the same 404.',
    'Limits: 5 new tickets per client address per hour, 30 replies per ticket per hour (429 with Retry-After). Text: name 100, subject 200, message 10,000 characters.',
  ].join('\n\n'),
  tags: ['Support'],
  body: TicketRequest,
  // Every text field at its limit (10,620 characters together) as `\u` escapes is about 64 KB.
  maxBodyBytes: 128 * 1024,
  responses: { 200: TicketResponse },
  errors: ['not_found', 'rate_limited'],
  // Listed by the specification for this operation; this implementation has no credential
  // check or upstream call that would raise them.
  documentedErrors: ['unauthorized', 'upstream_error'],
  idempotent: { secret: 'token' },
});

// POST /api/ticket – open a ticket, or check or reply with its case number and token
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  handle(createSupportTicket, async ({ body, ctx }) => ({
    status: 200,
    body: await ticketRequest(db(), ctx.ip, body),
  })),
);
