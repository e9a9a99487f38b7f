// The seat-alerts job: polls every watched course once, turns a section going from not open
// to open into one push per device, and delivers those pushes.
//
//   rotation  one statement adds the courses that have watches and drops those that have none.
//   claim     a batch of courses due for a poll; claiming moves next_poll_at past a lease
//             longer than the function's maxDuration, so overlapping runs never poll the same
//             course at once (`claims` fences a writer that outlived its lease).
//   lookup    one upstream lookup per course serves all its watches (only the watched terms),
//             a few at a time, through the directory adapter (its User-Agent and timeout);
//             a failed course waits longer each time (5, 10, 20 … minutes, at most an hour)
//             and a run stops polling after a few failures, leaving the university alone.
//   record    one statement per batch: a watch whose state moves to 'open' gets openings + 1
//             and one delivery row per device of its owner; the WHERE re-checks the state on
//             the newest row version, so of two runs seeing the same opening only one records
//             it, and an answer of a claim the course has since been claimed again after is
//             ignored (it is older than the newer claim's). Only watches whose state or
//             counts changed are written: a steady run writes nothing but its courses.
//   deliver   delivery rows are leased and recorded exactly like reminder_deliveries
//             (lib/push/reminders.ts): sent once, retried on transient failures, devices that
//             answer 404/410 deleted.
//
// Guarantee: each opening is recorded once, and pushed once per device unless a run dies
// between a push and its record (then that push is repeated once, with the same Topic, as
// the reminders job documents: Web Push has no idempotency key).
import type { Queryable } from '../db.js';
import { directory } from '../directory/index.js';
import { currentTerms } from '../directory/terms.js';
import type { CourseRef, Section } from '../directory/types.js';
import { recordDeliveries } from '../push/deliveries.js';
import { mapLimit, PUSH_TIMEOUT_MS, type PushOutcome, type PushTransport } from '../push/transport.js';
import { snapshotOf, stateOf, type NotifyOn, type Snapshot, type WatchState } from './availability.js';
import { alertMessage } from './message.js';

export const SEAT_ALERT_DEFAULTS = {
  /** Courses claimed per statement. */
  coursesPerClaim: 25,
  /** Upstream lookups in flight at once: polite to one university's server. */
  lookupConcurrency: 4,
  /** A course is polled again this long after its last poll (the cron runs every 5 minutes). */
  pollIntervalSeconds: 240,
  /** Failed lookups back off from the poll interval, doubling, up to this. */
  maxBackoffSeconds: 3600,
  /** Failed lookups in one run after which the run polls no further courses. */
  stopAfterFailures: 3,
  /** Must exceed the function's maxDuration (60 s), so a live run never loses a claim. */
  leaseSeconds: 300,
  /**
   * No lookup starts once this much of the run has passed, so the last one ends by this plus
   * DIRECTORY_TIMEOUT_MS (5 s), leaving the pushes time within the 60 s maxDuration.
   */
  pollBudgetMs: 30_000,
  /** A further batch of pushes starts only if even its worst case (every push timing out) ends by this. */
  budgetMs: 45_000,
  pushBatch: 100,
  pushConcurrency: 50,
  maxAttempts: 5,
  pushTimeoutMs: PUSH_TIMEOUT_MS,
} as const;

/** Sections of one course in the given terms (the watched ones); [] when none is listed. */
export type SectionLookup = (course: CourseRef, termCodes: string[]) => Promise<Section[]>;

type Tunables = { -readonly [K in keyof typeof SEAT_ALERT_DEFAULTS]: number };

export interface SeatRunOptions extends Partial<Tunables> {
  transport: PushTransport;
  /** The directory adapter unless given (benchmarks and tests of the job's own logic). */
  lookup?: SectionLookup;
  /** Provider id the watches were made with; the configured provider unless given. */
  provider?: string;
  clock?: () => number;
  /** Test seams: a throw here ends the run the way a crash would. */
  hooks?: {
    afterLookup?(courses: ClaimedCourse[]): void | Promise<void>;
    afterRecord?(openings: number): void | Promise<void>;
    beforeRecordPushes?(rows: ClaimedAlert[], outcomes: PushOutcome[]): void | Promise<void>;
  };
}

export interface SeatRunResult {
  /** Courses looked up successfully. */
  coursesPolled: number;
  /** Lookups that failed (each course backs off). */
  lookupFailures: number;
  /** Watches whose state this run observed. */
  watchesChecked: number;
  /** Sections that went from full to open for a watch (each one alert). */
  openings: number;
  sent: number;
  notReached: number;
  devicesRemoved: number;
  /** True when the run left due courses or pushes for the next run. */
  more: boolean;
}

