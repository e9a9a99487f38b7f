// The LMS sync job: re-reads the feeds students keep, applies what changed, and tells the student
// once when a due date moved ("Essay 2 now due Fri 14 Nov 17:00").
//
//   claim   feeds whose next_sync_at has come, in one UPDATE … FOR UPDATE SKIP LOCKED: the claim
//           moves next_sync_at past a lease longer than the function's maxDuration, so overlapping
//           runs never read one feed at once; `claims` fences a run that outlived its lease.
//   read    fetch (conditional: ETag / Last-Modified), parse, plan and apply in one transaction under
//           the account's lock; a moved date writes its push rows (one per device) in that same
//           transaction, and the unique key (assessment, due, device) keeps one per date. An event
//           gone from the feed is marked gone, never deleted with its grade.
//   push    deliveries are claimed with a lease and recorded as the reminders are
//           (lib/push/deliveries.ts): each goes out once unless a run dies between push and record.
//   fail    a feed that cannot be read waits longer each time (30 min doubling, at most a day) and
//           keeps the reason for GET /api/lms/feeds.
//   paused  a feed beyond the number its account's plan keeps (after a downgrade) is not fetched:
//           it is looked at again at the next interval, and syncs once the plan keeps it.
import type { Queryable, Sql } from '../db.js';
import { ApiError } from '../errors.js';
import { recordDeliveries } from '../push/deliveries.js';
import { encodePayload } from '../push/payload.js';
import { mapLimit, type PushOutcome, type PushTransport } from '../push/transport.js';
import { detectLms, readItems } from './formats.js';
import { fetchFeed } from './fetch.js';
import { parseFeed } from './ical.js';
import { accountOf, isPaused } from './service.js';
import { planAndApply } from './store.js';

export const SYNC_DEFAULTS = {
  /** Feeds claimed per statement. */
  batchSize: 10,
  /** Feeds read at once. */
  concurrency: 4,
  /** Longer than the function's maxDuration (60 s). */
  leaseSeconds: 300,
  /** Stop claiming feeds once this much of the run has gone. */
  budgetMs: 40_000,
  /** A feed read successfully is read again after this long (the job runs every 3 hours). */
  intervalMinutes: 170,
  maxAttempts: 5,
} as const;

export interface SyncOptions {
  /** null: the deployment cannot send pushes; deliveries wait for a run that can. */
  transport: PushTransport | null;
  batchSize?: number;
  leaseSeconds?: number;
  budgetMs?: number;
  clock?: () => number;
  /** Test seam: runs after a run claimed its feeds, before it reads them. */
  hooks?: { afterClaim?(feeds: ClaimedFeed[]): void | Promise<void> };
}

export interface SyncResult {
  feeds: number;
  notModified: number;
  failed: number;
  /** Feeds not read: beyond the number their account's plan keeps. */
  paused: number;
  /** Assessments whose due date moved. */
  moved: number;
  sent: number;
  notReached: number;
  devicesRemoved: number;
  more: boolean;
}

export interface ClaimedFeed {
  id: string;
  userId: string;
  url: string;
  defaultCourse: string | null;
  etag: string | null;
  lastModified: string | null;
  claims: number;
  failures: number;
}

export async function runLmsSync(sql: Sql, options: SyncOptions): Promise<SyncResult> {
  const o = { ...SYNC_DEFAULTS, ...options };
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const result: SyncResult = {
    feeds: 0,
    notModified: 0,
    failed: 0,
    paused: 0,
    moved: 0,
    sent: 0,
    notReached: 0,
    devicesRemoved: 0,
    more: false,
  };
  for (;;) {
    if (clock() - started > o.budgetMs) {
      result.more = true;
      break;
    }
    const feeds = await claimFeeds(sql, o.batchSize, o.leaseSeconds);
    if (feeds.length === 0) break;
    await options.hooks?.afterClaim?.(feeds);
    const outcomes = await mapLimit(feeds, o.concurrency, (feed) => syncFeed(sql, feed));
    for (const out of outcomes) {
      if (out === 'paused') {
        result.paused++;
        continue;
      }
      result.feeds++;
      if (out === 'notModified') result.notModified++;
      else if (out === 'failed') result.failed++;
      else result.moved += out;
    }
  }
  // Bounded clean-up: delivery records of moved dates are kept 30 days.
  await sql`
    delete from lms_change_deliveries where id in (
      select id from lms_change_deliveries where created_at < now() - interval '30 days' order by created_at limit 5000)`;
  if (options.transport) {
    const pushed = await deliverMoves(sql, options.transport, o.leaseSeconds, o.maxAttempts);
    result.sent = pushed.sent;
    result.notReached = pushed.notReached;
    result.devicesRemoved = pushed.devicesRemoved;
  }
  return result;
}

