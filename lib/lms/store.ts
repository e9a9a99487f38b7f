// Reading what the student has and applying a plan, in one transaction under the account's row
// lock (imports and syncs of one account queue; another account is never blocked). Applying is
// idempotent: every change is guarded by the state the plan saw (a date set by hand is never
// written; a weight set by hand is never written), and each LMS event is linked to its
// assessment once (lms_items), so the next import of the same feed is all `unchanged`.
import type { Queryable, Sql } from '../db.js';
import { ensureRoomForAssessments, ensureRoomForCourse } from '../courses/quotas.js';
import { buildPlan, type ExistingAssessment, type ExistingCourse, type Plan, type PlanChange } from './plan.js';
import type { FeedItem } from './formats.js';

export interface Moved {
  assessmentId: string;
  title: string;
  courseCode: string;
  due: string;
  dueAllDay: boolean;
}

export async function loadState(
  sql: Queryable,
  userId: string,
): Promise<{ courses: ExistingCourse[]; assessments: ExistingAssessment[] }> {
  const courses = await sql<ExistingCourse[]>`
    select id, code, title from courses where user_id = ${userId} and archived_at is null order by created_at, id`;
  const rows = await sql<Array<Omit<ExistingAssessment, 'due'> & { due: Date | null }>>`
    select a.id, a.course_id as "courseId", a.title, a.kind, a.due, a.due_all_day as "dueAllDay",
           a.due_source as "dueSource", a.weight::float8 as weight, a.weight_manual as "weightManual",
           a.grade_group as "group", a.provenance, l.uid
    from assessments a
    join courses c on c.id = a.course_id and c.archived_at is null
    left join lms_items l on l.assessment_id = a.id and l.user_id = a.user_id
    where a.user_id = ${userId}
    order by a.created_at, a.id`;
  return { courses, assessments: rows.map((r) => ({ ...r, due: r.due ? r.due.toISOString() : null })) };
}

/** Plans against the account's current state (read under its lock when `tx` is a transaction). */
export async function planFor(
  sql: Queryable,
  userId: string,
  items: FeedItem[],
  defaultCourse: string | null | undefined,
): Promise<Plan> {
  const state = await loadState(sql, userId);
  return buildPlan({ items, ...state, defaultCourse });
}

export interface ApplyOptions {
  /** The kept feed this import reads (null for a one-off import). */
  feedId: string | null;
  /** UIDs present in the feed: linked events of this feed not among them are marked gone. */
  presentUids?: Set<string>;
  /**
   * Runs first inside the transaction; false abandons the import (a sync run that lost its claim
   * on the feed writes nothing).
   */
  fence?: (tx: Queryable) => Promise<boolean>;
  /** Writes one push per moved date per device, in the same transaction as the move (the sync job). */
  notify?: { timeZone: string };
}

/** Plans and applies in one transaction; returns the plan with the ids written, and what moved. */
export async function planAndApply(
  sql: Sql,
  userId: string,
  items: FeedItem[],
  defaultCourse: string | null | undefined,
  options: ApplyOptions,
): Promise<{ plan: Plan; moved: Moved[]; fenced: boolean }> {
  return sql.begin(async (tx) => {
    const t = tx;
    await t`select 1 from users where id = ${userId} for update`;
    if (options.fence && !(await options.fence(t)))
      return { plan: { courses: [], changes: [] }, moved: [], fenced: true };
    const plan = await planFor(t, userId, items, defaultCourse);
    const moved = await apply(t, userId, plan, options);
    if (options.notify && moved.length > 0) await queueMovedPushes(t, userId, moved, options.notify.timeZone);
    return { plan, moved, fenced: false };
  });
}

/**
 * One delivery row per moved date and device, written with the move: an overlapping run that
 * moves nothing writes nothing, and the unique key (assessment, due, device) keeps one per date.
 */
async function queueMovedPushes(sql: Queryable, userId: string, moved: Moved[], timeZone: string): Promise<void> {
  const rows = moved.map((m) => ({ assessment_id: m.assessmentId, due_at: m.due, message: movedMessage(m, timeZone) }));
  await sql`
    insert into lms_change_deliveries (assessment_id, due_at, subscription_id, user_id, message)
    select r.assessment_id, r.due_at, s.id, ${userId}, r.message
    from jsonb_to_recordset(${sql.json(rows as never)}::jsonb) as r(assessment_id uuid, due_at timestamptz, message jsonb)
    join push_subscriptions s on s.user_id = ${userId}
    on conflict (assessment_id, due_at, subscription_id) do nothing`;
}

/** "Essay 2 now due Fri 14 Nov 17:00", in the student's time zone (an all-day date without the time). */
export function movedMessage(
  m: Moved,
  timeZone: string,
): { title: string; body: string; assessmentId: string; due: string } {
  return {
    title: m.courseCode,
    body: `${m.title} now due ${formatDay(m.due, m.dueAllDay, timeZone)}`,
    assessmentId: m.assessmentId,
    due: m.due,
  };
}

export function formatDay(due: string, allDay: boolean, timeZone: string): string {
  const zone = (() => {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone });
      return allDay ? 'UTC' : timeZone;
    } catch {
      return 'UTC';
    }
  })();
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(due));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const day = `${get('weekday')} ${get('day')} ${get('month')}`;
  return allDay ? day : `${day} ${get('hour')}:${get('minute')}`;
}

