// The GPA rule (SPEC, DESIGN §7). Per course: percent = Σ(weight × percent) / Σ(weight) over
// graded, non-excused items, and graded_weight = that Σ(weight). Ungraded weight is never a
// zero. Overall: course percents averaged with course credits as weights, over courses with
// graded weight > 0. The 4.0 figures use the common Ontario conversion table.
import type { Sql } from '../db.js';
import { gradePercent } from '../courses/assessments.js';
import type { Gpa } from '../../schemas/gpa.js';

/** Lower bound of each band (whole percent) → grade points, best first. */
const ONTARIO_4 = [
  [90, 4.0], [85, 3.9], [80, 3.7], [77, 3.3], [73, 3.0], [70, 2.7], [67, 2.3],
  [63, 2.0], [60, 1.7], [57, 1.3], [53, 1.0], [50, 0.7],
] as const;

/**
 * A percent on the 4.0 scale. The table's bands are whole percents, so the percent is
 * rounded half up first (89.5 → 90 → 4.0); bonus marks above 100 stay 4.0.
 */
export function ontario4(percent: number): number {
  const whole = Math.round(percent);
  return ONTARIO_4.find(([min]) => whole >= min)?.[1] ?? 0;
}

/**
 * The average needed on the remaining weight to finish at `target`, taking the final percent
 * as (Σ weight × percent over everything) / (graded + remaining weight), the same base as the
 * course percent. Null when nothing remains, or when it would take more than 100% on average:
 * bonus marks exist but cannot be planned on. 0 when the target is already secured.
 */
export const NEEDED_PERCENT_MAX = 100;
export function neededPercent(points: number, gradedWeight: number, remainingWeight: number, target: number): number | null {
  if (remainingWeight <= 0) return null;
  const needed = (target * (gradedWeight + remainingWeight) - points) / remainingWeight;
  if (needed > NEEDED_PERCENT_MAX + 1e-9) return null;
  return Math.max(0, needed);
}

export interface GpaCourse {
  id: string;
  code: string;
  title: string | null;
  term: string | null;
  credits: number;
  archived: boolean;
}

export interface GpaItem {
  courseId: string;
  weight: number;
  status: string;
  /** The grade as a percent, null while ungraded. */
  percent: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Pure: the standing of each course and overall, from courses and their items. */
export function computeGpa(courses: GpaCourse[], items: GpaItem[], target: number | null, now = new Date()): Gpa {
  const sums = new Map<string, { points: number; graded: number; remaining: number }>();
  for (const c of courses) sums.set(c.id, { points: 0, graded: 0, remaining: 0 });
  for (const item of items) {
    const s = sums.get(item.courseId);
    // Excused items count in neither numerator nor denominator.
    if (!s || item.status === 'excused') continue;
    if (item.percent === null) s.remaining += item.weight;
    else {
      s.points += item.weight * item.percent;
      s.graded += item.weight;
    }
  }

  let creditSum = 0;
  let percentSum = 0;
  let pointsSum = 0;
  let counted = 0;
  const standings = courses.map((c) => {
    const s = sums.get(c.id)!;
    const percent = s.graded > 0 ? s.points / s.graded : null;
    if (percent !== null) {
      creditSum += c.credits;
      percentSum += c.credits * percent;
      pointsSum += c.credits * ontario4(percent);
      counted++;
    }
    const needed = target === null ? null : neededPercent(s.points, s.graded, s.remaining, target);
    return {
      course_id: c.id,
      code: c.code,
      title: c.title,
      term: c.term,
      credits: c.credits,
      archived: c.archived,
      graded_weight: round3(s.graded),
      remaining_weight: round3(s.remaining),
      percent: percent === null ? null : round2(percent),
      gpa_4: percent === null ? null : ontario4(percent),
      needed_percent: needed === null ? null : round2(needed),
    };
  });

  return {
    generated_at: now.toISOString(),
    target,
    courses: standings,
    overall: {
      percent: creditSum > 0 ? round2(percentSum / creditSum) : null,
      gpa_4: creditSum > 0 ? round2(pointsSum / creditSum) : null,
      graded_credits: round2(creditSum),
      courses_counted: counted,
    },
    scale: 'ontario_4.0',
  };
}

/** Every course of the user (current and archived alike: finished classes count) and its items. */
export async function loadGpa(sql: Sql, userId: string, target: number | null): Promise<Gpa> {
  const [courses, rows] = await Promise.all([
    sql<{ id: string; code: string; title: string | null; term: string | null; credits: number; archived: boolean }[]>`
      select id, code, title, term, credits::float8 as credits, archived_at is not null as archived
      from courses where user_id = ${userId}
      order by created_at, id`,
    sql<{ course_id: string; weight: number; status: string; grade_percent: number | null; grade_earned: number | null; grade_total: number | null }[]>`
      select course_id, weight::float8 as weight, status, grade_percent::float8 as grade_percent,
             grade_earned::float8 as grade_earned, grade_total::float8 as grade_total
      from assessments where user_id = ${userId}`,
  ]);
  const items = rows.map((r) => ({ courseId: r.course_id, weight: r.weight, status: r.status, percent: gradePercent(r) }));
  return computeGpa(courses, items, target);
}
