// The reminders job: sends each due-date reminder to each of the owner's devices once.
//
// A reminder is due when  due − users.reminder_lead_minutes ≤ now < due  for an assessment
// that is not submitted, graded or excused (lead 0 turns reminders off). Each (assessment,
// due time, device) becomes one row of reminder_deliveries, and that row is the lease:
//
//   claim   one INSERT … ON CONFLICT DO UPDATE … RETURNING per batch creates new rows and
//           takes over stale ones (lease ended, not sent, not failed). The unique key makes
//           overlapping runs exclusive: the run that loses the race meets the winner's fresh
//           lease in the DO UPDATE's WHERE and gets nothing back.
//   push    outside any transaction, bounded concurrency, a timeout per push.
//   record  one UPDATE per batch: sent, failed for good, or retry later (backoff or the
//           push service's Retry-After); devices answering 404/410 are deleted.
//
// Guarantee: at least once, and exactly once unless a run dies between a push and its
// record. The lease (5 minutes) is longer than the function's maxDuration (60 s, vercel.json),
// so a lease only ends for a run that is dead; its rows are then claimed again. Rows it had
// claimed but not pushed go out once; pushes it made but did not record go out a second time
// (at most one batch). Those repeats carry the same Topic header, so a push service still
// holding the first copy for an offline device replaces it instead of delivering both.
// Exactly-once across a crash would need the push service to take an idempotency key, and
// Web Push has none.
import type { Queryable } from '../db.js';
import { recordDeliveries, type Recorded } from './deliveries.js';
import { encodePayload } from './payload.js';
import { mapLimit, PUSH_TIMEOUT_MS, type PushMessage, type PushOutcome, type PushTransport } from './transport.js';

export { retryDelaySeconds } from './deliveries.js';

export const REMINDER_DEFAULTS = {
  /** Reminders claimed per statement. */
  batchSize: 100,
  /** Pushes in flight at once. */
  concurrency: 50,
  /** Stop claiming once a further batch could run past this (the function's maxDuration is 60 s). */
  budgetMs: 45_000,
  /** Must exceed the function's maxDuration, so a live run never loses its claim. */
  leaseSeconds: 300,
  /** Claims per reminder and device before it is given up. */
  maxAttempts: 5,
  pushTimeoutMs: PUSH_TIMEOUT_MS,
} as const;

export interface ClaimedReminder {
  id: string;
  /** The due time as Postgres prints it (microseconds intact), for the run's scan position. */
  dueKey: string;
  attempts: number;
  assessmentId: string;
  subscriptionId: string;
  title: string;
  kind: string;
  weight: string;
  due: Date;
  dueAllDay: boolean;
  courseCode: string;
  timeZone: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  now: Date;
}

export interface RunOptions {
  transport: PushTransport;
  batchSize?: number;
  concurrency?: number;
  budgetMs?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
  pushTimeoutMs?: number;
  /** Milliseconds for the time budget (performance.now unless a test drives it). */
  clock?: () => number;
  /** Test seams: a throw here ends the run the way a crash would (nothing after it runs). */
  hooks?: {
    afterClaim?(batch: number, rows: ClaimedReminder[]): void | Promise<void>;
    beforeRecord?(batch: number, rows: ClaimedReminder[], outcomes: PushOutcome[]): void | Promise<void>;
  };
}

export interface RunResult {
  /** Pushes the push services accepted. */
  sent: number;
  /** Pushes refused or failed (retried by a later run unless refused for good). */
  notReached: number;
  /** Devices deleted because their push service answered 404 or 410. */
  devicesRemoved: number;
  batches: number;
  /** True when the run stopped at its time budget; the rest is left for the next run. */
  stoppedEarly: boolean;
}