async function apply(sql: Queryable, userId: string, plan: Plan, options: ApplyOptions): Promise<Moved[]> {
  const writes = (c: PlanChange) => c.action === 'create' || c.action === 'update';
  // Courses the plan proposes and that receive something.
  const courseIdByCode = new Map<string, string>();
  for (const pc of plan.courses) {
    if (pc.courseId) {
      courseIdByCode.set(pc.code, pc.courseId);
      continue;
    }
    if (!plan.changes.some((c) => c.course === pc.code && c.action === 'create')) continue;
    await ensureRoomForCourse(sql, userId);
    const [row] = await sql<{ id: string }[]>`
      insert into courses (user_id, code, title) values (${userId}, ${pc.code}, ${pc.title}) returning id`;
    pc.courseId = row!.id;
    courseIdByCode.set(pc.code, row!.id);
  }
  for (const c of plan.changes)
    if (!c.courseId && c.course && writes(c)) c.courseId = courseIdByCode.get(c.course) ?? null;

  // New assessments, per course, counted against the course's cap.
  const creates = plan.changes.filter((c) => c.action === 'create' && c.courseId);
  const byCourse = new Map<string, PlanChange[]>();
  for (const c of creates) byCourse.set(c.courseId!, [...(byCourse.get(c.courseId!) ?? []), c]);
  for (const [courseId, list] of byCourse) {
    await sql`select id from courses where id = ${courseId} and user_id = ${userId} for update`;
    await ensureRoomForAssessments(sql, courseId, list.length);
    const rows = list.map((c) => ({
      course_id: courseId,
      user_id: userId,
      title: c.title,
      kind: c.kind,
      due: c.due ? new Date(c.due) : null,
      due_all_day: c.dueAllDay,
      due_source: 'lms',
      weight: c.weight ?? 0,
      provenance: 'manual',
      grade_group: c.group,
    }));
    const inserted = await sql<{ id: string }[]>`insert into assessments ${sql(rows)} returning id`;
    list.forEach((c, i) => {
      c.assessmentId = inserted[i]!.id;
    });
    await sql`update courses set updated_at = now() where id = ${courseId}`;
  }

  // Events already imported before: only their dates can "move" (a first import refines outline dates silently).
  const uids = plan.changes.filter((c) => c.action === 'update' && c.uid).map((c) => c.uid!);
  const known = new Set(
    uids.length === 0
      ? []
      : (
          await sql<
            { uid: string }[]
          >`select uid from lms_items where user_id = ${userId} and uid = any(${uids}::text[])`
        ).map((r) => r.uid),
  );
  const moved: Moved[] = [];
  for (const c of plan.changes) {
    if (c.action !== 'update' || !c.assessmentId) continue;
    if (c.uid) {
      // The date: never over one the student set by hand (checked again here, under the lock).
      const [row] = await sql<{ title: string; code: string }[]>`
        update assessments a set due = ${c.due ? new Date(c.due) : null}, due_all_day = ${c.dueAllDay},
               due_source = 'lms', updated_at = now()
        from courses co
        where a.id = ${c.assessmentId} and a.user_id = ${userId} and a.due_source <> 'manual' and co.id = a.course_id
        returning a.title, co.code`;
      if (row && known.has(c.uid) && c.previous?.due && c.due)
        moved.push({
          assessmentId: c.assessmentId,
          title: row.title,
          courseCode: row.code,
          due: c.due,
          dueAllDay: c.dueAllDay,
        });
    } else if (c.weight !== null) {
      await sql`
        update assessments set weight = ${c.weight}, updated_at = now()
        where id = ${c.assessmentId} and user_id = ${userId} and weight_manual = false`;
    }
  }
  // An outline date the LMS confirms is now the LMS's.
  const confirmed = plan.changes.filter((c) => c.action === 'unchanged' && c.assessmentId).map((c) => c.assessmentId!);
  if (confirmed.length > 0)
    await sql`update assessments set due_source = 'lms' where id = any(${confirmed}::uuid[]) and user_id = ${userId} and due_source = 'outline'`;

  // Links: every deliverable joined to its assessment, with the date the feed gave.
  const links = plan.changes
    .filter((c) => c.uid && c.assessmentId && c.action !== 'skip')
    .map((c) => ({
      user_id: userId,
      uid: c.uid!,
      assessment_id: c.assessmentId!,
      feed_id: options.feedId,
      due: c.due ? new Date(c.due) : null,
      due_all_day: c.dueAllDay,
    }));
  if (links.length > 0) {
    await sql`
      insert into lms_items ${sql(links)}
      on conflict (user_id, uid) do update set
        assessment_id = excluded.assessment_id,
        feed_id = coalesce(excluded.feed_id, lms_items.feed_id),
        due = excluded.due, due_all_day = excluded.due_all_day, seen_at = now(), gone_at = null`;
  }
  if (options.feedId && options.presentUids) {
    const present = [...options.presentUids];
    await sql`
      update lms_items set gone_at = now()
      where user_id = ${userId} and feed_id = ${options.feedId} and gone_at is null and not (uid = any(${present}::text[]))`;
  }
  return moved;
}