export async function claimFeeds(sql: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedFeed[]> {
  return sql<ClaimedFeed[]>`
    with due as (
      select id from lms_feeds where next_sync_at <= now()
      order by next_sync_at, id limit ${limit}
      for update skip locked
    )
    update lms_feeds f set next_sync_at = now() + make_interval(secs => ${leaseSeconds}), claims = f.claims + 1
    from due where f.id = due.id
    returning f.id, f.user_id as "userId", f.url, f.default_course as "defaultCourse", f.etag,
              f.last_modified as "lastModified", f.claims, f.failures`;
}

/** Reads one feed; the number of moved dates, or what kept it from being read. */
async function syncFeed(sql: Sql, feed: ClaimedFeed): Promise<number | 'notModified' | 'failed' | 'paused'> {
  const fence = async (tx: Queryable) =>
    (await tx`select 1 from lms_feeds where id = ${feed.id} and claims = ${feed.claims} for update`).length === 1;
  if (await isPaused(sql, feed.id)) {
    await sql`
      update lms_feeds set next_sync_at = now() + make_interval(mins => ${SYNC_DEFAULTS.intervalMinutes})
      where id = ${feed.id} and claims = ${feed.claims}`;
    return 'paused';
  }
  try {
    const fetched = await fetchFeed(feed.url, { etag: feed.etag, lastModified: feed.lastModified });
    if (fetched.kind === 'notModified') {
      await recordSuccess(sql, feed, null);
      return 'notModified';
    }
    const account = await accountOf(sql, feed.userId);
    const parsed = parseFeed(fetched.text, { timeZone: account.timeZone, maxEntries: account.limits.events });
    const items = readItems(parsed, detectLms(parsed), new Date());
    const { moved, fenced } = await planAndApply(sql, feed.userId, items, feed.defaultCourse, {
      feedId: feed.id,
      presentUids: new Set(parsed.entries.map((e) => e.uid)),
      fence,
      notify: { timeZone: account.timeZone },
    });
    if (!fenced) await recordSuccess(sql, feed, { etag: fetched.etag, lastModified: fetched.lastModified });
    return moved.length;
  } catch (err) {
    // What the student sees: the error's own words (they name the host, never the URL).
    const reason = err instanceof ApiError ? err.message : 'The feed could not be read.';
    await sql`
      update lms_feeds set failures = failures + 1, last_error = ${reason.slice(0, 500)},
        next_sync_at = now() + make_interval(mins => least(1440, 30 * power(2, failures)::int))
      where id = ${feed.id} and claims = ${feed.claims}`;
    return 'failed';
  }
}

async function recordSuccess(
  sql: Queryable,
  feed: ClaimedFeed,
  validators: { etag: string | null; lastModified: string | null } | null,
): Promise<void> {
  await sql`
    update lms_feeds set failures = 0, last_error = null, last_synced_at = now(),
      next_sync_at = now() + make_interval(mins => ${SYNC_DEFAULTS.intervalMinutes}),
      etag = ${validators ? (validators.etag?.slice(0, 512) ?? null) : sql`etag`},
      last_modified = ${validators ? (validators.lastModified?.slice(0, 100) ?? null) : sql`last_modified`}
    where id = ${feed.id} and claims = ${feed.claims}`;
}

interface ClaimedMove {
  id: string;
  attempts: number;
  subscriptionId: string;
  message: { title: string; body: string; assessmentId: string; due: string };
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends the pushes of moved dates that are waiting, each claimed with a lease first. */
export async function deliverMoves(
  sql: Queryable,
  transport: PushTransport,
  leaseSeconds: number,
  maxAttempts: number,
): Promise<{ sent: number; notReached: number; devicesRemoved: number }> {
  const out = { sent: 0, notReached: 0, devicesRemoved: 0 };
  for (let batch = 0; batch < 10; batch++) {
    const rows = await sql<ClaimedMove[]>`
      with due as (
        select id from lms_change_deliveries
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by id limit 100
        for update skip locked
      ), claimed as (
        update lms_change_deliveries d set attempts = d.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        from due where d.id = due.id
        returning d.id, d.attempts, d.subscription_id, d.message
      )
      select c.id::text as id, c.attempts, c.subscription_id as "subscriptionId", c.message,
             s.endpoint, s.p256dh, s.auth
      from claimed c join push_subscriptions s on s.id = c.subscription_id`;
    if (rows.length === 0) break;
    const outcomes: PushOutcome[] = await mapLimit(rows, 20, (row) =>
      transport(row, {
        payload: encodePayload({
          title: row.message.title,
          body: row.message.body,
          tag: `lms-moved-${row.message.assessmentId}`,
          data: { kind: 'due-moved', assessmentId: row.message.assessmentId, due: row.message.due },
        }),
        ttlSeconds: 86_400,
        urgency: 'normal',
        topic: `m${row.message.assessmentId.replace(/-/g, '')}`.slice(0, 32),
      }),
    );
    const recorded = await recordDeliveries(sql, 'lms_change_deliveries', rows, outcomes, maxAttempts);
    out.sent += recorded.sent;
    out.notReached += rows.length - recorded.sent;
    out.devicesRemoved += recorded.devicesRemoved;
  }
  return out;
}