export async function runReminders(sql: Queryable, options: RunOptions): Promise<RunResult> {
  const o = { ...REMINDER_DEFAULTS, ...options };
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  // Worst case of one batch: every wave of pushes waits out the timeout, plus the two statements.
  // A batch too large for the budget even then is cut to the waves that fit (at least one).
  const waves = Math.max(
    1,
    Math.min(Math.ceil(o.batchSize / o.concurrency), Math.floor((o.budgetMs - 2000) / o.pushTimeoutMs)),
  );
  const batchSize = Math.min(o.batchSize, waves * o.concurrency);
  const worstBatchMs = waves * o.pushTimeoutMs + 2000;
  const result: RunResult = { sent: 0, notReached: 0, devicesRemoved: 0, batches: 0, stoppedEarly: false };
  // Where this run's scan stands: each claim starts after the last row it claimed, so a run
  // does not re-read the reminders it has already handled (rows it skipped were claimed by an
  // overlapping run, or wait for a retry time, and belong to a later run anyway).
  let after: ScanPosition | undefined;
  for (;;) {
    // The first batch always runs (its waves are cut to fit the budget), so every run makes progress.
    if (result.batches > 0 && clock() - started + worstBatchMs > o.budgetMs) {
      result.stoppedEarly = true;
      break;
    }
    const rows = await claimWithRetry(() => claimReminders(sql, batchSize, o.leaseSeconds, after));
    if (rows.length === 0) break;
    after = lastOf(rows);
    result.batches++;
    await o.hooks?.afterClaim?.(result.batches, rows);
    const outcomes = await mapLimit(rows, o.concurrency, (row) => o.transport(row, reminderMessage(row)));
    await o.hooks?.beforeRecord?.(result.batches, rows, outcomes);
    const recorded = await recordOutcomes(sql, rows, outcomes, o.maxAttempts);
    result.sent += recorded.sent;
    result.notReached += rows.length - recorded.sent;
    result.devicesRemoved += recorded.devicesRemoved;
  }
  return result;
}

/**
 * A device or assessment deleted while the claim runs fails its foreign key (23503), and two
 * overlapping claims can, rarely, deadlock (40P01); the statement changed nothing then, so it
 * is simply run again.
 */
export async function claimWithRetry(claim: () => Promise<ClaimedReminder[]>): Promise<ClaimedReminder[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await claim();
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= 3 || (code !== '23503' && code !== '40P01' && code !== '40001')) throw err;
    }
  }
}

export interface ScanPosition {
  dueKey: string;
  assessmentId: string;
  subscriptionId: string;
}

/** The greatest (due, assessment, device) of a batch, in the order the claim scans. */
function lastOf(rows: ClaimedReminder[]): ScanPosition {
  const key = (r: ClaimedReminder) => [r.due.getTime(), r.dueKey, r.assessmentId, r.subscriptionId] as const;
  let last = rows[0]!;
  for (const row of rows) {
    const [a, b] = [key(row), key(last)];
    // Canonical lowercase uuid text sorts like the uuid itself; the timestamp decides first.
    if (a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] !== b[2] ? a[2] > b[2] : a[3] > b[3])
      last = row;
  }
  return { dueKey: last.dueKey, assessmentId: last.assessmentId, subscriptionId: last.subscriptionId };
}

