// Caps on what one account can store: one account once created 4,000
// assessments in 1.4 s. Counted inside the creating transaction, under a lock that serialises
// the account's (or the course's) concurrent creations, so two requests cannot both take the
// last place.
import type { Queryable } from '../db.js';
import { badRequest } from '../errors.js';
import { COURSE_ASSESSMENTS_MAX } from '../../schemas/courses.js';

/** Courses one account can hold (archived ones included): a whole degree several times over. */
export const COURSES_PER_ACCOUNT_MAX = 100;
/** Assessments one course can hold, as many as a course can be created with. */
export const ASSESSMENTS_PER_COURSE_MAX = COURSE_ASSESSMENTS_MAX;

export async function ensureRoomForCourse(tx: Queryable, userId: string): Promise<void> {
  await tx`select 1 from users where id = ${userId} for update`;
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from courses where user_id = ${userId}`;
  if (row!.n >= COURSES_PER_ACCOUNT_MAX) {
    throw badRequest(
      `An account holds at most ${COURSES_PER_ACCOUNT_MAX} courses, and this one has ${row!.n}.`,
      'Delete courses you no longer need, then create this one.',
    );
  }
}

/** Call with the course row locked `for update`. */
export async function ensureRoomForAssessments(tx: Queryable, courseId: string, adding: number): Promise<void> {
  const [row] = await tx<{ n: number }[]>`select count(*)::int as n from assessments where course_id = ${courseId}`;
  if (row!.n + adding > ASSESSMENTS_PER_COURSE_MAX) {
    throw badRequest(
      `A course holds at most ${ASSESSMENTS_PER_COURSE_MAX} assessments, and this one has ${row!.n}.`,
      'Delete assessments you no longer need, or group small ones into one item.',
    );
  }
}
