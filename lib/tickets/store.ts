// Ticket rows in Postgres. A message and the status change it causes commit in one
// transaction, with the ticket row locked (select … for update), so concurrent messages on
// one ticket are serialised: each sees every earlier one, and none is lost.
import type { Sql, Queryable } from '../db.js';
import { iso } from '../../schemas/common.js';
import type { Ticket, TicketDetail, TicketMessage, TicketStatus } from '../../schemas/tickets.js';
import { nextStatus, type AuthorRole } from './transitions.js';

interface TicketRow {
  id: string;
  case_id: string;
  status: TicketStatus;
  category: Ticket['category'];
  subject: string;
  email: string;
  name: string | null;
  message_count: number;
  created_at: Date;
  last_activity_at: Date;
  first_answered_at: Date | null;
}

export interface StoredTicket extends Ticket {
  /** Internal key; never leaves the service. */
  id: string;
}

const TICKET_COLUMNS = (sql: Queryable) => sql`
  t.id, t.case_id, t.status, t.category, t.subject, t.email, t.name, t.created_at, t.last_activity_at, t.first_answered_at,
  (select count(*) from ticket_messages m where m.ticket_id = t.id)::int as message_count`;

function toTicket(row: TicketRow): StoredTicket {
  return {
    id: row.id,
    caseId: row.case_id,
    status: row.status,
    category: row.category,
    subject: row.subject,
    email: row.email,
    name: row.name,
    messageCount: row.message_count,
    createdAt: iso(row.created_at),
    lastActivityAt: iso(row.last_activity_at),
    firstAnsweredAt: iso(row.first_answered_at),
  };
}

export interface NewTicket {
  caseId: () => string;
  tokenHash: Buffer;
  email: string;
  name: string | null;
  category: Ticket['category'];
  subject: string;
  message: string;
}

/** Inserts the ticket and its first message together; draws a new case number on the (unlikely) clash. */
export async function insertTicket(sql: Sql, input: NewTicket): Promise<{ caseId: string; status: TicketStatus }> {
  return sql.begin(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const caseId = input.caseId();
      const [row] = await tx<{ id: string; status: TicketStatus }[]>`
        insert into tickets (case_id, token_hash, email, name, category, subject, status)
        values (${caseId}, ${input.tokenHash}, ${input.email}, ${input.name}, ${input.category}, ${input.subject},
                ${nextStatus({ kind: 'created' })})
        on conflict (case_id) do nothing
        returning id, status`;
      if (!row) continue;
      await tx`insert into ticket_messages (ticket_id, author_role, body) values (${row.id}, 'user', ${input.message})`;
      return { caseId, status: row.status };
    }
    throw new Error('could not draw an unused case number');
  });
}

/** The id and token hash for the caseId + token check; no query at all for a malformed case number. */
export async function findAccess(
  sql: Queryable,
  caseId: string | null,
): Promise<{ id: string; token_hash: Buffer } | undefined> {
  if (caseId === null) return undefined;
  const [row] = await sql<
    { id: string; token_hash: Buffer }[]
  >`select id, token_hash from tickets where case_id = ${caseId}`;
  return row;
}

async function messagesOf(sql: Queryable, ticketId: string): Promise<TicketMessage[]> {
  const rows = await sql<{ author_role: AuthorRole; body: string; created_at: Date }[]>`
    select author_role, body, created_at from ticket_messages where ticket_id = ${ticketId} order by id`;
  return rows.map((r) => ({ authorRole: r.author_role, body: r.body, createdAt: iso(r.created_at) }));
}

async function readDetail(
  sql: Queryable,
  where: { id: string } | { caseId: string },
): Promise<(TicketDetail & { id: string }) | undefined> {
  const [row] = await sql<TicketRow[]>`
    select ${TICKET_COLUMNS(sql)} from tickets t
    where ${'id' in where ? sql`t.id = ${where.id}` : sql`t.case_id = ${where.caseId}`}`;
  if (!row) return undefined;
  return { ...toTicket(row), messages: await messagesOf(sql, row.id) };
}

export function ticketDetail(
  sql: Queryable,
  where: { id: string } | { caseId: string },
): Promise<(TicketDetail & { id: string }) | undefined> {
  return readDetail(sql, where);
}

/**
 * Appends a message and applies its status change in one transaction, with the ticket row
 * locked; returns the ticket as it stands after the commit point of this message.
 */
export async function appendMessage(
  sql: Sql,
  where: { id: string } | { caseId: string },
  role: AuthorRole,
  body: string,
): Promise<(TicketDetail & { id: string }) | undefined> {
  return sql.begin(async (tx) => {
    const [locked] = await tx<{ id: string }[]>`
      select id from tickets
      where ${'id' in where ? tx`id = ${where.id}` : tx`case_id = ${where.caseId}`}
      for update`;
    if (!locked) return undefined;
    // One statement: the ticket's activity time is the message's own (microsecond) timestamp.
    await tx`
      with m as (
        insert into ticket_messages (ticket_id, author_role, body) values (${locked.id}, ${role}, ${body})
        returning created_at
      )
      update tickets t set
        status = ${nextStatus({ kind: 'message', role })},
        last_activity_at = m.created_at,
        first_answered_at = ${role === 'support' ? tx`coalesce(t.first_answered_at, m.created_at)` : tx`t.first_answered_at`}
      from m
      where t.id = ${locked.id}`;
    return readDetail(tx, { id: locked.id });
  });
}

/** Sets the status; a change counts as activity, setting the same status again does not. */
export async function setStatus(
  sql: Sql,
  caseId: string,
  status: TicketStatus,
): Promise<(TicketDetail & { id: string }) | undefined> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      update tickets set
        last_activity_at = case when status <> ${status} then clock_timestamp() else last_activity_at end,
        status = ${nextStatus({ kind: 'set', status })}
      where case_id = ${caseId}
      returning id`;
    return row ? readDetail(tx, { id: row.id }) : undefined;
  });
}

export interface ListOptions {
  status?: TicketStatus | undefined;
  limit: number;
  /** The sort key of the last ticket of the previous page. */
  after?: { at: string; id: string } | undefined;
}

/** Newest activity first; ties broken by id so the order is total and paging stable. */
export async function listTickets(
  sql: Queryable,
  options: ListOptions,
): Promise<Array<StoredTicket & { activityKey: string }>> {
  const { status, limit, after } = options;
  // The cursor keeps the timestamp to the microsecond as Postgres has it: a JavaScript Date
  // would round it to milliseconds and skip or repeat rows at a page boundary. Hence also
  // `::text::timestamptz`: a parameter typed timestamptz goes through postgres.js's Date
  // serialiser, which drops the microseconds.
  const rows = await sql<Array<TicketRow & { activity_key: string }>>`
    select ${TICKET_COLUMNS(sql)},
           to_char(t.last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as activity_key
    from tickets t
    where true
      ${status ? sql`and t.status = ${status}` : sql``}
      ${
        after
          ? sql`and (t.last_activity_at < ${after.at}::text::timestamptz
                         or (t.last_activity_at = ${after.at}::text::timestamptz and t.id > ${after.id}::uuid))`
          : sql``
      }
    order by t.last_activity_at desc, t.id
    limit ${limit}`;
  return rows.map((r) => ({ ...toTicket(r), activityKey: r.activity_key }));
}
