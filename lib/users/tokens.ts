// Personal API tokens managed by their owner (developer settings): listed without the
// secret, created through the shared token module (shown once, stored as SHA-256), revoked
// at once. Only personal tokens are reachable here, even when a staff token names the account.
import { createToken, revokeToken } from '../auth/tokens.js';
import type { Sql, Queryable } from '../db.js';
import { ApiError } from '../errors.js';
import { decodeCursor, EXACT_UTC, pageOf, TimeIdCursor } from '../http/paging.js';
import { iso } from '../../schemas/common.js';

/** Active personal tokens one account may hold; enough for every script a student runs. */
export const PERSONAL_TOKENS_MAX = 25;

interface TokenRow {
  id: string;
  name: string;
  prefix: 'tk_per_' | 'tk_pat_';
  hint: string;
  created_at: Date;
  last_used_at: Date | null;
}

const toToken = (row: TokenRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  hint: row.hint,
  createdAt: iso(row.created_at),
  lastUsedAt: iso(row.last_used_at),
});

const TokenCursor = TimeIdCursor;

export async function listPersonalTokens(
  sql: Queryable,
  userId: string,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = decodeCursor(page.cursor, TokenCursor);
  const rows = await sql<(TokenRow & { key: string })[]>`
    select id, name, prefix, hint, created_at, last_used_at,
           to_char(created_at at time zone 'UTC', ${EXACT_UTC}) as key
    from api_tokens
    where user_id = ${userId} and scope = 'personal' and revoked_at is null
      ${after ? sql`and (created_at, id) > (${after[0]}::text::timestamptz, ${after[1]}::uuid)` : sql``}
    order by created_at, id
    limit ${page.limit + 1}`;
  const { items, nextCursor } = pageOf(rows, page.limit, (r) => [r.key, r.id]);
  return { items: items.map(toToken), nextCursor };
}

export async function createPersonalToken(sql: Sql, userId: string, name: string) {
  return sql.begin(async (tx) => {
    // The account row serialises concurrent creations, so the cap holds under races.
    await tx`select id from users where id = ${userId} for update`;
    const [{ count } = { count: 0 }] = await tx<{ count: number }[]>`
      select count(*)::int as count from api_tokens where user_id = ${userId} and scope = 'personal' and revoked_at is null`;
    if (count >= PERSONAL_TOKENS_MAX) {
      throw new ApiError('conflict', {
        message: `You already have ${PERSONAL_TOKENS_MAX} active personal tokens.`,
        hint: 'Revoke a token you no longer use, then create the new one.',
      });
    }
    const created = await createToken(tx, { kind: 'per', name, userId });
    return {
      id: created.id,
      name: created.name,
      prefix: 'tk_per_' as const,
      hint: created.hint,
      token: created.token,
      createdAt: iso(created.createdAt),
      lastUsedAt: null,
    };
  });
}

/** Revokes one of the caller's personal tokens; anything else (another's, a staff token, revoked) is not found. */
export async function revokePersonalToken(sql: Queryable, userId: string, id: string): Promise<void> {
  const [mine] = await sql`
    select id from api_tokens where id = ${id} and user_id = ${userId} and scope = 'personal' and revoked_at is null`;
  if (!mine || !(await revokeToken(sql, id, userId))) {
    throw new ApiError('not_found', {
      message: 'No active personal token with this id.',
      hint: 'List your tokens to find its id.',
    });
  }
}
