// A student's seat watches: made against the live section (so the watch starts from what the
// section looks like now and only a later opening alerts), listed, removed. Capped per plan.
import type { Sql, Queryable } from '../db.js';
import { directory, type CourseRef } from '../directory/index.js';
import { compareSections } from '../directory/format.js';
import { currentTerms } from '../directory/terms.js';
import { ApiError, badRequest } from '../errors.js';
import { enforce, hit } from '../ratelimit.js';
import { decodeCursor, EXACT_UTC, pageOf, TimeIdCursor } from '../http/paging.js';
import { iso } from '../../schemas/common.js';
import { snapshotOf, stateOf, type NotifyOn, type Snapshot, type WatchState } from './availability.js';

/** Watches one account may hold at once: free plan. */
export const FREE_SEAT_WATCHES = 3;
/** Watches one account may hold at once: paid or comped. */
export const PAID_SEAT_WATCHES = 25;
/** Section lookups at the university one account's new watches may cause per rolling minute. */
export const SEAT_LOOKUP_LIMIT = { limit: 10, windowSeconds: 60 } as const;

export interface NewWatch extends CourseRef {
  classNumber: string;
  termCode: string;
  notifyOn: NotifyOn;
  unreservedOnly: boolean;
}

interface WatchRow {
  id: string;
  subject: string;
  catalog: string;
  term_code: string;
  class_number: string;
  notify_on: NotifyOn;
  unreserved_only: boolean;
  state: WatchState;
  openings: number;
  snapshot: Snapshot;
  observed_at: Date;
  last_opened_at: Date | null;
  created_at: Date;
}

const COLUMNS = (sql: Queryable) =>
  sql`id, subject, catalog, term_code, class_number, notify_on, unreserved_only, state, openings, snapshot, observed_at, last_opened_at, created_at`;

export function toWatch(r: WatchRow) {
  const s = r.snapshot;
  return {
    id: r.id,
    subject: r.subject,
    catalog: r.catalog,
    termCode: r.term_code,
    classNumber: r.class_number,
    section: s.section,
    ...(s.component ? { component: s.component } : {}),
    ...(s.courseTitle ? { courseTitle: s.courseTitle } : {}),
    notifyOn: r.notify_on,
    unreservedOnly: r.unreserved_only,
    status: r.state,
    seats: {
      enrolled: s.enrolled,
      capacity: s.capacity,
      waitlisted: s.waitlisted,
      waitlistCap: s.waitlistCap,
      hasReserved: s.hasReserved,
      unreservedOpenSeats: s.unreservedOpenSeats,
      ...(s.reserves ? { reserves: s.reserves } : {}),
    },
    alertsSent: r.openings,
    checkedAt: iso(r.observed_at),
    lastOpenedAt: iso(r.last_opened_at),
    createdAt: iso(r.created_at),
  };
}

export async function watchLimitOf(sql: Queryable, userId: string): Promise<{ limit: number; paid: boolean }> {
  const [row] = await sql<
    { paid: boolean }[]
  >`select (plan <> 'free' or comped) as paid from users where id = ${userId}`;
  const paid = row?.paid ?? false;
  return { limit: paid ? PAID_SEAT_WATCHES : FREE_SEAT_WATCHES, paid };
}

export async function createWatch(sql: Sql, userId: string, input: NewWatch) {
  const provider = directory();
  if (input.unreservedOnly && provider.reserveDetail !== 'groups') {
    throw badRequest(
      `unreservedOnly is not available: ${provider.name} publishes only whether a section has reserved seats, not how many or for whom.`,
      'Watch without unreservedOnly: the alert then says when the section holds reserved seats.',
    );
  }
  // Everything that can be checked here is, before the university is asked: a full account, a
  // section already watched, a term not listed now, a course not in the catalogue mirror. The
  // room and the duplicate are checked again under the account lock below, where they count.
  await assertRoom(sql, userId);
  await assertNotWatched(sql, userId, provider.id, input);
  const term = (await currentTerms(sql, provider, new Date())).find((t) => t.code === input.termCode);
  if (!term || !(await inCatalogue(sql, provider.id, input))) throw noSuchSection(input);
  const allowance = await hit(sql, `seat-lookup:${userId}`, SEAT_LOOKUP_LIMIT.limit, SEAT_LOOKUP_LIMIT.windowSeconds);
  enforce(allowance, `${SEAT_LOOKUP_LIMIT.limit} section lookups per minute per account for new seat watches`);
  // Only the watched term is read: one lookup, not one per listed term.
  const sections = (await provider.sections({ subject: input.subject, catalog: input.catalog }, [term])).sort(
    compareSections,
  );
  const section = sections.find((s) => s.termCode === input.termCode && s.classNumber === input.classNumber);
  if (!section) throw noSuchSection(input);
  const state = stateOf(section, input);
  return sql.begin(async (tx) => {
    // The account row serialises concurrent creations, so the cap holds under races.
    await tx`select id from users where id = ${userId} for update`;
    await assertRoom(tx, userId);
    const [row] = await tx<WatchRow[]>`
      insert into seat_watches (user_id, provider, subject, catalog, term_code, class_number, notify_on, unreserved_only, state, snapshot)
      values (${userId}, ${provider.id}, ${input.subject}, ${input.catalog}, ${input.termCode}, ${input.classNumber},
              ${input.notifyOn}, ${input.unreservedOnly}, ${state}, ${tx.json(snapshotOf(section) as never)})
      on conflict (user_id, provider, term_code, class_number) do nothing
      returning ${COLUMNS(tx)}`;
    if (!row) throw alreadyWatched(input);
    // The course joins the job's rotation (polled at the next run), or stays in it.
    await tx`
      insert into seat_courses (provider, subject, catalog) values (${provider.id}, ${input.subject}, ${input.catalog})
      on conflict (provider, subject, catalog) do nothing`;
    return toWatch(row);
  }) as Promise<ReturnType<typeof toWatch>>;
}

