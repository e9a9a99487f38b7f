// What the personal and session GPA routes share: request → standing.
import type { Queryable } from '../db.js';
import { gradePercent } from '../courses/assessments.js';
import type { Gpa, GpaWhatIf } from '../../schemas/gpa.js';
import type { GradeScaleName } from '../../schemas/grade-scales.js';
import { loadGpa } from './load-gpa.js';

export const GPA_DESCRIPTION =
  'Per course: the weighted average over graded, non-excused items (ungraded weight is not a zero) and `graded_weight`, its denominator; ' +
  'group rules (drop-lowest, best N of M) leave out the items listed in `dropped`. Overall: course percents weighted by credits, over courses with graded work ' +
  'that are neither pass/fail nor excluded. `scale` (query, or the profile’s school: Concordia → concordia_4.3, Waterloo → percentage, else ontario_4.0) ' +
  'gives each course its `letter` and `points` and the overall `overall_points`; `gpa_4` stays the Ontario table. `?target=` adds the average needed on the remaining weight. ' +
  'POST the same path for what-if grades.';

export const WHAT_IF_DESCRIPTION =
  'Send hypothetical grades for ungraded items (`what_if`); the answer is the standing as if they were graded (`what_if: true`, `what_if_weight` per course), ' +
  'with `target` and `scale` as on GET. Nothing is stored. An item that is not yours is not found (404); a graded or excused one is refused (400).';

export async function gpaOfRequest(
  sql: Queryable,
  userId: string,
  request: { target?: number | undefined; scale?: GradeScaleName | undefined; what_if?: GpaWhatIf['what_if'] },
): Promise<Gpa> {
  const whatIf = (request.what_if ?? []).map((w) => ({
    assessmentId: w.assessment_id,
    percent: gradePercent({
      grade_percent: w.grade.percent ?? null,
      grade_earned: w.grade.earned ?? null,
      grade_total: w.grade.total ?? null,
    })!,
  }));
  return loadGpa(sql, userId, { target: request.target ?? null, scale: request.scale, whatIf });
}
