// Student organisations managed with admin tokens: clubs, their teams, posts on their behalf.
// Every write goes through auditedWrite (one audit entry, same transaction). The rule that a
// token's own account cannot join an existing club's team is the database's
// (trigger org_members_refuse_self_add, SQLSTATE GT403 → 403 forbidden); this module does
// not re-check it, so the API and raw SQL meet the same rule.
import { findAccount } from '../admin/users.js';
import { auditedWrite } from '../admin/audit.js';
import type { TokenPrincipal } from '../auth/tokens.js';
import type { Queryable, Sql } from '../db.js';
import { ApiError, badRequest, RULE_VIOLATION_SQLSTATE } from '../errors.js';
import { decodeCursor, EXACT_UTC, pageOf, TimeIdCursor } from '../http/paging.js';
import { z } from '../zod.js';

interface OrgRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  team_size: number;
  created_at: Date;
  updated_at: Date;
}

export function organisation(r: OrgRow) {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    teamSize: Number(r.team_size),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

const ORG_COLUMNS = (sql: Queryable) =>
  sql`o.id, o.slug, o.name, o.description, o.created_at, o.updated_at,
      (select count(*) from org_members m where m.org_id = o.id)::int as team_size`;

const noSuchOrg = () =>
  new ApiError('not_found', {
    message: 'No organisation has this id.',
    hint: 'List organisations with GET /api/v1/orgs.',
  });
const slugTaken = (slug: string) =>
  new ApiError('conflict', {
    message: `The slug "${slug}" is already used by another organisation.`,
    hint: 'Choose another slug.',
  });

/** Slug order: the slug is unique, so it is the whole cursor. */
export async function listOrgs(sql: Queryable, q: { limit: number; cursor?: string | undefined }) {
  const after = decodeCursor(q.cursor, z.string().max(64));
  const rows = await sql<OrgRow[]>`
    select ${ORG_COLUMNS(sql)} from organisations o
    ${after !== undefined ? sql`where o.slug > ${after}` : sql``}
    order by o.slug
    limit ${q.limit + 1}`;
  const page = pageOf(rows, q.limit, (r) => r.slug);
  return { items: page.items.map(organisation), nextCursor: page.nextCursor };
}

async function orgRow(sql: Queryable, id: string, lock = false): Promise<OrgRow> {
  const [row] = await sql<
    OrgRow[]
  >`select ${ORG_COLUMNS(sql)} from organisations o where o.id = ${id} ${lock ? sql`for update of o` : sql``}`;
  if (!row) throw noSuchOrg();
  return row;
}

export async function getOrg(sql: Queryable, id: string) {
  return organisation(await orgRow(sql, id));
}

/** Unique violations are reported by name, so a taken slug reads as such (the insert decides, not a prior select). */
function isSlugConflict(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: string }).code === '23505' &&
    (err as { constraint_name?: string }).constraint_name === 'organisations_slug_key'
  );
}

export async function createOrg(
  sql: Sql,
  token: TokenPrincipal,
  input: { name: string; slug: string; description?: string | null | undefined; joinTeam: boolean },
) {
  if (input.joinTeam && !token.userId) {
    throw badRequest(
      'joinTeam: this token belongs to no account, so there is no one to put on the team',
      'Create the token with an account (userId or email), or leave joinTeam out.',
    );
  }
  try {
    return await auditedWrite(sql, token, async (tx) => {
      const [created] = await tx<{ id: string }[]>`
        insert into organisations (slug, name, description, created_by_token_id)
        values (${input.slug}, ${input.name}, ${input.description || null}, ${token.id})
        returning id`;
      // Allowed by the team trigger only because the club is created in this same transaction.
      if (input.joinTeam)
        await tx`insert into org_members (org_id, user_id, added_by_token_id) values (${created!.id}, ${token.userId}, ${token.id})`;
      const org = organisation(await orgRow(tx, created!.id));
      return {
        result: org,
        audit: {
          action: 'org.create',
          targetType: 'organisation',
          targetId: org.id,
          organisationId: org.id,
          after: org,
        },
      };
    });
  } catch (err) {
    if (isSlugConflict(err)) throw slugTaken(input.slug);
    throw err;
  }
}

