// Accounts as the admin console sees them: search by e-mail fragment, read, set flags.
import type { TokenPrincipal } from '../auth/tokens.js';
import type { Queryable, Sql } from '../db.js';
import { ApiError } from '../errors.js';
import { decodeCursor, EXACT_UTC, pageOf, TimeIdCursor } from '../http/paging.js';
import { auditedWrite } from './audit.js';

interface UserRow {
  id: string;
  email: string | null;
  created_at: Date;
  last_seen_at: Date | null;
  school: string | null;
  programme: string | null;
  plan: 'free' | 'semester' | 'monthly';
  comped: boolean;
  is_internal: boolean;
  is_test: boolean;
  sort_at: string;
}

export function adminUser(r: UserRow) {
  return {
    id: r.id,
    email: r.email,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at ? r.last_seen_at.toISOString() : null,
    school: r.school,
    programme: r.programme,
    plan: r.plan,
    // DESIGN §7: paid when on a paying plan or comped.
    paid: r.plan !== 'free' || r.comped,
    comped: r.comped,
    internal: r.is_internal,
    test: r.is_test,
  };
}

const COLUMNS = (sql: Queryable) =>
  sql`id, email, created_at, last_seen_at, school, programme, plan, comped, is_internal, is_test,
      to_char(created_at at time zone 'UTC', ${EXACT_UTC}) as sort_at`;

/** `%` and `_` in the fragment are matched literally. */
function likePattern(fragment: string): string {
  return `%${fragment.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchUsers(
  sql: Queryable,
  q: { limit: number; cursor?: string | undefined; email?: string | undefined },
) {
  const after = decodeCursor(q.cursor, TimeIdCursor);
  const rows = await sql<UserRow[]>`
    select ${COLUMNS(sql)} from users
    where true
      ${q.email ? sql`and lower(email) like ${likePattern(q.email)}` : sql``}
      ${after ? sql`and (created_at, id) < (${after[0]}::text::timestamptz, ${after[1]}::uuid)` : sql``}
    order by created_at desc, id desc
    limit ${q.limit + 1}`;
  const page = pageOf(rows, q.limit, (r) => [r.sort_at, r.id]);
  return { items: page.items.map(adminUser), nextCursor: page.nextCursor };
}

const noSuchUser = () =>
  new ApiError('not_found', {
    message: 'No account has this id.',
    hint: 'Find the account with GET /api/v1/admin/users?email=…',
  });

export async function getUser(sql: Queryable, id: string) {
  const [row] = await sql<UserRow[]>`select ${COLUMNS(sql)} from users where id = ${id}`;
  if (!row) throw noSuchUser();
  return adminUser(row);
}

export async function setUserFlags(
  sql: Sql,
  token: TokenPrincipal,
  id: string,
  flags: { comped?: boolean | undefined; internal?: boolean | undefined; test?: boolean | undefined },
) {
  return auditedWrite(sql, token, async (tx) => {
    // Locked, so the entry's "before" is the state this write replaced.
    const [before] = await tx<UserRow[]>`select ${COLUMNS(tx)} from users where id = ${id} for update`;
    if (!before) throw noSuchUser();
    const [after] = await tx<UserRow[]>`
      update users set
        comped = coalesce(${flags.comped ?? null}::boolean, comped),
        is_internal = coalesce(${flags.internal ?? null}::boolean, is_internal),
        is_test = coalesce(${flags.test ?? null}::boolean, is_test)
      where id = ${id}
      returning ${COLUMNS(tx)}`;
    const flagsOf = (r: UserRow) => ({ comped: r.comped, internal: r.is_internal, test: r.is_test });
    return {
      result: adminUser(after!),
      audit: {
        action: 'user.flags.update',
        targetType: 'user',
        targetId: id,
        before: flagsOf(before),
        after: flagsOf(after!),
      },
    };
  });
}

/** An existing account by id or e-mail (new tokens, teammates); unknown → 404, ambiguous e-mail → 409. */
export async function findAccount(
  sql: Queryable,
  by: { userId?: string | undefined; email?: string | undefined },
): Promise<string> {
  if (by.userId) {
    const [row] = await sql<{ id: string }[]>`select id from users where id = ${by.userId}`;
    if (!row)
      throw new ApiError('not_found', {
        message: 'No account has this id.',
        hint: 'Find the account with GET /api/v1/admin/users?email=…',
      });
    return row.id;
  }
  const rows = await sql<{ id: string }[]>`select id from users where lower(email) = lower(${by.email!}) limit 2`;
  if (rows.length === 0) {
    throw new ApiError('not_found', {
      message: 'No account has this e-mail address.',
      hint: 'The account is created when its owner first signs in; check the address or use the id.',
    });
  }
  if (rows.length > 1) {
    throw new ApiError('conflict', {
      message: 'Several accounts share this e-mail address.',
      hint: 'Name the account by userId instead.',
    });
  }
  return rows[0]!.id;
}
