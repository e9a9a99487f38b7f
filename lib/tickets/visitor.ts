// createSupportTicket: what an anonymous visitor can do with a ticket. Access is by case
// number plus token; every failed check is the same 404 (lib/tickets/access.ts).
import type { Queryable, Sql } from '../db.js';
import { addressKey, enforce, hit } from '../ratelimit.js';
import type { TicketRequest, TicketResponse } from '../../schemas/tickets.js';
import { newCaseId, normaliseCaseId } from './case-id.js';
import { newTicketToken, ticketNotFound, tokenMatches } from './access.js';
import { appendMessage, findAccess, insertTicket, ticketDetail } from './store.js';
import { defaultSubject } from './subject.js';

/** DESIGN §7: new tickets per client address, replies per ticket. */
export const TICKET_CREATE_LIMIT = { limit: 5, windowSeconds: 3600 } as const;
export const TICKET_REPLY_LIMIT = { limit: 30, windowSeconds: 3600 } as const;

export interface OpenTicketInput {
  email: string;
  name?: string | undefined;
  category?: 'bug' | 'billing' | 'account' | 'feature' | 'other' | undefined;
  subject?: string | undefined;
  message: string;
}

/** The limit key for a client address (hashed, see addressKey). */
export const createLimitKey = (ip: string) => addressKey('ticket:create', ip);

export async function openTicket(sql: Sql, ip: string, input: OpenTicketInput): Promise<TicketResponse> {
  const { limit, windowSeconds } = TICKET_CREATE_LIMIT;
  enforce(
    await hit(sql, createLimitKey(ip), limit, windowSeconds),
    `at most ${limit} new tickets per hour from one address`,
  );
  const { token, hash } = newTicketToken();
  const subject = input.subject || defaultSubject(input.message);
  const created = await insertTicket(sql, {
    caseId: newCaseId,
    tokenHash: hash,
    email: input.email,
    name: input.name || null,
    category: input.category ?? 'other',
    subject,
    message: input.message,
  });
  return { caseId: created.caseId, token, status: created.status, subject };
}

/** The ticket's id when caseId and token match; otherwise the one 404, after the same hashing work. */
async function authorise(sql: Queryable, caseId: string, token: string): Promise<string> {
  const access = await findAccess(sql, normaliseCaseId(caseId));
  if (!tokenMatches(access?.token_hash, token)) throw ticketNotFound();
  return access!.id;
}

export async function checkTicket(sql: Sql, caseId: string, token: string): Promise<TicketResponse> {
  const id = await authorise(sql, caseId, token);
  const ticket = await ticketDetail(sql, { id });
  if (!ticket) throw ticketNotFound();
  return { caseId: ticket.caseId, status: ticket.status, subject: ticket.subject, messages: ticket.messages };
}

/** A visitor message; the ticket becomes open again (also when it was answered or solved). */
export async function replyToTicket(sql: Sql, caseId: string, token: string, message: string): Promise<TicketResponse> {
  const id = await authorise(sql, caseId, token);
  // Counted only once the caller has proven access, so guesses cannot use up a ticket's replies.
  const { limit, windowSeconds } = TICKET_REPLY_LIMIT;
  enforce(
    await hit(sql, `ticket:reply:${id}`, limit, windowSeconds),
    `at most ${limit} replies per hour on one ticket`,
  );
  const ticket = await appendMessage(sql, { id }, 'user', message);
  if (!ticket) throw ticketNotFound();
  return { caseId: ticket.caseId, status: ticket.status, subject: ticket.subject, messages: ticket.messages };
}

/** One TicketRequest, by action; the schema has already checked the fields each action needs. */
export function ticketRequest(sql: Sql, ip: string, body: TicketRequest): Promise<TicketResponse> {
  const { action = 'create', caseId = '', token = '', email = '', name, category, subject, message = '' } = body;
  switch (action) {
    case 'create':
      return openTicket(sql, ip, { email, name, category, subject, message });
    case 'check':
      return checkTicket(sql, caseId, token);
    case 'reply':
      return replyToTicket(sql, caseId, token, message);
  }
}
