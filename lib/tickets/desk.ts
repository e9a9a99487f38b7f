// The support desk (tk_sup_) and the admin console's read-only view (tk_adm_): list, read,
// answer and set the status of tickets. Staff address tickets by case number alone.
import type { Queryable, Sql } from '../db.js';
import { ApiError } from '../errors.js';
import { decodeCursor, pageOf } from '../http/paging.js';
import { z } from '../zod.js';
import type { Ticket, TicketDetail, TicketStatus } from '../../schemas/tickets.js';
import { normaliseCaseId } from './case-id.js';
import { appendMessage, listTickets, setStatus, ticketDetail, type StoredTicket } from './store.js';

const noSuchCase = () =>
  new ApiError('not_found', {
    message: 'No ticket has this case number.',
    hint: 'Check the case number, e.g. GT-7K3M-Q9XD-2HWP.',
  });

const CursorKey = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.uuid(),
});

/** Field by field, so nothing internal (the row id, sort keys) can leave by accident. */
function publicTicket(t: StoredTicket): Ticket {
  return {
    caseId: t.caseId,
    status: t.status,
    category: t.category,
    subject: t.subject,
    email: t.email,
    name: t.name,
    messageCount: t.messageCount,
    createdAt: t.createdAt,
    lastActivityAt: t.lastActivityAt,
    firstAnsweredAt: t.firstAnsweredAt,
  };
}

function publicDetail(t: TicketDetail & { id: string }): TicketDetail {
  return { ...publicTicket(t), messages: t.messages };
}

export async function listDesk(
  sql: Queryable,
  query: { status?: TicketStatus | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: Ticket[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, CursorKey);
  const rows = await listTickets(sql, { status: query.status, limit: query.limit + 1, after });
  const page = pageOf(rows, query.limit, (r) => ({ at: r.activityKey, id: r.id }));
  return { items: page.items.map((r) => publicTicket(r)), nextCursor: page.nextCursor };
}

export async function readDesk(sql: Queryable, caseIdInput: string): Promise<TicketDetail> {
  const caseId = normaliseCaseId(caseIdInput);
  const ticket = caseId ? await ticketDetail(sql, { caseId }) : undefined;
  if (!ticket) throw noSuchCase();
  return publicDetail(ticket);
}

/** A support answer: the ticket becomes answered, and first_answered_at is set the first time. */
export async function answerDesk(sql: Sql, caseIdInput: string, message: string): Promise<TicketDetail> {
  const caseId = normaliseCaseId(caseIdInput);
  const ticket = caseId ? await appendMessage(sql, { caseId }, 'support', message) : undefined;
  if (!ticket) throw noSuchCase();
  return publicDetail(ticket);
}

export async function setDeskStatus(sql: Sql, caseIdInput: string, status: TicketStatus): Promise<TicketDetail> {
  const caseId = normaliseCaseId(caseIdInput);
  const ticket = caseId ? await setStatus(sql, caseId, status) : undefined;
  if (!ticket) throw noSuchCase();
  return publicDetail(ticket);
}
