// A student's courses. Archiving marks a finished class (kept for the GPA and history);
// deleting removes the course and its assessments for good.
import { ensureRoomForCourse } from './quotas.js';
import type { Sql, Queryable } from '../db.js';
import { decodeCursor, pageOf, TimeIdCursor } from '../http/paging.js';
import type { AssessmentCreate } from '../../schemas/assessments.js';
import { iso } from '../../schemas/common.js';
import type { Course } from '../../schemas/courses.js';
import { LETTERS, type GroupRule, type LetterCutoffs } from '../../schemas/grade-scales.js';
import { courseNotFound, insertAssessments, microsecondText } from './assessments.js';
import type { Assessment } from '../../schemas/assessments.js';

interface CourseRow {
  id: string;
  code: string;
  title: string | null;
  term: string | null;
  credits: number;
  archived_at: Date | null;
  pass_fail: boolean;
  gpa_excluded: boolean;
  letter_cutoffs: LetterCutoffs | null;
  group_rules: GroupRule[];
  created_at: Date;
  updated_at: Date;
}

const courseColumns = (sql: Queryable) =>
  sql`id, code, title, term, credits::float8 as credits, archived_at, pass_fail, gpa_excluded, letter_cutoffs, group_rules, created_at, updated_at`;

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    term: row.term,
    credits: row.credits,
    archived: row.archived_at !== null,
    passFail: row.pass_fail,
    excludedFromGpa: row.gpa_excluded,
    // jsonb keeps keys in its own order; letters read best first.
    letterCutoffs:
      row.letter_cutoffs &&
      (Object.fromEntries(
        LETTERS.filter((l) => l in row.letter_cutoffs!).map((l) => [l, row.letter_cutoffs![l as keyof LetterCutoffs]]),
      ) as LetterCutoffs),
    groupRules: row.group_rules,
    archivedAt: iso(row.archived_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export interface CourseInput {
  code: string;
  title?: string | null | undefined;
  term?: string | null | undefined;
  credits: number;
  assessments: AssessmentCreate[];
  passFail?: boolean | undefined;
  excludedFromGpa?: boolean | undefined;
  letterCutoffs?: LetterCutoffs | null | undefined;
  groupRules?: GroupRule[] | undefined;
}

/** The grading columns a create or change sets (jsonb values as JSON, as postgres.js sends them). */
function gradingColumns(
  sql: Queryable,
  input: Pick<CourseInput, 'passFail' | 'excludedFromGpa' | 'letterCutoffs' | 'groupRules'>,
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  if (input.passFail !== undefined) set.pass_fail = input.passFail;
  if (input.excludedFromGpa !== undefined) set.gpa_excluded = input.excludedFromGpa;
  if (input.letterCutoffs !== undefined)
    set.letter_cutoffs = input.letterCutoffs === null ? null : sql.json(input.letterCutoffs as never);
  if (input.groupRules !== undefined) set.group_rules = sql.json(input.groupRules as never);
  return set;
}

/** The course and its items in one transaction: all of it is saved, or none. */
export async function createCourse(
  sql: Sql,
  userId: string,
  input: CourseInput,
): Promise<Course & { assessments: Assessment[] }> {
  return sql.begin(async (tx) => {
    const t = tx;
    await ensureRoomForCourse(t, userId);
    const values = {
      user_id: userId,
      code: input.code,
      title: input.title ?? null,
      term: input.term ?? null,
      credits: input.credits,
      ...gradingColumns(t, input),
    };
    const [row] = await t<CourseRow[]>`
      insert into courses ${t(values)}
      returning ${courseColumns(t)}`;
    const assessments = await insertAssessments(t, userId, row!.id, input.assessments);
    return { ...toCourse(row!), assessments };
  });
}

export async function getCourse(sql: Queryable, userId: string, id: string): Promise<Course> {
  const [row] = await sql<
    CourseRow[]
  >`select ${courseColumns(sql)} from courses where id = ${id} and user_id = ${userId}`;
  if (!row) throw courseNotFound();
  return toCourse(row);
}

export interface CourseChange {
  code?: string | undefined;
  title?: string | null | undefined;
  term?: string | null | undefined;
  credits?: number | undefined;
  archived?: boolean | undefined;
  passFail?: boolean | undefined;
  excludedFromGpa?: boolean | undefined;
  letterCutoffs?: LetterCutoffs | null | undefined;
  groupRules?: GroupRule[] | undefined;
}

export async function updateCourse(sql: Queryable, userId: string, id: string, change: CourseChange): Promise<Course> {
  const set: Record<string, unknown> = { updated_at: sql`now()` };
  for (const key of ['code', 'title', 'term', 'credits'] as const)
    if (change[key] !== undefined) set[key] = change[key];
  Object.assign(set, gradingColumns(sql, change));
  if (change.archived !== undefined) set.archived_at = change.archived ? sql`coalesce(archived_at, now())` : null;
  const [row] = await sql<CourseRow[]>`
    update courses set ${sql(set)}
    where id = ${id} and user_id = ${userId}
    returning ${courseColumns(sql)}`;
  if (!row) throw courseNotFound();
  return toCourse(row);
}

/** Deletes the course and, by cascade, its assessments. */
export async function deleteCourse(sql: Queryable, userId: string, id: string): Promise<void> {
  const rows = await sql`delete from courses where id = ${id} and user_id = ${userId} returning id`;
  if (rows.length === 0) throw courseNotFound();
}

/** Sort key: creation time, then id. */
const CourseCursor = TimeIdCursor;

/** Current courses (archived = false) or finished ones (archived = true), oldest first. */
export async function listCourses(
  sql: Queryable,
  userId: string,
  archived: boolean,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ items: Course[]; nextCursor: string | null }> {
  const after = decodeCursor(page.cursor, CourseCursor);
  const rows = await sql<(CourseRow & { key: string })[]>`
    select ${courseColumns(sql)}, ${microsecondText(sql, 'created_at')} as key from courses
    where user_id = ${userId}
      and ${archived ? sql`archived_at is not null` : sql`archived_at is null`}
      ${after ? sql`and (created_at, id) > (${after[0]}::text::timestamptz, ${after[1]}::uuid)` : sql``}
    order by created_at, id
    limit ${page.limit + 1}`;
  const { items, nextCursor } = pageOf(rows, page.limit, (r) => [r.key, r.id]);
  return { items: items.map(toCourse), nextCursor };
}