/** Claims up to `limit` due reminders (new, or stale from a dead run) in one statement. */
export async function claimReminders(
  sql: Queryable,
  limit: number,
  leaseSeconds: number,
  after?: ScanPosition,
): Promise<ClaimedReminder[]> {
  const position = after
    ? sql`and (a.due, a.id, s.id) > (${after.dueKey}::timestamptz, ${after.assessmentId}::uuid, ${after.subscriptionId}::uuid)`
    : sql``;
  return sql<ClaimedReminder[]>`
    with candidates as (
      select a.id as assessment_id, a.due, s.id as subscription_id, a.user_id
      from assessments a
      join users u on u.id = a.user_id
      join push_subscriptions s on s.user_id = a.user_id
      where a.due is not null
        and a.status not in ('submitted', 'graded', 'excused')
        and a.due > now()
        and a.due <= now() + interval '14 days'
        and a.due - make_interval(mins => u.reminder_lead_minutes) <= now()
        and not exists (
          select 1 from reminder_deliveries d
          where d.assessment_id = a.id and d.due_at = a.due and d.subscription_id = s.id
            and (d.sent_at is not null or d.failed_at is not null or d.next_attempt_at > now()))
        ${position}
      order by a.due, a.id, s.id
      limit ${limit}
    ), claimed as (
      insert into reminder_deliveries as d (assessment_id, due_at, subscription_id, user_id, next_attempt_at)
      select assessment_id, due, subscription_id, user_id, now() + make_interval(secs => ${leaseSeconds})
      from candidates
      on conflict (assessment_id, due_at, subscription_id) do update
        set attempts = d.attempts + 1, claimed_at = now(), next_attempt_at = excluded.next_attempt_at
        where d.sent_at is null and d.failed_at is null and d.next_attempt_at <= now()
      returning d.id, d.attempts, d.assessment_id, d.due_at, d.subscription_id
    )
    select c.id::text as id, c.due_at::text as "dueKey", c.attempts, c.assessment_id as "assessmentId", c.subscription_id as "subscriptionId",
           a.title, a.kind, a.weight::text as weight, c.due_at as due, a.due_all_day as "dueAllDay",
           co.code as "courseCode", u.time_zone as "timeZone",
           s.endpoint, s.p256dh, s.auth, now() as now
    from claimed c
    join assessments a on a.id = c.assessment_id
    join courses co on co.id = a.course_id
    join users u on u.id = a.user_id
    join push_subscriptions s on s.id = c.subscription_id`;
}

/** Records a batch's outcomes in one statement (two when devices are gone). */
export function recordOutcomes(
  sql: Queryable,
  rows: ClaimedReminder[],
  outcomes: PushOutcome[],
  maxAttempts: number,
): Promise<Recorded> {
  return recordDeliveries(sql, 'reminder_deliveries', rows, outcomes, maxAttempts);
}

/** The notification for one reminder: ≤ 3 KB, kept until the due time, replaced by a repeat. */
export function reminderMessage(row: ClaimedReminder): PushMessage {
  const untilDue = Math.max(0, Math.floor((row.due.getTime() - row.now.getTime()) / 1000));
  const payload = encodePayload({
    title: `${row.courseCode}: ${row.title}`,
    body: `Due ${formatDue(row.due, row.dueAllDay, row.timeZone)} (${relative(untilDue)})${Number(row.weight) > 0 ? ` · ${Number(row.weight)}% of the grade` : ''}`,
    tag: `reminder-${row.assessmentId}`,
    data: { kind: 'reminder', assessmentId: row.assessmentId, due: row.due.toISOString() },
  });
  return {
    payload,
    // Useless after the due time; the push service may drop it then.
    ttlSeconds: Math.max(60, untilDue),
    urgency: untilDue <= 3600 ? 'high' : 'normal',
    topic: row.assessmentId.replace(/-/g, ''),
  };
}

function formatDue(due: Date, allDay: boolean, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = allDay
    ? { weekday: 'short', day: 'numeric', month: 'short' }
    : { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', {
      ...options,
      timeZone,
      ...(allDay ? {} : { timeZoneName: 'short' }),
    }).format(due);
  } catch {
    // An unknown zone name stored on the profile: UTC rather than no reminder.
    return new Intl.DateTimeFormat('en-GB', {
      ...options,
      timeZone: 'UTC',
      ...(allDay ? {} : { timeZoneName: 'short' }),
    }).format(due);
  }
}

function relative(seconds: number): string {
  if (seconds < 3600) return `in ${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 48 * 3600) return `in ${Math.round(seconds / 3600)} h`;
  return `in ${Math.round(seconds / 86_400)} days`;
}