export interface ClaimedCourse {
  subject: string;
  catalog: string;
  claims: number;
  failures: number;
}

interface WatchRow {
  id: string;
  subject: string;
  catalog: string;
  term_code: string;
  class_number: string;
  notify_on: NotifyOn;
  unreserved_only: boolean;
}

interface Observation {
  id: string;
  subject: string;
  catalog: string;
  state: WatchState;
  snapshot: Snapshot | null;
}

type Looked = { kind: 'ok'; sections: Section[] } | { kind: 'failed' } | { kind: 'skipped' };

export async function runSeatAlerts(sql: Queryable, options: SeatRunOptions): Promise<SeatRunResult> {
  const o: Tunables & SeatRunOptions = { ...SEAT_ALERT_DEFAULTS, ...options };
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const provider = options.provider ?? directory().id;
  const lookup = options.lookup ?? directoryLookup(sql);
  const result: SeatRunResult = {
    coursesPolled: 0,
    lookupFailures: 0,
    watchesChecked: 0,
    openings: 0,
    sent: 0,
    notReached: 0,
    devicesRemoved: 0,
    more: false,
  };

  await syncRotation(sql, provider);
  let failures = 0;
  for (let batch = 0; ; batch++) {
    if (batch > 0 && clock() - started > o.pollBudgetMs) {
      result.more = true;
      break;
    }
    if (failures >= o.stopAfterFailures) {
      result.more = true;
      break;
    }
    const courses = await claimCourses(sql, provider, o.coursesPerClaim, o.leaseSeconds);
    if (courses.length === 0) break;
    const watches = await watchesOf(sql, provider, courses);
    const looked = await mapLimit(courses, o.lookupConcurrency, async (course): Promise<Looked> => {
      // The university is struggling, or the run's time for lookups is over: the rest of the
      // batch is due again at once, for the next run.
      if (failures >= o.stopAfterFailures || clock() - started > o.pollBudgetMs) return { kind: 'skipped' };
      const terms = [...new Set(watches.get(key(course))?.map((w) => w.term_code) ?? [])];
      if (terms.length === 0) return { kind: 'ok', sections: [] };
      try {
        return { kind: 'ok', sections: await lookup(course, terms) };
      } catch {
        failures++;
        return { kind: 'failed' };
      }
    });
    await o.hooks?.afterLookup?.(courses);

    const observations: Observation[] = [];
    courses.forEach((course, i) => {
      const answer = looked[i]!;
      if (answer.kind !== 'ok') return;
      const byClass = new Map(answer.sections.map((s) => [`${s.termCode}\u0000${s.classNumber}`, s]));
      for (const w of watches.get(key(course)) ?? []) {
        const section = byClass.get(`${w.term_code}\u0000${w.class_number}`);
        const wants = { notifyOn: w.notify_on, unreservedOnly: w.unreserved_only };
        observations.push({
          id: w.id,
          subject: course.subject,
          catalog: course.catalog,
          state: stateOf(section, wants),
          snapshot: section ? snapshotOf(section) : null,
        });
      }
    });
    result.coursesPolled += looked.filter((l) => l.kind === 'ok').length;
    result.lookupFailures += looked.filter((l) => l.kind === 'failed').length;
    result.watchesChecked += observations.length;
    result.openings += await recordObservations(sql, provider, courses, observations);
    await settleCourses(sql, provider, courses, looked, o);
    await o.hooks?.afterRecord?.(result.openings);
  }

  // Pushes: this run's openings and any a dead run left behind. The first batch always runs
  // (openings should not wait five minutes for the next run).
  const worstPushBatchMs = Math.ceil(o.pushBatch / o.pushConcurrency) * o.pushTimeoutMs + 2000;
  for (let batch = 0; ; batch++) {
    if (batch > 0 && clock() - started + worstPushBatchMs > o.budgetMs) {
      result.more = true;
      break;
    }
    const rows = await claimAlerts(sql, o.pushBatch, o.leaseSeconds);
    if (rows.length === 0) break;
    const outcomes = await mapLimit(rows, o.pushConcurrency, (row) => o.transport(row, alertMessage(row)));
    await o.hooks?.beforeRecordPushes?.(rows, outcomes);
    const recorded = await recordAlerts(sql, rows, outcomes, o.maxAttempts);
    result.sent += recorded.sent;
    result.notReached += rows.length - recorded.sent;
    result.devicesRemoved += recorded.devicesRemoved;
  }
  await pruneAlerts(sql);
  return result;
}