const noSuchSection = (input: NewWatch) =>
  new ApiError('not_found', {
    message: `${input.subject} ${input.catalog} has no section with class number ${input.classNumber} in term ${input.termCode}.`,
    hint: 'Take classNumber and termCode from GET /api/sections for this course.',
  });

const alreadyWatched = (input: NewWatch) =>
  new ApiError('conflict', {
    message: `You already watch class ${input.classNumber} in term ${input.termCode}.`,
    hint: 'Remove that watch first to watch the section differently.',
  });

async function assertNotWatched(sql: Queryable, userId: string, provider: string, input: NewWatch): Promise<void> {
  const rows = await sql`
    select 1 from seat_watches
    where user_id = ${userId} and provider = ${provider} and term_code = ${input.termCode} and class_number = ${input.classNumber}`;
  if (rows.length) throw alreadyWatched(input);
}

/** False only when the mirror holds this provider's catalogue and the course is not in it. */
async function inCatalogue(sql: Queryable, provider: string, course: CourseRef): Promise<boolean> {
  const [row] = await sql<{ mirrored: boolean; listed: boolean }[]>`
    select exists (select 1 from catalog_courses where provider = ${provider}) as mirrored,
           exists (select 1 from catalog_courses
                   where provider = ${provider} and subject = ${course.subject} and catalog = ${course.catalog}) as listed`;
  return !row?.mirrored || row.listed;
}

async function assertRoom(sql: Queryable, userId: string): Promise<void> {
  const { limit, paid } = await watchLimitOf(sql, userId);
  const [{ count } = { count: 0 }] = await sql<
    { count: number }[]
  >`select count(*)::int as count from seat_watches where user_id = ${userId}`;
  if (count >= limit) {
    throw new ApiError('conflict', {
      message: `You already watch ${count} sections, the most your plan allows (${limit}).`,
      hint: paid
        ? 'Remove a watch you no longer need, then add the new one.'
        : `Remove a watch you no longer need, or upgrade to a paid plan for up to ${PAID_SEAT_WATCHES} watches.`,
    });
  }
}

// The job writes a watch only when what it sees changes; when it last looked is the course's.
const READ = (sql: Queryable) => sql`
  select w.id, w.subject, w.catalog, w.term_code, w.class_number, w.notify_on, w.unreserved_only, w.state, w.openings, w.snapshot,
         greatest(w.observed_at, c.polled_at) as observed_at, w.last_opened_at, w.created_at,
         to_char(w.created_at at time zone 'UTC', ${EXACT_UTC}) as key
  from seat_watches w
  left join seat_courses c on c.provider = w.provider and c.subject = w.subject and c.catalog = w.catalog`;

export async function listWatches(
  sql: Queryable,
  userId: string,
  page: { limit: number; cursor?: string | undefined },
) {
  const after = decodeCursor(page.cursor, TimeIdCursor);
  const rows = await sql<(WatchRow & { key: string })[]>`
    ${READ(sql)}
    where w.user_id = ${userId}
      ${after ? sql`and (w.created_at, w.id) > (${after[0]}::text::timestamptz, ${after[1]}::uuid)` : sql``}
    order by w.created_at, w.id
    limit ${page.limit + 1}`;
  const { items, nextCursor } = pageOf(rows, page.limit, (r) => [r.key, r.id]);
  const { limit: maxWatches } = await watchLimitOf(sql, userId);
  return { items: items.map(toWatch), nextCursor, limit: page.limit, maxWatches };
}

export async function getWatch(sql: Queryable, userId: string, id: string) {
  const [row] = await sql<WatchRow[]>`${READ(sql)} where w.id = ${id} and w.user_id = ${userId}`;
  if (!row) throw notFound();
  return toWatch(row);
}

/** Removes one of the caller's watches; another account's id is not found. */
export async function deleteWatch(sql: Queryable, userId: string, id: string): Promise<void> {
  const rows = await sql`delete from seat_watches where id = ${id} and user_id = ${userId} returning id`;
  if (rows.length === 0) throw notFound();
}

const notFound = () =>
  new ApiError('not_found', {
    message: 'No seat watch with this id.',
    hint: 'List your watches (GET /api/seat-watches) to find its id.',
  });