export async function updateOrg(
  sql: Sql,
  token: TokenPrincipal,
  id: string,
  patch: { name?: string | undefined; slug?: string | undefined; description?: string | null | undefined },
) {
  try {
    return await auditedWrite(sql, token, async (tx) => {
      const before = organisation(await orgRow(tx, id, true));
      await tx`
        update organisations set
          name = ${patch.name ?? before.name},
          slug = ${patch.slug ?? before.slug},
          description = ${patch.description === undefined ? before.description : patch.description || null}
        where id = ${id}`;
      const after = organisation(await orgRow(tx, id));
      return {
        result: after,
        audit: { action: 'org.update', targetType: 'organisation', targetId: id, organisationId: id, before, after },
      };
    });
  } catch (err) {
    if (isSlugConflict(err)) throw slugTaken(patch.slug ?? '');
    throw err;
  }
}

interface MemberRow {
  org_id: string;
  user_id: string;
  email: string | null;
  added_at: Date;
  added_by_token_id: string | null;
  added_by_user_id: string | null;
  sort_at: string;
}

export function teammate(r: MemberRow) {
  return {
    organisationId: r.org_id,
    userId: r.user_id,
    email: r.email,
    addedAt: r.added_at.toISOString(),
    addedByTokenId: r.added_by_token_id,
    addedByUserId: r.added_by_user_id,
  };
}

const MEMBER_COLUMNS = (sql: Queryable) =>
  sql`m.org_id, m.user_id, u.email, m.added_at, m.added_by_token_id, m.added_by_user_id,
      to_char(m.added_at at time zone 'UTC', ${EXACT_UTC}) as sort_at`;

export async function listTeam(sql: Queryable, orgId: string, q: { limit: number; cursor?: string | undefined }) {
  await orgRow(sql, orgId);
  const after = decodeCursor(q.cursor, TimeIdCursor);
  const rows = await sql<MemberRow[]>`
    select ${MEMBER_COLUMNS(sql)} from org_members m join users u on u.id = m.user_id
    where m.org_id = ${orgId}
      ${after ? sql`and (m.added_at, m.user_id) > (${after[0]}::text::timestamptz, ${after[1]}::uuid)` : sql``}
    order by m.added_at, m.user_id
    limit ${q.limit + 1}`;
  const page = pageOf(rows, q.limit, (r) => [r.sort_at, r.user_id]);
  return { items: page.items.map(teammate), nextCursor: page.nextCursor };
}

export async function getTeammate(sql: Queryable, orgId: string, userId: string) {
  await orgRow(sql, orgId);
  const [row] = await sql<MemberRow[]>`
    select ${MEMBER_COLUMNS(sql)} from org_members m join users u on u.id = m.user_id
    where m.org_id = ${orgId} and m.user_id = ${userId}`;
  if (!row)
    throw new ApiError('not_found', {
      message: "This account is not on the organisation's team.",
      hint: 'List the team with GET /api/v1/orgs/{id}/team.',
    });
  return teammate(row);
}

export async function addTeammate(
  sql: Sql,
  token: TokenPrincipal,
  orgId: string,
  who: { userId?: string | undefined; email?: string | undefined },
) {
  try {
    return await insertTeammate(sql, token, orgId, who);
  } catch (err) {
    // The trigger decided; here its refusal only gets a hint that fits it.
    if ((err as { code?: string }).code === RULE_VIOLATION_SQLSTATE) {
      throw new ApiError('forbidden', {
        message: String((err as Error).message),
        hint: 'Another account must add this one: a teammate, or an admin token of another account.',
        cause: err,
      });
    }
    throw err;
  }
}

