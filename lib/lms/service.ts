// Preview and import of a feed (by URL or as the .ics text), and the feeds kept for syncing.
import type { Queryable, Sql } from '../db.js';
import { ApiError, badRequest } from '../errors.js';
import { detectLms, readItems, type LmsName } from './formats.js';
import { fetchFeed, maskUrl, normaliseFeedUrl } from './fetch.js';
import { parseFeed } from './ical.js';
import { summarise, type Plan } from './plan.js';
import { planAndApply, planFor } from './store.js';

/** What each plan allows: feeds kept per account, events read from one feed. Comped accounts act as paid. */
export const LMS_LIMITS = {
  free: { feeds: 2, events: 1500 },
  paid: { feeds: 10, events: 10_000 },
} as const;

export interface Account {
  timeZone: string;
  limits: { feeds: number; events: number };
}

export async function accountOf(sql: Queryable, userId: string): Promise<Account> {
  const [row] = await sql<{ time_zone: string; paid: boolean }[]>`
    select time_zone, (plan <> 'free' or comped) as paid from users where id = ${userId}`;
  return { timeZone: row?.time_zone ?? 'UTC', limits: row?.paid ? LMS_LIMITS.paid : LMS_LIMITS.free };
}

export interface SourceInput {
  url?: string | undefined;
  calendar?: string | undefined;
}

export interface PlanResult extends Plan {
  lms: LmsName;
  events: number;
  summary: ReturnType<typeof summarise>;
  applied: boolean;
}

/** The feed's text: the uploaded calendar, or the URL fetched under the fetching rules. */
async function textOf(source: SourceInput): Promise<string> {
  if (source.calendar !== undefined) return source.calendar;
  const fetched = await fetchFeed(source.url!);
  if (fetched.kind !== 'ok')
    throw new ApiError('upstream_error', { message: 'The feed answered 304 to a plain request.' });
  return fetched.text;
}

function read(text: string, account: Account, now: Date) {
  const feed = parseFeed(text, { timeZone: account.timeZone, maxEntries: account.limits.events });
  const lms = detectLms(feed);
  return { lms, items: readItems(feed, lms, now), events: feed.entries.length };
}

export async function previewFeed(
  sql: Queryable,
  userId: string,
  source: SourceInput,
  defaultCourse: string | undefined,
  now = new Date(),
): Promise<PlanResult> {
  const account = await accountOf(sql, userId);
  const { lms, items, events } = read(await textOf(source), account, now);
  const plan = await planFor(sql, userId, items, defaultCourse);
  return { lms, events, ...plan, summary: summarise(plan.changes), applied: false };
}

export async function importFeed(
  sql: Sql,
  userId: string,
  source: SourceInput,
  defaultCourse: string | undefined,
  now = new Date(),
): Promise<PlanResult> {
  const account = await accountOf(sql, userId);
  const { lms, items, events } = read(await textOf(source), account, now);
  const { plan } = await planAndApply(sql, userId, items, defaultCourse, { feedId: null });
  return { lms, events, ...plan, summary: summarise(plan.changes), applied: true };
}

// ---- Feeds kept for syncing ----------------------------------------------------------------

export interface FeedRow {
  id: string;
  host: string;
  tail: string;
  default_course: string | null;
  last_synced_at: Date | null;
  next_sync_at: Date;
  failures: number;
  last_error: string | null;
  created_at: Date;
  /** Beyond the number of feeds the account's plan keeps (after a downgrade): not read until that changes. */
  paused: boolean;
}

/**
 * Whether each feed is beyond the number its account's plan keeps syncing: the oldest feeds keep
 * syncing, the newest beyond the plan's number wait (an account downgraded with more feeds than its new
 * plan keeps, or one whose comp ended). `f` is the lms_feeds row, `u` its users row.
 */
const pausedSql = (sql: Queryable) => sql`(
  select count(*) from lms_feeds o
  where o.user_id = f.user_id and (o.created_at, o.id) < (f.created_at, f.id)
) >= case when u.plan <> 'free' or u.comped then ${LMS_LIMITS.paid.feeds}::int else ${LMS_LIMITS.free.feeds}::int end`;

/** Whether this feed waits for its account's plan to keep it (read by the sync job before it fetches). */
export async function isPaused(sql: Queryable, feedId: string): Promise<boolean> {
  const [row] = await sql<{ paused: boolean }[]>`
    select ${pausedSql(sql)} as paused from lms_feeds f join users u on u.id = f.user_id where f.id = ${feedId}`;
  return row?.paused ?? false;
}

export const feedNotFound = () =>
  new ApiError('not_found', { message: 'No feed with this id.', hint: 'List your feeds with GET /api/lms/feeds.' });

export async function createFeed(
  sql: Sql,
  userId: string,
  input: { url: string; course?: string | undefined },
): Promise<FeedRow> {
  const url = normaliseFeedUrl(input.url);
  const { host, tail } = maskUrl(url);
  return sql.begin(async (tx) => {
    const t = tx;
    await t`select 1 from users where id = ${userId} for update`;
    const account = await accountOf(t, userId);
    const [count] = await t<{ n: number }[]>`select count(*)::int as n from lms_feeds where user_id = ${userId}`;
    const n = count!.n;
    if (n >= account.limits.feeds)
      throw badRequest(
        `Your plan keeps at most ${account.limits.feeds} LMS feeds, and you have ${n}.`,
        'Delete a feed you no longer need, or upgrade to keep more.',
      );
    const [row] = await t<FeedRow[]>`
      insert into lms_feeds (user_id, url, host, tail, default_course)
      values (${userId}, ${url.href}, ${host}, ${tail}, ${input.course ?? null})
      on conflict (user_id, url) do nothing
      returning id, host, tail, default_course, last_synced_at, next_sync_at, failures, last_error, created_at,
        false as paused`;
    if (!row)
      throw new ApiError('conflict', {
        message: 'You already keep this feed.',
        hint: 'List your feeds with GET /api/lms/feeds.',
      });
    return row;
  });
}

export async function listFeeds(sql: Queryable, userId: string): Promise<FeedRow[]> {
  return sql<FeedRow[]>`
    select f.id, f.host, f.tail, f.default_course, f.last_synced_at, f.next_sync_at, f.failures, f.last_error,
      f.created_at, ${pausedSql(sql)} as paused
    from lms_feeds f join users u on u.id = f.user_id
    where f.user_id = ${userId} order by f.created_at, f.id`;
}

/** Deletes the feed and its URL; the assessments it imported stay (their links forget the feed). */
export async function deleteFeed(sql: Queryable, userId: string, id: string): Promise<void> {
  const rows = await sql`delete from lms_feeds where id = ${id} and user_id = ${userId} returning id`;
  if (rows.length === 0) throw feedNotFound();
}