const key = (c: { subject: string; catalog: string }) => `${c.subject} ${c.catalog}`;

/** The directory adapter, with the list of current terms read once per run. */
export function directoryLookup(sql: Queryable): SectionLookup {
  const provider = directory();
  let terms: ReturnType<typeof currentTerms> | undefined;
  return async (course, termCodes) => {
    terms ??= currentTerms(sql, provider, new Date());
    const listed = (await terms).filter((t) => termCodes.includes(t.code));
    // A watched term the directory no longer lists: its sections are gone, no call needed.
    return listed.length ? provider.sections(course, listed) : [];
  };
}

/** Courses with watches join the rotation; courses without any leave it. One statement. */
export async function syncRotation(sql: Queryable, provider: string): Promise<void> {
  await sql`
    with added as (
      insert into seat_courses (provider, subject, catalog)
      select distinct provider, subject, catalog from seat_watches where provider = ${provider}
      on conflict (provider, subject, catalog) do nothing
      returning 1
    )
    delete from seat_courses c
    where c.provider = ${provider}
      and not exists (select 1 from seat_watches w where w.provider = c.provider and w.subject = c.subject and w.catalog = c.catalog)`;
}

/** Claims up to `limit` courses due for a poll, each with its observation number. */
export async function claimCourses(
  sql: Queryable,
  provider: string,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedCourse[]> {
  return sql<ClaimedCourse[]>`
    with due as (
      select provider, subject, catalog from seat_courses
      where provider = ${provider} and next_poll_at <= now()
      order by next_poll_at, subject, catalog
      limit ${limit}
      for update skip locked
    )
    update seat_courses c set next_poll_at = now() + make_interval(secs => ${leaseSeconds}), claims = c.claims + 1
    from due
    where c.provider = due.provider and c.subject = due.subject and c.catalog = due.catalog
    returning c.subject, c.catalog, c.claims, c.failures`;
}

async function watchesOf(sql: Queryable, provider: string, courses: ClaimedCourse[]): Promise<Map<string, WatchRow[]>> {
  const rows = await sql<WatchRow[]>`
    select w.id, w.subject, w.catalog, w.term_code, w.class_number, w.notify_on, w.unreserved_only
    from seat_watches w
    join jsonb_to_recordset(${sql.json(courses.map((c) => ({ subject: c.subject, catalog: c.catalog })))}::jsonb) as c(subject text, catalog text)
      on w.subject = c.subject and w.catalog = c.catalog
    where w.provider = ${provider}`;
  const map = new Map<string, WatchRow[]>();
  for (const r of rows) {
    const list = map.get(key(r));
    if (list) list.push(r);
    else map.set(key(r), [r]);
  }
  return map;
}

/**
 * Applies a batch of observations in one statement and returns the openings recorded.
 * The two UPDATEs take disjoint rows of the statement's snapshot (moving to open from
 * anything else; any other change), and each re-checks its WHERE on a row another run changed
 * meanwhile, so an opening is counted by exactly one statement. An answer whose course has
 * been claimed again since is older than that claim's answer and is dropped.
 */
export async function recordObservations(
  sql: Queryable,
  provider: string,
  courses: ClaimedCourse[],
  observations: Observation[],
): Promise<number> {
  if (observations.length === 0) return 0;
  const claims = courses.map((c) => ({ subject: c.subject, catalog: c.catalog, claims: c.claims }));
  const [row] = await sql<{ opened: number }[]>`
    with fresh as materialized (
      select b.subject, b.catalog
      from jsonb_to_recordset(${sql.json(claims)}::jsonb) as b(subject text, catalog text, claims int)
      join seat_courses c on c.provider = ${provider} and c.subject = b.subject and c.catalog = b.catalog and c.claims = b.claims
    ), obs as materialized (
      select r.* from jsonb_to_recordset(${sql.json(observations as never)}::jsonb) as r(id uuid, subject text, catalog text, state text, snapshot jsonb)
      where (r.subject, r.catalog) in (select subject, catalog from fresh)
    ), opened as (
      update seat_watches w
      set state = 'open', openings = w.openings + 1, last_opened_at = now(), observed_at = now(), snapshot = coalesce(o.snapshot, w.snapshot)
      from obs o
      where w.id = o.id and o.state = 'open' and w.state <> 'open'
      returning w.id, w.user_id, w.openings, w.snapshot
    ), alerts as (
      insert into seat_alert_deliveries (watch_id, opening, subscription_id, user_id, snapshot)
      select p.id, p.openings, s.id, p.user_id, p.snapshot
      from opened p join push_subscriptions s on s.user_id = p.user_id
      on conflict (watch_id, opening, subscription_id) do nothing
      returning 1
    ), observed as (
      update seat_watches w
      set state = o.state, observed_at = now(), snapshot = coalesce(o.snapshot, w.snapshot)
      from obs o
      where w.id = o.id and not (o.state = 'open' and w.state <> 'open')
        and (w.state <> o.state or (o.snapshot is not null and w.snapshot <> o.snapshot))
      returning 1
    )
    select (select count(*) from opened)::int as opened, (select count(*) from alerts)::int as alerts, (select count(*) from observed)::int as observed`;
  return row?.opened ?? 0;
}

/** Next poll times: the interval after an answer, a doubling backoff after a failure. */
async function settleCourses(
  sql: Queryable,
  provider: string,
  courses: ClaimedCourse[],
  looked: Looked[],
  o: Tunables,
): Promise<void> {
  const rows = courses.map((c, i) => {
    const kind = looked[i]!.kind;
    const failures = kind === 'failed' ? c.failures + 1 : kind === 'ok' ? 0 : c.failures;
    const wait =
      kind === 'failed'
        ? Math.min(o.maxBackoffSeconds, o.pollIntervalSeconds * 2 ** (failures - 1))
        : kind === 'skipped'
          ? 0
          : o.pollIntervalSeconds;
    return { subject: c.subject, catalog: c.catalog, claims: c.claims, failures, wait, polled: kind === 'ok' };
  });
  await sql`
    update seat_courses c
    set next_poll_at = now() + make_interval(secs => r.wait), failures = r.failures,
        polled_at = case when r.polled then now() else c.polled_at end
    from jsonb_to_recordset(${sql.json(rows)}::jsonb) as r(subject text, catalog text, claims int, failures int, wait int, polled boolean)
    where c.provider = ${provider} and c.subject = r.subject and c.catalog = r.catalog and c.claims = r.claims`;
}

export interface ClaimedAlert {
  id: string;
  attempts: number;
  watchId: string;
  opening: number;
  subscriptionId: string;
  subject: string;
  catalog: string;
  termCode: string;
  classNumber: string;
  notifyOn: NotifyOn;
  unreservedOnly: boolean;
  snapshot: Snapshot;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Alerts older than this are not sent any more: the seat is most likely gone. */
export const ALERT_FRESH_FOR = '1 hour';
/** Delivery records are kept this long. */
export const ALERT_RETENTION = '30 days';

export async function claimAlerts(sql: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedAlert[]> {
  return sql<ClaimedAlert[]>`
    with picked as (
      select id from seat_alert_deliveries
      where sent_at is null and failed_at is null and next_attempt_at <= now()
        and created_at > now() - ${ALERT_FRESH_FOR}::interval
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    ), claimed as (
      update seat_alert_deliveries d
      set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      from picked where d.id = picked.id
      returning d.id, d.attempts, d.watch_id, d.opening, d.subscription_id, d.snapshot
    )
    select c.id::text as id, c.attempts, c.watch_id as "watchId", c.opening, c.subscription_id as "subscriptionId",
           w.subject, w.catalog, w.term_code as "termCode", w.class_number as "classNumber",
           w.notify_on as "notifyOn", w.unreserved_only as "unreservedOnly", c.snapshot,
           s.endpoint, s.p256dh, s.auth
    from claimed c
    join seat_watches w on w.id = c.watch_id
    join push_subscriptions s on s.id = c.subscription_id`;
}

function recordAlerts(
  sql: Queryable,
  rows: ClaimedAlert[],
  outcomes: PushOutcome[],
  maxAttempts: number,
): Promise<{ sent: number; devicesRemoved: number }> {
  return recordDeliveries(sql, 'seat_alert_deliveries', rows, outcomes, maxAttempts);
}

/** Old delivery records go, a bounded number per run. */
async function pruneAlerts(sql: Queryable): Promise<void> {
  await sql`
    delete from seat_alert_deliveries where id in (
      select id from seat_alert_deliveries where created_at < now() - ${ALERT_RETENTION}::interval order by created_at limit 5000)`;
}
