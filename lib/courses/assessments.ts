// Assessments of a student's courses: create, read, list, change, delete. Every statement is
// scoped to the caller's user id, so another user's id is indistinguishable from a missing one.
import { ensureRoomForAssessments } from './quotas.js';
import type { Sql, Queryable } from '../db.js';
import { ApiError, badRequest } from '../errors.js';
import { decodeCursor, EXACT_UTC, ExactTimestamp, pageOf } from '../http/paging.js';
import { z } from '../zod.js';
import {
  isDateOnly,
  type Assessment,
  type AssessmentCreate,
  type AssessmentPatch,
  type GradeInput,
} from '../../schemas/assessments.js';
import { iso } from '../../schemas/common.js';

export const assessmentNotFound = () =>
  new ApiError('not_found', { message: 'No assessment with this id.', hint: 'List your assignments to find its id.' });
export const courseNotFound = () =>
  new ApiError('not_found', { message: 'No course with this id.', hint: 'List your courses to find its id.' });

export interface AssessmentRow {
  id: string;
  course_id: string;
  title: string;
  kind: Assessment['kind'];
  due: Date | null;
  due_all_day: boolean;
  weight: number;
  status: Assessment['status'];
  grade_percent: number | null;
  grade_earned: number | null;
  grade_total: number | null;
  notes: string | null;
  provenance: Assessment['provenance'];
  due_source: Assessment['dueSource'];
  grade_group: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Columns in the shape of AssessmentRow; numerics as float8 so the driver hands back numbers. */
export const assessmentColumns = (sql: Queryable, alias = 'assessments') => sql`
  ${sql(alias)}.id, ${sql(alias)}.course_id, ${sql(alias)}.title, ${sql(alias)}.kind, ${sql(alias)}.due,
  ${sql(alias)}.due_all_day, ${sql(alias)}.weight::float8 as weight, ${sql(alias)}.status,
  ${sql(alias)}.grade_percent::float8 as grade_percent, ${sql(alias)}.grade_earned::float8 as grade_earned,
  ${sql(alias)}.grade_total::float8 as grade_total, ${sql(alias)}.notes, ${sql(alias)}.provenance,
  ${sql(alias)}.due_source, ${sql(alias)}.grade_group, ${sql(alias)}.created_at, ${sql(alias)}.updated_at`;

/**
 * A timestamp as ISO text with all six fractional digits, for cursors: a millisecond ISO
 * string would compare below the microsecond value it came from and repeat the row.
 */
export const microsecondText = (sql: Queryable, column: string) =>
  sql`to_char(${sql(column)} at time zone 'UTC', ${EXACT_UTC})`;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The grade as a percent, whichever form it was recorded in; null while ungraded. */
export function gradePercent(
  row: Pick<AssessmentRow, 'grade_percent' | 'grade_earned' | 'grade_total'>,
): number | null {
  if (row.grade_percent !== null) return row.grade_percent;
  if (row.grade_earned !== null && row.grade_total !== null) return (row.grade_earned / row.grade_total) * 100;
  return null;
}

export function toAssessment(row: AssessmentRow): Assessment {
  const grade =
    row.grade_percent !== null
      ? { percent: row.grade_percent }
      : row.grade_earned !== null && row.grade_total !== null
        ? { earned: row.grade_earned, total: row.grade_total, percent: round3(gradePercent(row)!) }
        : null;
  return {
    id: row.id,
    courseId: row.course_id,
    title: row.title,
    kind: row.kind,
    due: iso(row.due),
    dueAllDay: row.due_all_day,
    weight: row.weight,
    status: row.status,
    grade,
    notes: row.notes,
    provenance: row.provenance,
    dueSource: row.due_source,
    group: row.grade_group,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

function midnightUtc(date: string, field = 'due'): Date {
  const at = new Date(`${date}T00:00:00.000Z`);
  // Date rolls 2026-02-30 over into March; a date that does not exist is refused instead.
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date)
    throw badRequest(`${field}: ${date} is not a calendar date`);
  return at;
}

/**
 * Where a deadline is stored: an instant, or for all-day deadlines the day at 00:00 UTC (read
 * back as a date, never as a time). A date-time marked all-day stands for the day it falls on
 * in the student's time zone: parseSyllabus sends the start of that day there.
 */
export function resolveDue(
  due: string | null,
  dueAllDay: boolean | undefined,
  timeZone: string,
): { due: Date | null; allDay: boolean } {
  if (due === null) return { due: null, allDay: false };
  if (isDateOnly(due)) {
    if (dueAllDay === false)
      throw badRequest('dueAllDay: a date without a time is an all-day deadline; send a date-time for a timed one');
    return { due: midnightUtc(due), allDay: true };
  }
  if (dueAllDay) return { due: midnightUtc(dateIn(new Date(due), timeZone)), allDay: true };
  return { due: new Date(due), allDay: false };
}

/** Whether resolving these deadlines needs the student's time zone (a date-time marked all-day). */
const needsTimeZone = (items: Array<{ due?: string | null | undefined; dueAllDay?: boolean | undefined }>) =>
  items.some((i) => i.dueAllDay === true && typeof i.due === 'string' && !isDateOnly(i.due));

export async function timeZoneOf(sql: Queryable, userId: string): Promise<string> {
  const [row] = await sql<{ time_zone: string }[]>`select time_zone from users where id = ${userId}`;
  return row?.time_zone ?? 'UTC';
}

/** The grade columns for a grade as written (null clears all three). */
export function gradeColumns(grade: GradeInput): {
  grade_percent: number | null;
  grade_earned: number | null;
  grade_total: number | null;
} {
  if (grade === null) return { grade_percent: null, grade_earned: null, grade_total: null };
  if (grade.percent !== undefined) return { grade_percent: grade.percent, grade_earned: null, grade_total: null };
  return { grade_percent: null, grade_earned: grade.earned!, grade_total: grade.total! };
}

/** Inserts items of one course in a single statement. The course must already be the caller's. */
export async function insertAssessments(
  sql: Queryable,
  userId: string,
  courseId: string,
  items: AssessmentCreate[],
): Promise<Assessment[]> {
  if (items.length === 0) return [];
  const timeZone = needsTimeZone(items) ? await timeZoneOf(sql, userId) : 'UTC';
  const rows = items.map((item) => {
    const { due, allDay } = resolveDue(item.due, item.dueAllDay, timeZone);
    const grade = gradeColumns(item.grade ?? null);
    return {
      course_id: courseId,
      user_id: userId,
      title: item.title,
      kind: item.kind,
      due,
      due_all_day: allDay,
      weight: item.weight,
      // Setting a grade without a status sets graded (DESIGN §7).
      status: item.status ?? (item.grade ? 'graded' : 'todo'),
      ...grade,
      notes: item.notes ?? null,
      provenance: item.provenance,
      // An outline's item dates from the outline; anything else was typed by the student.
      due_source: item.provenance === 'syllabus' ? 'outline' : 'manual',
      // A weight the student typed is theirs: an LMS import's equal shares never change it.
      weight_manual: item.provenance !== 'syllabus',
      grade_group: item.group ?? null,
    };
  });
  const inserted = await sql<AssessmentRow[]>`
    insert into assessments ${sql(rows)}
    returning ${assessmentColumns(sql)}`;
  return inserted.map(toAssessment);
}

/** Adds one assessment to a course of the caller; another user's course is not found. */
export async function createAssessment(
  sql: Sql,
  userId: string,
  courseId: string,
  item: AssessmentCreate,
): Promise<Assessment> {
  return sql.begin(async (tx) => {
    // for update: concurrent additions to one course queue here, so the cap is counted exactly.
    const [course] = await tx`select id from courses where id = ${courseId} and user_id = ${userId} for update`;
    if (!course) throw courseNotFound();
    await ensureRoomForAssessments(tx, courseId, 1);
    const [created] = await insertAssessments(tx, userId, courseId, [item]);
    await tx`update courses set updated_at = now() where id = ${courseId}`;
    return created!;
  });
}

export async function getAssessment(sql: Queryable, userId: string, id: string): Promise<Assessment> {
  const [row] = await sql<AssessmentRow[]>`
    select ${assessmentColumns(sql)} from assessments where id = ${id} and user_id = ${userId}`;
  if (!row) throw assessmentNotFound();
  return toAssessment(row);
}

/**
 * Applies a change to one of the caller's assessments and returns it as it now stands.
 * The personal API passes only status, notes and grade; the session API any field.
 */
export async function updateAssessment(
  sql: Sql,
  userId: string,
  id: string,
  patch: AssessmentPatch,
): Promise<Assessment> {
  return sql.begin(async (tx) => {
    const [current] = await tx<(AssessmentRow & { time_zone: string })[]>`
      select ${assessmentColumns(tx, 'a')}, u.time_zone
      from assessments a join users u on u.id = a.user_id
      where a.id = ${id} and a.user_id = ${userId}
      for update of a`;
    if (!current) throw assessmentNotFound();

    const set: Record<string, unknown> = {};
    if (patch.courseId !== undefined && patch.courseId !== current.course_id) {
      const [target] = await tx`select id from courses where id = ${patch.courseId} and user_id = ${userId}`;
      if (!target) throw courseNotFound();
      set.course_id = patch.courseId;
    }
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.kind !== undefined) set.kind = patch.kind;
    if (patch.weight !== undefined) {
      set.weight = patch.weight;
      // A weight set by hand: equal shares recomputed by an LMS import never change it.
      set.weight_manual = true;
    }
    if (patch.notes !== undefined) set.notes = patch.notes;
    if (patch.provenance !== undefined) set.provenance = patch.provenance;
    if (patch.group !== undefined) set.grade_group = patch.group;
    if (patch.due !== undefined) {
      const { due, allDay } = resolveDue(patch.due, patch.dueAllDay, current.time_zone);
      set.due = due;
      set.due_all_day = allDay;
      // A date set by hand: an LMS import or sync never overwrites it.
      set.due_source = 'manual';
    } else if (patch.dueAllDay !== undefined && current.due !== null && patch.dueAllDay !== current.due_all_day) {
      if (!patch.dueAllDay)
        throw badRequest('dueAllDay: send due with a time of day to turn an all-day deadline into a timed one');
      // A timed deadline becomes the day it falls on where the student lives.
      set.due = midnightUtc(dateIn(current.due, current.time_zone));
      set.due_all_day = true;
    }
    if (patch.grade !== undefined) Object.assign(set, gradeColumns(patch.grade));
    const status = patch.status ?? (patch.grade ? 'graded' : undefined);
    if (status !== undefined) set.status = status;

    set.updated_at = tx`now()`;
    const [row] = await tx<AssessmentRow[]>`
      update assessments set ${tx(set)}
      where id = ${id} and user_id = ${userId}
      returning ${assessmentColumns(tx)}`;
    return toAssessment(row!);
  });
}

export async function deleteAssessment(sql: Queryable, userId: string, id: string): Promise<void> {
  const rows = await sql`delete from assessments where id = ${id} and user_id = ${userId} returning id`;
  if (rows.length === 0) throw assessmentNotFound();
}

export interface AssessmentFilters {
  courseId?: string | undefined;
  status?: Assessment['status'] | undefined;
  /** Only deadlines still ahead: timed ones after now, all-day ones from today on (in the user's time zone). */
  upcoming?: boolean | undefined;
}

/** Sort key of the list: due date (undated last), then id. */
const AssessmentCursor = z.tuple([ExactTimestamp.nullable(), z.uuid()]);

/** The caller's assessments, by due date (undated last) then id, one page at a time. */
export async function listAssessments(
  sql: Queryable,
  userId: string,
  filters: AssessmentFilters,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ items: Assessment[]; nextCursor: string | null }> {
  if (filters.courseId) {
    const [course] = await sql`select id from courses where id = ${filters.courseId} and user_id = ${userId}`;
    if (!course) throw courseNotFound();
  }
  const after = decodeCursor(page.cursor, AssessmentCursor);
  const afterDue = after?.[0] ?? null;
  const afterId = after?.[1] ?? null;
  const rows = await sql<(AssessmentRow & { key: string | null })[]>`
    select ${assessmentColumns(sql, 'a')}, ${microsecondText(sql, 'a.due')} as key
    from assessments a
    ${filters.upcoming ? sql`join users u on u.id = a.user_id` : sql``}
    where a.user_id = ${userId}
      ${filters.courseId ? sql`and a.course_id = ${filters.courseId}` : sql``}
      ${filters.status ? sql`and a.status = ${filters.status}` : sql``}
      ${
        filters.upcoming
          ? sql`and a.due is not null
                and case when a.due_all_day
                         then (a.due at time zone 'UTC')::date >= (now() at time zone u.time_zone)::date
                         else a.due > now() end`
          : sql``
      }
      ${
        after === undefined
          ? sql``
          : afterDue === null
            ? sql`and a.due is null and a.id > ${afterId}`
            : sql`and (a.due > ${afterDue}::text::timestamptz or (a.due = ${afterDue}::text::timestamptz and a.id > ${afterId}) or a.due is null)`
      }
    order by a.due asc nulls last, a.id asc
    limit ${page.limit + 1}`;
  const { items, nextCursor } = pageOf(rows, page.limit, (r) => [r.key, r.id]);
  return { items: items.map(toAssessment), nextCursor };
}
