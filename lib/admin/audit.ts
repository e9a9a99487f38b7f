// The audit log of admin tokens: every write runs through auditedWrite(), which appends its
// entry in the write's own transaction, so there is never a write without its entry or an
// entry without its write. The database fills in the acting account and the on-behalf mark
// (trigger admin_audit_log_fill) and refuses any change to an entry once written.
import type { TokenPrincipal } from '../auth/tokens.js';
import type { Queryable, Sql, TransactionSql } from '../db.js';
import { decodeCursor, pageOf } from '../http/paging.js';
import { z } from '../zod.js';

export interface AuditRecord {
  /** `<resource>.<verb>`, e.g. `org.team.add`. */
  action: string;
  targetType: string;
  targetId: string;
  organisationId?: string | null;
  /** API-shaped (JSON-ready) records; never a secret. */
  before?: unknown;
  after?: unknown;
}

export interface AuditedResult<T> {
  result: T;
  /** null when the request changed nothing (e.g. revoking a token that is already revoked). */
  audit: AuditRecord | null;
}

export async function auditedWrite<T>(
  sql: Sql,
  token: TokenPrincipal,
  write: (tx: TransactionSql) => Promise<AuditedResult<T>>,
): Promise<T> {
  return sql.begin(async (tx) => {
    const { result, audit } = await write(tx);
    if (audit) await appendAudit(tx, token, audit);
    return result;
  }) as Promise<T>;
}

async function appendAudit(tx: TransactionSql, token: TokenPrincipal, entry: AuditRecord): Promise<void> {
  const json = (value: unknown) =>
    value === undefined || value === null ? null : tx.json(value as Parameters<typeof tx.json>[0]);
  await tx`
    insert into admin_audit_log (token_id, organisation_id, action, target_type, target_id, before, after)
    values (${token.id}, ${entry.organisationId ?? null}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
            ${json(entry.before)}, ${json(entry.after)})`;
}

interface AuditRow {
  id: string;
  created_at: Date;
  token_id: string;
  actor_user_id: string | null;
  organisation_id: string | null;
  on_behalf: boolean;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  limit: number;
  cursor?: string | undefined;
  organisationId?: string | undefined;
  actorUserId?: string | undefined;
  tokenId?: string | undefined;
}

const AuditCursor = z.string().regex(/^\d{1,19}$/);

/** Newest first; the identity column is the sort key, so the cursor is exact. */
export async function listAudit(sql: Queryable, filter: AuditFilter) {
  const after = decodeCursor(filter.cursor, AuditCursor);
  const rows = await sql<AuditRow[]>`
    select id::text as id, created_at, token_id, actor_user_id, organisation_id, on_behalf, action, target_type, target_id, before, after
    from admin_audit_log
    where true
      ${filter.organisationId ? sql`and organisation_id = ${filter.organisationId}` : sql``}
      ${filter.actorUserId ? sql`and actor_user_id = ${filter.actorUserId}` : sql``}
      ${filter.tokenId ? sql`and token_id = ${filter.tokenId}` : sql``}
      ${after ? sql`and id < ${after}::bigint` : sql``}
    order by id desc
    limit ${filter.limit + 1}`;
  const page = pageOf(rows, filter.limit, (r) => r.id);
  return {
    items: page.items.map((r) => ({
      id: r.id,
      at: r.created_at.toISOString(),
      tokenId: r.token_id,
      actorUserId: r.actor_user_id,
      organisationId: r.organisation_id,
      onBehalf: r.on_behalf,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}