function insertTeammate(
  sql: Sql,
  token: TokenPrincipal,
  orgId: string,
  who: { userId?: string | undefined; email?: string | undefined },
) {
  return auditedWrite(sql, token, async (tx) => {
    await orgRow(tx, orgId);
    const userId = await findAccount(tx, who);
    const inserted = await tx<{ user_id: string }[]>`
      insert into org_members (org_id, user_id, added_by_token_id) values (${orgId}, ${userId}, ${token.id})
      on conflict (org_id, user_id) do nothing
      returning user_id`;
    if (inserted.length === 0) {
      throw new ApiError('conflict', {
        message: "This account is already on the organisation's team.",
        hint: 'List the team with GET /api/v1/orgs/{id}/team.',
      });
    }
    const [row] = await tx<MemberRow[]>`
      select ${MEMBER_COLUMNS(tx)} from org_members m join users u on u.id = m.user_id
      where m.org_id = ${orgId} and m.user_id = ${userId}`;
    const member = teammate(row!);
    return {
      result: member,
      audit: {
        action: 'org.team.add',
        targetType: 'org_member',
        targetId: userId,
        organisationId: orgId,
        after: member,
      },
    };
  });
}

interface PostRow {
  id: string;
  org_id: string;
  title: string;
  body: string;
  event_start: Date | null;
  event_end: Date | null;
  location: string | null;
  published_by_token_id: string | null;
  published_by_user_id: string | null;
  on_behalf: boolean;
  created_at: Date;
  sort_at: string;
}

export function orgPost(r: PostRow) {
  return {
    id: r.id,
    organisationId: r.org_id,
    title: r.title,
    body: r.body,
    eventStart: r.event_start ? r.event_start.toISOString() : null,
    eventEnd: r.event_end ? r.event_end.toISOString() : null,
    location: r.location,
    publishedByTokenId: r.published_by_token_id,
    publishedByUserId: r.published_by_user_id,
    onBehalf: r.on_behalf,
    createdAt: r.created_at.toISOString(),
  };
}

const POST_COLUMNS = (sql: Queryable) =>
  sql`id, org_id, title, body, event_start, event_end, location, published_by_token_id, published_by_user_id, on_behalf, created_at,
      to_char(created_at at time zone 'UTC', ${EXACT_UTC}) as sort_at`;

export async function listPosts(sql: Queryable, orgId: string, q: { limit: number; cursor?: string | undefined }) {
  await orgRow(sql, orgId);
  const after = decodeCursor(q.cursor, TimeIdCursor);
  const rows = await sql<PostRow[]>`
    select ${POST_COLUMNS(sql)} from org_posts
    where org_id = ${orgId}
      ${after ? sql`and (created_at, id) < (${after[0]}::text::timestamptz, ${after[1]}::uuid)` : sql``}
    order by created_at desc, id desc
    limit ${q.limit + 1}`;
  const page = pageOf(rows, q.limit, (r) => [r.sort_at, r.id]);
  return { items: page.items.map(orgPost), nextCursor: page.nextCursor };
}

export async function publishPost(
  sql: Sql,
  token: TokenPrincipal,
  orgId: string,
  input: {
    title: string;
    body: string;
    eventStart?: string | undefined;
    eventEnd?: string | undefined;
    location?: string | undefined;
  },
) {
  return auditedWrite(sql, token, async (tx) => {
    await orgRow(tx, orgId);
    const [row] = await tx<PostRow[]>`
      insert into org_posts (org_id, title, body, event_start, event_end, location, published_by_token_id)
      values (${orgId}, ${input.title}, ${input.body}, ${input.eventStart ?? null}::text::timestamptz, ${input.eventEnd ?? null}::text::timestamptz,
              ${input.location ?? null}, ${token.id})
      returning ${POST_COLUMNS(tx)}`;
    const post = orgPost(row!);
    return {
      result: post,
      audit: {
        action: 'org.post.publish',
        targetType: 'org_post',
        targetId: post.id,
        organisationId: orgId,
        after: post,
      },
    };
  });
}
