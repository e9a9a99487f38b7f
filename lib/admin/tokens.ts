// API tokens as the admin console manages them: listed without secrets, issued once,
// revoked at once (authentication reads revoked_at on every request, nothing is cached).
import { createToken, type Scope, type TokenKind, type TokenPrincipal } from '../auth/tokens.js';
import type { Queryable, Sql } from '../db.js';
import { ApiError } from '../errors.js';
import { decodeCursor, EXACT_UTC, pageOf, TimeIdCursor } from '../http/paging.js';
import { auditedWrite } from './audit.js';
import { findAccount } from './users.js';

/**
 * SPEC: a token can never widen its own scope, so it never issues a token of wider scope.
 * admin is the widest and covers every scope; every other scope covers only itself.
 */
export function mayIssue(actor: Scope, issued: Scope): boolean {
  return actor === 'admin' || actor === issued;
}

const KIND_OF_SCOPE: Record<'owner' | 'support' | 'admin', TokenKind> = {
  owner: 'owner',
  support: 'sup',
  admin: 'adm',
};

interface TokenRow {
  id: string;
  name: string;
  scope: Scope;
  prefix: string;
  hint: string;
  user_id: string | null;
  created_by_token_id: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  sort_at: string;
}

const COLUMNS = (sql: Queryable) =>
  sql`id, name, scope, prefix, hint, user_id, created_by_token_id, created_at, last_used_at, revoked_at,
      to_char(created_at at time zone 'UTC', ${EXACT_UTC}) as sort_at`;

export function adminToken(r: TokenRow) {
  return {
    id: r.id,
    name: r.name,
    scope: r.scope,
    prefix: r.prefix,
    hint: r.hint,
    userId: r.user_id,
    createdByTokenId: r.created_by_token_id,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at ? r.last_used_at.toISOString() : null,
    revokedAt: r.revoked_at ? r.revoked_at.toISOString() : null,
  };
}

export async function listTokens(
  sql: Queryable,
  q: {
    limit: number;
    cursor?: string | undefined;
    scope?: Scope | undefined;
    revoked?: boolean | undefined;
  },
) {
  const after = decodeCursor(q.cursor, TimeIdCursor);
  const rows = await sql<TokenRow[]>`
    select ${COLUMNS(sql)} from api_tokens
    where true
      ${q.scope ? sql`and scope = ${q.scope}` : sql``}
      ${q.revoked === undefined ? sql`` : q.revoked ? sql`and revoked_at is not null` : sql`and revoked_at is null`}
      ${after ? sql`and (created_at, id) < (${after[0]}::text::timestamptz, ${after[1]}::uuid)` : sql``}
    order by created_at desc, id desc
    limit ${q.limit + 1}`;
  const page = pageOf(rows, q.limit, (r) => [r.sort_at, r.id]);
  return { items: page.items.map(adminToken), nextCursor: page.nextCursor };
}

export async function issueToken(
  sql: Sql,
  actor: TokenPrincipal,
  input: {
    scope: 'owner' | 'support' | 'admin';
    name: string;
    userId?: string | undefined;
    email?: string | undefined;
  },
) {
  if (!mayIssue(actor.scope, input.scope)) {
    throw new ApiError('forbidden', {
      message: `A ${actor.scope} token cannot issue a ${input.scope} token.`,
      hint: 'A token never issues a token of wider scope.',
    });
  }
  return auditedWrite(sql, actor, async (tx) => {
    const userId = input.userId || input.email ? await findAccount(tx, input) : null;
    // createToken is typed for the pooled client; inside this transaction it runs the same single insert.
    const created = await createToken(tx, {
      kind: KIND_OF_SCOPE[input.scope],
      name: input.name,
      userId,
      createdByTokenId: actor.id,
    });
    const [row] = await tx<TokenRow[]>`select ${COLUMNS(tx)} from api_tokens where id = ${created.id}`;
    const record = adminToken(row!);
    // The entry holds the record only; the token itself leaves once, in this response.
    return {
      result: { ...record, token: created.token },
      audit: { action: 'token.create', targetType: 'api_token', targetId: created.id, after: record },
    };
  });
}

export async function revokeTokenById(sql: Sql, actor: TokenPrincipal, id: string) {
  return auditedWrite(sql, actor, async (tx) => {
    const [before] = await tx<TokenRow[]>`select ${COLUMNS(tx)} from api_tokens where id = ${id} for update`;
    if (!before)
      throw new ApiError('not_found', {
        message: 'No token has this id.',
        hint: 'List tokens with GET /api/v1/admin/tokens.',
      });
    if (before.revoked_at) return { result: adminToken(before), audit: null };
    const [after] = await tx<
      TokenRow[]
    >`update api_tokens set revoked_at = now() where id = ${id} returning ${COLUMNS(tx)}`;
    return {
      result: adminToken(after!),
      audit: {
        action: 'token.revoke',
        targetType: 'api_token',
        targetId: id,
        before: adminToken(before),
        after: adminToken(after!),
      },
    };
  });
}
