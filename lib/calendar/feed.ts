// The deadline calendar feed. Calendar apps cannot send headers, so the feed is reached by a
// secret URL: a read-only capability separate from every API token, one per user, stored
// only as its SHA-256. Creating it again rotates it: the previous URL stops working at once.
import { randomBase62, sha256 } from '../auth/secrets.js';
import type { Queryable } from '../db.js';
import { env } from '../env.js';
import { ApiError } from '../errors.js';
import type { AssessmentRow } from '../courses/assessments.js';
import { serializeCalendar, type CalendarEvent } from './ics.js';

export const FEED_PREFIX = 'cal_';
const FEED_FORMAT = /^cal_[0-9A-Za-z]{43}$/;
/** Most events one feed carries (the newest deadlines win); calendar apps choke on huge feeds. */
export const FEED_EVENTS_MAX = 2000;

const feedNotFound = () =>
  new ApiError('not_found', {
    message: 'No calendar feed at this address.',
    hint: 'The feed may have been rotated or turned off; copy the current address from your settings.',
  });

export function feedUrl(token: string): string {
  return `${env().PUBLIC_BASE_URL}/api/calendar/${token}.ics`;
}

/** Creates the user's feed, or rotates it; returns the new URL (shown once). */
export async function rotateFeed(sql: Queryable, userId: string): Promise<{ url: string; createdAt: Date }> {
  const token = `${FEED_PREFIX}${randomBase62(32)}`;
  const [row] = await sql<{ created_at: Date }[]>`
    insert into calendar_feeds (user_id, token_hash) values (${userId}, ${sha256(token)})
    on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now(), last_used_at = null
    returning created_at`;
  return { url: feedUrl(token), createdAt: row!.created_at };
}

export async function deleteFeed(sql: Queryable, userId: string): Promise<void> {
  const rows = await sql`delete from calendar_feeds where user_id = ${userId} returning user_id`;
  if (rows.length === 0)
    throw new ApiError('not_found', {
      message: 'You have no calendar feed.',
      hint: 'Create one with POST /api/me/calendar-feed.',
    });
}

/** The path segment `<token>.ics` → the owner's user id; anything unknown is not found. */
async function resolveFeed(sql: Queryable, segment: string): Promise<string> {
  const token = segment.endsWith('.ics') ? segment.slice(0, -4) : '';
  // Malformed addresses are refused without a query.
  if (!FEED_FORMAT.test(token)) throw feedNotFound();
  const [feed] = await sql<{ user_id: string; last_used_at: Date | null }[]>`
    select user_id, last_used_at from calendar_feeds where token_hash = ${sha256(token)}`;
  if (!feed) throw feedNotFound();
  // Calendar apps poll; note the use at most once an hour rather than on every fetch.
  if (!feed.last_used_at || Date.now() - feed.last_used_at.getTime() > 3_600_000) {
    await sql`update calendar_feeds set last_used_at = now() where user_id = ${feed.user_id}`;
  }
  return feed.user_id;
}

type FeedRow = Pick<
  AssessmentRow,
  'id' | 'title' | 'kind' | 'due' | 'due_all_day' | 'weight' | 'status' | 'notes' | 'updated_at'
> & {
  code: string;
  course_title: string | null;
};

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const formatWeight = (w: number) => `${Number(w.toFixed(3))}%`;

export function toEvent(row: FeedRow): CalendarEvent {
  const due = row.due!;
  const day = due.toISOString().slice(0, 10);
  const description = [
    row.course_title ? `${row.code} – ${row.course_title}` : row.code,
    `Kind: ${row.kind}`,
    `Weight: ${formatWeight(row.weight)} of the final grade`,
    `Status: ${row.status.replace('_', ' ')}`,
    ...(row.notes ? ['', row.notes] : []),
  ].join('\n');
  return {
    uid: `${row.id}@gradetrack`,
    stamp: row.updated_at,
    start: row.due_all_day ? { date: day } : { instant: due },
    ...(row.due_all_day ? { end: { date: nextDay(day) } } : {}),
    summary: `${row.code}: ${row.title}${row.weight > 0 ? ` (${formatWeight(row.weight)})` : ''}`,
    description,
    categories: [row.kind],
  };
}

/** The feed document: every dated assessment of the user's current (not archived) courses. */
export async function feedCalendar(sql: Queryable, segment: string): Promise<string> {
  const userId = await resolveFeed(sql, segment);
  const rows = await sql<FeedRow[]>`
    select * from (
      select a.id, a.title, a.kind, a.due, a.due_all_day, a.weight::float8 as weight, a.status, a.notes, a.updated_at,
             c.code, c.title as course_title
      from assessments a join courses c on c.id = a.course_id
      where a.user_id = ${userId} and a.due is not null and c.archived_at is null
      order by a.due desc, a.id
      limit ${FEED_EVENTS_MAX}
    ) newest
    order by due, id`;
  return serializeCalendar({
    prodId: '-//GradeTrack//Deadlines 1.0//EN',
    name: 'GradeTrack deadlines',
    refresh: 'PT1H',
    events: rows.map(toEvent),
  });
}
